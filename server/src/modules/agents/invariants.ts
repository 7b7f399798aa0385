/**
 * The commission money invariants (part of moneyFaults: after every server test file and `npm run money:check`):
 *  - each agent's entries have no seq gap and every running balance is the running sum;
 *  - no withdrawal entry left the balance below zero;
 *  - a commission was credited iff it became available, and debited back iff it was reversed after that;
 *  - a withdrawal was taken once, given back iff rejected, and one to the wallet put its net there once.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];

const CHECKS: { name: string; query: ReturnType<typeof sql> }[] = [
  {
    name: 'commission ledger does not add up',
    query: sql`select user_id as ref, seq from (
        select user_id, seq, kind, balance_after, sum(amount) over (partition by user_id order by seq) as running,
          row_number() over (partition by user_id order by seq) as expected_seq
        from commission_entries) e
      where balance_after <> running or seq <> expected_seq or (kind = 'withdrawal' and balance_after < 0)`,
  },
  {
    name: "commission's ledger entries differ from its state",
    query: sql`select c.id as ref, c.status, c.amount,
        coalesce(sum(e.amount) filter (where e.kind = 'commission'), 0) as credited,
        coalesce(sum(e.amount) filter (where e.kind = 'reversal'), 0) as debited
      from commissions c left join commission_entries e on e.ref_type = 'commission' and e.ref_id = c.id and e.user_id = c.agent_user_id
      group by c.id
      having coalesce(sum(e.amount) filter (where e.kind = 'commission'), 0) <> case when c.available_at is not null then c.amount else 0 end
        or coalesce(sum(e.amount) filter (where e.kind = 'reversal'), 0) <> case when c.available_at is not null and c.status = 'reversed' then -c.amount else 0 end
        or count(e.id) filter (where e.kind not in ('commission', 'reversal')) > 0`,
  },
  {
    name: "withdrawal's ledger entries differ from its state",
    query: sql`select w.id as ref, w.status from agent_withdrawals w
      left join commission_entries e on e.ref_type = 'withdrawal' and e.ref_id = w.id and e.user_id = w.user_id
      group by w.id
      having coalesce(sum(e.amount) filter (where e.kind = 'withdrawal'), 0) <> -w.amount
        or coalesce(sum(e.amount) filter (where e.kind = 'withdrawal_return'), 0) <> case when w.status = 'rejected' then w.amount else 0 end`,
  },
  {
    name: "wallet withdrawal's wallet credit differs from its net",
    query: sql`select w.id as ref, w.status, coalesce(sum(e.amount), 0) as credited from agent_withdrawals w
      left join wallet_entries e on e.ref_type = 'agent_withdrawal' and e.ref_id = w.id and e.user_id = w.user_id
      group by w.id
      having coalesce(sum(e.amount), 0) <> case when w.method = 'wallet' then w.net else 0 end
        or (w.method = 'wallet' and w.status <> 'paid')`,
  },
  {
    name: 'wallet commission credit without its withdrawal',
    query: sql`select e.id as ref from wallet_entries e left join agent_withdrawals w on w.id = e.ref_id
      where e.ref_type = 'agent_withdrawal' and (w.id is null or w.user_id <> e.user_id or e.kind <> 'commission')`,
  },
];

export async function commissionFaults(q: Queryable): Promise<string[]> {
  const faults: string[] = [];
  for (const check of CHECKS) {
    for (const row of rowsOf(await q.execute(check.query))) faults.push(`${check.name}: ${JSON.stringify(row)}`);
  }
  return faults;
}
