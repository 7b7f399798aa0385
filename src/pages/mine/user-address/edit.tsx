// Add (no `id`) or change (`?id=`) an address. `?type=sender` opens a new sender address.
// Recipient in mainland China: name, mobile, province/city/district, street, postcode, optional ID number and photos.
// Sender in NZ/AU: name, mobile, country, suburb/postcode search, street.
import { Button, Checkbox, Input, Skeleton, Switch } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { FormError } from '@/components/FormError';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { PlaceField } from '@/components/PlaceField';
import { PrivacyPrompt } from '@/components/PrivacyPrompt';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { ADDRESS_TYPES, type AddressCountry } from '@contract/address';
import { AddressPaste } from './AddressPaste';
import { IdPhotoField } from './IdPhotoField';
import { RegionField } from './RegionField';
import { useAddressForm } from './useAddressForm';
import '../../tab-pages.css';
import './index.css';
import '@/locales/areas/address';

const SENDER_COUNTRIES: AddressCountry[] = ['NZ', 'AU'];

function AddressEditPage() {
  const params = Taro.useRouter().params ?? {};
  const id = Number(params.id) > 0 ? Number(params.id) : null;
  usePage(id === null ? 'addressForm.addTitle' : 'addressForm.editTitle');
  const t = useT();
  const f = useAddressForm(id, params.type === 'sender' ? 'sender' : 'recipient');

  if (f.loading) {
    return (
      <View className="address-edit-page address-edit-loading">
        <Skeleton rows={6} animated />
      </View>
    );
  }

  const isCN = f.country === 'CN';
  return (
    <View className={`address-edit-page address-edit--${f.type}`}>
      <PrivacyPrompt />
      <View className="address-type-switch">
        {ADDRESS_TYPES.map((type) => (
          <View
            key={type}
            className={`address-type address-type-${type}${f.type === type ? ' address-type--active' : ''}`}
            onClick={() => f.setType(type)}
          >
            {t(`addressForm.type.${type}`)}
          </View>
        ))}
      </View>

      {isCN && <AddressPaste form={f} />}

      <View className="card">
        <View className="address-row address-name-row">
          <View className="address-label">{t('addressForm.name')}</View>
          <Input
            className="address-name-input"
            value={f.name}
            onChange={f.setName}
            maxLength={40}
            placeholder={t(isCN ? 'addressForm.namePlaceholderCN' : 'addressForm.namePlaceholder')}
          />
        </View>
        <View className="address-row address-mobile-row">
          <View className="address-label">{t('addressForm.mobile')}</View>
          <Input
            className="address-mobile-input"
            type="tel"
            value={f.mobile}
            onChange={f.setMobile}
            maxLength={20}
            placeholder={t(isCN ? 'addressForm.mobilePlaceholderCN' : 'addressForm.mobilePlaceholderNZAU')}
          />
        </View>
        {isCN ? (
          <RegionField value={f.region} onChange={f.setRegion} />
        ) : (
          <>
            <View className="address-row address-country-row">
              <View className="address-label">{t('addressForm.country')}</View>
              <View className="address-country">
                {SENDER_COUNTRIES.map((c) => (
                  <View
                    key={c}
                    className={`address-country-option address-country-${c}${f.senderCountry === c ? ' address-country-option--active' : ''}`}
                    onClick={() => f.changeSenderCountry(c)}
                  >
                    {t(`addressForm.countryName.${c}`)}
                  </View>
                ))}
              </View>
            </View>
            <PlaceField country={f.senderCountry as 'NZ' | 'AU'} value={f.place} onPick={f.pickPlace} />
          </>
        )}
        <View className="address-row address-street-row">
          <View className="address-label">{t('addressForm.street')}</View>
          <Input
            className="address-street-input"
            value={f.street}
            onChange={f.setStreet}
            maxLength={200}
            placeholder={t(isCN ? 'addressForm.streetPlaceholderCN' : 'addressForm.streetPlaceholder')}
          />
        </View>
        <View className="address-row address-postcode-row">
          <View className="address-label">{t('addressForm.postcode')}</View>
          <Input
            className="address-postcode-input"
            type="number"
            value={f.postcode}
            onChange={f.setPostcode}
            maxLength={isCN ? 6 : 4}
            placeholder={t(isCN ? 'addressForm.postcodePlaceholderCN' : 'addressForm.postcodePlaceholder')}
          />
        </View>
      </View>

      {isCN && (
        <View className="card address-id-card">
          <View className="address-row address-id-row">
            <View className="address-label">{t('addressForm.idNumber')}</View>
            <Input
              className="address-id-input"
              type="idcard"
              value={f.idNumber}
              onChange={f.setIdNumber}
              maxLength={18}
              placeholder={t('addressForm.idNumberPlaceholder')}
            />
          </View>
          <IdPhotoField photos={f.photos} onChoose={f.choosePhoto} />
          {f.photosRemovedAt && !f.photos.front && !f.photos.back && (
            <View className="address-id-removed">
              <InstantIn sentence={t('addressForm.idPhotosRemoved', { time: IN_SENTENCE })} at={f.photosRemovedAt} />
            </View>
          )}
          {f.holdsId && (
            <View className="address-id-consent">
              <Checkbox
                className="address-id-consent-box"
                checked={f.idConsent}
                onChange={f.setIdConsent}
                label={t('addressForm.idConsent')}
              />
            </View>
          )}
        </View>
      )}

      <View className="card">
        <View className="address-row address-default-row">
          <View className="address-label">{t('addressForm.isDefault')}</View>
          <Switch
            className="address-default-switch"
            ariaLabel={t('addressForm.isDefault')}
            checked={f.isDefault}
            onChange={f.setIsDefault}
          />
        </View>
      </View>

      <FormError className="address-edit-error" text={f.error} />
      <Button className="address-save" type="primary" block loading={f.busy} onClick={f.save}>
        {t('common.save')}
      </Button>
    </View>
  );
}

export default observer(AddressEditPage);
