import Taro from '@tarojs/taro';
import StaffAgentWithdrawalsPage from '@/pages/staff/agent-withdrawals';
import StaffAgentsPage from '@/pages/staff/agents';
import { RootStore } from '@/stores';
import { fakeCurrentPage } from '../support/fake-current-page';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';
import { userWithRole } from '../support/staff-page';

const user = userWithRole;
const SETTINGS = {
  settings: {
    auto_approve: false,
    second_level: false,
    hold_days: 14,
    min_withdraw: 5000,
    bank_fee: 200,
    daily_cap: 500000,
    dual_approval_above: 100000,
  },
  tiers: [{ id: 1, name_zh: '标准代理', name_en: 'Standard', rate_bp: 500, level2_rate_bp: 200, channel_rates: {}, is_default: true }],
};
const applicant = {
  id: 4,
  user_id: 40,
  member_code: 'NZ123456',
  mobile: '+64211110000',
  name: '林晓',
  contact: '0211110000',
  promotion: '留学生群',
  status: 'pending',
  tier_id: null,
  tier: '',
  team_size: 0,
  pending: 0,
  available: 0,
  withdrawn: 0,
  created_at: '2026-06-01T00:00:00Z',
};
const withdrawal = (extra: object) => ({
  id: 7,
  no: 'W7',
  method: 'bank',
  amount: 10000,
  fee: 200,
  net: 9800,
  status: 'requested',
  status_text: '',
  account: '12-3456-7890123-001',
  bank_ref: '',
  reject_reason: '',
  created_at: '2026-06-01T00:00:00Z',
  approved_at: null,
  paid_at: null,
  rejected_at: null,
  user_id: 40,
  agent_name: '林晓',
  account_name: 'Lin Xiao',
  first_approved_by: null,
  ...extra,
});

let restorePage = () => {};
beforeEach(() => {
  restorePage = fakeCurrentPage();
});
afterEach(() => {
  restorePage();
  jest.restoreAllMocks();
});

async function setup(Page: any, role: string, answers: Parameters<typeof createFakeHttp>[0]) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({ 'GET /api/user/info': user(role), ...answers });
  const store = new RootStore(fake.http);
  await store.session.fetchUser();
  const page = await mountPage(Page, store);
  await page.settle();
  return { ...fake, page, toast };
}

it('a customer sees "staff only" and no staff call is made', async () => {
  const { calls, page } = await setup(StaffAgentsPage, 'customer', {});
  expect(page.$('.staff-only')).not.toBeNull();
  expect(calls.filter((c) => c.url.startsWith('/api/staff/'))).toEqual([]);
});

it('reviews an application: a rejection needs a reason, an approval is sent; staff read the settings but only admins save', async () => {
  const { calls, page, toast } = await setup(StaffAgentsPage, 'staff', {
    'GET /api/staff/agent/lst': { list: [applicant], total: 1, page: 1, page_size: 20 },
    'GET /api/staff/agent/settings': SETTINGS,
    'POST /api/staff/agent/decide/4': { ...applicant, status: 'approved' },
  });
  expect(page.text('.staff-agent-4')).toContain('林晓 · NZ123456');
  page.click('.staff-agent-4 .staff-agent-reject');
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写原因' }));
  page.click('.staff-agent-4 .staff-agent-approve');
  await page.settle();
  expect(calls.find((c) => c.url === '/api/staff/agent/decide/4')?.body).toEqual({ outcome: 'approve' });
  expect(page.text('.staff-agent-settings')).toContain('标准代理:一级 5% · 二级 2%');
  expect(page.$('.staff-agent-save')).toBeNull();
});

it('works the withdrawal queue: approve, then mark paid with the bank reference', async () => {
  const { calls, page, toast } = await setup(StaffAgentWithdrawalsPage, 'staff', {
    'GET /api/staff/agent/withdraw/lst': (q: { status: string }) => ({
      list:
        q.status === 'approved'
          ? [withdrawal({ status: 'approved' })]
          : q.status === 'requested'
            ? [withdrawal({ first_approved_by: 3 })]
            : [],
      total: 1,
      page: 1,
      page_size: 20,
    }),
    'POST /api/staff/agent/withdraw/approve/7': withdrawal({ status: 'approved' }),
    'POST /api/staff/agent/withdraw/pay/7': withdrawal({ status: 'paid', bank_ref: 'ANZ-1' }),
  });
  expect(page.text('.staff-withdrawal-W7 .staff-withdrawal-amount')).toBe('NZ$98.00');
  expect(page.text('.staff-withdrawal-W7 .staff-withdrawal-second')).toBe('已有一位员工批准,需另一位员工确认');
  page.click('.staff-withdrawal-W7 .staff-withdrawal-approve');
  await page.settle();
  expect(calls.some((c) => c.url === '/api/staff/agent/withdraw/approve/7')).toBe(true);
  page.click('.staff-withdrawals-tab-approved');
  await page.settle();
  page.click('.staff-withdrawal-W7 .staff-withdrawal-pay');
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写银行流水号' }));
  await page.type('.staff-withdrawal-W7 .staff-withdrawal-text', 'ANZ-1');
  page.click('.staff-withdrawal-W7 .staff-withdrawal-pay');
  await page.settle();
  expect(calls.find((c) => c.url === '/api/staff/agent/withdraw/pay/7')?.body).toEqual({ bank_ref: 'ANZ-1' });
});

it("admins change a tier's rates in percent and run the commission sweep", async () => {
  const { calls, page, toast } = await setup(StaffAgentsPage, 'admin', {
    'GET /api/staff/agent/lst': { list: [], total: 0, page: 1, page_size: 20 },
    'GET /api/staff/agent/settings': SETTINGS,
    'POST /api/staff/agent/tier/save?id=1': (body: object) => ({ ...SETTINGS.tiers[0], ...body }),
    'POST /api/staff/agent/release': { released: 2 },
  });
  await page.type('.staff-agent-tier-1 .staff-agent-tier-rate', '60');
  page.click('.staff-agent-tier-1 .staff-agent-tier-save');
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '佣金比例应在 0 到 50% 之间' }));
  await page.type('.staff-agent-tier-1 .staff-agent-tier-rate', '8.5');
  page.click('.staff-agent-tier-1 .staff-agent-tier-save');
  await page.settle();
  expect(calls.find((c) => c.url === '/api/staff/agent/tier/save?id=1')?.body).toEqual({
    name_zh: '标准代理',
    name_en: 'Standard',
    rate_bp: 850,
    level2_rate_bp: 200,
    channel_rates: {},
  });
  page.click('.staff-agent-release');
  await page.settle();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已结算 2 笔佣金' }));
});

it('staff move an approved agent to another tier; admins add a tier', async () => {
  const gold = { id: 2, name_zh: '金牌代理', name_en: 'Gold', rate_bp: 800, level2_rate_bp: 300, channel_rates: {}, is_default: false };
  const agent = { ...applicant, status: 'approved', tier_id: 1, tier: '标准代理' };
  const { calls, page, toast } = await setup(StaffAgentsPage, 'admin', {
    'GET /api/staff/agent/lst': { list: [agent], total: 1, page: 1, page_size: 20 },
    'GET /api/staff/agent/settings': { ...SETTINGS, tiers: [...SETTINGS.tiers, gold] },
    'POST /api/staff/agent/tier/4': { ...agent, tier_id: 2, tier: '金牌代理' },
    'POST /api/staff/agent/tier/save': (body: object) => ({ ...body, id: 3, is_default: false }),
  });
  expect(page.$('.staff-agent-4 .staff-agent-set-tier-1')?.getAttribute('class')).toContain('primary');
  page.click('.staff-agent-4 .staff-agent-set-tier-2');
  await page.settle();
  expect(calls.find((c) => c.url === '/api/staff/agent/tier/4')?.body).toEqual({ tier_id: 2 });
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已调整代理等级' }));

  page.click('.staff-agent-add-tier');
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写中英文名称' }));
  await page.type('.staff-agent-new-tier-zh', '银牌代理');
  await page.type('.staff-agent-new-tier-en', 'Silver');
  await page.type('.staff-agent-new-tier-rate', '6.5');
  page.click('.staff-agent-add-tier');
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '佣金比例应在 0 到 50% 之间' }));
  await page.type('.staff-agent-new-tier-rate2', '2');
  page.click('.staff-agent-add-tier');
  await page.settle();
  expect(calls.find((c) => c.url === '/api/staff/agent/tier/save')?.body).toEqual({
    name_zh: '银牌代理',
    name_en: 'Silver',
    rate_bp: 650,
    level2_rate_bp: 200,
    channel_rates: {},
  });
  expect(page.$('.staff-agent-tier-3')).not.toBeNull();
  expect(page.$('.staff-agent-4 .staff-agent-set-tier-3')).not.toBeNull();
});

it("admins type the money settings in the site's currency; they are sent in minor units", async () => {
  const { calls, page, toast } = await setup(StaffAgentsPage, 'admin', {
    'GET /api/staff/agent/lst': { list: [], total: 0, page: 1, page_size: 20 },
    'GET /api/staff/agent/settings': SETTINGS,
    'POST /api/staff/agent/settings/save': (body: object) => body,
  });
  expect(page.text('.staff-agent-settings')).toContain('最低提现金额(NZ$)');
  expect(page.text('.staff-agent-settings')).not.toContain('分');
  expect((page.$('.staff-agent-min_withdraw input') as HTMLInputElement).value).toBe('50.00');
  await page.type('.staff-agent-bank_fee', '');
  page.click('.staff-agent-save');
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '银行手续费(NZ$):请填写金额,最多两位小数' }));
  expect(calls.some((c) => c.url === '/api/staff/agent/settings/save')).toBe(false);
  await page.type('.staff-agent-bank_fee', '2.5');
  await page.type('.staff-agent-min_withdraw', '20');
  page.click('.staff-agent-save');
  await page.settle();
  expect(calls.find((c) => c.url === '/api/staff/agent/settings/save')?.body).toEqual({
    ...SETTINGS.settings,
    min_withdraw: 2000,
    bank_fee: 250,
  });
});
