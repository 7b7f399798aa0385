/**
 * The day close of a site (GET /api/staff/finance/close): what moved that day, read from the ledgers money:check
 * proves (wallet entries, card entries, the commission ledger) and from payments and refunds, and what is still
 * owed at the day's end. Every figure is a sum in SQL over integer minor units; nothing is stored.
 */
import { and, count, eq, gt, gte, inArray, isNull, lt, or, sql, sum } from 'drizzle-orm';
import type { FinanceClose } from '@contract/finance';
import type { OnlineMethod, PaymentPurpose, WalletEntryKind } from '@contract/payment';
import type { Queryable } from '../../db/client';
import { agentWithdrawals, cardEntries, cards, commissionEntries, payments, refunds, type SiteRow, walletEntries } from '../../db/schema';
import { FieldError } from '../../lib/errors';
import { addDays, zonedInstant } from '../reservation/time';

/** [start, end) of a day of the site's zone; a day that does not exist is the field's error. */
export function siteDay(site: SiteRow, field: string, day: string): { start: Date; end: Date } {
  const date = new Date(`${day}T00:00:00Z`);
  // Years outside the business's life are refused too: the day after 9999-12-31 has no "YYYY-MM-DD".
  const year = Number(day.slice(0, 4));
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day || year < 2000 || year > 2999)
    throw new FieldError(`finance.${field}`, 'invalid_date');
  return { start: zonedInstant(day, '00:00', site.timeZone), end: zonedInstant(addDays(day, 1), '00:00', site.timeZone) };
}

const total = (value: unknown) => Number(value ?? 0);
const within = (column: Parameters<typeof gte>[0], start: Date, end: Date) => and(gte(column, start), lt(column, end));

export async function financeClose(q: Queryable, site: SiteRow, day: string): Promise<FinanceClose> {
  const { start, end } = siteDay(site, 'date', day);
  const [online, wallet, refunded, cardSales, grams, commission, paidOut, owed] = await Promise.all([
    q
      .select({ provider: payments.provider, purpose: payments.purpose, count: count(), amount: sum(payments.onlineAmount) })
      .from(payments)
      .where(
        and(
          eq(payments.siteId, site.id),
          within(payments.paidAt, start, end),
          sql`${payments.onlineAmount} > 0`,
          inArray(payments.status, ['paid', 'refunded']),
        ),
      )
      .groupBy(payments.provider, payments.purpose)
      .orderBy(payments.provider, payments.purpose),
    q
      .select({ kind: walletEntries.kind, count: count(), amount: sum(walletEntries.amount) })
      .from(walletEntries)
      .where(and(eq(walletEntries.siteId, site.id), within(walletEntries.createdAt, start, end)))
      .groupBy(walletEntries.kind)
      .orderBy(walletEntries.kind),
    q
      .select({ provider: refunds.provider, count: count(), online: sum(refunds.onlineAmount), wallet: sum(refunds.walletAmount) })
      .from(refunds)
      .where(and(eq(refunds.siteId, site.id), eq(refunds.status, 'succeeded'), within(refunds.completedAt, start, end)))
      .groupBy(refunds.provider)
      .orderBy(refunds.provider),
    q
      .select({ count: count(), amount: sum(payments.amount) })
      .from(payments)
      .where(
        and(
          eq(payments.siteId, site.id),
          eq(payments.purpose, 'card'),
          within(payments.paidAt, start, end),
          inArray(payments.status, ['paid', 'refunded']),
        ),
      ),
    // Deductions are negative grams, their give-backs (refunds, holds released) positive: the net is what was used.
    q
      .select({
        grams: sql<string>`coalesce(-sum(${cardEntries.grams}), 0)`,
        freight: sql<string>`coalesce(sum(case when ${cardEntries.kind} = 'deduction' then ${cardEntries.amount} else -${cardEntries.amount} end), 0)`,
      })
      .from(cardEntries)
      .where(
        and(eq(cardEntries.siteId, site.id), inArray(cardEntries.kind, ['deduction', 'refund']), within(cardEntries.createdAt, start, end)),
      ),
    q
      .select({ kind: commissionEntries.kind, amount: sum(commissionEntries.amount) })
      .from(commissionEntries)
      .where(and(eq(commissionEntries.siteId, site.id), within(commissionEntries.createdAt, start, end)))
      .groupBy(commissionEntries.kind),
    q
      .select({ count: count(), amount: sum(agentWithdrawals.amount), fee: sum(agentWithdrawals.fee), net: sum(agentWithdrawals.net) })
      .from(agentWithdrawals)
      .where(and(eq(agentWithdrawals.siteId, site.id), eq(agentWithdrawals.status, 'paid'), within(agentWithdrawals.paidAt, start, end))),
    owedAt(q, site, end),
  ]);
  const walletRows = wallet.map((w) => ({ kind: w.kind as WalletEntryKind, count: w.count, amount: total(w.amount) }));
  const compensation = walletRows.find((w) => w.kind === 'compensation');
  const byKind = (kind: string) => total(commission.find((c) => c.kind === kind)?.amount);
  return {
    date: day,
    currency: site.currency,
    time_zone: site.timeZone,
    from: start.toISOString(),
    to: end.toISOString(),
    online: online.map((o) => ({
      provider: o.provider as OnlineMethod,
      purpose: o.purpose as PaymentPurpose,
      count: o.count,
      amount: total(o.amount),
    })),
    wallet: walletRows,
    wallet_in: walletRows.reduce((n, w) => n + Math.max(0, w.amount), 0),
    wallet_out: walletRows.reduce((n, w) => n + Math.min(0, w.amount), 0),
    refunds: refunded.map((r) => ({
      provider: r.provider as OnlineMethod | null,
      count: r.count,
      online: total(r.online),
      wallet: total(r.wallet),
    })),
    claim_payouts: { count: compensation?.count ?? 0, amount: compensation?.amount ?? 0 },
    card_sales: { count: cardSales[0].count, amount: total(cardSales[0].amount) },
    card_grams_used: total(grams[0].grams),
    card_freight_covered: total(grams[0].freight),
    commission_accrued: byKind('commission'),
    commission_reversed: byKind('reversal'),
    commission_paid: { count: paidOut[0].count, amount: total(paidOut[0].amount), fee: total(paidOut[0].fee), net: total(paidOut[0].net) },
    owed,
  };
}

/** What is owed at an instant: sums of the ledgers up to it (a running balance is the sum of its entries). */
async function owedAt(q: Queryable, site: SiteRow, at: Date): Promise<FinanceClose['owed']> {
  // Each card's grams left at the instant (its entries up to then: purchase +, deductions -, give-backs +, void -).
  const left = q
    .select({ cardId: cardEntries.cardId, grams: sql<string>`sum(${cardEntries.grams})`.as('left_grams') })
    .from(cardEntries)
    .where(and(eq(cardEntries.siteId, site.id), lt(cardEntries.createdAt, at)))
    .groupBy(cardEntries.cardId)
    .as('left_g');
  const [[wallet], [unused], [commission], [unpaid]] = await Promise.all([
    q
      .select({ amount: sum(walletEntries.amount) })
      .from(walletEntries)
      .where(and(eq(walletEntries.siteId, site.id), lt(walletEntries.createdAt, at))),
    // Unexpired cards only (expired grams are owed to nobody), valued at the price paid per gram, rounded down.
    q
      .select({
        grams: sql<string>`coalesce(sum(${left.grams}), 0)`,
        value: sql<string>`coalesce(sum((${cards.price}::bigint * ${left.grams}) / ${cards.grams}), 0)`,
      })
      .from(left)
      .innerJoin(cards, eq(cards.id, left.cardId))
      .where(and(gt(cards.expiresAt, at), sql`${left.grams} > 0`)),
    q
      .select({ amount: sum(commissionEntries.amount) })
      .from(commissionEntries)
      .where(and(eq(commissionEntries.siteId, site.id), lt(commissionEntries.createdAt, at))),
    // Asked for before the instant and neither paid nor rejected by then: taken off the ledger, not yet paid out.
    q
      .select({ amount: sum(agentWithdrawals.amount) })
      .from(agentWithdrawals)
      .where(
        and(
          eq(agentWithdrawals.siteId, site.id),
          lt(agentWithdrawals.createdAt, at),
          or(isNull(agentWithdrawals.paidAt), gte(agentWithdrawals.paidAt, at)),
          or(isNull(agentWithdrawals.rejectedAt), gte(agentWithdrawals.rejectedAt, at)),
        ),
      ),
  ]);
  return {
    wallet_balances: total(wallet.amount),
    card_grams_unused: total(unused.grams),
    card_value_unused: total(unused.value),
    commission_payable: total(commission.amount) + total(unpaid.amount),
  };
}
