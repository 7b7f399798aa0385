// Address book: recipients / senders, search, endless list with pull-to-refresh; copy, edit, delete, set default.
// `?mode=pick&type=recipient|sender`: another page picks an address (contract in src/stores/address-picker.ts).
import { Button, Input, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '@/components/EmptyState';
import { usePage } from '@/hooks/usePage';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { useStores } from '@/stores';
import { maskPhone } from '@/utils/phone';
import { type Address, ADDRESS_TYPES, type AddressType } from '@contract/address';
import { copyText, fullAddress } from './format';
import { PAGE_SIZE, useAddressList } from './useAddressList';
import '../../tab-pages.css';
import './index.css';
import '@/locales/areas/address';

const readType = (value?: string): AddressType => (value === 'sender' ? 'sender' : 'recipient');

function AddressBookPage() {
  const params = Taro.useRouter().params ?? {};
  const picking = params.mode === 'pick';
  usePage(picking ? 'address.pickTitle' : 'address.title');
  const t = useT();
  const { session, addressPicker } = useStores();
  const book = useAddressList(readType(params.type));
  const { items, loading, loadingMore, hasMore } = book.list;

  if (!session.signedIn) {
    return (
      <View className="address-page">
        <EmptyState className="address-signed-out" text={t('address.signedOut')} action={t('common.login')} onAction={goLogin} />
      </View>
    );
  }

  const add = () => Taro.navigateTo({ url: `${ROUTES.userAddressEdit}?type=${book.type}` });
  const edit = (a: Address) => Taro.navigateTo({ url: `${ROUTES.userAddressEdit}?id=${a.id}` });
  const pick = (a: Address) => {
    if (!picking) return;
    addressPicker.pick(a);
    Taro.navigateBack();
  };
  /** An action inside a card must not also pick the card. */
  const action = (fn: () => void) => (e: { stopPropagation: () => void }) => {
    e.stopPropagation();
    fn();
  };

  const emptyText = book.keyword ? t('address.noMatch') : t(`address.empty.${book.type}`);

  return (
    <View className={`address-page${picking ? ' address-page--pick' : ''}`}>
      {!picking && (
        <View className="address-tabs">
          {ADDRESS_TYPES.map((type) => (
            <View
              key={type}
              className={`address-tab address-tab-${type}${book.type === type ? ' address-tab--active' : ''}`}
              onClick={() => book.switchType(type)}
            >
              {t(`address.tab.${type}`)}
            </View>
          ))}
        </View>
      )}
      {picking && <View className="address-pick-hint">{t(`address.pickHint.${book.type}`)}</View>}
      <View className="address-search">
        <Input
          className="address-search-input"
          value={book.input}
          onChange={book.search}
          placeholder={t('address.searchPlaceholder')}
          clearable
          maxLength={50}
        />
      </View>

      {loading ? (
        <View className="address-loading">
          <Skeleton rows={3} animated />
          <Skeleton rows={3} animated />
        </View>
      ) : items.length === 0 ? (
        <EmptyState className="address-empty" text={emptyText} action={t('address.add')} onAction={add} />
      ) : (
        <View className="address-list">
          {items.map((a) => (
            <View
              key={a.id}
              className={`card address-card address-card-${a.id}${a.is_default ? ' address-card--default' : ''}`}
              data-id={a.id}
              onClick={() => pick(a)}
            >
              <View className="address-card-head">
                <View className="address-name">{a.name}</View>
                <View className="address-mobile">{maskPhone(a.mobile)}</View>
                {a.is_default && <View className="address-default-badge">{t('address.default')}</View>}
                {a.id_verified && <View className="address-verified-badge">{t('addressMark.idVerified')}</View>}
              </View>
              <View className="address-full">{fullAddress(a)}</View>
              {a.country === 'CN' && <View className="address-postcode">{t('address.postcode', { code: a.postcode })}</View>}
              <View className="address-actions">
                <View className="address-action address-copy" onClick={action(() => Taro.setClipboardData({ data: copyText(a) }))}>
                  {t('common.copy')}
                </View>
                {!picking && !a.is_default && (
                  <View className="address-action address-set-default" onClick={action(() => book.makeDefault(a))}>
                    {t('address.setDefault')}
                  </View>
                )}
                <View className="address-action address-edit" onClick={action(() => edit(a))}>
                  {t('address.edit')}
                </View>
                {!picking && (
                  <View className="address-action address-delete" onClick={action(() => book.remove(a))}>
                    {t('address.delete')}
                  </View>
                )}
              </View>
            </View>
          ))}
          {(hasMore || loadingMore || items.length > PAGE_SIZE) && (
            <View className="address-list-foot">
              {loadingMore ? t('pagedList.loading') : hasMore ? t('pagedList.more') : t('pagedList.end')}
            </View>
          )}
        </View>
      )}

      <View className="address-add-bar">
        <Button className="address-add" type="primary" block onClick={add}>
          {t('address.add')}
        </Button>
      </View>
    </View>
  );
}

export default observer(AddressBookPage);
