/**
 * The commission base is the cash actually paid for the waybill: wallet and online money. Kilogram-card grams and
 * coupons are not cash, and the insurance premium is taken off.
 */
import { eq } from 'drizzle-orm';
import { commissions, payments, waybills } from '../../db/schema';
import { paidWithEverything, type Payer, type PayWorld, startPayWorld } from '../payment/test-support';
import { packedWaybill, packRequest, payWithWallet, staffPack } from '../waybill/test-support';
import { type Agent, newAgent, newMember, userRow } from './test-support';

let w: PayWorld;
let agent: Agent;
let member: Payer;
beforeAll(async () => {
  w = await startPayWorld();
  agent = await newAgent(w);
  const joined = await newMember(w, agent);
  member = { ...joined, user: await userRow(w.t, joined.userId) };
});
afterAll(() => w.t.close());

const commissionOf = async (waybillId: number) => (await w.t.db.select().from(commissions).where(eq(commissions.waybillId, waybillId)))[0];

it('leaves out kilogram-card grams and coupons: only the wallet and online parts count', async () => {
  const { bill, paymentId } = await paidWithEverything(w, member);
  const [payment] = await w.t.db.select().from(payments).where(eq(payments.id, paymentId));
  expect(payment).toMatchObject({ status: 'paid', walletAmount: 60, onlineAmount: 1000, couponAmount: 300 });
  expect(payment.cardAmount).toBeGreaterThan(0);
  expect(await commissionOf(bill.id)).toMatchObject({
    agentUserId: agent.userId,
    paymentId,
    base: 1060,
    rateBp: 500,
    amount: 53,
    status: 'pending',
  });
});

it('takes the insurance premium off the cash paid', async () => {
  const made = await packRequest(w, member, { insured: true, insured_value: 3000 });
  expect((await staffPack(w, made.id)).body.status).toBe(200);
  await payWithWallet(w.t, member.token, made.id);
  const [waybill] = await w.t.db.select().from(waybills).where(eq(waybills.id, made.id));
  const insurance = waybill.charge!.breakdown.insurance;
  expect(insurance).toBeGreaterThan(0);
  const base = waybill.amountDue! - insurance;
  expect(await commissionOf(made.id)).toMatchObject({ base, amount: Math.floor((base * 500) / 10_000) });

  // The same waybill uninsured: the whole amount is the base.
  const plain = await packedWaybill(w, member);
  await payWithWallet(w.t, member.token, plain.id);
  const [row] = await w.t.db.select().from(waybills).where(eq(waybills.id, plain.id));
  expect((await commissionOf(plain.id)).base).toBe(row.amountDue);
});
