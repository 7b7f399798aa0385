/**
 * Agents through HTTP: apply and review, the invite, the team, commission from paid to available to reversed,
 * withdrawals to the wallet and by bank with the staff queue, the ledger after a reversal of withdrawn money,
 * ownership (another agent's member -> not found) and roles (a customer on staff routes -> refused).
 */
import { and, eq } from 'drizzle-orm';
import { get, post, registerUser } from '../../../test/helpers';
import { commissionEntries, commissions, inboxMessages, users, waybills } from '../../db/schema';
import { fileClaim } from '../claims/test-support';
import { walletBalance } from '../wallet/ledger';
import {
  type Agent,
  apply,
  deliver,
  info,
  newAgent,
  newMember,
  NZ_BANK,
  paidWaybill,
  releaseAfterHold,
  saveSettings,
  secondStaff,
  setDefaultRate,
  startWorld,
  withdraw,
  type World,
} from './test-support';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => w.t.close());

const told = async (userId: number) =>
  (await w.t.db.select().from(inboxMessages).where(eq(inboxMessages.userId, userId)).orderBy(inboxMessages.id)).map((m) => m.event);
const commissionsOf = (waybillId: number) =>
  w.t.db.select().from(commissions).where(eq(commissions.waybillId, waybillId)).orderBy(commissions.level);
const amountDue = async (id: number) => (await w.t.db.select().from(waybills).where(eq(waybills.id, id)))[0].amountDue!;

describe('applying', () => {
  it('sends an application that staff approve, and tells the customer', async () => {
    const { token } = await registerUser(w.t);
    expect((await info(w.t, token)).agent).toBeNull();
    const sent = await apply(w.t, token);
    expect(sent.body).toMatchObject({
      status: 200,
      msg: '申请已提交,请等待审核',
      data: { agent: { status: 'pending', name: 'Li Wei' }, invite_code: '' },
    });
    expect((await apply(w.t, token)).body.status).toBe(47002);
    expect((await get(w.t, '/api/agent/team/lst', { token })).body.status).toBe(47001);
    const queue = await get(w.t, '/api/staff/agent/lst?status=pending', { token: w.staff });
    const row = queue.body.data.list.find((a: { name: string; status: string }) => a.status === 'pending');
    const rejected = await post(
      w.t,
      `/api/staff/agent/decide/${row.id}`,
      { outcome: 'reject', reason: 'Tell us which groups' },
      { token: w.staff, lang: 'en' },
    );
    expect(rejected.body).toMatchObject({ status: 200, data: { status: 'rejected' } });
    const me = await info(w.t, token);
    expect(me.agent).toMatchObject({ status: 'rejected', reject_reason: 'Tell us which groups' });
    // Rejected: a new application may be sent, and staff approve that one.
    expect((await apply(w.t, token, { promotion: 'The Auckland Chinese Students WeChat group' })).body.data.agent.status).toBe('pending');
    const approved = await post(w.t, `/api/staff/agent/decide/${row.id}`, { outcome: 'approve' }, { token: w.staff });
    expect(approved.body.data).toMatchObject({ status: 'approved', tier: '标准代理' });
    expect((await post(w.t, `/api/staff/agent/decide/${row.id}`, { outcome: 'approve' }, { token: w.staff })).body.status).toBe(42009);
    const now = await info(w.t, token);
    expect(now.agent.status).toBe('approved');
    expect(now.invite_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(await told(row.user_id)).toEqual(['agent.application_decided', 'agent.application_decided']);
  });

  it('approves at once when the site auto-approves', async () => {
    await saveSettings(w.t, { auto_approve: true });
    const { token } = await registerUser(w.t);
    const sent = await apply(w.t, token);
    expect(sent.body).toMatchObject({ status: 200, msg: '恭喜,您已成为代理', data: { agent: { status: 'approved' } } });
    await saveSettings(w.t, { auto_approve: false });
  });

  it("refuses a customer on every staff route and answers another site's staff not found", async () => {
    const { token } = await registerUser(w.t);
    const settings = {
      auto_approve: true,
      second_level: true,
      hold_days: 0,
      min_withdraw: 1,
      bank_fee: 0,
      daily_cap: 1,
      dual_approval_above: 0,
    };
    for (const [url, body] of [
      ['/api/staff/agent/lst'],
      ['/api/staff/agent/decide/1', { outcome: 'approve' }],
      ['/api/staff/agent/withdraw/lst'],
      ['/api/staff/agent/withdraw/approve/1', {}],
      ['/api/staff/agent/withdraw/pay/1', { bank_ref: 'X' }],
      ['/api/staff/agent/withdraw/reject/1', { reason: 'X' }],
      ['/api/staff/agent/tier/1', { tier_id: 1 }],
      ['/api/staff/agent/withdraw/export'],
      ['/api/staff/agent/settings'],
      ['/api/staff/agent/settings/save', settings],
      ['/api/staff/agent/tier/save', { name_zh: '金牌', name_en: 'Gold', rate_bp: 800, level2_rate_bp: 200, channel_rates: {} }],
      ['/api/staff/agent/release', {}],
    ] as const) {
      const answer = body === undefined ? await get(w.t, url, { token }) : await post(w.t, url, body, { token });
      expect([url, answer.body.status]).toEqual([url, 40003]);
    }
    const { token: other } = await registerUser(w.t);
    await apply(w.t, other);
    const [pending] = (await get(w.t, '/api/staff/agent/lst?status=pending', { token: w.staff })).body.data.list;
    expect(
      (await post(w.t, `/api/staff/agent/decide/${pending.id}`, { outcome: 'approve' }, { token: w.auStaff, site: '2' })).body.status,
    ).toBe(40004);
    // Staff settings are for admins: staff may read them but not save.
    expect((await post(w.t, '/api/staff/agent/settings/save', settings, { token: w.staff })).body.status).toBe(40003);
  });
});

describe('invite, team and commission', () => {
  let agent: Agent;
  let other: Agent;
  beforeAll(async () => {
    agent = await newAgent(w);
    other = await newAgent(w);
  });

  it('gives an invite code that is not the user id, a QR of the register link on H5 and a mini-program code on weapp', async () => {
    const h5 = await get(w.t, '/api/agent/invite?platform=h5', { token: agent.token });
    expect(h5.body.data).toMatchObject({ invite_code: agent.inviteCode, kind: 'qr' });
    expect(h5.body.data.link).toMatch(new RegExp(`/pages/register/index\\?invite_code=${agent.inviteCode}$`));
    expect(agent.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    expect([agent.inviteCode, other.inviteCode].map((c) => c === String(agent.userId) || c === String(other.userId))).toEqual([
      false,
      false,
    ]);
    expect(agent.inviteCode).not.toBe(other.inviteCode);
    expect(Buffer.from(h5.body.data.image.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
    const weapp = await get(w.t, '/api/agent/invite?platform=weapp', { token: agent.token });
    expect(weapp.body.data).toMatchObject({ kind: 'wxacode' });
    expect(weapp.body.data.image).toMatch(/^data:image\/png;base64,/);
    const { token } = await registerUser(w.t);
    expect((await get(w.t, '/api/agent/invite', { token })).body.status).toBe(47001);
  });

  it('binds a customer who registers with the code, lists them masked, and pays commission on the cash of their waybill', async () => {
    const member = await newMember(w, agent);
    const team = await get(w.t, '/api/agent/team/lst', { token: agent.token });
    expect(team.body.data.total).toBe(1);
    expect(team.body.data.list[0]).toMatchObject({ id: member.userId, paid_orders: 0 });
    expect(team.body.data.list[0].mobile).toMatch(/^\d{2,3}\*{4}\d{3,4}$/);
    expect((await get(w.t, '/api/agent/team/lst', { token: other.token })).body.data.total).toBe(0);
    const waybill = await paidWaybill(w, member);
    const due = await amountDue(waybill.id);
    const [c] = await commissionsOf(waybill.id);
    expect(c).toMatchObject({
      agentUserId: agent.userId,
      level: 1,
      base: due,
      rateBp: 500,
      amount: Math.floor(due * 0.05),
      status: 'pending',
    });
    expect(await info(w.t, agent.token)).toMatchObject({ pending: c.amount, available: 0, team_size: 1, month_orders: 1 });
    const [joined] = (await get(w.t, '/api/agent/team/lst', { token: agent.token })).body.data.list;
    expect(joined).toMatchObject({ id: member.userId, paid_orders: 1, joined_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const [row] = (await get(w.t, '/api/staff/agent/lst?status=approved&page_size=50', { token: w.staff })).body.data.list.filter(
      (a: { user_id: number }) => a.user_id === agent.userId,
    );
    expect(row).toMatchObject({ tier: '标准代理', team_size: 1, pending: c.amount, available: 0, withdrawn: 0 });
    const orders = await get(w.t, '/api/agent/order/lst', { token: agent.token, lang: 'en' });
    expect(orders.body.data.list).toEqual([
      expect.objectContaining({ waybill_no: waybill.no, amount: c.amount, status: 'pending', status_text: 'pending' }),
    ]);
    // Another agent's member and orders are not theirs.
    expect((await get(w.t, `/api/agent/order/lst?member_id=${member.userId}`, { token: other.token })).body.status).toBe(40004);
    expect((await get(w.t, '/api/agent/order/lst', { token: other.token })).body.data.total).toBe(0);
    expect((await get(w.t, `/api/agent/order/lst?member_id=${member.userId}`, { token: agent.token })).body.data.total).toBe(1);

    await deliver(w, waybill.id);
    await w.t.app.jobs.runDue();
    expect((await commissionsOf(waybill.id))[0].status).toBe('pending'); // inside the claim window
    await releaseAfterHold(w);
    expect((await commissionsOf(waybill.id))[0].status).toBe('available');
    expect(await info(w.t, agent.token)).toMatchObject({ pending: 0, available: c.amount });
    expect(await told(agent.userId)).toContain('agent.commission_available');
    await w.t.app.jobs.runDue();
    // The sweep on demand finds nothing more to do: each commission is credited once.
    const admin = await import('./test-support').then((m) => m.adminToken(w.t));
    expect((await post(w.t, '/api/staff/agent/release', {}, { token: admin })).body.data).toEqual({ released: 0 });
    expect((await post(w.t, '/api/staff/agent/release', {}, { token: w.staff })).body.status).toBe(40003);
    const entries = await w.t.db.select().from(commissionEntries).where(eq(commissionEntries.userId, agent.userId));
    expect(entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([['commission', c.amount, c.amount]]);
  });

  it('never pays a chain back to the payer, whatever inviter_id says', async () => {
    // Through the API a binding is made once, at registration, to an older account, so no loop can form; here the
    // data is bent into one (A invited M, and A's inviter is set to M) to show the commission code refuses it.
    await saveSettings(w.t, { second_level: true });
    const a = await newAgent(w);
    const m = await newMember(w, a);
    await saveSettings(w.t, { auto_approve: true });
    expect((await apply(w.t, m.token)).body.data.agent.status).toBe('approved'); // the member is an agent too
    await saveSettings(w.t, { auto_approve: false });
    await w.t.db.update(users).set({ inviterId: m.userId }).where(eq(users.id, a.userId));
    const waybill = await paidWaybill(w, m);
    expect((await commissionsOf(waybill.id)).map((c) => [c.agentUserId, c.level])).toEqual([[a.userId, 1]]);
    await saveSettings(w.t, { second_level: false });
  });

  it("pays a second level only when the site turns it on, and uses a tier's channel rate", async () => {
    const sub = await newAgent(w, agent.inviteCode);
    const grand = await newMember(w, sub);
    const first = await paidWaybill(w, grand);
    expect((await commissionsOf(first.id)).map((c) => [c.agentUserId, c.level, c.rateBp])).toEqual([[sub.userId, 1, 500]]);
    await saveSettings(w.t, { second_level: true });
    const second = await paidWaybill(w, grand);
    expect((await commissionsOf(second.id)).map((c) => [c.agentUserId, c.level, c.rateBp])).toEqual([
      [sub.userId, 1, 500],
      [agent.userId, 2, 200],
    ]);
    await saveSettings(w.t, { second_level: false });

    const admin = await import('./test-support').then((m) => m.adminToken(w.t));
    const tier = await post(
      w.t,
      '/api/staff/agent/tier/save',
      {
        name_zh: '金牌代理',
        name_en: 'Gold',
        rate_bp: 800,
        level2_rate_bp: 300,
        channel_rates: { 'nz-general-economy': 1000 },
      },
      { token: admin },
    );
    expect(tier.body.data).toMatchObject({ rate_bp: 800, channel_rates: { 'nz-general-economy': 1000 }, is_default: false });
    const [row] = (await get(w.t, '/api/staff/agent/lst?status=approved&page_size=50', { token: w.staff })).body.data.list.filter(
      (a: { user_id: number }) => a.user_id === sub.userId,
    );
    expect(
      (await post(w.t, `/api/staff/agent/tier/${row.id}`, { tier_id: tier.body.data.id }, { token: w.staff, lang: 'en' })).body.data.tier,
    ).toBe('Gold');
    const third = await paidWaybill(w, grand);
    expect((await commissionsOf(third.id)).map((c) => c.rateBp)).toEqual([1000]);
  });
});

describe('withdrawals', () => {
  let agent: Agent;
  let available: number;
  beforeAll(async () => {
    await saveSettings(w.t, { min_withdraw: 100, bank_fee: 50, daily_cap: 1_000_000, dual_approval_above: 100_000 });
    await setDefaultRate(w.t, 3000);
    agent = await newAgent(w);
    const member = await newMember(w, agent);
    for (let i = 0; i < 3; i++) await deliver(w, (await paidWaybill(w, member)).id);
    await releaseAfterHold(w);
    available = (await info(w.t, agent.token)).available;
  });

  it('refuses bad amounts and bank accounts with the field named, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ method: 'wallet', amount: 99 }, 'amount: at least NZ$1.00'],
      [{ ...NZ_BANK, amount: 50 }, 'amount: at least NZ$1.00'],
      [{ ...NZ_BANK, amount: 200, account_number: '12-3456-789012-001' }, 'account number: the format is bb-bbbb-aaaaaaa-sss'],
      [{ ...NZ_BANK, amount: 200, account_name: '' }, 'account name: must not be empty'],
      [{ ...NZ_BANK, amount: 200, bank_country: 'US' }, 'bank country: must be one of NZ, AU'],
      [{ ...NZ_BANK, amount: 200, bank_country: 'AU', account_number: '12345678', bsb: '06200' }, 'BSB: 6 digits'],
      [{ ...NZ_BANK, amount: 200, bank_country: 'AU', account_number: '12345', bsb: '062-000' }, 'account number: 6 to 9 digits'],
      [{ ...NZ_BANK, amount: 200, bank_country: 'AU', account_number: '12345678' }, 'BSB: required'],
      [{ method: 'bank', amount: 200 }, 'bank country: required'],
      [{ method: 'cash', amount: 200 }, 'withdrawal method: must be one of wallet, bank'],
      [{ method: 'wallet', amount: 1.5 }, 'amount: wrong type, expected integer'],
      [{ method: 'wallet', amount: available + 1 }, `Not enough withdrawable commission: NZ$${(available / 100).toFixed(2)} available`],
    ];
    for (const [body, msg] of cases) {
      const answer = await withdraw(w.t, agent.token, body, 'en');
      expect([body, answer.body.msg]).toEqual([body, msg]);
    }
    expect((await info(w.t, agent.token)).available).toBe(available);
    expect((await get(w.t, '/api/agent/withdraw/lst', { token: agent.token })).body.data.total).toBe(0);
  });

  it('withdraws to the wallet at once, once for a retried request', async () => {
    const before = await walletBalance(w.t.db, agent.userId);
    const body = { method: 'wallet', amount: 300, request_id: 'wallet-once-1' };
    const [a, b] = await Promise.all([withdraw(w.t, agent.token, body), withdraw(w.t, agent.token, body)]);
    expect(a.body.data).toMatchObject({ status: 'paid', amount: 300, fee: 0, net: 300 });
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(await walletBalance(w.t.db, agent.userId)).toBe(before + 300);
    expect(await info(w.t, agent.token)).toMatchObject({ available: available - 300, withdrawn: 300 });
    available -= 300;
  });

  it('takes a bank withdrawal through approve and pay, one open at a time, with the CSV for the bank', async () => {
    const asked = await withdraw(w.t, agent.token, { ...NZ_BANK, amount: 400, account_number: '12-3456-7890123-01' });
    expect(asked.body).toMatchObject({
      status: 200,
      data: { status: 'requested', amount: 400, fee: 50, net: 350, account: '12-3456-7890123-01' },
    });
    expect((await withdraw(w.t, agent.token, { ...NZ_BANK, amount: 100 })).body.status).toBe(47003);
    const id = asked.body.data.id;
    expect((await post(w.t, `/api/staff/agent/withdraw/pay/${id}`, { bank_ref: 'X' }, { token: w.staff })).body.status).toBe(42009);
    expect((await post(w.t, `/api/staff/agent/withdraw/approve/${id}`, {}, { token: w.staff })).body.data.status).toBe('approved');
    const csv = await w.t.app.inject({ method: 'GET', url: '/api/staff/agent/withdraw/export', headers: { 'x-token': w.staff } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')).toEqual([
      'reference,country,account_name,bsb,account_number,amount,currency',
      `${asked.body.data.no},NZ,Li Wei,,12-3456-7890123-01,3.50,NZD`,
      '',
    ]);
    const paid = await post(w.t, `/api/staff/agent/withdraw/pay/${id}`, { bank_ref: 'ANZ-20260601-77' }, { token: w.staff });
    expect(paid.body.data).toMatchObject({ status: 'paid', bank_ref: 'ANZ-20260601-77' });
    const log = await get(w.t, '/api/agent/withdraw/lst', { token: agent.token, lang: 'en' });
    expect(log.body.data.list.map((x: { method: string; status_text: string }) => [x.method, x.status_text])).toEqual([
      ['bank', 'paid'],
      ['wallet', 'paid'],
    ]);
    expect(await told(agent.userId)).toContain('agent.withdrawal_paid');
    available -= 400;
    expect((await info(w.t, agent.token)).available).toBe(available);
  });

  it('lists withdrawals by request days in the site zone and sorts them (oldest first unless asked)', async () => {
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland' }).format(w.t.clock.now);
    const list = async (query: string, lang = 'zh-cn') =>
      (await get(w.t, `/api/staff/agent/withdraw/lst?status=paid&${query}`, { token: w.staff, lang })).body;
    const amounts = async (query: string) => (await list(query)).data.list.map((x: { amount: number }) => x.amount);
    expect(await amounts(`from=${today}&to=${today}`)).toEqual([300, 400]);
    expect(await amounts(`from=${today}&to=${today}&sort=amount&order=desc`)).toEqual([400, 300]);
    expect(await amounts(`from=${today}&to=${today}&sort=created_at&order=desc`)).toEqual([400, 300]);
    expect(await amounts('from=2020-01-01&to=2020-01-31')).toEqual([]);
    expect(await list(`from=${today}&to=2020-01-31`, 'en')).toMatchObject({ status: 40001, msg: expect.stringContaining('to') });
    expect(await list('sort=fee', 'en')).toMatchObject({ status: 40001, msg: expect.stringContaining('sort') });
  });

  it('needs a second staff member above the site amount; a rejection gives the money back', async () => {
    await saveSettings(w.t, { dual_approval_above: 200 });
    const asked = await withdraw(w.t, agent.token, {
      ...NZ_BANK,
      bank_country: 'AU',
      bsb: '062 000',
      account_number: '12345678',
      amount: 250,
    });
    expect(asked.body.data.account).toBe('BSB 062-000 12345678');
    const id = asked.body.data.id;
    const first = await post(w.t, `/api/staff/agent/withdraw/approve/${id}`, {}, { token: w.staff, lang: 'en' });
    expect(first.body).toMatchObject({ status: 200, data: { status: 'requested' } });
    expect(first.body.msg).toContain('second staff member');
    expect((await post(w.t, `/api/staff/agent/withdraw/approve/${id}`, {}, { token: w.staff })).body.status).toBe(47006);
    const second = await post(w.t, `/api/staff/agent/withdraw/approve/${id}`, {}, { token: await secondStaff(w.t) });
    expect(second.body.data.status).toBe('approved');
    expect((await info(w.t, agent.token)).available).toBe(available - 250);
    const rejected = await post(
      w.t,
      `/api/staff/agent/withdraw/reject/${id}`,
      { reason: 'Account name does not match' },
      { token: w.staff },
    );
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reject_reason: 'Account name does not match' });
    expect((await info(w.t, agent.token)).available).toBe(available);
    expect((await post(w.t, `/api/staff/agent/withdraw/reject/${id}`, { reason: 'again' }, { token: w.staff })).body.status).toBe(42009);
    expect(await told(agent.userId)).toContain('agent.withdrawal_rejected');
    await saveSettings(w.t, { dual_approval_above: 100_000 });
  });

  it("holds to the daily cap in the site's day", async () => {
    await saveSettings(w.t, { daily_cap: 800 });
    // 700 went out today (wallet 300 + bank 400; the rejected 250 came back)
    const over = await withdraw(w.t, agent.token, { method: 'wallet', amount: 101 });
    expect(over.body.status).toBe(47005);
    expect((await withdraw(w.t, agent.token, { method: 'wallet', amount: 100 })).body.status).toBe(200);
    available -= 100;
    await saveSettings(w.t, { daily_cap: 1_000_000 });
  });
});

describe('reversals', () => {
  it('reverses a pending commission when the waybill is refunded, with nothing in the ledger', async () => {
    const agent = await newAgent(w);
    const member = await newMember(w, agent);
    const waybill = await paidWaybill(w, member);
    const cancelled = await post(w.t, `/api/order/cancel/${waybill.id}`, {}, { token: member.token });
    expect(cancelled.body.status).toBe(200);
    expect((await commissionsOf(waybill.id))[0]).toMatchObject({ status: 'reversed', reverseReason: 'refund' });
    expect(await info(w.t, agent.token)).toMatchObject({ pending: 0, available: 0 });
  });

  it('leaves a negative balance when a claim is paid after the commission was withdrawn, and the next commission pays it back first', async () => {
    await saveSettings(w.t, { min_withdraw: 100, bank_fee: 50 });
    const agent = await newAgent(w);
    const member = await newMember(w, agent);
    const waybill = await paidWaybill(w, member);
    await deliver(w, waybill.id);
    // Filed inside the claim window, paid after the commission became available and was withdrawn.
    const claim = await fileClaim(w.t, member.token, { type: 'damaged', waybill_id: waybill.id, amount: 500 });
    const id = claim.body.data.id;
    await releaseAfterHold(w);
    const { amount } = (await commissionsOf(waybill.id))[0];
    expect((await withdraw(w.t, agent.token, { method: 'wallet', amount })).body.data.status).toBe('paid');
    expect((await info(w.t, agent.token)).available).toBe(0);
    await post(w.t, `/api/staff/claim/review/${id}`, {}, { token: w.staff });
    await post(
      w.t,
      `/api/staff/claim/decide/${id}`,
      { outcome: 'approve', amount: 500, reason_code: 'full_value', message: '' },
      { token: w.staff },
    );
    expect((await post(w.t, `/api/staff/claim/pay/${id}`, {}, { token: w.staff })).body.status).toBe(200);
    expect((await commissionsOf(waybill.id))[0]).toMatchObject({ status: 'reversed', reverseReason: 'claim' });
    expect((await info(w.t, agent.token)).available).toBe(-amount);
    expect((await withdraw(w.t, agent.token, { method: 'wallet', amount: 100 })).body.status).toBe(47004);
    const next = await paidWaybill(w, member);
    await deliver(w, next.id);
    await releaseAfterHold(w);
    const { amount: later } = (await commissionsOf(next.id))[0];
    expect((await info(w.t, agent.token)).available).toBe(later - amount);
    const kinds = await w.t.db
      .select()
      .from(commissionEntries)
      .where(and(eq(commissionEntries.userId, agent.userId)))
      .orderBy(commissionEntries.seq);
    expect(kinds.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['commission', amount, amount],
      ['withdrawal', -amount, 0],
      ['reversal', -amount, -amount],
      ['commission', later, later - amount],
    ]);
  });
});
