/**
 * The customer record: staff find a customer by member code, mobile or name and read them (ID numbers masked), leave
 * notes (audited), and finance adjust the wallet, above the site's amount only with a second person.
 */
import { eq } from 'drizzle-orm';
import { get, passwordLogin, post } from '../../../test/helpers';
import { auditLog, sites, walletAdjustments } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { moneyFaults } from '../payment/invariants';
import { balanceOf, giveWallet, newPayer, type Payer, type PayWorld, startPayWorld } from '../payment/test-support';
import { walletLedgerFaults } from '../wallet/ledger';

let w: PayWorld;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  w = await startPayWorld();
  for (const account of ['admin', 'service', 'finance', 'warehouse'])
    tokens[account] = (await passwordLogin(w.t, account, DEMO_PASSWORD)).body.data.token;
  // NZ$100: above it an adjustment waits for a second person.
  await w.t.db.update(sites).set({ walletDualApprovalAbove: 10000 }).where(eq(sites.id, 1));
});
afterAll(() => w?.t.close());

const as = (account: string) => ({ token: tokens[account], lang: 'en' as const });
const record = async (id: number) => (await get(w.t, `/api/staff/customer/detail/${id}`, as('service'))).body;
const adjust = (id: number, amount: number, reason: string, by = 'finance') =>
  post(w.t, `/api/staff/customer/wallet/adjust/${id}`, { amount, reason }, as(by));
const decide = (id: number, approve: boolean, by: string) => post(w.t, `/api/staff/customer/wallet/decide/${id}`, { approve }, as(by));
const adjustmentRows = async (userId: number) => w.t.db.select().from(walletAdjustments).where(eq(walletAdjustments.userId, userId));

describe('finding and reading a customer', () => {
  let me: Payer;
  beforeAll(async () => {
    me = await newPayer(w);
  });

  it('finds the customer by member code, by the mobile as people say it, and answers the list with a total', async () => {
    const national = `0${me.user.mobile!.slice(3)}`; // +6421... said as 021...
    for (const keyword of [me.user.memberCode.toLowerCase(), national, me.user.mobile!.slice(-6)]) {
      const found = await get(w.t, `/api/staff/customer/lst?page=1&page_size=20&keyword=${encodeURIComponent(keyword)}`, as('service'));
      expect(found.body.status).toBe(200);
      expect(found.body.data.list.map((c: { id: number }) => c.id)).toEqual([me.user.id]);
      expect(found.body.data).toMatchObject({ total: 1, total_capped: false });
    }
  });

  it('reads the record: sign-in methods, wallet, the addresses with the ID number masked, no notes yet', async () => {
    await giveWallet(w.t, me.user, 1234);
    const answer = await record(me.user.id);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      id: me.user.id,
      member_code: me.user.memberCode,
      mobile: me.user.mobile,
      status: 'active',
      sign_in: ['password', 'sms'],
      wallet: { balance: 1234, currency: 'NZD' },
      notes: [],
      adjustments: [],
      dual_approval_above: 10000,
    });
    const ids = answer.data.addresses.map((a: { id_number: string }) => a.id_number).filter(Boolean);
    expect(ids).toEqual(['110105********0026']);
  });

  it('answers "not found" for a staff account, another site and no such id; a warehouse role is refused', async () => {
    const staffUser = (await get(w.t, '/api/staff/me', as('service'))).body.data;
    expect((await record(staffUser.id)).status).toBe(40004);
    expect((await get(w.t, `/api/staff/customer/detail/${me.user.id}`, { token: w.auStaff, site: '2' })).body.status).toBe(40004);
    expect((await record(2_000_000_000)).status).toBe(40004);
    expect((await get(w.t, '/api/staff/customer/lst?page=1&page_size=20', as('warehouse'))).body.status).toBe(40003);
  });

  it('keeps a note for the other staff, in the record and in the audit log; an empty note changes nothing', async () => {
    const saved = await post(w.t, `/api/staff/customer/note/${me.user.id}`, { text: '  Prefers calls after 6 pm  ' }, as('service'));
    expect(saved.body).toMatchObject({ status: 200, msg: 'Note saved', data: { text: 'Prefers calls after 6 pm', author: '客服' } });
    for (const text of ['', '   ']) {
      const blank = await post(w.t, `/api/staff/customer/note/${me.user.id}`, { text }, as('service'));
      expect(blank.body).toMatchObject({ status: 40001, msg: 'note: must not be empty' });
    }
    expect((await record(me.user.id)).data.notes.map((n: { text: string }) => n.text)).toEqual(['Prefers calls after 6 pm']);
    const audited = await w.t.db.select().from(auditLog).where(eq(auditLog.customerId, me.user.id));
    expect(audited.map((a) => [a.kind, a.action])).toEqual([['customer_note', 'create']]);
  });
});

describe('wallet adjustments', () => {
  it("posts one up to the site's amount at once, with its reason in the customer's ledger", async () => {
    const me = await newPayer(w);
    const answer = await adjust(me.user.id, 2500, 'Goodwill for a late parcel');
    expect(answer.body).toMatchObject({
      status: 200,
      msg: 'The wallet is adjusted',
      data: { amount: 2500, status: 'posted', decided_by: null },
    });
    expect(await balanceOf(w.t, me.token)).toBe(2500);
    const ledger = (await get(w.t, '/api/wallet/lst?page=1&page_size=5', { token: me.token, lang: 'en' })).body.data.list;
    expect(ledger[0]).toMatchObject({ amount: 2500, kind: 'adjustment', reason: 'Balance adjustment: Goodwill for a late parcel' });
    const staffView = await get(w.t, `/api/staff/customer/wallet/lst/${me.user.id}?page=1&page_size=5`, as('service'));
    expect(staffView.body.data).toMatchObject({ total: 1, balance: 2500, list: [ledger[0]] });
    const [audited] = await w.t.db.select().from(auditLog).where(eq(auditLog.customerId, me.user.id));
    expect(audited).toMatchObject({ kind: 'wallet_adjustment', action: 'update' });
    expect(audited.changes).toEqual(
      expect.arrayContaining([
        { field: 'balance', old: 0, new: 2500 },
        { field: 'reason', old: null, new: 'Goodwill for a late parcel' },
      ]),
    );
  });

  it('above the amount it waits; whoever asked cannot approve it; another person posts it once', async () => {
    const me = await newPayer(w);
    const asked = await adjust(me.user.id, 15000, 'Lost parcel settled by phone');
    expect(asked.body).toMatchObject({ status: 200, msg: 'Asked for: another person approves it', data: { status: 'pending' } });
    expect(await balanceOf(w.t, me.token)).toBe(0);
    const id = asked.body.data.id;

    const self = await decide(id, true, 'finance');
    expect(self.body).toMatchObject({ status: 40003, msg: 'Another person must approve this adjustment' });
    expect((await adjustmentRows(me.user.id))[0].status).toBe('pending');

    // Two approvals at once (two admins, two tabs): one posts, the other finds it decided.
    const both = await Promise.all([decide(id, true, 'admin'), decide(id, true, 'admin')]);
    expect(both.map((a) => a.body.status).sort()).toEqual([200, 42009]);
    expect(await balanceOf(w.t, me.token)).toBe(15000);
    expect((await record(me.user.id)).data.adjustments[0]).toMatchObject({ status: 'posted', requested_by: '财务', decided_by: '管理员' });
  });

  it('a rejected one moves nothing; a debit past the balance is refused and leaves the request waiting', async () => {
    const me = await newPayer(w);
    await giveWallet(w.t, me.user, 5000);
    const rejected = await adjust(me.user.id, -20000, 'Duplicate top-up');
    expect((await decide(rejected.body.data.id, false, 'admin')).body).toMatchObject({ status: 200, data: { status: 'rejected' } });
    expect(await balanceOf(w.t, me.token)).toBe(5000);

    const tooMuch = await adjust(me.user.id, -30000, 'Chargeback');
    expect((await decide(tooMuch.body.data.id, true, 'admin')).body.status).toBe(42020);
    const small = await adjust(me.user.id, -6000, 'Chargeback');
    expect(small.body.status).toBe(42020);
    expect(await balanceOf(w.t, me.token)).toBe(5000);
    expect((await adjustmentRows(me.user.id)).map((a) => a.status).sort()).toEqual(['pending', 'rejected']);
    expect(await walletLedgerFaults(w.t.db)).toEqual([]);
  });

  it('refuses bad input with the field named, and customer service may not adjust', async () => {
    const me = await newPayer(w);
    expect((await adjust(me.user.id, 0, 'Nothing')).body).toMatchObject({ status: 40001, msg: 'amount: invalid format' });
    expect((await adjust(me.user.id, 100, '   ')).body).toMatchObject({ status: 40001, msg: 'reason: required' });
    expect((await adjust(me.user.id, 100_000_01, 'Too much')).body.status).toBe(40001);
    expect((await adjust(me.user.id, 100, 'Goodwill', 'service')).body.status).toBe(40003);
    expect((await adjust(2_000_000_000, 100, 'Goodwill')).body.status).toBe(40004);
    expect(await adjustmentRows(me.user.id)).toEqual([]);
  });

  it('money:check names an adjustment whose wallet entry does not match it', async () => {
    const me = await newPayer(w);
    const posted = (await adjust(me.user.id, 700, 'Goodwill')).body.data;
    expect(await moneyFaults(w.t.db)).toEqual([]);
    await w.t.db.update(walletAdjustments).set({ status: 'pending' }).where(eq(walletAdjustments.id, posted.id));
    expect(await moneyFaults(w.t.db)).toEqual([
      `wallet adjustment's entries differ from it: {"ref":${posted.id},"status":"pending","amount":700,"moved":700}`,
    ]);
    await w.t.db.update(walletAdjustments).set({ status: 'posted' }).where(eq(walletAdjustments.id, posted.id));
  });
});
