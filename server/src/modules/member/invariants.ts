/**
 * The points invariants (run with the money checks, payment/invariants.ts): every balance is its running sum and
 * never negative (pointsLedgerFaults); each payment's spend is held while it is pending or paid and given back
 * otherwise; what it earned is posted once it is paid; what was taken back is never more than it earned.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pointsLedgerFaults, rowsOf } from './ledger';

const CHECKS: { name: string; query: ReturnType<typeof sql> }[] = [
  {
    name: "payment's points spend differs from what it used",
    query: sql`select p.id as ref, p.status, p.points_used, coalesce(sum(e.amount), 0) as moved from payments p
      left join points_entries e on e.ref_type = 'payment' and e.ref_id = p.id and e.kind in ('spend', 'spend_back')
      group by p.id
      having coalesce(sum(e.amount), 0) <> case when p.status in ('pending', 'paid') then -p.points_used else 0 end
        or (p.points_used > 0) <> (p.points_amount > 0)`,
  },
  {
    name: "payment's points earned differ from its earn entry",
    query: sql`select p.id as ref, p.status, p.points_earned,
        coalesce(sum(e.amount) filter (where e.kind = 'earn'), 0) as earned,
        coalesce(-sum(e.amount) filter (where e.kind = 'earn_back'), 0) as taken_back
      from payments p left join points_entries e on e.ref_type = 'payment' and e.ref_id = p.id
      group by p.id
      having coalesce(sum(e.amount) filter (where e.kind = 'earn'), 0) <> p.points_earned
        or (p.points_earned > 0 and p.status not in ('paid', 'refunded'))
        or coalesce(-sum(e.amount) filter (where e.kind = 'earn_back'), 0) > p.points_earned`,
  },
];

export async function pointsFaults(q: Queryable): Promise<string[]> {
  const faults = await pointsLedgerFaults(q);
  for (const check of CHECKS) {
    for (const row of rowsOf(await q.execute(check.query))) faults.push(`${check.name}: ${JSON.stringify(row)}`);
  }
  return faults;
}
