import Taro from '@tarojs/taro';
import InvoicePage from '@/pages/invoice/index';
import PreviewFilePage from '@/pages/preview-file/index';
import { ApiError } from '@/services/request';
import { RootStore } from '@/stores';
import type { Invoice, InvoiceDetail, InvoiceWaybillsData } from '@contract/invoice';
import { fakeCurrentPage } from '../support/fake-current-page';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

type Answers = Parameters<typeof createFakeHttp>[0];

const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  id: 1,
  no: 'INV-NZ-000001',
  kind: 'personal',
  title: '张小明',
  tax_number: '',
  email: 'xm@example.com',
  address: '',
  currency: 'NZD',
  total: 11500,
  gst: 1500,
  gst_rate_bp: 1500,
  issued_at: '2026-06-01T00:00:00Z',
  emailed_at: '2026-06-01T00:00:05Z',
  items: [{ waybill_id: 5, waybill_no: 'NZ1000000014', description: '国际运费 · 普货经济线 · 计费重量 2.5 kg', amount: 11500 }],
  ...over,
});
const detail = (over: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  ...invoice(),
  pdf_url: 'http://localhost/api/private-files/AbCdEfGhIjKlMnOpQrStUvWx.pdf?expires=9&sig=s',
  pdf_url_expires_at: '2026-06-01T00:10:00Z',
  pdf_sha256: 'ab',
  ...over,
});
const LIST = {
  list: [
    invoice(),
    invoice({ id: 2, no: 'INV-NZ-000002', kind: 'company', title: 'Kiwi Trading Ltd', emailed_at: null, total: 2300, gst: 300 }),
  ],
  total: 2,
  page: 1,
  page_size: 20,
};
const WAYBILLS: InvoiceWaybillsData = {
  list: [
    {
      id: 11,
      no: 'NZ1000000022',
      status: 'in_transit',
      channel_name: '普货经济线',
      chargeable_g: 2500,
      amount: 2350,
      paid_at: '2026-06-01T00:00:00Z',
    },
    {
      id: 12,
      no: 'NZ1000000030',
      status: 'delivered',
      channel_name: '奶粉专线',
      chargeable_g: 1000,
      amount: 1000,
      paid_at: '2026-05-01T00:00:00Z',
    },
  ],
  currency: 'NZD',
  awaiting_dispatch: 1,
  country: 'NZ',
};

let restorePage = () => {};
beforeEach(() => {
  restorePage = fakeCurrentPage();
});
afterEach(() => {
  restorePage();
  jest.restoreAllMocks();
});

async function setup(answers: Answers = {}, { signedIn = true, page = InvoicePage, params = {} as Record<string, string> } = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', signedIn ? 'tok' : '');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/invoice/index' } as never);
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({ 'GET /api/invoice/lst': LIST, 'GET /api/invoice/waybills': WAYBILLS, ...answers });
  const p = await mountPage(page, new RootStore(fake.http));
  await p.settle();
  return { ...fake, page: p, toast, nav };
}

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((e) => e.textContent);
const posts = (calls: { method: string; url: string; body?: object }[]) => calls.filter((c) => c.url === '/api/invoice/create');

async function openForm(p: Awaited<ReturnType<typeof setup>>['page']) {
  p.click('.invoice-tab-ask');
  await p.settle();
}

describe('my invoices', () => {
  it('lists number with copy, date, total, GST, whether it was emailed, and opens the PDF through the preview page', async () => {
    const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
    const { page, calls, nav } = await setup();
    expect(calls.find((c) => c.url === '/api/invoice/lst')?.body).toEqual({ page: 1, page_size: 20 });
    expect(texts('.invoice-row-no')).toEqual(['发票号 INV-NZ-000001', '发票号 INV-NZ-000002']);
    expect(texts('.invoice-row-total')).toEqual(['NZ$115.00', 'NZ$23.00']);
    expect(page.text('.invoice-row-1 .invoice-row-gst')).toBe('其中 GST NZ$15.00');
    expect(page.text('.invoice-row-1 .invoice-row-kind')).toBe('个人');
    expect(page.text('.invoice-row-2 .invoice-row-kind')).toBe('公司');
    expect(page.text('.invoice-row-1 .invoice-row-time')).toMatch(/^开票时间 2026-06-01 \d\d:\d\d · 1 个运单$/);
    expect(page.text('.invoice-row-1 .invoice-row-mail')).toBe('已发送至 xm@example.com');
    expect(page.text('.invoice-row-2 .invoice-row-mail')).toBe('邮件尚未发送重新发送');
    page.click('.invoice-row-1 .invoice-copy');
    expect(copy).toHaveBeenCalledWith({ data: 'INV-NZ-000001' });
    page.click('.invoice-row-2 .invoice-view-pdf');
    expect(nav).toHaveBeenCalledWith({ url: '/pages/preview-file/index?type=invoice&id=2' });
  });

  it('sends a not-emailed invoice again and shows it as sent', async () => {
    const { page, calls, toast } = await setup({
      'POST /api/invoice/resend/2': detail({ id: 2, no: 'INV-NZ-000002', email: 'acc@kiwi.nz', emailed_at: '2026-06-02T00:00:00Z' }),
    });
    page.click('.invoice-row-2 .invoice-resend');
    await page.settle();
    expect(calls.filter((c) => c.url === '/api/invoice/resend/2')).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已发送到 acc@kiwi.nz' }));
    expect(page.text('.invoice-row-2 .invoice-row-mail')).toBe('已发送至 acc@kiwi.nz');
  });

  it('shows the empty state, whose action opens the form', async () => {
    const { page } = await setup({ 'GET /api/invoice/lst': { list: [], total: 0, page: 1, page_size: 20 } });
    expect(page.text('.invoice-empty .empty-state-text')).toBe('还没有开具过发票');
    page.click('.invoice-empty .empty-state-action');
    await page.settle();
    expect(page.$('.invoice-ask')).not.toBeNull();
  });

  it('asks a signed-out visitor to log in and calls nothing', async () => {
    const { page, calls } = await setup({}, { signedIn: false });
    expect(page.text('.invoice-signed-out .empty-state-text')).toBe('登录后查看和申请发票');
    expect(calls).toEqual([]);
  });
});

describe('asking for an invoice', () => {
  it('lists the invoiceable waybills with their amounts, says why others are missing, and totals the ones picked', async () => {
    const { page } = await setup();
    await openForm(page);
    expect(texts('.invoice-waybill-no')).toEqual(['NZ1000000022', 'NZ1000000030']);
    expect(texts('.invoice-waybill-amount')).toEqual(['NZ$23.50', 'NZ$10.00']);
    expect(page.text('.invoice-waybill-11 .invoice-muted')).toBe('普货经济线 · 计费重量 2.5 kg');
    expect(page.text('.invoice-ask-why')).toBe('运单发货后才能开票:发货前的运单仍可取消并退款。');
    expect(page.text('.invoice-ask-waiting')).toBe('另有 1 个已付款运单待发货,发货后会出现在这里。');
    expect(page.text('.invoice-ask-total')).toBe('NZ$0.00');
    page.click('.invoice-waybill-11');
    expect(page.text('.invoice-ask-total')).toBe('NZ$23.50');
    page.click('.invoice-pick-all');
    expect(page.text('.invoice-ask-total')).toBe('NZ$33.50');
    page.click('.invoice-waybill-11');
    expect(page.text('.invoice-ask-total')).toBe('NZ$10.00');
    expect(page.$('.invoice-waybill-12').className).toMatch(/invoice-waybill--on/);
  });

  it('says so when nothing can be invoiced yet', async () => {
    const { page } = await setup({ 'GET /api/invoice/waybills': { ...WAYBILLS, list: [], awaiting_dispatch: 0 } });
    await openForm(page);
    expect(page.text('.invoice-ask-none .empty-state-text')).toBe('暂无可开票的运单');
    expect(page.$('.invoice-ask-waiting')).toBeNull();
  });

  it('checks the form like the server (GST number check digit, email) and sends nothing until it passes', async () => {
    const { page, calls } = await setup();
    await openForm(page);
    const submit = async () => {
      page.click('.invoice-submit');
      await page.settle();
      return page.text('.invoice-error');
    };
    expect(await submit()).toBe('请选择要开票的运单');
    page.click('.invoice-waybill-11');
    expect(await submit()).toBe('请填写发票抬头');
    page.click('.invoice-kind-company');
    await page.type('.invoice-field-title', 'Kiwi Trading Ltd');
    expect(page.text('.invoice-field-title .invoice-field-label')).toBe('公司名称');
    expect(await submit()).toBe('公司发票请填写税号');
    await page.type('.invoice-field-tax', '1234567');
    expect(await submit()).toBe('GST 号码为8-9位数字');
    await page.type('.invoice-field-tax', '49-091-851');
    expect(await submit()).toBe('税号校验位不正确,请核对');
    await page.type('.invoice-field-tax', '49-091-850');
    await page.type('.invoice-field-email', 'acc@kiwi');
    expect(await submit()).toBe('请填写正确的邮箱地址');
    expect(posts(calls)).toEqual([]);
  });

  it('AU: asks for an ABN and checks it', async () => {
    const { page } = await setup({ 'GET /api/invoice/waybills': { ...WAYBILLS, currency: 'AUD', country: 'AU' } });
    await openForm(page);
    page.click('.invoice-waybill-11');
    page.click('.invoice-kind-company');
    expect(page.text('.invoice-field-tax .invoice-field-label')).toBe('ABN');
    await page.type('.invoice-field-title', 'Roo Pty Ltd');
    await page.type('.invoice-field-tax', '51 824 753 557');
    page.click('.invoice-submit');
    await page.settle();
    expect(page.text('.invoice-error')).toBe('税号校验位不正确,请核对');
  });

  it('submits once: a double tap sends one request with a request id; a retry after a failure reuses it; done -> the list', async () => {
    let attempt = 0;
    const { page, calls, toast } = await setup({
      'POST /api/invoice/create': () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError(0, '网络异常,请检查网络');
        return detail({ id: 3, no: 'INV-NZ-000003' });
      },
    });
    await openForm(page);
    page.click('.invoice-waybill-11');
    page.click('.invoice-waybill-12');
    page.click('.invoice-kind-company');
    await page.type('.invoice-field-title', '  Kiwi Trading Ltd ');
    await page.type('.invoice-field-tax', '49-091-850');
    await page.type('.invoice-field-address', '1 Queen Street');
    await page.type('.invoice-field-email', 'acc@kiwi.nz');
    await page.settle();
    page.click('.invoice-submit');
    page.click('.invoice-submit');
    await page.settle();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0].body).toEqual({
      waybill_ids: [11, 12],
      kind: 'company',
      title: 'Kiwi Trading Ltd',
      tax_number: '49091850',
      address: '1 Queen Street',
      email: 'acc@kiwi.nz',
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(page.$('.invoice-ask')).not.toBeNull(); // still on the form after the failure

    page.click('.invoice-submit');
    await page.settle();
    expect(posts(calls)).toHaveLength(2);
    expect((posts(calls)[1].body as { request_id: string }).request_id).toBe((posts(calls)[0].body as { request_id: string }).request_id);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '发票 INV-NZ-000003 已开具' }));
    expect(page.$('.invoice-ask')).toBeNull();
    expect(calls.filter((c) => c.url === '/api/invoice/lst')).toHaveLength(2);
  });
});

describe('the PDF preview', () => {
  it('H5: fetches the invoice, then its PDF through the signed link, and shows it with a download button', async () => {
    (URL as any).revokeObjectURL = jest.fn();
    const { page, calls } = await setup(
      {
        'GET /api/invoice/detail/2': detail({ id: 2, no: 'INV-NZ-000002' }),
        'DOWNLOAD /api/private-files/AbCdEfGhIjKlMnOpQrStUvWx.pdf?expires=9&sig=s': 'blob:invoice-pdf',
      },
      { page: PreviewFilePage, params: { type: 'invoice', id: '2' } },
    );
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/invoice/detail/2',
      'DOWNLOAD /api/private-files/AbCdEfGhIjKlMnOpQrStUvWx.pdf?expires=9&sig=s',
    ]);
    expect(page.$('iframe.preview-file-frame').getAttribute('src')).toBe('blob:invoice-pdf');
    expect(page.$('iframe.preview-file-frame').getAttribute('title')).toBe('INV-NZ-000002.pdf');
  });
});
