import Taro from '@tarojs/taro';
import { resultUrl } from '@/lib/result';
import ClaimAddPage from '@/pages/claims/add';
import ClaimsPage from '@/pages/claims/index';
import AfterServiceDetailPage from '@/pages/mine/after-service/detail';
import AfterServicePage from '@/pages/mine/after-service/index';
import ResultPage from '@/pages/result/index';
import StaffClaimPage from '@/pages/staff/claim';
import { ApiError } from '@/services/request';
import { RootStore } from '@/stores';
import type { ClaimDetail, ClaimOptionsData, ClaimSummary, StaffClaimDetail } from '@contract/claim';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';
import { mountStaffPage } from '../support/staff-page';

type Answers = Parameters<typeof createFakeHttp>[0];

const summary = (over: Partial<ClaimSummary> = {}): ClaimSummary => ({
  id: 7,
  no: 'CLNZ000000007',
  type: 'damaged',
  type_text: '破损',
  status: 'need_info',
  status_text: '待补充材料',
  target_no: 'NZ1000000014',
  currency: 'NZD',
  amount: 1500,
  approved_amount: null,
  compensation: 'wallet',
  created_at: '2026-06-01T00:00:00Z',
  updated_at: '2026-06-01T00:00:00Z',
  ...over,
});
const photo = (file: string) => ({
  file,
  url: `http://localhost/api/private-files/${file}.jpg?expires=9&sig=s`,
  expires_at: '2026-06-01T00:10:00Z',
});
const detail = (over: Partial<ClaimDetail> = {}): ClaimDetail => ({
  ...summary(),
  waybill_id: 5,
  parcel_id: null,
  description: '箱子压坏,花瓶碎了',
  photos: [photo('A'.repeat(24)), photo('B'.repeat(24))],
  proof: [],
  snapshot: {
    currency: 'NZD',
    declared_value: 5000,
    insured: false,
    insured_value: 0,
    freight: 2000,
    channel_code: 'nz-general-economy',
    rules_version: '2026.2',
  },
  max: { kind: 'wallet', amount: 5000, freight_refund: 0, basis: '未保价:申报价值 NZ$50' },
  reason_code: null,
  reason_text: '',
  appealed: false,
  actions: ['withdraw', 'answer'],
  events: [
    {
      action: 'submitted',
      action_text: '提交理赔申请',
      by: 'customer',
      by_name: '小明',
      message: '箱子压坏',
      photos: [],
      amount: 1500,
      reason_code: null,
      reason_text: '',
      at: '2026-06-01T00:00:00Z',
    },
    {
      action: 'asked',
      action_text: '客服请您补充材料',
      by: 'staff',
      by_name: '客服',
      message: '请拍外箱照片',
      photos: [],
      amount: null,
      reason_code: null,
      reason_text: '',
      at: '2026-06-01T01:00:00Z',
    },
  ],
  ...over,
});
const OPTIONS: ClaimOptionsData = {
  target: {
    kind: 'waybill',
    id: 5,
    no: 'NZ1000000014',
    status: 'delivered',
    status_text: '已签收',
    incident: null,
    incident_text: '',
    created_at: '2026-06-01T00:00:00Z',
  },
  snapshot: detail().snapshot,
  options: [
    { type: 'lost', offered: false, reason: '运单已签收', max: null },
    {
      type: 'damaged',
      offered: true,
      reason: '',
      max: { kind: 'wallet', amount: 5000, freight_refund: 0, basis: '未保价:申报价值 NZ$50' },
    },
    { type: 'short', offered: true, reason: '', max: { kind: 'wallet', amount: 5000, freight_refund: 0, basis: '未保价' } },
    { type: 'delayed', offered: false, reason: '运单已按时签收', max: null },
  ],
};

afterEach(() => jest.restoreAllMocks());

async function setup(Page: any, answers: Answers, params: Record<string, string> = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/' } as never);
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp(answers);
  const page = await mountPage(Page, new RootStore(fake.http));
  await page.settle();
  return { ...fake, page, toast, nav, redirect };
}
const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((e) => e.textContent);

describe('after-sales claims', () => {
  it('puts waybills marked lost first and opens the claim form prefilled with that kind', async () => {
    const { page, nav } = await setup(ClaimsPage, {
      'GET /api/after/sales/targets': {
        list: [
          { ...OPTIONS.target, id: 5 },
          {
            kind: 'waybill',
            id: 6,
            no: 'NZ1000000022',
            status: 'in_transit',
            status_text: '运输中',
            incident: 'lost',
            incident_text: '仓库或承运人已将该运单标记为丢失,您可以申请理赔',
            created_at: '2026-06-02T00:00:00Z',
          },
          {
            kind: 'parcel',
            id: 9,
            no: 'NZP123',
            status: 'declared',
            status_text: '已预报',
            incident: null,
            incident_text: '',
            created_at: '2026-06-03T00:00:00Z',
          },
        ],
      },
    });
    expect(texts('.claims-target-no')).toEqual(['运单 NZ1000000022', '运单 NZ1000000014', '包裹 NZP123']);
    expect(page.text('.claims-target-waybill-6 .claims-incident')).toBe('仓库或承运人已将该运单标记为丢失,您可以申请理赔');
    page.click('.claims-target-waybill-6');
    expect(nav).toHaveBeenLastCalledWith({ url: '/pages/claims/add?waybill_id=6&type=lost' });
    page.click('.claims-target-parcel-9');
    expect(nav).toHaveBeenLastCalledWith({ url: '/pages/claims/add?parcel_id=9' });
  });

  it('shows each kind offered or why not, uploads two photos, and submits to the result page', async () => {
    jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['/tmp/a.jpg', '/tmp/b.jpg'] } as never);
    let n = 0;
    const { page, calls, redirect } = await setup(
      ClaimAddPage,
      {
        'GET /api/after/sales/options': OPTIONS,
        'UPLOAD /api/after/sales/photo': () => photo(String.fromCharCode(65 + n++).repeat(24)),
        'POST /api/after/sales/create': (body: object) => detail({ ...body, id: 7, status: 'submitted' } as never),
      },
      { waybill_id: '5', type: 'damaged' },
    );
    expect(calls[0]).toEqual({ method: 'GET', url: '/api/after/sales/options', body: { waybill_id: 5 } });
    expect(page.text('.claims-snapshot')).toBe('申报价值 NZ$50.00 · 未保价 · 运费 NZ$20.00');
    expect(page.text('.claims-type-lost .claims-type-reason')).toBe('运单已签收');
    expect(document.querySelector('.claims-type-damaged')!.className).toContain('claims-type--chosen');
    expect(page.text('.claims-type-damaged .claims-max')).toBe('最高可赔 NZ$50.00 · 未保价:申报价值 NZ$50');
    page.click('.claims-submit');
    await page.settle();
    expect(page.text('.claims-problem')).toBe('请填写问题描述');
    await page.typeArea('.claims-description', '箱子压坏');
    page.click('.claims-submit');
    await page.settle();
    expect(page.text('.claims-problem')).toBe('请填写申请金额');
    await page.type('.claims-amount-input', '60');
    page.click('.claims-submit');
    await page.settle();
    expect(page.text('.claims-problem')).toBe('申请金额须在 0.01 到最高可赔金额之间');
    await page.type('.claims-amount-input', '15');
    page.click('.claims-photo-strip .staff-photo-add');
    await page.settle();
    expect(document.querySelectorAll('.claims-photo-strip .staff-photo')).toHaveLength(2);
    page.click('.claims-submit');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/after/sales/create')!.body).toEqual({
      type: 'damaged',
      waybill_id: 5,
      description: '箱子压坏',
      photos: ['A'.repeat(24), 'B'.repeat(24)],
      amount: 1500,
      proof: [],
    });
    expect(redirect).toHaveBeenCalledWith({
      url: resultUrl({
        status: 'success',
        title: 'result.claim.title',
        text: 'result.claim.text',
        values: { no: 'CLNZ000000007' },
        primary: { label: 'result.claim.view', url: '/pages/mine/after-service/detail?id=7' },
        secondary: { label: 'result.claim.list', url: '/pages/mine/after-service/index' },
      }),
    });
  });

  it('in the mini-program, asks for the claim messages inside the submit tap only', async () => {
    process.env.TARO_ENV_JEST = 'weapp'; // babel-preset-taro reads TARO_ENV from it under Jest
    try {
      const ask = jest.fn((() => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok', C1: 'accept' })) as never);
      (Taro as unknown as Record<string, unknown>).requestSubscribeMessage = ask;
      const { page, calls } = await setup(
        ClaimAddPage,
        {
          'GET /api/after/sales/options': OPTIONS,
          'GET /api/message/templates': { template_ids: ['C1'] },
          'POST /api/message/subscribe': { counted: 1 },
        },
        { waybill_id: '5', type: 'damaged' },
      );
      expect(calls.find((c) => c.url === '/api/message/templates')?.body).toEqual({ events: 'claim.need_info,claim.decided,claim.paid' });
      expect(ask).not.toHaveBeenCalled();
      page.click('.claims-submit');
      expect(ask).toHaveBeenCalledWith({ tmplIds: ['C1'], entityIds: [] });
      await page.settle();
      expect(calls.find((c) => c.url === '/api/message/subscribe')?.body).toEqual({ accepted: ['C1'] });
    } finally {
      delete process.env.TARO_ENV_JEST;
    }
  });
});

describe('the result page', () => {
  it('says what its query says, in the current language, with its buttons', async () => {
    const url = resultUrl({
      status: 'success',
      title: 'result.claim.title',
      text: 'result.claim.text',
      values: { no: 'CLNZ000000007' },
      primary: { label: 'result.claim.view', url: '/pages/mine/after-service/detail?id=7' },
    });
    const params = Object.fromEntries(new URLSearchParams(url.split('?')[1]));
    const { page, redirect } = await setup(ResultPage, {}, params);
    expect(page.text('.result-title')).toBe('理赔申请已提交');
    expect(page.text('.result-text')).toContain('理赔单 CLNZ000000007 已提交');
    page.click('.result-primary');
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/mine/after-service/detail?id=7' });
  });

  it('a failure without buttons offers the way home', async () => {
    const switchTab = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never);
    const { page } = await setup(ResultPage, {}, { status: 'fail', title: '提现失败' });
    expect(document.querySelector('.result-page--fail')).not.toBeNull();
    expect(page.text('.result-title')).toBe('提现失败');
    page.click('.result-home');
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/home/index' });
  });
});

describe('after-sales service', () => {
  it('lists every case with its state and amounts, and opens one', async () => {
    const { page, nav, calls } = await setup(AfterServicePage, {
      'GET /api/after/sales/lst': {
        list: [summary(), summary({ id: 8, no: 'CLNZ000000008', status: 'paid', status_text: '已赔付', approved_amount: 900 })],
        total: 2,
        page: 1,
        page_size: 20,
      },
    });
    expect(calls[0].body).toEqual({ page: 1, page_size: 20 });
    expect(texts('.after-row .claims-status')).toEqual(['待补充材料', '已赔付']);
    expect(page.text('.after-row-8 .claims-approved')).toBe('批准 NZ$9.00');
    page.click('.after-row-8');
    expect(nav).toHaveBeenCalledWith({ url: '/pages/mine/after-service/detail?id=8' });
  });

  it('nothing yet: the empty state leads to filing a claim', async () => {
    const { page, nav } = await setup(AfterServicePage, { 'GET /api/after/sales/lst': { list: [], total: 0, page: 1, page_size: 20 } });
    expect(page.text('.after-empty .empty-state-text')).toBe('还没有售后记录');
    page.click('.after-empty .empty-state-action');
    expect(nav).toHaveBeenCalledWith({ url: '/pages/claims/index' });
  });

  it('shows the timeline and evidence (preview), answers staff, and withdraws after confirming', async () => {
    const preview = jest.spyOn(Taro, 'previewImage').mockImplementation((() => Promise.resolve()) as never);
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true } as never);
    const { page, calls } = await setup(
      AfterServiceDetailPage,
      {
        'GET /api/after/sales/detail/7': detail(),
        'POST /api/after/sales/answer/7': detail({ status: 'under_review', status_text: '审核中', actions: [] }),
      },
      { id: '7' },
    );
    expect(texts('.claims-event .claims-event-message')).toEqual(['箱子压坏', '请拍外箱照片']);
    page.click('.after-photos .claims-photo');
    expect(preview).toHaveBeenCalledWith({ urls: detail().photos.map((p) => p.url), current: detail().photos[0].url });
    await page.typeArea('.after-message', '外箱照片已补充');
    page.click('.after-send');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/after/sales/answer/7')!.body).toEqual({ message: '外箱照片已补充', photos: [] });
    expect(page.text('.claims-status')).toBe('审核中');
    expect(document.querySelector('.after-withdraw')).toBeNull();
  });
});

describe('the staff claims workbench', () => {
  const staffClaim = (over: Partial<StaffClaimDetail> = {}): StaffClaimDetail =>
    ({
      ...detail({ status: 'under_review', status_text: '审核中' }),
      actions: ['ask', 'decide', 'carrier_ref'],
      member_code: 'NZ123456',
      suggested: 1500,
      carrier_ref: '',
      proposed: null,
      dual_approval_above: 20000,
      evidence: {
        weight_g: 2340,
        length_mm: 300,
        width_mm: 200,
        height_mm: 150,
        packing_photos: [photo('P'.repeat(24))],
        parcels: [{ id: 1, tracking_no: 'NZP1', weight_g: 1200, photos: [] }],
        goods: [{ name: '花瓶', category: 'other', quantity: 1, unit_value: 5000 }],
        track: [{ at: '2026-06-01T00:00:00Z', place: 'Auckland', text: '已签收', source: 'system' }],
      },
      ...over,
    }) as StaffClaimDetail;

  it('shows the warehouse evidence and approves part of the claim with a reason code', async () => {
    const { page, calls } = await mountStaffPage(
      StaffClaimPage,
      'staff',
      {
        'GET /api/staff/claim/detail/7': staffClaim(),
        'POST /api/staff/claim/decide/7': staffClaim({
          status: 'partially_approved',
          status_text: '部分批准',
          approved_amount: 900,
          actions: ['pay', 'carrier_ref'],
        }),
      },
      '/pages/staff/claim',
      { id: '7' },
    );
    await page.settle();
    expect(page.text('.staff-claim-weight')).toBe('重量 2.34 kg');
    expect(page.text('.staff-claim-suggested')).toBe('建议金额 NZ$15.00');
    // Asked 15.00: at 9.00 "paid in full" is not offered, and the reason moves to a partial one.
    expect(document.querySelector('.staff-claim-reason-full_value')!.className).toContain('staff-tab--active');
    await page.type('.staff-claim-amount', '9');
    await page.settle();
    expect(document.querySelector('.staff-claim-reason-full_value')).toBeNull();
    expect(document.querySelector('.staff-claim-reason-partial_items')!.className).toContain('staff-tab--active');
    page.click('.staff-claim-reason-repair_cost');
    page.click('.staff-claim-reason-partial_items');
    page.click('.staff-claim-approve');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/staff/claim/decide/7')!.body).toEqual({
      outcome: 'approve',
      reason_code: 'partial_items',
      message: '',
      amount: 900,
    });
    expect(page.text('.claims-status')).toBe('部分批准');
    expect(document.querySelector('.staff-claim-pay')).not.toBeNull();
  });
});

describe('a claim page opened without its claim', () => {
  const notMine = () => Promise.reject(new ApiError(40004, 'no such claim'));
  it.each([
    ['no id', {}, '没有指定要查看的理赔(缺少理赔编号)'],
    ['an id that is not mine', { id: '9' }, '找不到这个理赔:它不存在或不属于您的账号'],
  ])('%s: says so and leads to my claims instead of a skeleton', async (_, params, text) => {
    const { page, redirect } = await setup(AfterServiceDetailPage, { 'GET /api/after/sales/detail/9': notMine }, params);
    expect(page.text('.after-missing .empty-state-text')).toBe(text);
    expect(page.$('.claims-loading')).toBeNull();
    page.click('.after-missing .empty-state-action');
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/mine/after-service/index' });
  });
});
