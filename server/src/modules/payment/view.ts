/** Payments and refunds as the customer and staff read them (names in the request language). */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import type { BankTransfer, OnlineMethod, Payment, Refund } from '@contract/payment';
import type { Queryable } from '../../db/client';
import { cardProducts, cards, type PaymentRow, payments, type RefundRow, refunds, users, waybills } from '../../db/schema';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/messages';
import { pickLang } from '../../lib/bilingual';
import { customerDeleted } from '../account/erased';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export interface PaymentNames {
  waybillNo: string | null;
  productZh: string | null;
  productEn: string | null;
  usedCardZh: string | null;
  usedCardEn: string | null;
}

export function toPayment(p: PaymentRow, names: PaymentNames, lang: ApiLang): Payment {
  const cardName =
    p.purpose === 'card' ? pickLang(lang, names.productZh, names.productEn) : pickLang(lang, names.usedCardZh, names.usedCardEn);
  return {
    id: p.id,
    no: p.no,
    purpose: p.purpose,
    status: p.status,
    currency: p.currency,
    amount: p.amount,
    card_grams: p.cardGrams,
    card_amount: p.cardAmount,
    coupon_amount: p.couponAmount,
    wallet_amount: p.walletAmount,
    online_amount: p.onlineAmount,
    points_used: p.pointsUsed,
    points_amount: p.pointsAmount,
    method: p.provider as OnlineMethod | null,
    waybill_id: p.waybillId,
    waybill_no: names.waybillNo,
    card_name: cardName ?? null,
    card_id: p.cardId,
    failure_reason: p.failureReason,
    created_at: p.createdAt.toISOString(),
    paid_at: iso(p.paidAt),
    expires_at: iso(p.expiresAt),
    transfer:
      p.provider === 'bank_transfer' && p.status === 'pending'
        ? ((p.clientAction as { transfer?: BankTransfer } | null)?.transfer ?? null)
        : null,
    receipt_at: iso(p.receiptAt),
  };
}

/** Payments with the names they show and the owner's member code (the caller filters, orders and pages). */
export function paymentQuery(q: Queryable) {
  return q
    .select({
      payment: payments,
      waybillNo: waybills.no,
      productZh: cardProducts.nameZh,
      productEn: cardProducts.nameEn,
      usedCardZh: cards.nameZh,
      usedCardEn: cards.nameEn,
      memberCode: users.memberCode,
      customerDeleted,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(waybills, eq(waybills.id, payments.waybillId))
    .leftJoin(cardProducts, eq(cardProducts.id, payments.cardProductId))
    .leftJoin(cards, eq(cards.id, payments.usedCardId))
    .$dynamic();
}

export async function loadPayment(q: Queryable, where: SQL | undefined, lang: ApiLang): Promise<Payment | undefined> {
  const [row] = await paymentQuery(q).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(1);
  return row ? toPayment(row.payment, row, lang) : undefined;
}

export function refundReasonText(lang: ApiLang, reason: RefundRow['reason'], note: string): string {
  const text = t(lang, `refund_reason_${reason}` as MessageKey);
  return note ? `${text}: ${note}` : text;
}

export function toRefund(r: RefundRow, payment: Pick<PaymentRow, 'no' | 'currency'>, waybillNo: string | null, lang: ApiLang): Refund {
  return {
    id: r.id,
    no: r.no,
    payment_no: payment.no,
    waybill_no: waybillNo,
    reason: r.reason,
    reason_text: refundReasonText(lang, r.reason, r.note),
    status: r.status,
    currency: payment.currency,
    card_grams: r.cardGrams,
    coupon_restored: r.couponRestored,
    wallet_amount: r.walletAmount,
    online_amount: r.onlineAmount,
    method: r.provider as OnlineMethod | null,
    created_at: r.createdAt.toISOString(),
    completed_at: iso(r.completedAt),
  };
}

/** Refunds with their payment and waybill number and the owner's member code (the caller filters and pages). */
export function refundQuery(q: Queryable) {
  return q
    .select({
      refund: refunds,
      payment: { no: payments.no, currency: payments.currency },
      waybillNo: waybills.no,
      memberCode: users.memberCode,
      customerDeleted,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(users, eq(users.id, refunds.userId))
    .leftJoin(waybills, eq(waybills.id, payments.waybillId))
    .$dynamic();
}

export const ownPayment = (user: { id: number; siteId: number }) => and(eq(payments.siteId, user.siteId), eq(payments.userId, user.id));
