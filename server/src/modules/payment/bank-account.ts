/**
 * Bank transfer's two ends on the payment side: the site's account (an admin kind of the CRUD kit, one row per
 * site, audited by the kit), and starting a bank-transfer payment — its reference, deadline and what the
 * customer is shown — after the attempt's transaction committed, as online providers are started.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AU_ACCOUNT_PATTERN, AU_BSB_PATTERN, NZ_ACCOUNT_PATTERN } from '@contract/agent';
import type { BankTransfer, ClientAction } from '@contract/payment';
import type { Queryable } from '../../db/client';
import { type PaymentRow, payments, type SiteBankAccountRow, siteBankAccounts } from '../../db/schema';
import type { Deps } from '../../deps';
import { uniqueViolation } from '../../lib/db-errors';
import { FieldError } from '../../lib/errors';
import { int, str } from '../../lib/schema';
import type { AdminKind } from '../../toolkit/admin-crud';

export const bankAccountKind: AdminKind = {
  path: 'bank_account',
  summary:
    "The site's bank account customers transfer to (NZ: 00-0000-0000000-00; AU: BSB 000-000 and account) and the days they have to pay; bank transfer is offered once the account number is set",
  scope: 'bank',
  table: siteBankAccounts,
  fields: {
    account_name: str(80),
    account_number: str(19),
    bsb: str(7),
    transfer_days: int(1, 14),
  },
  required: [],
  search: ['account_name'],
  order: ['id'],
  updateOnly: true,
  check(row, { site }) {
    const number = String(row.account_number ?? '');
    const bsb = String(row.bsb ?? '');
    if (number === '') return; // not offered until an admin sets it
    if (!String(row.account_name ?? '').trim()) throw new FieldError('bank.account_name', 'required');
    if (site.countryCode === 'NZ') {
      if (!new RegExp(NZ_ACCOUNT_PATTERN).test(number)) throw new FieldError('bank.account_number', 'nz_account');
      if (bsb !== '') throw new FieldError('bank.bsb', 'bank_bsb_nz');
      return;
    }
    if (!/^\d{3}-\d{3}$/.test(bsb) || !new RegExp(AU_BSB_PATTERN).test(bsb)) throw new FieldError('bank.bsb', 'au_bsb');
    if (!new RegExp(AU_ACCOUNT_PATTERN).test(number)) throw new FieldError('bank.account_number', 'au_account');
  },
};

/** The site's account when bank transfer is offered (its number set), else undefined. */
export async function siteBankAccount(q: Queryable, siteId: number): Promise<SiteBankAccountRow | undefined> {
  const [row] = await q.select().from(siteBankAccounts).where(eq(siteBankAccounts.siteId, siteId));
  return row && row.accountNumber !== '' ? row : undefined;
}

/**
 * Letters and digits a payer types into a 12-character bank field without confusing them: no 0/O, 1/I/L, 2/Z,
 * 5/S, 8/B. Eight of 23 give 7.8e10 references, so a clash (refused by the unique index) is retried, not expected.
 */
const REFERENCE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY346';
export const REFERENCE_LENGTH = 8;

const newReference = () =>
  Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/** Every reference-shaped run of a statement field (spaces, dashes and case as the payer typed them ignored). */
export function referencesIn(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    const squeezed = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
    for (let i = 0; i + REFERENCE_LENGTH <= squeezed.length; i += 1) {
      const run = squeezed.slice(i, i + REFERENCE_LENGTH);
      if ([...run].every((c) => REFERENCE_ALPHABET.includes(c))) found.add(run);
    }
  }
  return [...found];
}

export function transferOf(account: SiteBankAccountRow, payment: PaymentRow, reference: string, deadline: Date): BankTransfer {
  return {
    account_name: account.accountName,
    account_number: account.accountNumber,
    bsb: account.bsb || null,
    reference,
    amount: payment.onlineAmount,
    currency: payment.currency,
    deadline: deadline.toISOString(),
  };
}

/**
 * A fresh bank-transfer payment gets its reference and its deadline (the site's days from now), kept with what
 * the app shows; a clash of references is tried again with another. Guarded on pending: one replaced meanwhile
 * stays as it is and shows nothing.
 */
export async function startTransfer(deps: Deps, payment: PaymentRow): Promise<ClientAction | null> {
  const account = await siteBankAccount(deps.db, payment.siteId);
  if (!account) throw new Error('bank transfer is not offered: the site has no bank account');
  const deadline = new Date(deps.now().getTime() + account.transferDays * 86_400_000);
  for (let attempt = 0; ; attempt += 1) {
    const reference = newReference();
    const client: ClientAction = { type: 'bank_transfer', transfer: transferOf(account, payment, reference, deadline) };
    try {
      const [row] = await deps.db
        .update(payments)
        .set({ providerRef: reference, clientAction: client as unknown as Record<string, unknown>, expiresAt: deadline })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      return row ? client : null;
    } catch (err) {
      if (uniqueViolation(err) !== 'payments_bank_reference' || attempt >= 3) throw err;
    }
  }
}
