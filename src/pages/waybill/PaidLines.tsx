// A paid waybill's money: the payment's lines (card grams, coupon, points, wallet, online) and what was paid, then
// the refund once cancelled; and the cancel dialog's "what comes back where".
import { View } from '@tarojs/components';
import type { ReactNode } from 'react';
import { Instant } from '@/components/Instant';
import { useT } from '@/locales';
import { formatMoney } from '@/utils/money';
import type { Payment, Refund } from '@contract/payment';
import { gramsToKg } from '@contract/units';
import type { WaybillDetail } from '@contract/waybill';
import '@/locales/areas/waybill';
import '@/locales/areas/pay';

type T = (key: string, options?: Record<string, unknown>) => string;

function Line({ label, value, className }: { label: string; value: ReactNode; className: string }) {
  return (
    <View className={`waybill-row ${className}`}>
      <View className="waybill-row-label">{label}</View>
      <View className="waybill-row-value">{value}</View>
    </View>
  );
}

const methodName = (t: T, method: Payment['method']) => (method ? t(`pay.method.${method}`) : '');

/** Where each part of the payment goes back to, one line each (the refund if there is one, else the plan). */
export function refundLines(p: Payment, t: T, refund?: Refund | null): string[] {
  const money = (minor: number) => formatMoney(minor, p.currency);
  const coupon = refund ? (refund.coupon_restored ? t('paidLines.refundCoupon') : t('paidLines.refundCouponKept')) : t('cancelPaid.coupon');
  return [
    p.card_grams > 0 ? t('paidLines.refundCard', { kg: gramsToKg(p.card_grams) }) : '',
    p.coupon_amount > 0 ? coupon : '',
    p.points_used > 0 ? t('paidLines.refundPoints', { points: p.points_used }) : '',
    p.wallet_amount > 0 ? t('paidLines.refundWallet', { amount: money(p.wallet_amount) }) : '',
    p.online_amount > 0 ? t('paidLines.refundOnline', { amount: money(p.online_amount), method: methodName(t, p.method) }) : '',
  ].filter(Boolean);
}

/** The cancel dialog's text: a paid waybill says what will be refunded and where. */
export function cancelText(w: WaybillDetail, t: T): string {
  if (w.status !== 'pending_dispatch' || !w.payment) return t('waybillDetail.cancelConfirm', { no: w.no });
  const lines = refundLines(w.payment, t);
  return [t('cancelPaid.intro', { no: w.no }), ...(lines.length ? lines.map((l) => `· ${l}`) : [t('cancelPaid.nothing')])].join('\n');
}

export function PaidLines({ payment: p, refund }: { payment: Payment; refund: Refund | null }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, p.currency);
  const kg = gramsToKg(p.card_grams);
  return (
    <View className="waybill-section waybill-detail-payment">
      <View className="waybill-section-title">{t('paidLines.title')}</View>
      {p.card_grams > 0 && (
        <Line
          className="paid-card"
          label={p.card_name ? t('paidLines.card', { name: p.card_name, kg }) : t('paidLines.cardNoName', { kg })}
          value={`-${money(p.card_amount)}`}
        />
      )}
      {p.coupon_amount > 0 && <Line className="paid-coupon" label={t('paidLines.coupon')} value={`-${money(p.coupon_amount)}`} />}
      {p.points_used > 0 && (
        <Line className="paid-points" label={t('paidLines.points', { points: p.points_used })} value={`-${money(p.points_amount)}`} />
      )}
      {p.wallet_amount > 0 && <Line className="paid-wallet" label={t('paidLines.wallet')} value={money(p.wallet_amount)} />}
      {p.online_amount > 0 && (
        <Line className="paid-online" label={t('paidLines.online', { method: methodName(t, p.method) })} value={money(p.online_amount)} />
      )}
      <Line className="paid-total" label={t('paidLines.paid')} value={money(p.wallet_amount + p.online_amount)} />
      {p.paid_at && <Line className="paid-at" label={t('paidLines.paidAt')} value={<Instant at={p.paid_at} />} />}
      {refund && (
        <View className="paid-refund">
          <Line className="paid-refund-status" label={t('paidLines.refund')} value={t(`paidLines.refundStatus.${refund.status}`)} />
          {refundLines(p, t, refund).map((line) => (
            <View key={line} className="waybill-muted paid-refund-line">
              {line}
            </View>
          ))}
        </View>
      )}
    </View>
  );
}
