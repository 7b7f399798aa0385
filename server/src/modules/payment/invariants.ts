/**
 * The money invariants, checked on a whole database: after every test file (test/helpers.ts) and by the
 * operator (`npm run money:check -w server`). Each fault is a line naming the row and what is wrong.
 *  - every wallet's entries add up (walletLedgerFaults);
 *  - a card's purchase entry is its grams, and remaining_g = grams + its later entries (= its last remaining_after);
 *  - a used coupon belongs to a pending or paid payment (or a refunded one that could not give it back);
 *  - a payment's parts add up, a paid waybill payment covers the waybill's amount due and left pending_payment,
 *    a paid card payment has its card;
 *  - what a payment and its refund moved in the wallet is what they say;
 *  - a claim's wallet credit is its approved amount once paid, nothing before; every claim credit has its claim;
 *  - a paid return payment is the return's fee, on a return that was paid and not called off; a return past
 *    payment has its paid payment, and a cancelled or rejected one that was paid has its payment refunded.
 *  - a staff wallet adjustment moved its amount once it was posted, nothing while waiting or when rejected;
 *  - the commission ledger and withdrawals of agents (modules/agents/invariants.ts);
 *  - the member points ledger and each payment's points (modules/member/invariants.ts).
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { commissionFaults } from '../agents/invariants';
import { pointsFaults } from '../member/invariants';
import { walletLedgerFaults } from '../wallet/ledger';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];

/** strict: also ties every payment and refund to its wallet entries and what it paid for (the operator's check and
 *  the payment tests; other modules' tests insert paid payments directly as set-up, without those rows). */
const CHECKS: { name: string; strict?: true; query: ReturnType<typeof sql> }[] = [
  {
    name: 'card remaining_g is not grams + its entries',
    query: sql`select c.id as ref, c.remaining_g, c.grams,
        coalesce(sum(e.grams) filter (where e.kind = 'purchase'), 0) as bought,
        coalesce(sum(e.grams) filter (where e.kind <> 'purchase'), 0) as moved,
        (select e2.remaining_after from card_entries e2 where e2.card_id = c.id order by e2.id desc limit 1) as last_after
      from cards c left join card_entries e on e.card_id = c.id group by c.id
      having coalesce(sum(e.grams) filter (where e.kind = 'purchase'), 0) <> c.grams
        or c.remaining_g <> c.grams + coalesce(sum(e.grams) filter (where e.kind <> 'purchase'), 0)
        or c.remaining_g <> (select e2.remaining_after from card_entries e2 where e2.card_id = c.id order by e2.id desc limit 1)`,
  },
  {
    name: 'used coupon without a live payment',
    query: sql`select c.id as ref, p.status from coupons c left join payments p on p.id = c.payment_id
      left join refunds r on r.payment_id = p.id
      where c.status = 'used' and not coalesce(p.status in ('pending', 'paid') or (p.status = 'refunded' and r.coupon_restored = false), false)`,
  },
  {
    name: 'payment parts do not add up',
    query: sql`select id as ref from payments where amount <> card_amount + coupon_amount + wallet_amount + online_amount + points_amount`,
  },
  {
    name: 'paid waybill payment does not match its waybill',
    strict: true,
    query: sql`select p.id as ref, w.status, w.amount_due, p.amount from payments p join waybills w on w.id = p.waybill_id
      where p.status = 'paid' and (p.amount <> w.amount_due or w.status in ('pending_payment', 'cancelled'))`,
  },
  {
    name: 'paid card payment without its card',
    strict: true,
    query: sql`select p.id as ref from payments p left join cards c on c.payment_id = p.id
      where p.purpose = 'card' and p.status in ('paid', 'refunded') and (c.id is null or p.card_id is distinct from c.id)`,
  },
  {
    name: "payment's wallet entries differ from its wallet part",
    strict: true,
    query: sql`select p.id as ref, p.purpose, p.status, coalesce(sum(e.amount), 0) as moved from payments p
      left join wallet_entries e on e.ref_type = 'payment' and e.ref_id = p.id group by p.id
      having coalesce(sum(e.amount), 0) <> case
        when p.status in ('failed', 'cancelled') then 0
        when p.purpose = 'topup' then (case when p.status in ('paid', 'refunded') then p.amount else 0 end)
        when p.status = 'refunded' and exists (select 1 from refunds r where r.payment_id = p.id and r.reason = 'late_payment') then 0
        else -p.wallet_amount end`,
  },
  {
    name: "refund's wallet entries differ from what it says",
    strict: true,
    query: sql`select r.id as ref, coalesce(sum(e.amount), 0) as moved from refunds r join payments p on p.id = r.payment_id
      left join wallet_entries e on e.ref_type = 'refund' and e.ref_id = r.id group by r.id, p.purpose, p.amount
      having coalesce(sum(e.amount), 0) <> (case when p.purpose = 'topup' then -p.amount else r.wallet_amount end)`,
  },
  {
    name: "claim's wallet credit differs from its approved amount",
    query: sql`select c.id as ref, c.status, c.approved_amount, coalesce(sum(e.amount), 0) as credited from claims c
      left join wallet_entries e on e.ref_type = 'claim' and e.ref_id = c.id group by c.id
      having coalesce(sum(e.amount), 0) <> case when c.compensation = 'wallet' and c.paid_at is not null then coalesce(c.approved_amount, 0) else 0 end
        or (c.status = 'paid' and c.paid_at is null)
        or (c.compensation = 'coupon' and c.paid_at is not null and c.coupon_id is null)`,
  },
  {
    name: 'claim credit without its claim',
    query: sql`select e.id as ref from wallet_entries e left join claims c on c.id = e.ref_id
      where e.ref_type = 'claim' and (c.id is null or c.user_id <> e.user_id or e.kind <> 'compensation')`,
  },
  {
    name: 'return payment does not match its return',
    query: sql`select r.id as ref, r.status, r.amount, p.id as payment, p.status as payment_status, p.amount as paid from parcel_returns r
      left join payments p on p.return_id = r.id and p.status in ('paid', 'refunded')
      where (p.status = 'paid' and (p.amount <> r.amount or r.status not in ('processing', 'shipped', 'completed')))
        or (p.id is null and r.status in ('processing', 'shipped', 'completed'))
        or (p.status = 'refunded' and r.status not in ('cancelled', 'rejected')
          and not exists (select 1 from refunds f where f.payment_id = p.id and f.reason = 'late_payment'))`,
  },
  {
    name: "wallet adjustment's entries differ from it",
    query: sql`select a.id as ref, a.status, a.amount, coalesce(sum(e.amount), 0)::int as moved from wallet_adjustments a
      left join wallet_entries e on e.ref_type = 'staff' and e.ref_id = a.id and e.user_id = a.user_id group by a.id
      having coalesce(sum(e.amount), 0) <> case when a.status = 'posted' then a.amount else 0 end`,
  },
];

/** Every fault found, as readable lines; empty when the money is sound. */
export async function moneyFaults(q: Queryable, options: { strict: boolean } = { strict: true }): Promise<string[]> {
  const faults = (await walletLedgerFaults(q)).map((f) => `wallet of user ${f.userId}, entry ${f.seq}: ${f.problem}`);
  for (const check of CHECKS.filter((c) => options.strict || !c.strict)) {
    for (const row of rowsOf(await q.execute(check.query))) faults.push(`${check.name}: ${JSON.stringify(row)}`);
  }
  return [...faults, ...(await commissionFaults(q)), ...(await pointsFaults(q))];
}
