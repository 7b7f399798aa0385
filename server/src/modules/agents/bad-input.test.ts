/**
 * Every field of the agent calls fed wrong types, empty, too long and malformed values: each answer is HTTP 200
 * with status 40001 naming the field in zh and en, and nothing is written.
 */
import { count } from 'drizzle-orm';
import { type BadInputCase, long, MISSING, NOT_INTS, NOT_STRINGS, refusesEachValue } from '../../../test/bad-input-kit';
import { post, registerUser } from '../../../test/helpers';
import { agents, agentSettings, agentTiers, agentWithdrawals, commissionEntries } from '../../db/schema';
import { adminToken, type Agent, newAgent, NZ_BANK, startWorld, type World } from './test-support';

let w: World;
let agent: Agent;
let customer = '';
let admin = '';
beforeAll(async () => {
  w = await startWorld();
  agent = await newAgent(w);
  customer = (await registerUser(w.t)).token;
  admin = await adminToken(w.t);
});
afterAll(() => w.t.close());

const written = async () =>
  Promise.all(
    [agents, agentWithdrawals, commissionEntries, agentTiers, agentSettings].map(
      async (table) => (await w.t.db.select({ n: count() }).from(table))[0].n,
    ),
  );
const text = (max: number) => [MISSING, '', '   ', long(max + 1), 'a\u0000b', ...NOT_STRINGS];
const ID = [0, -1, '1', 1.5, true, null, 2_147_483_648];
const MONEY = [MISSING, ...NOT_INTS.filter((v) => v !== 0), 100_000_001];
const BOOL = [MISSING, 'true', 1, null, []];
const AU_BANK = { ...NZ_BANK, bank_country: 'AU', bsb: '062-000', account_number: '12345678' };
const settings = {
  auto_approve: false,
  second_level: false,
  hold_days: 14,
  min_withdraw: 5000,
  bank_fee: 200,
  daily_cap: 500000,
  dual_approval_above: 100000,
};

const CASES: BadInputCase[] = [
  {
    label: 'agent/create',
    url: () => '/api/agent/create',
    token: () => customer,
    body: () => ({ name: 'Li Wei', contact: '+64211110000', promotion: 'Student groups' }),
    fields: {
      name: { zh: '姓名', en: 'name', values: text(50) },
      contact: { zh: '联系方式', en: 'contact', values: text(100) },
      promotion: { zh: '推广方式', en: 'how you will promote', values: text(200) },
    },
  },
  {
    label: 'agent/withdraw/create (NZ bank)',
    url: () => '/api/agent/withdraw/create',
    token: () => agent.token,
    body: () => ({ ...NZ_BANK, amount: 6000, request_id: 'bad-input-1' }),
    fields: {
      method: { zh: '提现方式', en: 'withdrawal method', values: [MISSING, '', 'cash', ...NOT_STRINGS] },
      amount: { zh: '提现金额', en: 'amount', values: [...MONEY, 4999] },
      request_id: { zh: '请求编号', en: 'request id', values: [MISSING, '', 'short', 'a b c d e f', long(65), ...NOT_STRINGS] },
      bank_country: { zh: '银行所在国家', en: 'bank country', values: [MISSING, '', 'US', ...NOT_STRINGS] },
      account_name: { zh: '户名', en: 'account name', values: text(80) },
      account_number: {
        zh: '银行账号',
        en: 'account number',
        values: [MISSING, '', '12-3456-7890123', '12-3456-789O123-001', long(25), ...NOT_STRINGS],
      },
    },
  },
  {
    label: 'agent/withdraw/create (AU bank)',
    url: () => '/api/agent/withdraw/create',
    token: () => agent.token,
    body: () => ({ ...AU_BANK, amount: 6000, request_id: 'bad-input-2' }),
    fields: {
      bsb: { zh: 'BSB', en: 'BSB', values: [MISSING, '', '06200', '0620000', 'abcdef', long(9), ...NOT_STRINGS] },
      account_number: { zh: '银行账号', en: 'account number', values: ['12345', '1234567890', '12-345678'] },
    },
  },
  {
    label: 'staff/agent/decide',
    url: () => '/api/staff/agent/decide/1',
    token: () => w.staff,
    body: () => ({ outcome: 'reject', reason: 'Not enough detail', tier_id: 1 }),
    fields: {
      outcome: { zh: '审核结果', en: 'outcome', values: [MISSING, '', 'maybe', ...NOT_STRINGS] },
      reason: { zh: '原因', en: 'reason', values: [MISSING, '', '   ', long(201), 'a\u0000b', ...NOT_STRINGS] },
    },
  },
  {
    label: 'staff/agent/decide (approve)',
    url: () => '/api/staff/agent/decide/1',
    token: () => w.staff,
    body: () => ({ outcome: 'approve', tier_id: 1 }),
    fields: { tier_id: { zh: '代理等级', en: 'tier', values: [...ID, 99_999] } },
  },
  {
    label: 'staff/agent/tier',
    url: () => '/api/staff/agent/tier/1',
    token: () => w.staff,
    body: () => ({ tier_id: 1 }),
    fields: { tier_id: { zh: '代理等级', en: 'tier', values: [MISSING, ...ID, 99_999] } },
  },
  {
    label: 'staff/agent/withdraw/pay',
    url: () => '/api/staff/agent/withdraw/pay/1',
    token: () => w.staff,
    body: () => ({ bank_ref: 'ANZ-1' }),
    fields: { bank_ref: { zh: '银行流水号', en: 'bank reference', values: text(64) } },
  },
  {
    label: 'staff/agent/withdraw/reject',
    url: () => '/api/staff/agent/withdraw/reject/1',
    token: () => w.staff,
    body: () => ({ reason: 'Wrong account' }),
    fields: { reason: { zh: '原因', en: 'reason', values: text(200) } },
  },
  {
    label: 'staff/agent/settings/save',
    url: () => '/api/staff/agent/settings/save',
    token: () => admin,
    body: () => ({ ...settings }),
    fields: {
      auto_approve: { zh: '自动通过申请', en: 'auto-approve applications', values: BOOL },
      second_level: { zh: '二级佣金', en: 'second-level commission', values: BOOL },
      hold_days: { zh: '签收后冻结天数', en: 'days held after delivery', values: [MISSING, -1, 366, 1.5, '14', null] },
      min_withdraw: { zh: '最低提现金额', en: 'minimum withdrawal', values: MONEY },
      bank_fee: { zh: '银行转账手续费', en: 'bank transfer fee', values: [MISSING, -1, 1.5, '1', 100_000_001] },
      daily_cap: { zh: '每日提现上限', en: 'daily withdrawal cap', values: MONEY },
      dual_approval_above: { zh: '双人审批金额', en: 'second-approval amount', values: [MISSING, -1, 1.5, '1', 100_000_001] },
    },
  },
  {
    label: 'staff/agent/tier/save',
    url: () => '/api/staff/agent/tier/save',
    token: () => admin,
    body: () => ({ name_zh: '金牌', name_en: 'Gold', rate_bp: 800, level2_rate_bp: 200, channel_rates: {} }),
    fields: {
      name_zh: { zh: '中文名称', en: 'Chinese name', values: [MISSING, '', long(31), 'a\u0000b', ...NOT_STRINGS] },
      name_en: { zh: '英文名称', en: 'English name', values: [MISSING, '', long(31), ...NOT_STRINGS] },
      rate_bp: { zh: '一级佣金比例', en: 'first-level rate', values: [MISSING, -1, 5001, 1.5, '5'] },
      level2_rate_bp: { zh: '二级佣金比例', en: 'second-level rate', values: [MISSING, -1, 5001, 1.5, '5'] },
      channel_rates: {
        zh: '渠道佣金比例',
        en: 'channel rates',
        values: [MISSING, 'x', [], null, { 'NZ ECON': 100 }, { 'nz-general-economy': 6000 }, { 'nz-general-economy': '1' }],
      },
    },
  },
];

describe.each(CASES)('$label', (c) => {
  it.each(Object.keys(c.fields))('refuses bad %s, naming it, writing nothing', (field) => refusesEachValue(w.t, 'body', c, field, written));
});

describe('lists', () => {
  const list = (url: string, token: () => string, status: string | null): BadInputCase => ({
    label: url,
    url: () => url,
    token,
    body: () => ({ ...(status ? { status } : {}), page: 1, page_size: 10 }),
    fields: {
      ...(status ? { status: { zh: '状态', en: 'status', values: ['', 'nope', 'x'.repeat(30)] } } : {}),
      page: { zh: '页码', en: 'page', values: ['0', '-1', 'x', '1.5'] },
      page_size: { zh: '每页数量', en: 'page size', values: ['0', '51', 'x'] },
    },
  });
  const cases = [
    list('/api/agent/team/lst', () => agent.token, null),
    list('/api/agent/order/lst', () => agent.token, 'pending'),
    list('/api/agent/withdraw/lst', () => agent.token, null),
    list('/api/staff/agent/lst', () => w.staff, 'pending'),
    list('/api/staff/agent/withdraw/lst', () => w.staff, 'requested'),
  ];
  for (const c of cases)
    it.each(Object.keys(c.fields))(`${c.label}: refuses bad %s`, (field) => refusesEachValue(w.t, 'query', c, field, written));
  const withdrawals: BadInputCase = {
    label: 'staff withdrawals by day',
    url: () => '/api/staff/agent/withdraw/lst',
    token: () => w.staff,
    body: () => ({ from: '2026-06-01', to: '2026-06-30' }),
    fields: {
      from: { zh: '开始日期', en: 'from', values: ['2026-6-1', '2026-02-30', 'today'] },
      to: { zh: '结束日期', en: 'to', values: ['2026/06/30', '2026-13-01', '2026-05-31'] },
      sort: { zh: '排序', en: 'sort', values: ['fee', ''] },
      order: { zh: '排序方向', en: 'sort direction', values: ['up'] },
    },
  };
  it.each(Object.keys(withdrawals.fields))('staff withdrawals: refuses bad %s', (field) =>
    refusesEachValue(w.t, 'query', withdrawals, field, written),
  );

  it('refuses a bad member id and platform', async () => {
    const c: BadInputCase = {
      label: 'order member',
      url: () => '/api/agent/order/lst',
      token: () => agent.token,
      body: () => ({ member_id: 1 }),
      fields: { member_id: { zh: '团队成员', en: 'team member', values: ['0', '-1', 'x', '1.5', '2147483648'] } },
    };
    await refusesEachValue(w.t, 'query', c, 'member_id', written);
    const p: BadInputCase = {
      label: 'invite',
      url: () => '/api/agent/invite',
      token: () => agent.token,
      body: () => ({ platform: 'h5' }),
      fields: { platform: { zh: '平台', en: 'platform', values: ['', 'ios', 'x'.repeat(40)] } },
    };
    await refusesEachValue(w.t, 'query', p, 'platform', written);
  });

  it('refuses a bad or unknown tier id to change', async () => {
    const tier = { name_zh: '金牌', name_en: 'Gold', rate_bp: 800, level2_rate_bp: 200, channel_rates: {} };
    const before = await written();
    for (const id of ['0', '-1', 'x', '1.5', '2147483648', '99999']) {
      for (const [lang, label] of [
        ['zh-cn', '记录'],
        ['en', 'record'],
      ] as const) {
        const answer = await post(w.t, `/api/staff/agent/tier/save?id=${id}`, tier, { token: admin, lang });
        expect([id, answer.body.status, answer.body.msg]).toEqual([id, 40001, expect.stringContaining(label)]);
      }
    }
    expect(await written()).toEqual(before);
  });
});
