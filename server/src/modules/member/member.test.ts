/**
 * Member levels and points through the API: admins set levels and points terms; the level follows paid freight
 * (exactly at the threshold) and its discount and free services are priced into the next packed waybill; points
 * are earned on a paid waybill, spent on the next, given back by a closed attempt, a refund and (what was earned)
 * a paid claim, and expire; bad input changes nothing; 100 concurrent payments and refunds keep the ledger exact.
 */
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, get, passwordLogin, post, type TestApp } from '../../../test/helpers';
import { payments, pointsEntries, type UserRow, waybills } from '../../db/schema';
import { fileClaim } from '../claims/test-support';
import { moneyFaults } from '../payment/invariants';
import { giveWallet, newPayer, payBody, type Payer, type PayWorld, startPayWorld, waybillToPay } from '../payment/test-support';
import { packRequest, staffPack } from '../waybill/test-support';
import { postPoints } from './ledger';

jest.setTimeout(240_000);

let w: PayWorld;
let admin: string;
beforeAll(async () => {
  w = await startPayWorld();
  admin = (await passwordLogin(w.t, 'admin', DEMO_PASSWORD)).body.data.token as string;
  const terms = (await get(w.t, '/api/admin/member_points/lst', { token: admin })).body.data.list[0];
  const saved = await post(w.t, `/api/admin/member_points/update/${terms.id}`, { points_per_unit: 10, point_value: 1 }, { token: admin });
  expect(saved.body.data).toMatchObject({ points_per_unit: 10, point_value: 1, expiry_months: 12 });
});
afterAll(() => w.t.close());

/** Test setup only: points posted straight to the ledger, expiring in a year (earning through payments is tested below). */
async function givePoints(t: TestApp, user: UserRow, points: number, days = 365): Promise<void> {
  const now = t.clock.now;
  await t.db.transaction((tx) =>
    postPoints(tx, {
      siteId: user.siteId,
      userId: user.id,
      amount: points,
      kind: 'earn',
      refType: 'user',
      refId: user.id,
      expiresAt: new Date(now.getTime() + days * 86_400_000),
      now,
    }),
  );
}

const level = async (me: Payer, lang = 'zh-cn') => (await get(w.t, '/api/user/level', { token: me.token, lang })).body.data;
const ledger = async (me: Payer) => (await get(w.t, '/api/user/points/lst?page=1&page_size=50', { token: me.token, lang: 'en' })).body.data;
const levelRows = async () => (await get(w.t, '/api/admin/member_level/lst?page=1&page_size=20', { token: admin })).body.data.list;

async function setThreshold(code: string, minFreight: number) {
  const row = (await levelRows()).find((l: { code: string }) => l.code === code);
  const saved = await post(w.t, `/api/admin/member_level/update/${row.id}`, { min_freight: minFreight }, { token: admin });
  expect(saved.body.status).toBe(200);
}

describe('levels', () => {
  it('admins edit levels through the kit; bad terms are translated field errors and change nothing', async () => {
    const rows = await levelRows();
    expect(rows.map((r: { name_zh: string }) => r.name_zh)).toEqual(['普通', '银卡', '金卡', '钻石']);
    const silver = rows[1];
    const bad = await post(w.t, `/api/admin/member_level/update/${silver.id}`, { discount_bp: 6000 }, { token: admin, lang: 'en' });
    expect(bad.body.status).not.toBe(200);
    expect(bad.body.msg).toContain('freight discount (basis points)');
    expect((await levelRows())[1].discount_bp).toBe(300);
    const customer = await newPayer(w);
    expect((await get(w.t, '/api/admin/member_level/lst', { token: customer.token })).body.status).toBe(40003);
  });

  it('changes exactly at the threshold, and the next waybill is packed with its discount and free service', async () => {
    const me = await newPayer(w);
    const first = await waybillToPay(w, me);
    await giveWallet(w.t, me.user, first.amountDue);
    expect((await post(w.t, '/api/pay/waybill', payBody(first.id), { token: me.token })).body.data.payment.status).toBe('paid');
    await setThreshold('silver', first.amountDue + 1);
    const below = await level(me);
    expect(below).toMatchObject({ level: { code: 'standard', name: '普通' }, next: { code: 'silver', name: '银卡' }, to_next: 1 });
    expect(below.paid_freight).toBe(first.amountDue);
    await setThreshold('silver', first.amountDue);
    const at = await level(me, 'en');
    expect(at).toMatchObject({
      level: { code: 'silver', name: 'Silver', discount_bp: 300, free_services: [{ code: 'photos', name: 'Photos of the packed box' }] },
      next: { code: 'gold' },
      paid_freight: first.amountDue,
      progress_pct: 0,
    });

    const second = await waybillToPay(w, me);
    const [row] = await w.t.db.select().from(waybills).where(eq(waybills.id, second.id));
    const b = row.charge!.breakdown;
    const freight = b.first_price + b.additional_price;
    expect(b.member_discount_bp).toBe(300);
    expect(b.member_discount).toBe(Math.floor((freight * 300) / 10_000));
    expect(b.total).toBe(freight - b.member_discount! + b.insurance + (b.storage_fee ?? 0));
    const options = await get(w.t, `/api/pay/options?waybill_id=${second.id}&platform=h5`, { token: me.token });
    expect(options.body.data.charge.breakdown.member_discount).toBe(b.member_discount);
    await setThreshold('silver', 50_000);
  });

  it('prices a free service of the level at no fee, the others at theirs', async () => {
    const me = await newPayer(w);
    const rows = await levelRows();
    await post(w.t, `/api/admin/member_level/update/${rows[0].id}`, { free_services: ['reinforce'] }, { token: admin });
    const made = await packRequest(w, me, { services: ['reinforce', 'photos'] });
    expect((await staffPack(w, made.id)).body.status).toBe(200);
    const [row] = await w.t.db.select().from(waybills).where(eq(waybills.id, made.id));
    expect(row.charge!.services).toEqual([
      { code: 'reinforce', fee: 0, free: true },
      { code: 'photos', fee: 300 },
    ]);
    expect(row.charge!.services_fee).toBe(300);
    await post(w.t, `/api/admin/member_level/update/${rows[0].id}`, { free_services: [] }, { token: admin });
  });
});

describe('points', () => {
  it('are earned on the money paid, spent on the next waybill, and shown in the ledger', async () => {
    const me = await newPayer(w);
    const first = await waybillToPay(w, me);
    await giveWallet(w.t, me.user, first.amountDue);
    const paid = (await post(w.t, '/api/pay/waybill', payBody(first.id), { token: me.token })).body.data.payment;
    const earned = Math.floor(first.amountDue / 100) * 10;
    expect((await level(me)).points).toMatchObject({ balance: earned, point_value: 1, points_per_unit: 10 });

    const second = await waybillToPay(w, me);
    await giveWallet(w.t, me.user, second.amountDue);
    const preview = await post(w.t, '/api/pay/preview', { waybill_id: second.id, use_wallet: true, points: earned }, { token: me.token });
    expect(preview.body.data).toMatchObject({ points_used: earned, points_amount: earned, points_max: earned });
    expect(preview.body.data.wallet_amount).toBe(second.amountDue - earned);
    const spent = await post(w.t, '/api/pay/waybill', payBody(second.id, { points: earned }), { token: me.token });
    expect(spent.body.data.payment).toMatchObject({ status: 'paid', points_used: earned, points_amount: earned });
    const again = Math.floor((second.amountDue - earned) / 100) * 10;
    const list = await ledger(me);
    expect(list.balance).toBe(again);
    expect(list.list.map((e: { kind: string; points: number }) => [e.kind, e.points])).toEqual([
      ['earn', again],
      ['spend', -earned],
      ['earn', earned],
    ]);
    expect(list.list[2].note).toBe(`Earned on payment ${paid.no}`);
    expect(await moneyFaults(w.t.db)).toEqual([]);
  });

  it('refuses more points than held or than the waybill takes, negative points and another customer’s waybill; nothing changes', async () => {
    const me = await newPayer(w);
    const other = await newPayer(w);
    const bill = await waybillToPay(w, me);
    await givePoints(w.t, me.user, 50);
    await giveWallet(w.t, me.user, bill.amountDue);
    const tooMany = await post(w.t, '/api/pay/waybill', payBody(bill.id, { points: 51 }), { token: me.token, lang: 'en' });
    expect(tooMany.body).toMatchObject({ status: 42020, msg: 'Not enough points (you have 50)' });
    const zh = await post(w.t, '/api/pay/preview', { waybill_id: bill.id, use_wallet: true, points: 51 }, { token: me.token });
    expect(zh.body).toMatchObject({ status: 42020, msg: '积分不足(现有 50 积分)' });
    const negative = await post(w.t, '/api/pay/waybill', payBody(bill.id, { points: -5 }), { token: me.token, lang: 'en' });
    expect(negative.body.status).toBe(40001);
    expect(negative.body.msg).toContain('points to use');
    const notMine = await post(w.t, '/api/pay/waybill', payBody(bill.id, { points: 10 }), { token: other.token, lang: 'en' });
    expect(notMine.body.status).toBe(40004);
    await givePoints(w.t, me.user, 1_000_000);
    const over = await post(w.t, '/api/pay/waybill', payBody(bill.id, { points: 1_000_000 }), { token: me.token, lang: 'en' });
    expect(over.body.status).toBe(42020);
    expect(over.body.msg).toMatch(/^This waybill can take at most \d+ points$/);
    expect(await w.t.db.select().from(payments).where(eq(payments.waybillId, bill.id))).toEqual([]);
    expect((await ledger(me)).balance).toBe(1_000_050);
  });

  it('come back when an attempt is given up, and a refund gives spent points back and takes earned ones out', async () => {
    const me = await newPayer(w);
    const bill = await waybillToPay(w, me);
    await givePoints(w.t, me.user, 100);
    const pending = await post(w.t, '/api/pay/waybill', payBody(bill.id, { points: 100, use_wallet: false, method: 'sandbox' }), {
      token: me.token,
    });
    expect(pending.body.data.payment).toMatchObject({ status: 'pending', points_used: 100 });
    expect((await ledger(me)).balance).toBe(0);
    await post(w.t, `/api/pay/cancel/${pending.body.data.payment.id}`, {}, { token: me.token });
    expect((await ledger(me)).balance).toBe(100);

    await giveWallet(w.t, me.user, bill.amountDue);
    const paid = await post(w.t, '/api/pay/waybill', payBody(bill.id, { points: 100 }), { token: me.token });
    expect(paid.body.data.payment.status).toBe('paid');
    const earned = Math.floor((bill.amountDue - 100) / 100) * 10;
    expect((await ledger(me)).balance).toBe(earned);
    const cancelled = await post(w.t, `/api/order/cancel/${bill.id}`, {}, { token: me.token });
    expect(cancelled.body.status).toBe(200);
    const list = await ledger(me);
    expect(list.balance).toBe(100);
    expect(list.list.slice(0, 2).map((e: { kind: string; points: number }) => [e.kind, e.points])).toEqual([
      ['earn_back', -earned],
      ['spend_back', 100],
    ]);
    expect(await moneyFaults(w.t.db)).toEqual([]);
  });

  it('a paid claim takes back what the waybill earned', async () => {
    const me = await newPayer(w);
    const bill = await waybillToPay(w, me);
    await giveWallet(w.t, me.user, bill.amountDue);
    expect((await post(w.t, '/api/pay/waybill', payBody(bill.id), { token: me.token })).body.data.payment.status).toBe('paid');
    const earned = Math.floor(bill.amountDue / 100) * 10;
    expect((await post(w.t, '/api/staff/order/dispatch', { ids: [bill.id] }, { token: w.staff })).body.data.results[0].ok).toBe(true);
    expect((await post(w.t, `/api/staff/order/delivered/${bill.id}`, {}, { token: w.staff })).body.status).toBe(200);
    const made = bill;
    const filed = await fileClaim(w.t, me.token, { type: 'damaged', waybill_id: made.id });
    const claimId = filed.body.data.id;
    const staff = (path: string, body: unknown = {}) => post(w.t, `/api/staff/claim/${path}/${claimId}`, body, { token: w.staff });
    expect((await staff('review')).body.status).toBe(200);
    expect((await staff('decide', { outcome: 'approve', amount: 900, reason_code: 'partial_items', message: '' })).body.status).toBe(200);
    expect((await ledger(me)).balance).toBe(earned);
    expect((await staff('pay')).body.status).toBe(200);
    const list = await ledger(me);
    expect(list.balance).toBe(0);
    expect(list.list[0]).toMatchObject({ kind: 'earn_back', points: -earned });
    expect(await moneyFaults(w.t.db)).toEqual([]);
  });

  it('expire by the sweep, oldest first, after being shown as expiring soon', async () => {
    const me = await newPayer(w);
    await givePoints(w.t, me.user, 70, 20);
    await givePoints(w.t, me.user, 30, 200);
    const soon = (await level(me)).points;
    expect(soon).toMatchObject({ balance: 100, expiring: 70 });
    expect(soon.expiring_at).not.toBeNull();
    w.t.clock.advance(21 * 86_400);
    await w.t.app.jobs.runDue();
    const list = await ledger(me);
    expect(list.balance).toBe(30);
    expect(list.list[0]).toMatchObject({ kind: 'expire', points: -70, note: 'Points expired' });
    await w.t.app.jobs.runDue();
    expect((await ledger(me)).total).toBe(3);
  });
});

describe('100 concurrent payments and refunds', () => {
  it('spend no point twice and keep the ledger exact', async () => {
    // No earning here: which six of the ten waybills get the points is a race, how many is not.
    const terms = (await get(w.t, '/api/admin/member_points/lst', { token: admin })).body.data.list[0];
    await post(w.t, `/api/admin/member_points/update/${terms.id}`, { points_per_unit: 0 }, { token: admin });
    const me = await newPayer(w);
    const bills = [];
    for (let i = 0; i < 10; i += 1) bills.push(await waybillToPay(w, me));
    const each = 200;
    await givePoints(w.t, me.user, each * 6);
    await giveWallet(
      w.t,
      me.user,
      bills.reduce((sum, b) => sum + b.amountDue, 0),
    );
    const pays = await Promise.all(
      bills.flatMap((b) =>
        Array.from({ length: 10 }, () => post(w.t, '/api/pay/waybill', payBody(b.id, { points: each }), { token: me.token })),
      ),
    );
    const paid = pays.filter((a) => a.body.status === 200);
    expect(paid).toHaveLength(6);
    expect(pays.every((a) => [200, 42009, 42020].includes(a.body.status))).toBe(true);
    expect((await ledger(me)).balance).toBe(0);
    const mixed = await Promise.all([
      ...paid.flatMap((a) =>
        Array.from({ length: 10 }, () => post(w.t, `/api/order/cancel/${a.body.data.payment.waybill_id}`, {}, { token: me.token })),
      ),
      ...bills.flatMap((b) =>
        Array.from({ length: 4 }, () => post(w.t, '/api/pay/waybill', payBody(b.id, { points: each }), { token: me.token })),
      ),
    ]);
    expect(mixed.filter((a) => a.http !== 200 || ![200, 42009, 42020].includes(a.body.status))).toEqual([]);
    const rows = await w.t.db.select().from(pointsEntries).where(eq(pointsEntries.userId, me.user.id));
    const mine = await w.t.db.select().from(payments).where(eq(payments.userId, me.user.id));
    const held = mine.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.pointsUsed, 0);
    const kept = mine.reduce((sum, p) => sum + (p.status === 'paid' ? p.pointsEarned : 0), 0);
    const takenBack = -rows.filter((e) => e.kind === 'earn_back').reduce((sum, e) => sum + e.amount, 0);
    const earnedAll = mine.reduce((sum, p) => sum + p.pointsEarned, 0);
    expect((await ledger(me)).balance).toBe(each * 6 - held + earnedAll - takenBack);
    expect(earnedAll - takenBack).toBeGreaterThanOrEqual(kept);
    expect(await moneyFaults(w.t.db)).toEqual([]);
  });
});
