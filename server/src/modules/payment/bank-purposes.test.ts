/**
 * Bank transfer beyond waybills, through HTTP: a wallet top-up and a kilogram card bought by transfer wait for
 * the statement import, which confirms them through the same path as a waybill's (the wallet credited, the card
 * issued) — and their deadline is the site's transfer days, not an online checkout's window. A refund of a
 * transfer waits for finance to pay it back from the bank, and they say so, once, audited.
 */
import { and, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, get, passwordLogin, post } from '../../../test/helpers';
import { auditLog, inboxMessages, sites } from '../../db/schema';
import { createUser } from '../user/accounts';
import { sweepRefunds } from './refund';
import {
  anz,
  balanceOf,
  importStatement,
  newKey,
  newPayer,
  type Payer,
  payWaybillByTransfer,
  type PayWorld,
  refundedTopup,
  startPayWorld,
  transferOf,
} from './test-support';

let w: PayWorld;
let me: Payer;
beforeAll(async () => {
  w = await startPayWorld();
  me = await newPayer(w);
});
afterAll(() => w.t.close());

const byTransfer = { method: 'bank_transfer', platform: 'weapp' };
const threeDays = () => new Date(w.t.clock.now.getTime() + 3 * 86_400_000).toISOString();

describe('bank transfer for a top-up and a card', () => {
  it('tops the wallet up once the statement import finds the transfer', async () => {
    const started = await post(w.t, '/api/pay/topup', { amount: 5000, idempotency_key: newKey(), ...byTransfer }, { token: me.token });
    const { id, reference, amount } = transferOf(started);
    expect(started.body.data.payment).toMatchObject({ purpose: 'topup', status: 'pending', expires_at: threeDays() });
    expect(started.body.data.client.transfer).toMatchObject({ reference, amount: 5000, currency: 'NZD' });
    expect(await balanceOf(w.t, me.token)).toBe(0);

    const imported = await importStatement(w, anz([[reference, amount]], '05/07/2026'));
    expect(imported.body.data.counts).toMatchObject({ matched: 1 });
    expect((await get(w.t, `/api/pay/detail/${id}`, { token: me.token })).body.data.status).toBe('paid');
    expect(await balanceOf(w.t, me.token)).toBe(5000);
  });

  it('issues the kilogram card once the statement import finds the transfer', async () => {
    const body = { card_product_id: w.product.id, use_wallet: false, idempotency_key: newKey(), ...byTransfer };
    const { id, reference, amount } = transferOf(await post(w.t, '/api/pay/card', body, { token: me.token }));
    expect(amount).toBe(w.product.price);
    const before = await get(w.t, '/api/card/lst?page=1&page_size=10', { token: me.token });

    await importStatement(w, anz([[reference, amount]], '06/07/2026'));
    const paid = await get(w.t, `/api/pay/detail/${id}`, { token: me.token });
    expect(paid.body.data).toMatchObject({ status: 'paid', card_id: expect.any(Number) });
    const after = await get(w.t, '/api/card/lst?page=1&page_size=10', { token: me.token });
    expect(after.body.data.total).toBe(before.body.data.total + 1);
  });
});

describe('a refund of a bank transfer', () => {
  it('waits as to pay back by bank until finance mark it paid back (once, audited, the customer told)', async () => {
    const { bill, id, reference, amount } = await payWaybillByTransfer(w, me);
    await importStatement(w, anz([[reference, amount]], '07/07/2026'));
    const refunded = await post(w.t, `/api/staff/payment/refund/${id}`, { note: 'customer asked' }, { token: w.staff });
    expect(refunded.body.data).toMatchObject({ status: 'pending', method: 'bank_transfer', online_amount: amount });
    const refundId = refunded.body.data.id as number;
    expect((await get(w.t, `/api/order/detail/${bill.id}`, { token: me.token })).body.data.status).toBe('cancelled');

    // No provider is asked, now or by the sweep: it stays pending, and a retry has nothing to retry.
    w.t.clock.advance(3600);
    await sweepRefunds(w.t.app.deps, 'http://localhost');
    const mine = async () => (await get(w.t, '/api/wallet/payback/lst', { token: me.token })).body.data.list[0];
    expect(await mine()).toMatchObject({ status: 'pending', method: 'bank_transfer' });
    expect((await post(w.t, `/api/staff/refund/retry/${refundId}`, {}, { token: w.staff })).body.status).toBe(42009);

    const blank = await post(w.t, `/api/staff/refund/paid_back/${refundId}`, { note: '  ' }, { token: w.staff, lang: 'en' });
    expect(blank.body.status).toBe(40001);
    const done = await post(w.t, `/api/staff/refund/paid_back/${refundId}`, { note: 'ANZ ref 8812' }, { token: w.staff });
    expect(done.body.data).toMatchObject({ status: 'succeeded', completed_at: w.t.clock.now.toISOString() });
    expect(await mine()).toMatchObject({ status: 'succeeded' });
    const again = await post(w.t, `/api/staff/refund/paid_back/${refundId}`, { note: 'twice' }, { token: w.staff, lang: 'en' });
    expect(again.body.status).toBe(42009);

    const audit = await w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'refund'), eq(auditLog.entityId, refundId)));
    expect(audit).toHaveLength(1);
    expect(audit[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', old: 'pending', new: 'succeeded' },
        { field: 'paid_back_by_bank', old: null, new: 'ANZ ref 8812' },
      ]),
    );
    const told = await w.t.db.select().from(inboxMessages).where(eq(inboxMessages.userId, me.user.id));
    expect(told.filter((m) => m.event === 'refund.completed')).toHaveLength(1);
  });

  it('is finance work, on bank-transfer refunds of the site only', async () => {
    const [site] = await w.t.db.select().from(sites).where(eq(sites.id, 1));
    await createUser(w.t.db, w.t.clock.now, {
      site,
      username: 'refundsdesk',
      password: DEMO_PASSWORD,
      role: 'staff',
      staffRoles: ['customer_service'],
      nickname: 'desk',
    });
    const desk = (await passwordLogin(w.t, 'refundsdesk', DEMO_PASSWORD)).body.data.token as string;
    const { id, reference, amount } = await payWaybillByTransfer(w, me);
    await importStatement(w, anz([[reference, amount]], '08/07/2026'));
    const refundId = (await post(w.t, `/api/staff/payment/refund/${id}`, { note: 'asked' }, { token: desk })).body.data.id;
    expect((await post(w.t, `/api/staff/refund/paid_back/${refundId}`, { note: 'x' }, { token: desk })).body.status).toBe(40003);
    const au = await post(w.t, `/api/staff/refund/paid_back/${refundId}`, { note: 'x' }, { token: w.auStaff, site: '2' });
    expect(au.body.status).toBe(40004);

    const online = await refundedTopup(w, me);
    const refused = await post(w.t, `/api/staff/refund/paid_back/${online.body.data.id}`, { note: 'x' }, { token: w.staff, lang: 'en' });
    expect(refused.body).toEqual({ status: 42009, msg: 'This refund is not one to pay back by bank transfer' });
  });
});
