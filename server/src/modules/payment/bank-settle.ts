/**
 * A statement line left to staff (wrong amount, unknown reference, paid twice) settled by hand, once (guarded on
 * not yet settled): its amount to the wallet of the customer its payment names, or handled outside the app (sent
 * back from the bank). Audited with the note.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import { BANK_LINES_TO_SETTLE, type BankSettleRequest } from '@contract/bank';
import { bankStatementLines, payments } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, FieldError } from '../../lib/errors';
import { recordChange } from '../audit/record';
import { postWallet } from '../wallet/ledger';
import { walletNotes } from './common';

export async function settleByHand(
  deps: Deps,
  by: { siteId: number; staffId: number },
  id: number,
  body: BankSettleRequest,
): Promise<void> {
  const note = body.note.trim();
  if (!note) throw new FieldError('bank.note', 'blank');
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [line] = await tx
      .update(bankStatementLines)
      .set({ settledAs: body.action, settleNote: note, settledBy: by.staffId, settledAt: now })
      .where(
        and(
          eq(bankStatementLines.siteId, by.siteId),
          eq(bankStatementLines.id, id),
          inArray(bankStatementLines.outcome, [...BANK_LINES_TO_SETTLE]),
          isNull(bankStatementLines.settledAs),
        ),
      )
      .returning();
    if (!line) {
      const [found] = await tx
        .select({ id: bankStatementLines.id })
        .from(bankStatementLines)
        .where(and(eq(bankStatementLines.siteId, by.siteId), eq(bankStatementLines.id, id)));
      throw found ? new ApiError(ApiStatus.STATE_CONFLICT, 'bank_line_settled') : new ApiError(ApiStatus.NOT_FOUND, 'bank_line_not_found');
    }
    const [payment] = line.paymentId ? await tx.select().from(payments).where(eq(payments.id, line.paymentId)) : [];
    if (body.action === 'wallet') {
      if (!payment) throw new FieldError('bank.action', 'bank_no_customer');
      await postWallet(tx, {
        siteId: line.siteId,
        userId: payment.userId,
        amount: line.amount,
        kind: 'topup',
        refType: 'bank_line',
        refId: line.id,
        ...walletNotes('wallet_reason_bank_settled', { reference: payment.providerRef ?? '' }),
        createdBy: by.staffId,
        now,
      });
    }
    await recordChange(tx, {
      siteId: line.siteId,
      actorId: by.staffId,
      kind: 'bank_line',
      entityId: line.id,
      label: payment?.no ?? line.bookedOn,
      customerId: payment?.userId ?? null,
      before: { settled_as: null },
      after: { settled_as: body.action, note, amount: line.amount },
      at: now,
    });
  });
}
