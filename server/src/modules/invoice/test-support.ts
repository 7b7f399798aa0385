/**
 * Set-up of the invoice tests: paid, dispatched waybills. Paying belongs to the payments module; here a paid
 * payment row is written straight into the test database (parts as given) and the waybill moved to
 * pending_dispatch, as the paying transaction does, then staff dispatch it through the API.
 */
import { eq } from 'drizzle-orm';
import { post } from '../../../test/helpers';
import { payments, waybills } from '../../db/schema';
import { type Customer, markPaid, packedWaybill, type World } from '../waybill/test-support';

export interface PaidParts {
  coupon?: number;
  card?: number;
  cardGrams?: number;
  wallet?: number;
}

export interface PaidWaybill {
  id: number;
  no: string;
  /** The payment's amount (the waybill's amount due). */
  price: number;
  /** What the invoice charges: price minus the coupon. */
  amount: number;
}

let paymentSeq = 0;

/** Set-up: a packed waybill with a paid payment row, in pending_dispatch. */
export async function paidWaybill(w: World, customer: Customer, parts: PaidParts = {}): Promise<PaidWaybill> {
  const made = await packedWaybill(w, customer);
  const [row] = await w.t.db.select().from(waybills).where(eq(waybills.id, made.id));
  const price = row.amountDue!;
  const { coupon = 0, card = 0, cardGrams = 0, wallet = 0 } = parts;
  const online = price - coupon - card - wallet;
  paymentSeq += 1;
  await w.t.db.insert(payments).values({
    siteId: row.siteId,
    userId: row.userId,
    no: `PTEST${process.pid}${String(paymentSeq).padStart(5, '0')}`,
    purpose: 'waybill',
    waybillId: row.id,
    idempotencyKey: `test-${paymentSeq}-${row.id}`,
    status: 'paid',
    currency: 'NZD',
    amount: price,
    cardGrams,
    cardAmount: card,
    couponAmount: coupon,
    walletAmount: wallet,
    onlineAmount: online,
    provider: online > 0 ? 'sandbox' : null,
    paidAt: w.t.clock.now,
    createdAt: w.t.clock.now,
  });
  await markPaid(w.t, made.id);
  return { id: made.id, no: made.no, price, amount: price - coupon };
}

/** Set-up: paid as above, then dispatched by staff (in_transit). */
export async function dispatchedWaybills(w: World, customer: Customer, n = 1, parts: PaidParts = {}): Promise<PaidWaybill[]> {
  const made: PaidWaybill[] = [];
  for (let i = 0; i < n; i++) made.push(await paidWaybill(w, customer, parts));
  const sent = await post(w.t, '/api/staff/order/dispatch', { ids: made.map((m) => m.id) }, { token: w.staff });
  if (!sent.body.data?.results?.every((r: { ok: boolean }) => r.ok)) throw new Error(`dispatch: ${JSON.stringify(sent.body)}`);
  return made;
}

export const PERSONAL = { kind: 'personal', title: '张小明', email: 'xiaoming@example.com' };
/** 49-091-850 passes the NZ mod-11 check (the supplier's placeholder is 123-123-123). */
export const COMPANY = {
  kind: 'company',
  title: '奥克兰贸易有限公司 Auckland Trading Ltd',
  tax_number: '49-091-850',
  email: 'accounts@example.co.nz',
  address: '1 Queen Street, Auckland 1010',
};
