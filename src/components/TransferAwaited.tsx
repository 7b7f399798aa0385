// A sheet's answer once a top-up, a card or a return's fee is to be paid by bank transfer: what to transfer (the
// card of the payment page) under a word on what happens next. Only the sheets' sub-packages load it (and its strings).
import { View } from '@tarojs/components';
import { type AwaitedTransfer, BankTransferCard } from '@/components/BankTransferCard';
import { useT } from '@/locales';
import './transfer-awaited.css';
import '@/locales/areas/wallet';

export function TransferAwaited({ transfer }: { transfer: AwaitedTransfer }) {
  const t = useT();
  return (
    <View className="bank-awaited">
      <View className="bank-awaited-title">{t('pay.transfer.title')}</View>
      <View className="bank-awaited-text">{t('pay.wallet.transferSheet')}</View>
      <BankTransferCard transfer={transfer} />
    </View>
  );
}
