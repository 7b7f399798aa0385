/**
 * Calls to the online providers made after a transaction committed (never inside one: a slow provider must
 * not hold row locks). Closing an abandoned checkout is best effort; a refund's answer is written back.
 */
import { and, eq } from 'drizzle-orm';
import { type PaymentRow, payments, type RefundRow, refunds } from '../../db/schema';
import type { Deps } from '../../deps';
import { notifyRefund } from '../notification/events';

/** Origin for URLs handed to providers outside a request (the expiry sweep): PUBLIC_BASE_URL, else this server. */
export const serverOrigin = (deps: Deps) => deps.config.publicBaseUrl ?? `http://127.0.0.1:${deps.config.port}`;

/** Best effort: the payer can no longer pay an attempt we gave up on. */
export async function closeAtProvider(deps: Deps, payment: PaymentRow): Promise<void> {
  const provider = payment.provider ? deps.payments[payment.provider] : undefined;
  if (!provider || !payment.providerRef) return;
  try {
    await provider.close(payment.no, payment.providerRef);
  } catch {
    // Paid meanwhile or unreachable: a later notification or sweep settles it (a late payment is refunded).
  }
}

/** Asks the provider to return a refund's online part and records its answer (failed stays visible to staff). */
export async function askRefund(deps: Deps, refund: RefundRow, origin: string): Promise<RefundRow> {
  // No provider sends a bank transfer back: it waits for finance to pay it back by hand (refund.ts paidBackByBank).
  if (refund.provider === 'bank_transfer') return refund;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  const provider = refund.provider ? deps.payments[refund.provider] : undefined;
  const pendingOnly = and(eq(refunds.id, refund.id), eq(refunds.status, 'pending'));
  try {
    if (!provider || !payment.providerRef) throw new Error(`provider ${refund.provider ?? 'none'} is not configured`);
    const answer = await provider.refund({
      paymentNo: payment.no,
      providerRef: payment.providerRef,
      transactionId: payment.transactionId ?? undefined,
      refundNo: refund.no,
      amount: refund.onlineAmount,
      totalAmount: payment.onlineAmount,
      currency: payment.currency,
      reason: refund.reason,
      notifyUrl: `${origin}/api/pay/notify/${refund.provider}`,
      wechatApp: wechatAppOf(deps, payment),
    });
    const now = deps.now();
    const set =
      answer.status === 'succeeded'
        ? { status: 'succeeded' as const, providerRefundId: answer.providerRefundId, completedAt: now }
        : answer.status === 'failed'
          ? { status: 'failed' as const, providerRefundId: answer.providerRefundId, failureReason: 'refused by the provider' }
          : { providerRefundId: answer.providerRefundId };
    const row = await deps.db.transaction(async (tx) => {
      const [changed] = await tx.update(refunds).set(set).where(pendingOnly).returning();
      if (changed?.status === 'succeeded') await notifyRefund(tx, changed);
      return changed;
    });
    return row ?? (await reload(deps, refund.id));
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    const [row] = await deps.db.update(refunds).set({ status: 'failed', failureReason: reason }).where(pendingOnly).returning();
    return row ?? (await reload(deps, refund.id));
  }
}

/** WeChat names the app in a refund: the official account's when the payment was made in WeChat's browser. */
function wechatAppOf(deps: Deps, payment: PaymentRow): 'mp' | 'oa' | undefined {
  if (payment.provider !== 'wechat') return undefined;
  const params = (payment.clientAction as { params?: { appId?: string } } | null)?.params;
  return params?.appId && params.appId === deps.config.wechat.oa?.appId ? 'oa' : 'mp';
}

async function reload(deps: Deps, id: number): Promise<RefundRow> {
  const [row] = await deps.db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}
