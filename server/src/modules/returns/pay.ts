/**
 * Paying a return's fee through the payment module: the whole amount from the wallet (paid at once, the return
 * -> processing in the same transaction) or online (a pending payment; the return moves when the provider's
 * payment is confirmed, through the purpose hooks below). One attempt per idempotency key; a new attempt
 * replaces an older pending one; one live payment per return (payments_return_live). Paying a quote accepts it.
 */
import type { PayStart } from '@contract/payment';
import type { ReturnPayRequest } from '@contract/returns';
import type { Tx } from '../../db/client';
import { type PaymentRow, payments } from '../../db/schema';
import type { Deps } from '../../deps';
import { t } from '../../i18n';
import { byKey, type Caller, finish, keyed, type Payer, payerFor, returnUrlOf } from '../payment/attempt';
import { newMoneyNo, PAY_WINDOW_MS, walletNotes } from '../payment/common';
import { purposeHooks } from '../payment/purposes';
import { postWallet } from '../wallet/ledger';
import { closeReturnAttempts } from './close';
import { refuseWhileBooked } from './collect';
import { findReturn, move, releaseParcels, returnConflict } from './workflow';

/** awaiting_payment -> processing, in the paying transaction. */
async function markReturnPaid(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  const scope = { siteId: payment.siteId, userId: payment.userId };
  await move(tx, scope, payment.returnId!, ['awaiting_payment'], 'processing', { paidAt: now }, { action: 'paid', by: null }, now);
}

/** A return payment refunded from elsewhere (staff's payments list) calls the return off as rejected. */
async function returnRefunded(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  const scope = { siteId: payment.siteId, userId: payment.userId };
  const row = await findReturn(tx, scope, payment.returnId!, true);
  if (row.status === 'cancelled' || row.status === 'rejected') return; // called off here first: nothing more to do
  if (row.status !== 'processing' && row.status !== 'awaiting_payment') throw returnConflict(row.status);
  await refuseWhileBooked(tx, row.id); // the desk would hand over parcels back on the shelf
  const moved = await move(
    tx,
    scope,
    row.id,
    [row.status],
    'rejected',
    { closedAt: now, rejectReason: 'refunded' },
    { action: 'rejected', by: null, note: 'refunded' },
    now,
  );
  await releaseParcels(tx, moved, 'in_warehouse', now);
}

purposeHooks.return = { paid: markReturnPaid, refunded: returnRefunded };

export async function payReturn(deps: Deps, caller: Caller, id: number, body: ReturnPayRequest): Promise<PayStart> {
  const { user } = caller;
  const scope = { siteId: user.siteId, userId: user.id };
  const returnUrl = returnUrlOf(caller, body, `/pages/mine/order-refund/detail?id=${id}`);
  const matches = (p: PaymentRow) => p.purpose === 'return' && p.returnId === id;
  let payer: Payer | undefined;
  let no = '';
  const attempt = await keyed(deps, user, body.idempotency_key, matches, async (tx) => {
    const locked = await findReturn(tx, scope, id, true);
    no = locked.no;
    const first = await byKey(tx, user, body.idempotency_key, matches);
    if (first) return { payment: first, fresh: false, replaced: [] };
    const now = deps.now();
    if (locked.status !== 'quoted' && locked.status !== 'awaiting_payment') throw returnConflict(locked.status);
    const row =
      locked.status === 'quoted'
        ? await move(tx, scope, id, ['quoted'], 'awaiting_payment', {}, { action: 'accepted', by: user }, now)
        : locked;
    const replaced = await closeReturnAttempts(tx, row.id, 'replaced', now);
    payer = body.use_wallet ? undefined : await payerFor(deps, tx, user, body);
    const amount = row.amount ?? 0;
    const [payment] = await tx
      .insert(payments)
      .values({
        siteId: user.siteId,
        userId: user.id,
        no: newMoneyNo('P', now),
        purpose: 'return',
        returnId: row.id,
        idempotencyKey: body.idempotency_key,
        status: payer ? 'pending' : 'paid',
        currency: row.currency,
        amount,
        walletAmount: payer ? 0 : amount,
        onlineAmount: payer ? amount : 0,
        provider: payer?.method ?? null,
        expiresAt: payer ? new Date(now.getTime() + PAY_WINDOW_MS) : null,
        paidAt: payer ? null : now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!payer) {
      // 42020 and nothing written when the wallet holds less.
      if (amount > 0) {
        await postWallet(tx, {
          siteId: user.siteId,
          userId: user.id,
          amount: -amount,
          kind: 'payment',
          refType: 'payment',
          refId: payment.id,
          ...walletNotes('wallet_reason_return', { no: row.no }),
          now,
        });
      }
      await markReturnPaid(tx, payment, now);
    }
    return { payment, fresh: true, replaced };
  });
  return finish(deps, caller, attempt, payer, t(caller.lang, 'payment_description_return', { no }), returnUrl);
}
