/**
 * How payments move member points, each inside the payment's own transaction: spent when the attempt is made
 * (held like wallet money), given back when the attempt is closed, earned when the waybill payment is confirmed
 * paid, and on a refund or a paid claim the spent points come back and the earned ones go out (as many as are
 * still held: points already spent elsewhere are not clawed back below zero). Expiry is the job's (FIFO).
 * Lock order everywhere: the wallet's lock before the points' (a transaction that moves both posts the wallet first).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import type { Queryable, Tx } from '../../db/client';
import { type PaymentRow, payments, pointsEntries, type WaybillRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { t } from '../../i18n';
import { ApiError } from '../../lib/errors';
import { lockPoints, pointsBalance, pointsExpiringBy, postPoints, rowsOf } from './ledger';
import { monthsLater, pointsTerms } from './levels';

const notes = (key: 'points_reason_earn' | 'points_reason_spend' | 'points_reason_spend_back' | 'points_reason_earn_back', no: string) => ({
  noteZh: t('zh-cn', key, { no }),
  noteEn: t('en', key, { no }),
});

/** The points asked for, checked against the balance and what this waybill can take (42020, nothing done). */
export function checkPoints(asked: number, balance: number, max: number): void {
  if (asked > balance) throw new ApiError(ApiStatus.INSUFFICIENT_BALANCE, 'points_insufficient', { balance });
  if (asked > max) throw new ApiError(ApiStatus.INSUFFICIENT_BALANCE, 'points_over_limit', { max });
}

/** The attempt's points taken (a concurrent spend of the same points fails here, under the user's lock). */
export async function spendPoints(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.pointsUsed <= 0) return;
  await postPoints(tx, {
    ...ownerOf(payment),
    amount: -payment.pointsUsed,
    kind: 'spend',
    ...notes('points_reason_spend', payment.no),
    now,
  });
}

/** A closed attempt's, or a refunded payment's, points back. */
export async function givePointsBack(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.pointsUsed <= 0) return;
  await postPoints(tx, {
    ...ownerOf(payment),
    amount: payment.pointsUsed,
    kind: 'spend_back',
    ...notes('points_reason_spend_back', payment.no),
    now,
  });
}

/** The waybill's payment just confirmed paid earns points on the money paid (wallet and online). */
export async function earnOnPaid(tx: Tx, waybill: WaybillRow, now: Date): Promise<void> {
  const payment = await paymentOf(tx, waybill.id);
  if (!payment || payment.pointsEarned > 0) return;
  const terms = await pointsTerms(tx, payment.siteId);
  const earned = Math.floor((payment.walletAmount + payment.onlineAmount) / 100) * terms.pointsPerUnit;
  if (earned <= 0) return;
  await tx.update(payments).set({ pointsEarned: earned }).where(eq(payments.id, payment.id));
  await postPoints(tx, {
    ...ownerOf(payment),
    amount: earned,
    kind: 'earn',
    expiresAt: monthsLater(now, terms.expiryMonths),
    ...notes('points_reason_earn', payment.no),
    now,
  });
}

/** A refund: the spent points back, then what it earned out (no more than is held). */
export async function reverseOnRefund(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  await givePointsBack(tx, payment, now);
  await takeEarnedBack(tx, payment, now);
}

/** A paid claim on the waybill takes back what its payment earned. */
export async function reverseOnClaim(tx: Tx, claim: { waybillId: number | null }, now: Date): Promise<void> {
  if (!claim.waybillId) return;
  const payment = await paymentOf(tx, claim.waybillId);
  if (payment) await takeEarnedBack(tx, payment, now);
}

async function takeEarnedBack(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.pointsEarned <= 0 || (await earnTakenBack(tx, payment.id))) return;
  const back = Math.min(payment.pointsEarned, await pointsBalance(tx, payment.userId));
  if (back <= 0) return;
  await postPoints(tx, { ...ownerOf(payment), amount: -back, kind: 'earn_back', ...notes('points_reason_earn_back', payment.no), now });
}

async function earnTakenBack(q: Queryable, paymentId: number): Promise<boolean> {
  const [row] = await q
    .select({ id: pointsEntries.id })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.refType, 'payment'), eq(pointsEntries.refId, paymentId), eq(pointsEntries.kind, 'earn_back')));
  return Boolean(row);
}

/** The waybill's paid (or just refunded) payment: at most one, by the one-live-payment index. */
async function paymentOf(q: Queryable, waybillId: number): Promise<PaymentRow | undefined> {
  const [row] = await q
    .select()
    .from(payments)
    .where(and(eq(payments.waybillId, waybillId), inArray(payments.status, ['paid', 'refunded'])))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

const ownerOf = (payment: PaymentRow) => ({
  siteId: payment.siteId,
  userId: payment.userId,
  refType: 'payment' as const,
  refId: payment.id,
});

/**
 * The expiry sweep: every customer holding points earned with an expiry passed and not used (FIFO) loses them
 * in one 'expire' entry, recomputed under their lock. Answers how many customers lost points.
 */
export async function expirePoints(deps: Deps): Promise<number> {
  const now = deps.now();
  const due = rowsOf(
    await deps.db.execute(sql`
      select user_id, min(site_id) as site_id from ${pointsEntries} group by user_id
      having coalesce(sum(amount) filter (where kind = 'earn' and expires_at <= ${now.toISOString()}), 0)
        + coalesce(sum(amount) filter (where kind <> 'earn'), 0) > 0
      limit 500`),
  );
  let expired = 0;
  for (const row of due) {
    const userId = Number(row.user_id);
    expired += await deps.db.transaction(async (tx) => {
      await lockPoints(tx, userId);
      const { points } = await pointsExpiringBy(tx, userId, now);
      if (points <= 0) return 0;
      await postPoints(tx, {
        siteId: Number(row.site_id),
        userId,
        amount: -points,
        kind: 'expire',
        refType: 'user',
        refId: userId,
        noteZh: t('zh-cn', 'points_reason_expire'),
        noteEn: t('en', 'points_reason_expire'),
        now,
      });
      return 1;
    });
  }
  return expired;
}
