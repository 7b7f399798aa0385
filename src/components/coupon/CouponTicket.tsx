// A coupon as a ticket: the face value on the left (amount off, or percent off), then the name, the one-line
// rule from the server (min spend, cap), the lines, the validity, and the caller's action on the right.
// Used by my coupons and by the activities page (claimable coupons).
import { View } from '@tarojs/components';
import type { ReactNode } from 'react';
import { useT } from '@/locales';
import { formatMoney } from '@/utils/money';
import type { ChannelRef } from '@contract/card';
import type { CouponKind } from '@contract/coupon';
import './coupon-ticket.css';
import '@/locales/areas/coupons';

export interface TicketFace {
  name: string;
  kind: CouponKind;
  value: number;
  min_spend: number;
  currency: string;
  description: string;
  channels: ChannelRef[];
}

interface Props {
  coupon: TicketFace;
  /** "2026-11-21 至 2026-12-05" or the template's validity text. */
  validity: ReactNode;
  /** Extra line: where it was used, why it can't be claimed ... */
  note?: ReactNode;
  action?: ReactNode;
  /** Greyed: used, expired, or nothing left to claim. */
  dim?: boolean;
  className?: string;
}

export function CouponTicket({ coupon: c, validity, note, action, dim = false, className = '' }: Props) {
  const t = useT();
  const lines = c.channels.length ? c.channels.map((ch) => ch.name).join(t('coupons.listSep')) : t('coupons.allLines');
  return (
    <View className={`coupon-ticket${dim ? ' coupon-ticket--dim' : ''} ${className}`}>
      <View className="coupon-ticket-face">
        <View className="coupon-ticket-value">
          {c.kind === 'amount' ? formatMoney(c.value, c.currency) : t('coupons.percent', { n: c.value })}
        </View>
        <View className="coupon-ticket-min">
          {c.min_spend > 0 ? t('coupons.minSpend', { amount: formatMoney(c.min_spend, c.currency) }) : t('coupons.noMin')}
        </View>
      </View>
      <View className="coupon-ticket-body">
        <View className="coupon-ticket-name">{c.name}</View>
        <View className="coupon-ticket-desc">{c.description}</View>
        <View className="coupon-ticket-lines">{t('coupons.lines', { lines })}</View>
        <View className="coupon-ticket-validity">{validity}</View>
        {note && <View className="coupon-ticket-note">{note}</View>}
      </View>
      {action && <View className="coupon-ticket-action">{action}</View>}
    </View>
  );
}
