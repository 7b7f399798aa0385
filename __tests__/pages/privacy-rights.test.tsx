import Taro from '@tarojs/taro';
import DeletePage from '@/pages/mine/privacy/delete';
import PrivacyCentre from '@/pages/mine/privacy/index';
import { RootStore } from '@/stores';
import type { DeletionCheck, ExportList } from '@contract/account';
import type { ConsentList } from '@contract/privacy';
import { fakeCurrentPage } from '../support/fake-current-page';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

type Answers = Parameters<typeof createFakeHttp>[0];

const CONSENTS: ConsentList = {
  list: [
    { id: 2, kind: 'sensitive_id', version: '2026.1', address_id: 7, given_at: '2026-06-01T00:00:00Z', withdrawn_at: null, channel: 'h5' },
    {
      id: 1,
      kind: 'privacy_policy',
      version: '2026.1',
      address_id: null,
      given_at: '2026-06-01T00:00:00Z',
      withdrawn_at: null,
      channel: 'h5',
    },
  ],
  policy_version: '2026.1',
  policy_agreed: true,
};
const READY: ExportList = {
  list: [
    {
      id: 3,
      state: 'ready',
      created_at: '2026-06-01T00:00:00Z',
      ready_at: '2026-06-01T00:01:00Z',
      expires_at: '2026-06-02T00:01:00Z',
      size: 20480,
      url: 'http://localhost/api/privacy/export/file/AbCdEfGhIjKlMnOpQrStUvWx.zip?expires=9&sig=s',
    },
  ],
  next_at: '2026-06-02T00:00:00Z',
};
const CHECK: DeletionCheck = { blockers: [], forfeits: [], mobile: '+64 21 *** 4567', scheduled: null, grace_hours: 168 };

let restorePage = () => {};
beforeEach(() => {
  restorePage = fakeCurrentPage();
});
afterEach(() => {
  restorePage();
  jest.restoreAllMocks();
});

async function setup(page: typeof PrivacyCentre, answers: Answers = {}, lang = 'zh_CN') {
  Taro.setStorageSync('lang', lang);
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: {}, path: '/pages/mine/privacy/index' } as never);
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const modal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false })) as never);
  const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({
    'GET /api/privacy/consents': CONSENTS,
    'GET /api/privacy/export/lst': { list: [], next_at: null },
    'GET /api/privacy/delete/check': CHECK,
    ...answers,
  });
  const p = await mountPage(page, new RootStore(fake.http));
  await p.settle();
  return { ...fake, page: p, toast, modal, nav };
}

describe('privacy centre', () => {
  it('shows the policy link, the consents with withdraw where allowed, and asks for a copy of the data', async () => {
    const { page, calls, nav, toast } = await setup(PrivacyCentre, { 'POST /api/privacy/export/create': { id: 3 } });
    expect(page.text('.rights-consent-sensitive_id')).toContain('身份证用于清关');
    expect(page.$('.rights-consent-sensitive_id .rights-withdraw')).not.toBeNull();
    expect(page.$('.rights-consent-privacy_policy .rights-withdraw')).toBeNull();
    page.click('.rights-policy');
    expect(nav).toHaveBeenCalledWith({ url: '/pages/mine/privacy/policy' });
    page.click('.rights-export-ask');
    await page.settle();
    expect(calls.filter((c) => c.url === '/api/privacy/export/create')).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '正在准备,完成后会通过站内消息通知您' }));
  });

  it('shows a ready export with its download and when the next one may be asked for (English)', async () => {
    const { page } = await setup(PrivacyCentre, { 'GET /api/privacy/export/lst': READY }, 'en');
    expect(page.text('.rights-export-ready .rights-export-state')).toBe('Ready');
    expect(page.$('.rights-export-download')).not.toBeNull();
    expect(page.$('.rights-export-ask')).toBeNull();
    expect(page.text('.rights-export-next')).toMatch(/^Next request possible 2026-06-02 \d\d:\d\d$/);
  });

  it('withdraws the ID consent of an address after a confirmation', async () => {
    let withdrawn = false;
    const { page, calls } = await setup(PrivacyCentre, {
      'GET /api/privacy/consents': () =>
        withdrawn ? { ...CONSENTS, list: [{ ...CONSENTS.list[0], withdrawn_at: '2026-06-02T00:00:00Z' }, CONSENTS.list[1]] } : CONSENTS,
      'POST /api/privacy/consent/withdraw': () => {
        withdrawn = true;
        return { withdrawn: 1 };
      },
    });
    page.click('.rights-consent-sensitive_id .rights-withdraw');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/privacy/consent/withdraw')?.body).toEqual({ kind: 'sensitive_id', address_id: 7 });
    expect(page.$('.rights-consent-sensitive_id .rights-withdraw')).toBeNull();
  });
});

describe('delete my account', () => {
  it('lists what is open and offers no way to go on', async () => {
    const { page } = await setup(DeletePage, {
      'GET /api/privacy/delete/check': { ...CHECK, blockers: [{ kind: 'parcel_in_warehouse', count: 2 }] },
    });
    expect(page.text('.rights-blocker-parcel_in_warehouse')).toBe('· 2 个包裹在仓库中');
    expect(page.$('.rights-delete-submit')).toBeNull();
  });

  it('needs the forfeits ticked and the code, then schedules the deletion and can cancel it', async () => {
    const scheduled = { ...CHECK, scheduled: { requested_at: '2026-06-01T00:00:00Z', due_at: '2026-06-08T00:00:00Z' } };
    const { page, calls, toast } = await setup(DeletePage, {
      'GET /api/privacy/delete/check': { ...CHECK, forfeits: [{ kind: 'wallet_balance', amount: 1234, currency: 'NZD' }] },
      'POST /api/privacy/delete/code': { expires_in: 300, resend_in: 60 },
      'POST /api/privacy/delete/create': scheduled,
      'POST /api/privacy/delete/cancel': null,
    });
    expect(page.text('.rights-forfeit-wallet_balance')).toBe('· 钱包余额 NZ$12.34');
    page.click('.rights-delete-submit');
    await page.settle();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先勾选确认' }));
    page.click('.rights-ack');
    page.click('.rights-delete-code .get-code');
    await page.settle();
    expect(calls.filter((c) => c.url === '/api/privacy/delete/code')).toHaveLength(1);
    await page.type('.rights-delete-code', '123456');
    page.click('.rights-delete-submit');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/privacy/delete/create')?.body).toEqual({ acknowledge_forfeits: true, captcha: '123456' });
    expect(page.text('.rights-delete-scheduled .rights-card-title')).toMatch(/^您的账号将于 2026-06-08 \d\d:\d\d 注销$/);
    page.click('.rights-delete-cancel');
    await page.settle();
    expect(calls.filter((c) => c.url === '/api/privacy/delete/cancel')).toHaveLength(1);
  });
});
