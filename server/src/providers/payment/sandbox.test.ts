import { type FakeServer, startFakeServer } from '../../../test/fake-server';
import { ProviderError } from '../../lib/errors';
import { checkoutPage, complete, SandboxPay } from './sandbox';
import { NotificationRejected, type StartInput } from './types';

const SECRET = 's'.repeat(40);
let notify: FakeServer;
let notifyStatus = 200;
let clock = new Date();
const now = () => clock;
const sandbox = new SandboxPay(SECRET, now);

beforeAll(async () => {
  // Plays our own notify route: answers what the test says, records what arrived.
  notify = await startFakeServer(() => ({ status: notifyStatus, body: { received: notifyStatus === 200 } }));
});
afterAll(() => notify.close());
beforeEach(() => {
  clock = new Date();
  notifyStatus = 200;
});

let serial = 0;
const order = (overrides: Partial<StartInput> = {}): StartInput => ({
  paymentNo: `PAYSB${String(++serial).padStart(6, '0')}`,
  amount: 12345,
  currency: 'NZD',
  description: 'Waybill NZ11112222 <freight & insurance>',
  origin: 'http://localhost:3000',
  notifyUrl: `${notify.url}/api/pay/notify/sandbox`,
  returnUrl: 'http://localhost:3000/pages/waybill/detail?id=3',
  expiresAt: new Date(clock.getTime() + 15 * 60_000),
  ...overrides,
});
const lastNotification = () => notify.requests[notify.requests.length - 1];
const verifyLast = () => sandbox.verify(lastNotification().headers as Record<string, string>, Buffer.from(lastNotification().body));

describe('sandbox provider', () => {
  it('starts with a redirect to our checkout page, which shows the amount, the description and the buttons', async () => {
    const input = order();
    const { providerRef, client } = await sandbox.start(input);
    expect(providerRef).toMatch(/^sbx_[A-Za-z0-9_-]{16}$/);
    expect(client).toEqual({ type: 'redirect', url: `http://localhost:3000/api/pay/sandbox/checkout/${providerRef}` });

    const en = checkoutPage(providerRef, 'en')!;
    expect(en).toContain('NZ$123.45');
    expect(en).toContain('Waybill NZ11112222 &#60;freight &#38; insurance&#62;');
    expect(en).toContain('This is a sandbox: no money moves.');
    expect(en).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // Its own (empty) icon: the browser asks for no /favicon.ico, which is not there when the H5 app is not built.
    expect(en).toContain('<link rel="icon" href="data:,">');
    expect(en).toContain(`<form method="post" action="/api/pay/sandbox/complete/${providerRef}">`);
    expect(en).toMatch(/<button id="sandbox-pay" type="submit" name="outcome" value="paid">Pay<\/button>/);
    expect(en).toMatch(/<button id="sandbox-fail" type="submit" name="outcome" value="failed">Fail<\/button>/);
    const zh = checkoutPage(providerRef, 'zh-cn')!;
    expect(zh).toContain('<title>沙箱支付(测试)</title>');
    expect(zh).toContain('这是沙箱:不会真的扣款。');
    expect(checkoutPage(providerRef)).toBe(zh); // the payer's language when the page is opened
    const { providerRef: english } = await sandbox.start({ ...order(), lang: 'en' });
    expect(checkoutPage(english)).toContain('<html lang="en">');
    expect(zh).toContain('<html lang="zh-CN">');
    expect(checkoutPage('sbx_unknown', 'en')).toBeNull();
    expect(await sandbox.query(input.paymentNo, providerRef)).toEqual({
      status: 'pending',
      amount: 12345,
      currency: 'NZD',
      transactionId: undefined,
    });
  });

  it('Pay posts a signed payment.succeeded to the notify URL, which verify() turns into the payment event', async () => {
    const input = order();
    const { providerRef } = await sandbox.start(input);
    const before = notify.requests.length;
    expect(await complete(providerRef, 'paid')).toEqual({ returnUrl: input.returnUrl, delivered: true });
    expect(notify.requests.length).toBe(before + 1);
    const seen = lastNotification();
    expect(`${seen.method} ${seen.url.pathname}`).toBe('POST /api/pay/notify/sandbox');
    expect(seen.headers['sandbox-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const body = JSON.parse(seen.body);
    expect(body).toEqual({
      id: expect.stringMatching(/^sbxevt_/),
      type: 'payment.succeeded',
      created: Math.floor(clock.getTime() / 1000),
      data: { payment_no: input.paymentNo, ref: providerRef, amount: 12345, currency: 'NZD' },
    });
    expect(await verifyLast()).toEqual({
      type: 'payment',
      eventId: body.id,
      paymentNo: input.paymentNo,
      status: 'paid',
      amount: 12345,
      currency: 'NZD',
      transactionId: providerRef,
    });
    expect((await sandbox.query(input.paymentNo, providerRef)).status).toBe('paid');
    // Pressing again sends the browser back without a second notification.
    expect(await complete(providerRef, 'paid')).toEqual({ returnUrl: input.returnUrl });
    expect(notify.requests.length).toBe(before + 1);
    expect(checkoutPage(providerRef, 'en')).toContain('<p class="status" id="sandbox-status">Paid</p>');
  });

  it('Fail posts payment.failed; a closed or expired checkout cannot be completed', async () => {
    const failing = order();
    const first = await sandbox.start(failing);
    notifyStatus = 500;
    expect(await complete(first.providerRef, 'failed')).toEqual({ returnUrl: failing.returnUrl, delivered: false });
    expect(await verifyLast()).toMatchObject({ type: 'payment', status: 'failed', paymentNo: failing.paymentNo });
    expect((await sandbox.query(failing.paymentNo, first.providerRef)).status).toBe('failed');

    const closing = order();
    const second = await sandbox.start(closing);
    await sandbox.close(closing.paymentNo, second.providerRef);
    expect(await complete(second.providerRef, 'paid')).toBeNull();
    expect((await sandbox.query(closing.paymentNo, second.providerRef)).status).toBe('closed');

    const expiring = order();
    const third = await sandbox.start(expiring);
    clock = new Date(expiring.expiresAt.getTime() + 1000);
    expect((await sandbox.query(expiring.paymentNo, third.providerRef)).status).toBe('closed');
    expect(await complete(third.providerRef, 'paid')).toBeNull();
    expect(await complete('sbx_unknown', 'paid')).toBeNull();
    await expect(sandbox.query('OTHERPAYMENT1', third.providerRef)).rejects.toBeInstanceOf(ProviderError);
  });

  it('answers closed for a checkout it no longer knows (after a restart), so the payment can be given up', async () => {
    expect(await sandbox.query('P26112100000001', 'sbx_lost_in_a_restart')).toEqual({ status: 'closed', amount: 0, currency: '' });
  });

  it('refunds a paid checkout at once and posts a signed refund notification', async () => {
    const input = order();
    const { providerRef } = await sandbox.start(input);
    const refund = {
      paymentNo: input.paymentNo,
      providerRef,
      refundNo: 'RFSB000001',
      amount: 2345,
      totalAmount: 12345,
      currency: 'NZD',
      reason: 'cancelled',
      notifyUrl: input.notifyUrl,
    };
    await expect(sandbox.refund(refund)).rejects.toThrow(/pending, not paid/);
    await complete(providerRef, 'paid');
    const result = await sandbox.refund(refund);
    expect(result).toEqual({ status: 'succeeded', providerRefundId: expect.stringMatching(/^sbxre_/) });
    await sandbox.idle();
    expect(JSON.parse(lastNotification().body)).toMatchObject({
      type: 'refund.succeeded',
      data: { refund_no: 'RFSB000001', amount: 2345 },
    });
    expect(await verifyLast()).toEqual({
      type: 'refund',
      eventId: expect.stringMatching(/^sbxevt_/),
      refundNo: 'RFSB000001',
      status: 'succeeded',
      amount: 2345,
    });

    // Asked again with the same refund number (a retry, the refund sweep): the same refund, no second notification.
    const notices = notify.requests.length;
    expect(await sandbox.refund(refund)).toEqual(result);
    await sandbox.idle();
    expect(notify.requests.length).toBe(notices);
    // Never more than was paid.
    await expect(sandbox.refund({ ...refund, refundNo: 'RFSB000002', amount: input.amount })).rejects.toThrow(/exceed/);
  });

  it('rejects a tampered body, another secret, an old signature and a missing header', async () => {
    const input = order();
    const { providerRef } = await sandbox.start(input);
    await complete(providerRef, 'paid');
    const { headers, body } = lastNotification();
    const rejected = async (provider: SandboxPay, h: Record<string, unknown>, b: string, reason: RegExp) => {
      const error = await provider.verify(h as Record<string, string>, Buffer.from(b)).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(NotificationRejected);
      expect((error as Error).message).toMatch(reason);
    };
    expect((await sandbox.verify(headers as Record<string, string>, Buffer.from(body))).type).toBe('payment');
    await rejected(sandbox, headers, body.replace('12345', '1'), /does not match/);
    await rejected(new SandboxPay('x'.repeat(40), now), headers, body, /does not match/);
    await rejected(sandbox, {}, body, /missing/);
    clock = new Date(clock.getTime() + 6 * 60_000);
    await rejected(sandbox, headers, body, /window/);
  });

  it('answers 200 {received: true}, or 500', () => {
    expect(sandbox.ack(true)).toEqual({ statusCode: 200, body: { received: true } });
    expect(sandbox.ack(false).statusCode).toBe(500);
  });
});
