import Taro from '@tarojs/taro';
import PreviewFilePage from '@/pages/preview-file/index';
import AgreementPage from '@/pages/signature/agreement';
import SignaturePage from '@/pages/signature/index';
import { readRedirect } from '@/pages/signature/redirect';
import { ApiError } from '@/services/request';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const ARTICLE = {
  id: 3,
  key: 'transport_protocol',
  version: '2026.1',
  effective_on: '2026-01-01',
  title: '国际包裹转运服务协议',
  intro: '本协议由您与本公司订立。',
  sections: [{ no: 3, title: '如实申报义务', body: '3.1 客户须如实、完整地申报每一件物品。', route: null }],
  text: '',
};
const UNSIGNED = {
  current_version: '2026.1',
  effective_at: '2026-01-01',
  signed: false,
  signed_version: null,
  signed_at: null,
  pdf_url: null,
  pdf_url_expires_at: null,
};
const SIGNED = {
  ...UNSIGNED,
  signed: true,
  signed_version: '2026.1',
  signed_at: '2026-06-01T00:00:00Z',
  pdf_url: 'https://api.test/api/private-files/AbCdEfGhIjKlMnOpQrStUvWx.pdf?expires=1&sig=x',
  pdf_url_expires_at: '2026-06-01T00:10:00Z',
};

function setup(answers: Record<string, unknown>, params: Record<string, string> = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/signature/agreement' } as never);
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const nav = {
    to: jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never),
    back: jest.spyOn(Taro, 'navigateBack').mockImplementation((() => Promise.resolve()) as never),
    redirect: jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never),
  };
  const fake = createFakeHttp(answers);
  return { ...fake, nav, store: new RootStore(fake.http) };
}

afterEach(() => jest.restoreAllMocks());

describe('agreement page', () => {
  it('shows the text in force with its version, "not signed yet" and a sign button carrying the version and the redirect', async () => {
    const { store, nav } = setup(
      { 'GET /api/article/detail/transport_protocol': ARTICLE, 'GET /api/sign/status': UNSIGNED },
      { redirect: encodeURIComponent('/pages/waybill/create?from=parcels') },
    );
    const p = await mountPage(AgreementPage, store);
    await p.settle();
    expect(p.text('.agreement-page .article-title')).toBe('国际包裹转运服务协议');
    expect(p.text('.agreement-page .article-version')).toBe('版本 2026.1');
    expect(p.text('.agreement-page .article-effective')).toBe('生效日期 2026-01-01');
    expect(p.text('.agreement-page .article-section-3')).toContain('客户须如实、完整地申报每一件物品');
    expect(p.text('.agreement-status--unsigned')).toBe('您尚未签署运输协议,提交运单前请先阅读并签署');
    expect(p.$('.agreement-view-pdf')).toBeNull();
    p.click('.agreement-sign');
    expect(nav.to).toHaveBeenCalledWith({
      url: `/pages/signature/index?version=2026.1&redirect=${encodeURIComponent('/pages/waybill/create?from=parcels')}`,
    });
  });

  it('once signed: the date, the PDF button, no sign button', async () => {
    const { store, nav } = setup({ 'GET /api/article/detail/transport_protocol': ARTICLE, 'GET /api/sign/status': SIGNED });
    const p = await mountPage(AgreementPage, store);
    await p.settle();
    expect(p.text('.agreement-status--signed')).toMatch(/^已签署 2026\.1 版 · 2026-06-01 \d\d:00$/);
    expect(p.$('.agreement-sign')).toBeNull();
    p.click('.agreement-view-pdf');
    expect(nav.to).toHaveBeenCalledWith({ url: '/pages/preview-file/index?type=agreement' });
  });

  it('asks to sign again when the text changed since the last signature', async () => {
    const { store } = setup({
      'GET /api/article/detail/transport_protocol': { ...ARTICLE, version: '2026.2' },
      'GET /api/sign/status': { ...SIGNED, current_version: '2026.2', signed: false },
    });
    const p = await mountPage(AgreementPage, store);
    await p.settle();
    expect(p.text('.agreement-status--unsigned')).toBe('运输协议已更新为 2026.2 版,请重新阅读并签署(您签署的是 2026.1 版)');
    expect(p.$('.agreement-sign')).not.toBeNull();
    expect(p.$('.agreement-view-pdf')).not.toBeNull(); // the old signed PDF stays viewable
  });

  it('only returns to pages of this app', () => {
    expect(readRedirect(encodeURIComponent('/pages/waybill/create?id=3'))).toBe('/pages/waybill/create?id=3');
    expect(readRedirect('/pages/mine/index')).toBe('/pages/mine/index');
    expect(readRedirect('https://evil.test/pages/x')).toBeNull();
    expect(readRedirect('%E0%A4%A')).toBeNull();
    expect(readRedirect(undefined)).toBeNull();
  });
});

/** A stand-in for the 2d canvas node the selector query finds, recording what is drawn. */
function fakeCanvas() {
  const ctx = {
    setTransform: jest.fn(),
    beginPath: jest.fn(),
    moveTo: jest.fn(),
    lineTo: jest.fn(),
    stroke: jest.fn(),
    clearRect: jest.fn(),
    lineWidth: 0,
    lineCap: '',
    lineJoin: '',
    strokeStyle: '',
  };
  const node = {
    width: 0,
    height: 0,
    ctx,
    getContext: () => ctx,
    getBoundingClientRect: () => ({ left: 10, top: 100, width: 300, height: 200 }),
    addEventListener: jest.fn(),
    toBlob: (done: (b: Blob) => void) => done(new Blob(['png'], { type: 'image/png' })),
  };
  const query = { select: () => query, fields: () => query, exec: (cb: (r: unknown[]) => void) => cb([{ node, width: 300, height: 200 }]) };
  jest.spyOn(Taro, 'createSelectorQuery').mockReturnValue(query as never);
  jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ pixelRatio: 2 } as never);
  (URL as any).createObjectURL = jest.fn(() => 'blob:signature');
  return node;
}

describe('signature page', () => {
  async function mountPad(answers: Record<string, unknown> = {}, params: Record<string, string> = { version: '2026.1' }) {
    const node = fakeCanvas();
    const env = setup(answers, params);
    const p = await mountPage(SignaturePage, env.store);
    await p.settle();
    const pad = () => p.$('.signature-page .signature-canvas');
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      p.utils.act(() => {
        p.utils.fireEvent[type](pad(), { touches: [{ clientX: x, clientY: y }], changedTouches: [{ clientX: x, clientY: y }] } as never);
      });
    const stroke = () => {
      touch('touchStart', 20, 120);
      touch('touchMove', 60, 140);
      touch('touchMove', 120, 130);
      touch('touchEnd', 120, 130);
    };
    const disabled = (selector: string) => p.$(selector).className.includes('nut-button-disabled');
    return { ...env, p, node, touch, stroke, disabled };
  }

  it('sizes the canvas in device pixels and keeps confirm disabled until a stroke is drawn', async () => {
    const { node, p, touch, stroke, disabled, calls } = await mountPad();
    expect([node.width, node.height]).toEqual([600, 400]); // 300 x 200 CSS pixels at pixel ratio 2
    expect(node.ctx.setTransform).toHaveBeenCalledWith(2, 0, 0, 2, 0, 0);
    expect(p.text('.signature-version')).toBe('签署的协议版本:2026.1');
    expect(disabled('.signature-confirm')).toBe(true);

    touch('touchStart', 20, 120); // a tap is not a signature
    touch('touchEnd', 20, 120);
    expect(disabled('.signature-confirm')).toBe(true);
    p.click('.signature-confirm');
    await p.settle();
    expect(calls).toHaveLength(0);

    stroke();
    expect(node.ctx.moveTo).toHaveBeenCalledWith(10, 20); // client point minus the canvas box
    expect(node.ctx.lineTo).toHaveBeenCalledWith(50, 40);
    expect(disabled('.signature-confirm')).toBe(false);
    p.click('.signature-clear');
    expect(node.ctx.clearRect).toHaveBeenCalled();
    expect(disabled('.signature-confirm')).toBe(true);
  });

  it('uploads the PNG with the version read, then shows the result and returns to the redirect page', async () => {
    const signed = {
      id: 1,
      version: '2026.1',
      signed_at: '2026-06-01T00:00:00Z',
      document_no: 'TA-NZ-20260601-ABCDEFGH',
      pdf_sha256: 'f'.repeat(64),
      pdf_url: 'x',
      pdf_url_expires_at: 'y',
    };
    const { p, stroke, calls, nav } = await mountPad(
      { 'UPLOAD /api/sign/create': signed },
      { version: '2026.1', redirect: '/pages/waybill/create' },
    );
    jest
      .spyOn(Taro, 'getCurrentPages')
      .mockReturnValue([
        { route: 'pages/waybill/create' },
        { route: 'pages/signature/agreement' },
        { route: 'pages/signature/index' },
      ] as never);
    stroke();
    p.click('.signature-confirm');
    await p.settle();
    expect(calls).toEqual([{ method: 'UPLOAD', url: '/api/sign/create', body: { filePath: 'blob:signature', version: '2026.1' } }]);
    expect(p.text('.signature-done-title')).toBe('签署成功');
    p.click('.signature-finish');
    expect(nav.back).toHaveBeenCalledWith({ delta: 2 }); // back to the waybill form, past the agreement page
  });

  it('offers to read the agreement again when the version changed meanwhile', async () => {
    const { p, stroke, http } = await mountPad();
    jest.spyOn(http, 'upload').mockRejectedValue(new ApiError(42009, '运输协议已更新为 2026.2 版,请重新阅读后再签署'));
    stroke();
    p.click('.signature-confirm');
    await p.settle();
    expect(p.$('.signature-reread')).not.toBeNull();
    expect(p.$('.signature-done')).toBeNull();
  });
});

describe('preview page', () => {
  it('H5: fetches the PDF with the session and shows it with a download button', async () => {
    const { store, calls } = setup(
      { 'GET /api/sign/status': SIGNED, 'DOWNLOAD /api/sign/pdf': 'blob:agreement-pdf' },
      { type: 'agreement' },
    );
    (URL as any).revokeObjectURL = jest.fn();
    const p = await mountPage(PreviewFilePage, store);
    await p.settle();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/sign/status', 'DOWNLOAD /api/sign/pdf']);
    expect(p.$('.preview-file-page iframe.preview-file-frame').getAttribute('src')).toBe('blob:agreement-pdf');
    expect(p.text('.preview-file-download')).toBe('下载 PDF');
  });

  it('says so, and leads to signing, when nothing is signed', async () => {
    const { store, calls, nav } = setup({ 'GET /api/sign/status': UNSIGNED }, { type: 'agreement' });
    const p = await mountPage(PreviewFilePage, store);
    await p.settle();
    expect(calls).toHaveLength(1);
    expect(p.text('.preview-file-unsigned')).toContain('您还没有签署运输协议');
    p.click('.preview-file-unsigned .empty-state-action');
    expect(nav.redirect).toHaveBeenCalledWith({ url: '/pages/signature/agreement' });
  });
});
