/**
 * What a waybill's money stands at, as the list and the detail say it: due while awaiting payment, paid (the
 * money actually paid, and the card grams and coupon that covered the rest), refunding / refunded once a paid
 * waybill was cancelled, or nothing before it is priced or after an unpaid cancel.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import type { Payment, Refund } from '@contract/payment';
import type { WaybillMoney } from '@contract/waybill';
import type { Queryable } from '../../db/client';
import { type PaymentRow, payments, type RefundRow, refunds, type WaybillRow, waybills } from '../../db/schema';
import { paymentQuery, toPayment, toRefund } from '../payment/view';

export interface Settled {
  payment: PaymentRow;
  refund: RefundRow | null;
}

/** What a list needs of the settled payment: the amounts and the refund's state. */
export type SettledAmounts = {
  payment: Pick<PaymentRow, 'walletAmount' | 'onlineAmount' | 'cardGrams' | 'couponAmount'>;
  refund: Pick<RefundRow, 'status'> | null;
};

/**
 * The settled payment's amounts as columns of a list query (a lateral join on `waybills`, one row at most), so a
 * page and its money are one statement.
 */
export function settledColumns(q: Queryable) {
  return q
    .select({
      walletAmount: payments.walletAmount,
      onlineAmount: payments.onlineAmount,
      cardGrams: payments.cardGrams,
      couponAmount: payments.couponAmount,
      refundStatus: refunds.status,
    })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(and(eq(payments.waybillId, waybills.id), eq(payments.purpose, 'waybill'), inArray(payments.status, ['paid', 'refunded'])))
    .limit(1)
    .as('settled');
}

/** The paid (or since refunded) payment of each waybill, with its refund: at most one per waybill. */
export async function settledOf(q: Queryable, waybillIds: number[]): Promise<Map<number, Settled>> {
  if (!waybillIds.length) return new Map();
  const rows = await q
    .select({ payment: payments, refund: refunds })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(and(inArray(payments.waybillId, waybillIds), eq(payments.purpose, 'waybill'), inArray(payments.status, ['paid', 'refunded'])));
  return new Map(rows.map((r) => [r.payment.waybillId!, r]));
}

export function moneyOf(row: Pick<WaybillRow, 'status' | 'amountDue'>, settled: SettledAmounts | undefined): WaybillMoney {
  if (settled) {
    const { payment, refund } = settled;
    const paid = {
      amount: payment.walletAmount + payment.onlineAmount,
      card_grams: payment.cardGrams,
      coupon_amount: payment.couponAmount,
    };
    if (!refund) return { state: 'paid', ...paid };
    return { state: refund.status === 'succeeded' ? 'refunded' : 'refunding', ...paid };
  }
  if (row.status === 'pending_payment' && row.amountDue !== null) return { state: 'due', amount: row.amountDue };
  return { state: 'none' };
}

/** The detail's payment lines: the payment that paid it and its refund, in the request language. */
export async function paymentLines(
  q: Queryable,
  settled: Settled | undefined,
  waybillNo: string,
  lang: ApiLang,
): Promise<{ payment: Payment | null; refund: Refund | null }> {
  if (!settled) return { payment: null, refund: null };
  const [named] = await paymentQuery(q).where(eq(payments.id, settled.payment.id));
  const payment = toPayment(named.payment, named, lang);
  const refund = settled.refund ? toRefund(settled.refund, settled.payment, waybillNo, lang) : null;
  return { payment, refund };
}
