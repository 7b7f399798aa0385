// What a customer needs to pay by bank transfer: the site's account (NZ number, or BSB and account in AU), the
// payment's reference, the amount and the deadline, each with a copy button; then the bank's receipt, if they like.
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { BankReceipt } from '@/components/BankReceipt';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import { formatMoney } from '@/utils/money';
import type { PayOptions, PayStart } from '@contract/payment';
import './bank-transfer.css';
import '@/locales/areas/pay';

function Line({
  name,
  label,
  value,
  copy,
  children,
}: {
  name: string;
  label: string;
  value: string;
  copy?: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  const onCopy = () =>
    Taro.setClipboardData({ data: copy ?? value }).then(
      () => toast(t('pay.copied')),
      () => {},
    );
  return (
    <View className={`bank-line bank-${name}`}>
      <View className="bank-label">{label}</View>
      <View className="bank-value">{children ?? <Text className={`bank-${name}-value`}>{value}</Text>}</View>
      <View className="bank-copy" onClick={onCopy}>
        {t('common.copy')}
      </View>
    </View>
  );
}

/** The transfer awaited, with its payment (as the payment page's options give it). */
export type AwaitedTransfer = NonNullable<PayOptions['transfer']>;

/** The transfer a start answered (null when it is not a bank transfer). */
export const awaitedTransfer = ({ payment, client }: PayStart): AwaitedTransfer | null =>
  client?.type === 'bank_transfer' ? { ...client.transfer, payment_id: payment.id, receipt_at: payment.receipt_at } : null;

export function BankTransferCard({ transfer }: { transfer: AwaitedTransfer }) {
  const t = useT();
  const amount = formatMoney(transfer.amount, transfer.currency);
  return (
    <View className="bank-transfer">
      <Line name="account-name" label={t('pay.transfer.accountName')} value={transfer.account_name} />
      {transfer.bsb && <Line name="bsb" label={t('pay.transfer.bsb')} value={transfer.bsb} />}
      <Line name="account-number" label={t('pay.transfer.accountNumber')} value={transfer.account_number} />
      <Line name="reference" label={t('pay.transfer.reference')} value={transfer.reference} />
      <Line name="amount" label={t('pay.transfer.amount')} value={amount} copy={(transfer.amount / 100).toFixed(2)} />
      <Line name="deadline" label={t('pay.transfer.deadline')} value={transfer.deadline}>
        <Instant at={transfer.deadline} />
      </Line>
      <View className="bank-note">{t('pay.transfer.referenceNote')}</View>
      <BankReceipt paymentId={transfer.payment_id} receiptAt={transfer.receipt_at} />
      <ZoneNote className="bank-zone" />
    </View>
  );
}
