/**
 * Pieces the payment, refund and wallet code share: numbers, errors, the methods of a platform,
 * wallet notes in both languages, and a waybill seen as something to pay.
 */
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import type { OnlineMethod, PaymentStatus, PayPlatform, RefundStatus } from '@contract/payment';
import type { Queryable } from '../../db/client';
import { channels, payments, type WaybillRow, waybills } from '../../db/schema';
import type { Deps } from '../../deps';
import { type Params, t } from '../../i18n';
import type { FieldReason, MessageKey } from '../../i18n/messages';
import { randomDigits } from '../../lib/crypto';
import { ApiError, FieldError } from '../../lib/errors';
import { prepared } from '../../toolkit/prepared';
import { StateError } from '../../toolkit/states';
import { waybillConflict } from '../parcel/shared';
import { walletBalanceColumn } from '../wallet/ledger';
import { siteBankAccount } from './bank-account';
import type { WaybillToPay } from './split';

/** How long an online payment may stay open. */
export const PAY_WINDOW_MS = 30 * 60_000;

/** "P" / "R" + yymmdd (UTC) + 8 random digits: readable, 15 characters. */
export function newMoneyNo(prefix: 'P' | 'R', now: Date): string {
  return `${prefix}${now.toISOString().slice(2, 10).replace(/-/g, '')}${randomDigits(8)}`;
}

export const payField = (field: string, reason: FieldReason, params: Params = {}) => new FieldError(`pay.${field}`, reason, params);

export const paymentNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'payment_not_found');
export const refundNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'refund_not_found');

const PAYMENT_STATUS_TEXT: Record<PaymentStatus, { zh: string; en: string }> = {
  pending: { zh: '待支付', en: 'awaiting payment' },
  paid: { zh: '已支付', en: 'paid' },
  failed: { zh: '支付失败', en: 'failed' },
  cancelled: { zh: '已取消', en: 'cancelled' },
  refunded: { zh: '已退款', en: 'refunded' },
};
const REFUND_STATUS_TEXT: Record<RefundStatus, { zh: string; en: string }> = {
  pending: { zh: '退款中', en: 'in progress' },
  succeeded: { zh: '已退款', en: 'completed' },
  failed: { zh: '退款失败', en: 'failed' },
};
export const paymentConflict = (status: PaymentStatus) => new StateError('payment_state', PAYMENT_STATUS_TEXT[status]);
export const refundConflict = (status: RefundStatus) => new StateError('refund_state', REFUND_STATUS_TEXT[status]);

const PLATFORM_METHODS: Record<PayPlatform, OnlineMethod[]> = { weapp: ['wechat'], wechat_h5: ['wechat'], h5: ['stripe', 'alipay'] };

/**
 * The online methods this platform offers, among the configured providers, and bank transfer on every platform
 * once the site has its account. The sandbox checkout is a web page, so the mini-program (which can't open it)
 * isn't offered it: a pending attempt there would hold its card, coupon and wallet money until it expired.
 * `q`: the caller's transaction when in one (PGlite has one connection).
 */
export async function methodsFor(deps: Deps, q: Queryable, platform: PayPlatform, siteId: number): Promise<OnlineMethod[]> {
  const web: OnlineMethod[] = platform === 'weapp' ? [] : ['sandbox'];
  const online = [...PLATFORM_METHODS[platform], ...web].filter((m) => deps.payments[m]);
  return (await siteBankAccount(q, siteId)) ? [...online, 'bank_transfer'] : online;
}

/** The wallet entry's reason in both languages, written with the entry. */
export function walletNotes(key: MessageKey, params: Params): { noteZh: string; noteEn: string } {
  return { noteZh: t('zh-cn', key, params), noteEn: t('en', key, params) };
}

export type PayableWaybill = WaybillToPay & { channelName: { zh: string; en: string } };

/** Whether another waybill of the owner of `waybills` (the row in the outer query) was paid (first-waybill coupons). */
const otherWaybillPaid = (q: Queryable) =>
  sql<boolean>`exists (${q
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.siteId, waybills.siteId),
        eq(payments.userId, waybills.userId),
        eq(payments.purpose, 'waybill'),
        eq(payments.status, 'paid'),
        ne(payments.waybillId, waybills.id),
      ),
    )})`;

const channelColumns = { code: channels.code, nameZh: channels.nameZh, nameEn: channels.nameEn };

function toPayable(waybill: WaybillRow, channel: { code: string; nameZh: string; nameEn: string }, otherPaid: boolean): PayableWaybill {
  if (!waybill.charge || waybill.amountDue === null) throw waybillConflict(waybill.status);
  return {
    channelCode: channel.code,
    channelName: { zh: channel.nameZh, en: channel.nameEn },
    charge: waybill.charge,
    amountDue: waybill.amountDue,
    otherWaybillPaid: Boolean(otherPaid),
  };
}

/** The waybill's frozen price and line, and whether another of the owner's waybills is paid; 42009 while it has no price yet. */
export async function payableOf(q: Queryable, waybill: WaybillRow): Promise<PayableWaybill> {
  if (!waybill.charge || waybill.amountDue === null) throw waybillConflict(waybill.status);
  const [row] = await q
    .select({ channel: channelColumns, otherPaid: otherWaybillPaid(q) })
    .from(waybills)
    .innerJoin(channels, eq(channels.id, waybills.channelId))
    .where(eq(waybills.id, waybill.id));
  return toPayable(waybill, row.channel, row.otherPaid);
}

/** The customer's own waybill with what paying it needs, in one statement; undefined when it is not theirs. */
export async function myPayableWaybill(
  q: Queryable,
  owner: { siteId: number; userId: number },
  id: number,
): Promise<{ waybill: WaybillRow; payable: () => PayableWaybill } | undefined> {
  const [row] = await payableSelect(q, sql`null`).where(
    and(eq(waybills.siteId, owner.siteId), eq(waybills.userId, owner.userId), eq(waybills.id, id)),
  );
  return row && payableFrom(row);
}

/** As myPayableWaybill, with the owner's wallet balance in the same statement (prepared: the pay preview runs it). */
export async function myPayableWaybillAndBalance(deps: Deps, owner: { siteId: number; userId: number }, id: number) {
  const [row] = await prepared(deps.db, 'payable_waybill_balance', (name) =>
    payableSelect(deps.db, walletBalanceColumn(sql.placeholder('userId')))
      .where(
        and(
          eq(waybills.siteId, sql.placeholder('siteId')),
          eq(waybills.userId, sql.placeholder('userId')),
          eq(waybills.id, sql.placeholder('id')),
        ),
      )
      .prepare(name),
  ).execute({ ...owner, id });
  return row && { ...payableFrom(row), balance: row.extra };
}

const payableSelect = <T>(q: Queryable, extra: SQL<T>) =>
  q
    .select({ waybill: waybills, channel: channelColumns, otherPaid: otherWaybillPaid(q), extra })
    .from(waybills)
    .innerJoin(channels, eq(channels.id, waybills.channelId));

const payableFrom = (row: { waybill: WaybillRow; channel: { code: string; nameZh: string; nameEn: string }; otherPaid: boolean }) => ({
  waybill: row.waybill,
  payable: () => toPayable(row.waybill, row.channel, row.otherPaid),
});
