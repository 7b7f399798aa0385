import Taro from '@tarojs/taro';
import {
  AttemptKey,
  browser,
  currentPlatform,
  finishOnline,
  newIdempotencyKey,
  takeReturnedPayment,
  waitForPayment,
  withPaymentId,
} from '@/lib/pay';
import { onSheetRequest } from '@/lib/stripe-sheet';
import { bindService } from '@/services/api';
import * as paymentService from '@/services/payment';
import { ApiError } from '@/services/request';
import type { PayStart } from '@contract/payment';
import { createFakeHttp } from '../support/fake-http';
import { payment } from '../support/money-samples';

const JSAPI = {
  appId: 'wxapp',
  timeStamp: '1700000000',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx123',
  signType: 'RSA' as const,
  paySign: 'c2ln',
};
const wechatStart = (): PayStart => ({ payment: payment(), client: { type: 'wechat_jsapi', params: JSAPI } });

const realUserAgent = navigator.userAgent;
function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

afterEach(() => {
  jest.restoreAllMocks();
  delete process.env.TARO_ENV_JEST;
  setUserAgent(realUserAgent);
  delete (window as any).WeixinJSBridge;
});

describe('currentPlatform', () => {
  it("is weapp in the mini-program, wechat_h5 in WeChat's browser, else h5", () => {
    expect(currentPlatform()).toBe('h5');
    setUserAgent('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.47 NetType/WIFI');
    expect(currentPlatform()).toBe('wechat_h5');
    process.env.TARO_ENV_JEST = 'weapp';
    expect(currentPlatform()).toBe('weapp');
  });
});

it('makes a fresh idempotency key of 32 allowed characters per call', () => {
  const keys = Array.from({ length: 50 }, newIdempotencyKey);
  keys.forEach((k) => expect(k).toMatch(/^[A-Za-z0-9]{32}$/));
  expect(new Set(keys).size).toBe(50);
});

describe('AttemptKey', () => {
  it('keeps the key for a retry after a network error; an answer, another choice or a reset make a new one', () => {
    const attempt = new AttemptKey();
    const first = attempt.for('1:wallet');
    expect(first).toMatch(/^[A-Za-z0-9]{32}$/);
    attempt.ended(new ApiError(0, '网络错误'));
    expect(attempt.for('1:wallet')).toBe(first);
    attempt.ended(new ApiError(42009, '状态已变化'));
    const second = attempt.for('1:wallet');
    expect(second).not.toBe(first);
    attempt.ended();
    const third = attempt.for('1:wallet');
    expect(third).not.toBe(second);
    const other = attempt.for('1:stripe');
    expect(other).not.toBe(third);
    attempt.reset();
    expect(attempt.for('1:stripe')).not.toBe(other);
  });
});

describe('finishOnline', () => {
  it("nothing left to pay online: the payment's own status, no call", async () => {
    const fake = createFakeHttp();
    expect(
      await finishOnline({ payment: payment({ status: 'paid' }), client: null }, { paymentApi: bindService(fake.http, paymentService) }),
    ).toBe('paid');
    expect(
      await finishOnline({ payment: payment({ status: 'failed' }), client: null }, { paymentApi: bindService(fake.http, paymentService) }),
    ).toBe('failed');
    expect(fake.calls).toEqual([]);
  });

  it("mini-program: Taro.requestPayment with the server's params, then the server's word after sync", async () => {
    process.env.TARO_ENV_JEST = 'weapp';
    const pay = jest.spyOn(Taro, 'requestPayment').mockResolvedValue({ errMsg: 'requestPayment:ok' } as never);
    const fake = createFakeHttp({ 'POST /api/pay/sync/5': payment({ status: 'paid' }) });
    expect(await finishOnline(wechatStart(), { paymentApi: bindService(fake.http, paymentService) })).toBe('paid');
    expect(pay).toHaveBeenCalledWith({
      timeStamp: '1700000000',
      nonceStr: 'n0nce',
      package: 'prepay_id=wx123',
      signType: 'RSA',
      paySign: 'c2ln',
    });
    expect(fake.calls).toEqual([{ method: 'POST', url: '/api/pay/sync/5', body: {} }]);
  });

  it('mini-program: a client "ok" the server has not confirmed is pending, not paid', async () => {
    process.env.TARO_ENV_JEST = 'weapp';
    jest.spyOn(Taro, 'requestPayment').mockResolvedValue({ errMsg: 'requestPayment:ok' } as never);
    const fake = createFakeHttp({ 'POST /api/pay/sync/5': payment({ status: 'pending' }) });
    expect(await finishOnline(wechatStart(), { paymentApi: bindService(fake.http, paymentService) })).toBe('pending');
  });

  it('mini-program: the customer cancelling gives the attempt up on the server (its holds come back)', async () => {
    process.env.TARO_ENV_JEST = 'weapp';
    jest.spyOn(Taro, 'requestPayment').mockRejectedValue({ errMsg: 'requestPayment:fail cancel' });
    const fake = createFakeHttp({ 'POST /api/pay/cancel/5': payment({ status: 'cancelled' }) });
    expect(await finishOnline(wechatStart(), { paymentApi: bindService(fake.http, paymentService) })).toBe('cancelled');
    expect(fake.calls).toEqual([{ method: 'POST', url: '/api/pay/cancel/5', body: {} }]);
  });

  it('mini-program: cancelled on the phone but paid at WeChat after all -> paid (the server found out)', async () => {
    process.env.TARO_ENV_JEST = 'weapp';
    jest.spyOn(Taro, 'requestPayment').mockRejectedValue({ errMsg: 'requestPayment:fail cancel' });
    const fake = createFakeHttp({ 'POST /api/pay/cancel/5': payment({ status: 'paid' }) });
    expect(await finishOnline(wechatStart(), { paymentApi: bindService(fake.http, paymentService) })).toBe('paid');
  });

  it('mini-program: a WeChat failure still asks the server (it decides), failed when it says so', async () => {
    process.env.TARO_ENV_JEST = 'weapp';
    jest.spyOn(Taro, 'requestPayment').mockRejectedValue({ errMsg: 'requestPayment:fail system error' });
    const fake = createFakeHttp({ 'POST /api/pay/sync/5': payment({ status: 'failed' }) });
    expect(await finishOnline(wechatStart(), { paymentApi: bindService(fake.http, paymentService) })).toBe('failed');
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/pay/sync/5']);
  });

  it("WeChat's browser: WeixinJSBridge getBrandWCPayRequest once the bridge is ready, then sync", async () => {
    setUserAgent('Mozilla/5.0 MicroMessenger/8.0.47');
    const invoke = jest.fn((_name: string, _params: object, cb: (res: { err_msg: string }) => void) =>
      cb({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    const fake = createFakeHttp({ 'POST /api/pay/sync/5': payment({ status: 'paid' }) });
    const done = finishOnline(wechatStart(), { paymentApi: bindService(fake.http, paymentService) });
    (window as any).WeixinJSBridge = { invoke };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect(await done).toBe('paid');
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', JSAPI, expect.any(Function));
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/pay/sync/5']);
  });

  it("WeChat's browser: cancel -> the attempt given up on the server -> cancelled", async () => {
    (window as any).WeixinJSBridge = {
      invoke: (_n: string, _p: object, cb: (res: { err_msg: string }) => void) => cb({ err_msg: 'get_brand_wcpay_request:cancel' }),
    };
    const fake = createFakeHttp({ 'POST /api/pay/cancel/5': payment({ status: 'cancelled' }) });
    expect(await finishOnline(wechatStart(), { paymentApi: bindService(fake.http, paymentService) })).toBe('cancelled');
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/pay/cancel/5']);
  });

  it('Stripe: the sheet gets the client secret, key and a return URL naming the payment; done -> sync', async () => {
    const seen: object[] = [];
    const off = onSheetRequest((req) => {
      seen.push({ clientSecret: req.clientSecret, publishableKey: req.publishableKey, returnUrl: req.returnUrl });
      req.resolve('done');
    });
    const fake = createFakeHttp({ 'POST /api/pay/sync/5': payment({ status: 'paid', method: 'stripe' }) });
    const start: PayStart = {
      payment: payment({ method: 'stripe' }),
      client: { type: 'stripe', client_secret: 'pi_1_secret_2', publishable_key: 'pk_test_1' },
    };
    expect(
      await finishOnline(start, {
        paymentApi: bindService(fake.http, paymentService),
        returnUrl: 'https://app.test/pages/waybill/payment?id=11',
      }),
    ).toBe('paid');
    expect(seen).toEqual([
      {
        clientSecret: 'pi_1_secret_2',
        publishableKey: 'pk_test_1',
        returnUrl: 'https://app.test/pages/waybill/payment?id=11&payment_id=5',
      },
    ]);
    off();
  });

  it('Stripe: closing the sheet gives the attempt up on the server (no sync); no sheet on the page fails', async () => {
    const off = onSheetRequest((req) => req.resolve('cancel'));
    const fake = createFakeHttp({ 'POST /api/pay/cancel/5': payment({ status: 'cancelled' }) });
    const start: PayStart = { payment: payment(), client: { type: 'stripe', client_secret: 's', publishable_key: 'k' } };
    expect(await finishOnline(start, { paymentApi: bindService(fake.http, paymentService) })).toBe('cancelled');
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/pay/cancel/5']);
    off();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await finishOnline(start, { paymentApi: bindService(fake.http, paymentService) })).toBe('failed');
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/pay/cancel/5']);
  });

  it('redirect (sandbox checkout): leaves for the URL and remembers the payment for the way back', async () => {
    const leave = jest.spyOn(browser, 'leaveFor').mockImplementation(() => {});
    const start: PayStart = {
      payment: payment({ method: 'sandbox' }),
      client: { type: 'redirect', url: 'https://app.test/api/pay/sandbox/checkout/sbx_1' },
    };
    expect(await finishOnline(start, { paymentApi: bindService(createFakeHttp().http, paymentService) })).toBe('pending');
    expect(leave).toHaveBeenCalledWith('https://app.test/api/pay/sandbox/checkout/sbx_1');
    expect(takeReturnedPayment({}, 'topup')).toBeNull(); // another purpose's page does not take it
    expect(takeReturnedPayment({}, 'waybill', 12)).toBeNull(); // nor another waybill's
    expect(takeReturnedPayment({}, 'waybill', 11)).toBe(5);
    expect(takeReturnedPayment({}, 'waybill', 11)).toBeNull(); // taken once
    expect(takeReturnedPayment({ payment_id: '9' }, 'waybill', 11)).toBe(9);
  });

  it('redirect and Stripe are not offered in the mini-program: failed with a toast', async () => {
    process.env.TARO_ENV_JEST = 'weapp';
    const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
    const start: PayStart = { payment: payment(), client: { type: 'redirect', url: 'https://x.test' } };
    expect(await finishOnline(start, { paymentApi: bindService(createFakeHttp().http, paymentService) })).toBe('failed');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '当前环境不支持该支付方式' }));
  });
});

it('withPaymentId adds or replaces payment_id', () => {
  expect(withPaymentId('https://a.test/p', 3)).toBe('https://a.test/p?payment_id=3');
  expect(withPaymentId('https://a.test/p?id=1', 3)).toBe('https://a.test/p?id=1&payment_id=3');
  expect(withPaymentId('https://a.test/p?id=1&payment_id=2', 3)).toBe('https://a.test/p?id=1&payment_id=3');
});

describe('waitForPayment', () => {
  const clock = () => {
    let now = 0;
    return {
      now: () => now,
      sleep: async (ms: number) => {
        now += ms;
      },
    };
  };

  it('paid on the detail: no sync', async () => {
    const fake = createFakeHttp({ 'GET /api/pay/detail/5': payment({ status: 'paid' }) });
    expect(await waitForPayment(5, { paymentApi: bindService(fake.http, paymentService), ...clock() })).toBe('paid');
    expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/pay/detail/5']);
  });

  it('pending: syncs each round, answers once the server knows', async () => {
    let syncs = 0;
    const fake = createFakeHttp({
      'GET /api/pay/detail/5': payment(),
      'POST /api/pay/sync/5': () => payment({ status: ++syncs === 3 ? 'failed' : 'pending' }),
    });
    expect(await waitForPayment(5, { paymentApi: bindService(fake.http, paymentService), ...clock() })).toBe('failed');
    expect(syncs).toBe(3);
  });

  it('still pending after ~20 s: pending, having tried every 2 s', async () => {
    const fake = createFakeHttp({ 'GET /api/pay/detail/5': payment(), 'POST /api/pay/sync/5': payment() });
    expect(await waitForPayment(5, { paymentApi: bindService(fake.http, paymentService), ...clock() })).toBe('pending');
    expect(fake.calls.filter((c) => c.method === 'GET')).toHaveLength(11);
  });

  it('not mine (40004): failed at once', async () => {
    const fake = createFakeHttp({ 'GET /api/pay/detail/5': () => Promise.reject(new ApiError(40004, 'not found')) });
    expect(await waitForPayment(5, { paymentApi: bindService(fake.http, paymentService), ...clock() })).toBe('failed');
    expect(fake.calls).toHaveLength(1);
  });
});
