// The chosen recipient (with its ID status) or sender, and the way to pick one from the address book.
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useT } from '@/locales';
import { fullAddress } from '@/pages/mine/user-address/format';
import { pickAddressUrl } from '@/stores/address-picker';
import { maskPhone } from '@/utils/phone';
import type { Address, AddressType } from '@contract/address';
import '@/locales/areas/sending';

export type IdStatus = 'complete' | 'number_only' | 'missing';

export function idStatus(a: Address): IdStatus {
  if (!a.id_number) return 'missing';
  return a.id_front_file && a.id_back_file ? 'complete' : 'number_only';
}

export function PartyField({ type, address }: { type: AddressType; address: Address | null }) {
  const t = useT();
  const pick = () => Taro.navigateTo({ url: pickAddressUrl(type) });
  return (
    <View className={`card waybill-party waybill-${type}`} onClick={pick}>
      <View className="waybill-party-label">{t(`waybillForm.${type}`)}</View>
      {address ? (
        <View className="waybill-party-body">
          <View className="waybill-party-head">
            <View className="waybill-party-name">{address.name}</View>
            <View className="waybill-party-mobile">{maskPhone(address.mobile)}</View>
          </View>
          <View className="waybill-party-address">{fullAddress(address)}</View>
          {type === 'recipient' && (
            <View className={`waybill-id-status waybill-id-status--${idStatus(address)}`}>{t(`waybillForm.id.${idStatus(address)}`)}</View>
          )}
        </View>
      ) : (
        <View className="waybill-party-empty">{t(`waybillForm.pick.${type}`)}</View>
      )}
      <View className="waybill-party-change">{address ? t('waybillForm.change') : ''} ›</View>
    </View>
  );
}
