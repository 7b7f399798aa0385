/**
 * A staff statement import: each credit line in its own transaction, recorded once by its fingerprint (the same
 * file again, or two imports at once, change nothing: the second insert waits on the unique index and finds the
 * first), then matched by the reference in its texts and its exact amount. A match is confirmed through
 * confirmPending, the path a provider's notification takes; money for a payment already given up goes to the
 * customer's wallet; the rest waits for staff. Every confirmation and wallet credit is audited.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import type { BankImportReport, BankLayout, BankLine, BankLineOutcome } from '@contract/bank';
import { BANK_LINE_OUTCOMES } from '@contract/bank';
import { formatMoney } from '@contract/money';
import type { Queryable, Tx } from '../../db/client';
import { type BankStatementLineRow, bankStatementLines, type PaymentRow, payments, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { t } from '../../i18n';
import { recordCustomerAction } from '../audit/record';
import { notify } from '../notification/outbox';
import { postWallet } from '../wallet/ledger';
import { confirmPending } from './apply';
import { referencesIn } from './bank-account';
import { readStatement, type StatementLine } from './bank-statement';
import { walletNotes } from './common';

interface Importer {
  siteId: number;
  staffId: number;
}

export async function importStatement(deps: Deps, by: Importer, lang: ApiLang, bytes: Buffer): Promise<BankImportReport> {
  const { bank, lines } = readStatement(bytes); // the whole file is read (or refused) before anything is written
  const read: { id: number; already: boolean }[] = [];
  for (const line of lines) read.push(await importLine(deps, by, bank, line));
  const views = new Map(
    (
      await bankLines(
        deps.db,
        lang,
        inArray(
          bankStatementLines.id,
          read.map((r) => r.id),
        ),
      )
    ).map((v) => [v.id, v]),
  );
  const counts = Object.fromEntries([...BANK_LINE_OUTCOMES, 'already_imported'].map((k) => [k, 0])) as BankImportReport['counts'];
  const report = read.map(({ id, already }) => {
    const view = views.get(id)!;
    counts[already ? 'already_imported' : view.outcome] += 1;
    return { ...view, already_imported: already };
  });
  return { bank, lines: report, counts };
}

async function importLine(deps: Deps, by: Importer, bank: BankLayout, line: StatementLine): Promise<{ id: number; already: boolean }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bankStatementLines)
      .values({
        siteId: by.siteId,
        fingerprint: line.fingerprint,
        bank,
        bookedOn: line.date,
        amount: line.amount,
        payee: line.payee.slice(0, 200),
        text: line.texts.join(' | ').slice(0, 500),
        outcome: 'unknown_reference',
        importedBy: by.staffId,
        createdAt: deps.now(),
      })
      .onConflictDoNothing({ target: [bankStatementLines.siteId, bankStatementLines.fingerprint] })
      .returning();
    if (!row) {
      const [first] = await tx
        .select({ id: bankStatementLines.id })
        .from(bankStatementLines)
        .where(and(eq(bankStatementLines.siteId, by.siteId), eq(bankStatementLines.fingerprint, line.fingerprint)));
      return { id: first.id, already: true };
    }
    const settled = await settleLine(tx, deps.now(), by.staffId, row, line.texts);
    await tx.update(bankStatementLines).set(settled).where(eq(bankStatementLines.id, row.id));
    return { id: row.id, already: false };
  });
}

type Settled = { outcome: BankLineOutcome; paymentId: number | null };

/** What the line does to the payment its reference names (at most one: references are unique per site). */
async function settleLine(tx: Tx, now: Date, staffId: number, line: BankStatementLineRow, texts: string[]): Promise<Settled> {
  const refs = referencesIn(texts);
  const [payment] = refs.length
    ? await tx
        .select()
        .from(payments)
        .where(and(eq(payments.siteId, line.siteId), eq(payments.provider, 'bank_transfer'), inArray(payments.providerRef, refs)))
        .limit(1)
    : [];
  if (!payment) return { outcome: 'unknown_reference', paymentId: null };
  const settled = (outcome: BankLineOutcome) => ({ outcome, paymentId: payment.id });
  if (payment.status === 'pending' && payment.onlineAmount !== line.amount) return settled('wrong_amount');
  if (payment.onlineAmount === line.amount) {
    const { current, paid } = await confirmPending(tx, payment, `bank:${line.id}`, now);
    if (paid) {
      await audit(tx, staffId, now, current, { status: 'paid', bank_line: line.id });
      return settled('matched');
    }
  }
  const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
  if (current.status === 'paid' || current.status === 'refunded') return settled('paid_twice');
  const [before] = await tx
    .select({ id: bankStatementLines.id })
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.paymentId, payment.id), eq(bankStatementLines.outcome, 'late_to_wallet')));
  if (before) return settled('paid_twice');
  await lateToWallet(tx, now, current, line);
  await audit(tx, staffId, now, current, { status: current.status, late_transfer_to_wallet: line.amount, bank_line: line.id });
  return settled('late_to_wallet');
}

/** The payment was given up (expired, replaced, cancelled) and its holds went back: the money is the customer's. */
async function lateToWallet(tx: Tx, now: Date, payment: PaymentRow, line: BankStatementLineRow): Promise<void> {
  const params = { reference: payment.providerRef! };
  await postWallet(tx, {
    siteId: payment.siteId,
    userId: payment.userId,
    amount: line.amount,
    kind: 'topup',
    refType: 'bank_line',
    refId: line.id,
    ...walletNotes('wallet_reason_late_transfer', params),
    now,
  });
  await notify(tx, {
    siteId: payment.siteId,
    userId: payment.userId,
    event: 'payment.late_transfer',
    payload: { no: payment.providerRef!, amount: formatMoney(line.amount, payment.currency) },
    dedupeKey: String(line.id),
    link: '/pages/mine/my-wallet/index',
  });
}

const audit = (tx: Tx, staffId: number, now: Date, payment: PaymentRow, after: Record<string, unknown>) =>
  recordCustomerAction(tx, {
    siteId: payment.siteId,
    actorId: staffId,
    customerId: payment.userId,
    kind: 'payment',
    entityId: payment.id,
    label: payment.no,
    before: { status: 'pending' },
    after,
    at: now,
  });

/** Statement lines as staff read them: the payment a line names and its customer's member code. */
export async function bankLines(q: Queryable, lang: ApiLang, where: SQL): Promise<BankLine[]> {
  const rows = await q
    .select({ line: bankStatementLines, paymentNo: payments.no, receiptAt: payments.receiptAt, memberCode: users.memberCode })
    .from(bankStatementLines)
    .leftJoin(payments, eq(payments.id, bankStatementLines.paymentId))
    .leftJoin(users, eq(users.id, payments.userId))
    .where(where)
    .orderBy(bankStatementLines.id);
  return rows.map(({ line, paymentNo, receiptAt, memberCode }) => ({
    id: line.id,
    date: line.bookedOn,
    amount: line.amount,
    payee: line.payee,
    text: line.text,
    outcome: line.outcome,
    outcome_text: t(lang, `bank_outcome_${line.outcome}`),
    payment_no: paymentNo,
    payment_id: line.paymentId,
    receipt_at: receiptAt?.toISOString() ?? null,
    member_code: memberCode,
    settled_as: line.settledAs,
    settle_note: line.settleNote,
  }));
}
