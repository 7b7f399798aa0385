import Taro from '@tarojs/taro';
import MyTeamPage from '@/pages/mine/my-team/index';
import UserAgentPage from '@/pages/mine/user-agent/index';
import WithdrawLogPage from '@/pages/mine/withdraw-log/index';
import { ApiError } from '@/services/request';
import { RootStore } from '@/stores';
import { createFakeHttp, sampleUser } from '../support/fake-http';
import { mountPage } from '../support/mount';

const RULES = { min_withdraw: 5000, bank_fee: 200, daily_cap: 500000, hold_days: 14, rate_bp: 500, second_level: false };
const info = (extra: object = {}) => ({
  agent: null,
  invite_code: '',
  currency: 'NZD',
  pending: 0,
  available: 0,
  withdrawn: 0,
  team_size: 0,
  month_orders: 0,
  open_withdrawal: false,
  rules: RULES,
  ...extra,
});
const AGENT = {
  status: 'approved',
  status_text: '已通过',
  name: 'Li Wei',
  contact: '0211110000',
  promotion: 'Groups',
  reject_reason: '',
  tier: '标准代理',
  created_at: '2026-06-01T00:00:00Z',
};
const approved = (extra: object = {}) =>
  info({
    agent: AGENT,
    invite_code: 'K7P2QX9M',
    pending: 1250,
    available: 8000,
    withdrawn: 3000,
    team_size: 3,
    month_orders: 2,
    ...extra,
  });
const empty = { list: [], total: 0, page: 1, page_size: 20 };

async function setup(Page: Parameters<typeof mountPage>[0], answers: Record<string, unknown>) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  const fake = createFakeHttp({ 'GET /api/user/info': sampleUser, ...answers });
  const page = await mountPage(Page, new RootStore(fake.http));
  await page.settle();
  return { ...fake, page };
}

afterEach(() => jest.restoreAllMocks());

it('not an agent: the application form, checked before sending, then the pending state', async () => {
  const { page, calls } = await setup(UserAgentPage, {
    'GET /api/agent/info': info(),
    'POST /api/agent/create': () => info({ agent: { ...AGENT, status: 'pending', status_text: '审核中' } }),
  });
  page.click('.agent-apply-submit');
  expect(page.text('.agent-apply-error')).toBe('请填写姓名');
  expect(calls.filter((c) => c.url === '/api/agent/create')).toHaveLength(0);
  await page.type('.agent-apply-name', 'Li Wei');
  await page.type('.agent-apply-contact', '0211110000');
  await page.typeArea('.agent-apply-promotion', '留学生微信群');
  page.click('.agent-apply-submit');
  await page.settle();
  expect(calls.find((c) => c.url === '/api/agent/create')?.body).toEqual({
    name: 'Li Wei',
    contact: '0211110000',
    promotion: '留学生微信群',
  });
  expect(page.text('.agent-pending-state .empty-state-text')).toBe('申请审核中,我们会尽快处理');
});

it('rejected: shows the reason and offers to apply again', async () => {
  const { page } = await setup(UserAgentPage, {
    'GET /api/agent/info': info({ agent: { ...AGENT, status: 'rejected', reject_reason: '请说明推广渠道' } }),
  });
  expect(page.text('.agent-rejected')).toBe('申请未通过:请说明推广渠道');
  expect(page.text('.agent-apply-submit')).toBe('重新申请');
});

it('approved: the figures, the invite code, team orders, and a withdrawal checked against the rules', async () => {
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
  const { page, calls } = await setup(UserAgentPage, {
    'GET /api/agent/info': approved(),
    'GET /api/agent/order/lst': {
      list: [
        {
          id: 1,
          waybill_no: 'NZ1118356454',
          member: '021****567',
          level: 1,
          base: 3000,
          amount: 150,
          status: 'pending',
          status_text: '待结算',
          available_at: null,
          created_at: '2026-06-01T00:00:00Z',
        },
      ],
      total: 1,
      page: 1,
      page_size: 20,
    },
    'POST /api/agent/withdraw/create': (body: { amount: number }) => ({
      id: 9,
      no: 'W1',
      method: 'wallet',
      amount: body.amount,
      fee: 0,
      net: body.amount,
      status: 'paid',
    }),
  });
  expect(page.text('.agent-available')).toBe('NZ$80.00');
  expect(page.text('.agent-pending .agent-figure-value')).toBe('NZ$12.50');
  expect(page.text('.agent-withdrawn .agent-figure-value')).toBe('NZ$30.00');
  expect(page.text('.agent-team-size .agent-figure-value')).toBe('3');
  expect(page.text('.agent-invite-code')).toBe('K7P2QX9M');
  expect(page.text('.agent-order-NZ1118356454 .agent-order-amount')).toBe('佣金 NZ$1.50');
  page.click('.agent-copy-code');
  expect(copy).toHaveBeenCalledWith({ data: 'K7P2QX9M' });

  await page.type('.agent-withdraw-amount', '20');
  page.click('.agent-withdraw-submit');
  expect(page.text('.agent-withdraw-error')).toBe('提现金额不能低于 NZ$50.00');
  await page.type('.agent-withdraw-amount', '81');
  page.click('.agent-withdraw-submit');
  expect(page.text('.agent-withdraw-error')).toBe('超过可提现佣金 NZ$80.00');
  await page.type('.agent-withdraw-amount', '60.5');
  page.click('.agent-withdraw-submit');
  await page.settle();
  const sent = calls.find((c) => c.url === '/api/agent/withdraw/create')!.body as Record<string, unknown>;
  expect(sent).toMatchObject({ method: 'wallet', amount: 6050 });
  expect(String(sent.request_id)).toMatch(/^[A-Za-z0-9]{8,}$/);
});

it('a negative balance says why', async () => {
  const { page } = await setup(UserAgentPage, { 'GET /api/agent/info': approved({ available: -150 }), 'GET /api/agent/order/lst': empty });
  expect(page.text('.agent-available')).toBe('-NZ$1.50');
  expect(page.text('.agent-negative-note')).toContain('佣金余额为负');
});

it('my team: members with masked numbers, join date and paid orders', async () => {
  const { page } = await setup(MyTeamPage, {
    'GET /api/agent/team/lst': {
      list: [{ id: 31, nickname: '021****567', mobile: '21****567', joined_at: '2026-06-02T01:00:00Z', paid_orders: 2 }],
      total: 1,
      page: 1,
      page_size: 20,
    },
  });
  expect(page.text('.team-member-31 .team-mobile')).toBe('21****567');
  expect(page.text('.team-member-31 .team-paid')).toBe('已付运单 2');
  expect(page.text('.team-member-31 .team-joined')).toMatch(/^2026-06-0[12] 加入$/);
});

it('withdraw log: each request with its progress, fee, bank reference and rejection reason', async () => {
  const row = (extra: object) => ({
    id: 1,
    no: 'W2026060100000001',
    method: 'bank',
    amount: 10000,
    fee: 200,
    net: 9800,
    status: 'paid',
    status_text: '',
    account: '12-3456-7890123-001',
    bank_ref: 'ANZ-77',
    reject_reason: '',
    created_at: '2026-06-01T00:00:00Z',
    approved_at: null,
    paid_at: null,
    rejected_at: null,
    ...extra,
  });
  const { page } = await setup(WithdrawLogPage, {
    'GET /api/agent/withdraw/lst': {
      list: [
        row({}),
        row({ id: 2, no: 'W2', status: 'rejected', bank_ref: '', reject_reason: '户名不符' }),
        row({ id: 3, no: 'W3', status: 'approved', bank_ref: '' }),
      ],
      total: 3,
      page: 1,
      page_size: 20,
    },
  });
  const first = '.withdrawal-W2026060100000001';
  expect(page.text(`${first} .agent-withdrawal-status`)).toBe('已到账');
  expect(page.text(`${first} .withdrawal-net`)).toBe('到账 NZ$98.00 · 手续费 NZ$2.00');
  expect(page.text(`${first} .withdrawal-bank-ref`)).toContain('银行流水号:ANZ-77');
  expect(page.text('.withdrawal-W2 .withdrawal-reason')).toBe('驳回原因:户名不符');
  expect(Array.from(document.querySelectorAll('.withdrawal-W3 .agent-step--done')).map((e) => e.textContent)).toEqual(['已申请', '已批准']);
});

it.each([
  [WithdrawLogPage, 'GET /api/agent/withdraw/lst', '.withdraw-log-not-agent', '成为代理后,您的佣金提现记录会显示在这里'],
  [MyTeamPage, 'GET /api/agent/team/lst', '.team-not-agent', '成为代理后可查看团队'],
])('not an agent: the page says what it will hold and leads to the agent centre to apply', async (Page, call, selector, text) => {
  const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never);
  const { page } = await setup(Page, { [call]: () => Promise.reject(new ApiError(47001, 'not an agent')) });
  expect(page.text(`${selector} .empty-state-text`)).toBe(text);
  expect(page.text(`${selector} .empty-state-action`)).toBe('申请成为代理');
  page.click(`${selector} .empty-state-action`);
  expect(redirect).toHaveBeenCalledWith({ url: '/pages/mine/user-agent/index' });
});
