/**
 * Paying an approved claim, once: the guarded move approved | partially_approved -> paid, and in the same
 * transaction the wallet credit through the ledger (kind compensation, ref the claim; the unique index
 * wallet_entries_claim_once refuses a second one) or, for a delay, a coupon from the coupon module. Then every
 * claim-paid listener runs inside that transaction.
 *
 * Hook point for agents: an agent module clawing back the commission on the claim's waybill pushes a listener
 * onto `claimPaidListeners`; it runs with the paying transaction, so a failing claw-back rolls the payment back.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type ClaimRow, claims, type CouponTemplateRow, couponTemplates, type SiteRow, type UserRow } from '../../db/schema';
import { t } from '../../i18n';
import { issueCoupon } from '../coupon/issue';
import { postWallet } from '../wallet/ledger';
import { move } from './workflow';

export type ClaimPaidListener = (tx: Tx, claim: ClaimRow, now: Date) => Promise<void>;
/** Called inside the paying transaction, in order (agents: commission claw-back on claim.waybillId). */
export const claimPaidListeners: ClaimPaidListener[] = [];

/** Delay coupons come from one manual template per site and value, made the first time it is needed. */
async function delayTemplate(tx: Tx, site: SiteRow, value: number, now: Date): Promise<CouponTemplateRow> {
  const nameEn = t('en', 'claim_coupon_name');
  const where = and(
    eq(couponTemplates.siteId, site.id),
    eq(couponTemplates.trigger, 'manual'),
    eq(couponTemplates.nameEn, nameEn),
    eq(couponTemplates.value, value),
  );
  const [found] = await tx.select().from(couponTemplates).where(where);
  if (found) return found;
  const [made] = await tx
    .insert(couponTemplates)
    .values({
      siteId: site.id,
      nameZh: t('zh-cn', 'claim_coupon_name'),
      nameEn,
      kind: 'amount',
      value,
      validDays: 180,
      perUserLimit: 1000,
      trigger: 'manual',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return made;
}

export async function payClaim(tx: Tx, site: SiteRow, staff: UserRow, id: number, now: Date): Promise<ClaimRow> {
  const claim = await move(
    tx,
    { site },
    id,
    ['approved', 'partially_approved'],
    'paid',
    { paidAt: now },
    { action: 'paid', by: staff },
    now,
  );
  const amount = claim.approvedAmount ?? 0;
  let paid = claim;
  if (claim.compensation === 'coupon') {
    const coupon = await issueCoupon(tx, await delayTemplate(tx, site, amount, now), claim.userId, now);
    [paid] = await tx.update(claims).set({ couponId: coupon.id }).where(eq(claims.id, claim.id)).returning();
  } else if (amount > 0) {
    await postWallet(tx, {
      siteId: site.id,
      userId: claim.userId,
      amount,
      kind: 'compensation',
      refType: 'claim',
      refId: claim.id,
      createdBy: staff.id,
      now,
      noteZh: t('zh-cn', 'claim_wallet_note', { no: claim.no }),
      noteEn: t('en', 'claim_wallet_note', { no: claim.no }),
    });
  }
  for (const listener of claimPaidListeners) await listener(tx, paid, now);
  return paid;
}
