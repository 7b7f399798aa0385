/**
 * The bank's receipt of a transfer, uploaded by the customer while the payment awaits it (a photo or screenshot;
 * the statement import still decides): kept as a private image marked "transfer receipt", one per payment (a new
 * upload replaces it), shown through short signed links to its owner and to finance staff.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import type { BankReceipt } from '@contract/bank';
import { payments, type SiteRow, type UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { localDate } from '../../toolkit/time';
import { savePrivateImage } from '../files/private';
import { photoLinks } from '../files/signed-urls';
import { paymentNotFound } from './common';
import { ownPayment } from './view';

function receiptOf(deps: Deps, origin: string, row: { receiptKey: string | null; receiptAt: Date | null }): BankReceipt {
  if (!row.receiptKey || !row.receiptAt) throw new ApiError(ApiStatus.NOT_FOUND, 'bank_receipt_not_found');
  const [link] = photoLinks(deps, origin, [row.receiptKey]);
  return { url: link.url, expires_at: link.expires_at, uploaded_at: row.receiptAt.toISOString() };
}

async function findPayment(deps: Deps, where: SQL | undefined) {
  const [row] = await deps.db.select().from(payments).where(where);
  if (!row) throw paymentNotFound();
  return row;
}

/** Stores the receipt of the customer's own pending bank-transfer payment (another's: not found). */
export async function uploadReceipt(
  deps: Deps,
  caller: { user: UserRow; site: SiteRow; origin: string },
  paymentId: number,
  bytes: Buffer,
): Promise<BankReceipt> {
  const own = and(ownPayment(caller.user), eq(payments.id, paymentId));
  const found = await findPayment(deps, own);
  if (found.provider !== 'bank_transfer' || found.status !== 'pending')
    throw new ApiError(ApiStatus.STATE_CONFLICT, 'bank_receipt_not_awaiting');
  const photo = await savePrivateImage(deps, caller.user, bytes, 'bank.receipt', 'bank_receipt', localDate(caller.site, deps.now()));
  // Guarded on still awaiting: confirmed or expired meanwhile, the receipt is not kept on it.
  const [stored] = await deps.db
    .update(payments)
    .set({ receiptKey: photo.key, receiptAt: deps.now() })
    .where(and(own, eq(payments.provider, 'bank_transfer'), eq(payments.status, 'pending')))
    .returning();
  if (!stored) throw new ApiError(ApiStatus.STATE_CONFLICT, 'bank_receipt_not_awaiting');
  return receiptOf(deps, caller.origin, stored);
}

/** The receipt of the customer's own payment. */
export async function myReceipt(deps: Deps, user: UserRow, paymentId: number, origin: string): Promise<BankReceipt> {
  return receiptOf(deps, origin, await findPayment(deps, and(ownPayment(user), eq(payments.id, paymentId))));
}

/** The receipt of a payment of the site (finance staff). */
export async function staffReceipt(deps: Deps, siteId: number, paymentId: number, origin: string): Promise<BankReceipt> {
  return receiptOf(deps, origin, await findPayment(deps, and(eq(payments.siteId, siteId), eq(payments.id, paymentId))));
}
