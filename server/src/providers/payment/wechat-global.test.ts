import { createVerify, generateKeyPairSync } from 'node:crypto';
import { type FakeWechatPay, startFakeWechatPay, testKeys } from '../../../test/fakes/wechatpay';
import { ProviderError } from '../../lib/errors';
import { NotificationRejected, type StartInput } from './types';
import { WechatGlobalPay } from './wechat-global';

const keys = testKeys();
let fake: FakeWechatPay;
let clock = new Date();
const now = () => clock;
const provider = () => new WechatGlobalPay(keys.config(fake.url), keys.appIds, now);

beforeAll(async () => {
  fake = await startFakeWechatPay(keys, { now });
});
afterAll(() => fake.close());
beforeEach(() => {
  clock = new Date();
  fake.answerSignature = 'valid';
});

let serial = 0;
const order = (overrides: Partial<StartInput> = {}): StartInput => ({
  paymentNo: `PAYWX${String(++serial).padStart(6, '0')}`,
  amount: 2599,
  currency: 'NZD',
  description: '运单 NZ12345678 运费',
  origin: 'https://app.example.com',
  notifyUrl: 'https://app.example.com/api/pay/notify/wechat',
  returnUrl: 'https://app.example.com/pages/waybill/detail?id=1',
  openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
  wechatApp: 'mp',
  expiresAt: new Date(clock.getTime() + 15 * 60_000),
  ...overrides,
});

describe('WeChat Pay global: JSAPI order', () => {
  it('signs the order request, and hands the client parameters whose paySign verifies with the merchant key', async () => {
    const input = order();
    const { providerRef, client } = await provider().start(input);

    const seen = fake.requests[fake.requests.length - 1];
    expect(seen.method).toBe('POST');
    expect(seen.url.pathname).toBe('/v3/global/transactions/jsapi');
    expect(JSON.parse(seen.body)).toEqual({
      appid: keys.appIds.mp,
      mchid: keys.mchId,
      description: input.description,
      out_trade_no: input.paymentNo,
      time_expire: input.expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      notify_url: input.notifyUrl,
      trade_type: 'JSAPI',
      amount: { total: 2599, currency: 'NZD' },
      payer: { openid: input.openid },
    });
    expect(fake.orders.get(input.paymentNo)?.state).toBe('NOTPAY');

    expect(client.type).toBe('wechat_jsapi');
    if (client.type !== 'wechat_jsapi') return;
    const { params } = client;
    expect(params.package).toBe(`prepay_id=${providerRef}`);
    expect(params).toMatchObject({ appId: keys.appIds.mp, signType: 'RSA', timeStamp: String(Math.floor(clock.getTime() / 1000)) });
    expect(params.nonceStr).toMatch(/^[0-9A-Z]{32}$/);
    const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(createVerify('RSA-SHA256').update(message).verify(keys.merchant.publicKey, params.paySign, 'base64')).toBe(true);
  });

  it("uses the official account app id in WeChat's browser, and cuts a long description at 127 bytes", async () => {
    const input = order({ wechatApp: 'oa', description: '包裹'.repeat(60) });
    const { client } = await provider().start(input);
    expect(client.type === 'wechat_jsapi' && client.params.appId).toBe(keys.appIds.oa);
    const sent = JSON.parse(fake.requests[fake.requests.length - 1].body);
    expect(sent.appid).toBe(keys.appIds.oa);
    expect(Buffer.byteLength(sent.description)).toBeLessThanOrEqual(127);
    expect(sent.description).toBe('包裹'.repeat(21)); // 42 characters, 126 bytes
  });

  it('refuses without an openid or without the app id, before calling WeChat', async () => {
    const before = fake.requests.length;
    await expect(provider().start(order({ openid: undefined }))).rejects.toThrow(/openid/);
    const noOa = new WechatGlobalPay(keys.config(fake.url), { mp: keys.appIds.mp }, now);
    await expect(noOa.start(order({ wechatApp: 'oa' }))).rejects.toThrow(/WECHAT_OA_APPID/);
    expect(fake.requests.length).toBe(before);
  });

  it("turns WeChat's refusal and an unreachable server into ProviderErrors", async () => {
    const input = order();
    await provider().start(input);
    fake.setOrder(input.paymentNo, 'SUCCESS');
    await expect(provider().start(input)).rejects.toThrow(/HTTP 400 ORDERPAID/);
    const offline = new WechatGlobalPay(keys.config('http://127.0.0.1:1'), keys.appIds, now);
    await expect(offline.start(order())).rejects.toBeInstanceOf(ProviderError);
  });

  it("does not believe an answer whose signature is not the platform's", async () => {
    fake.answerSignature = 'forged';
    const error = await provider()
      .start(order())
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toMatch(/answer signature does not verify/);
  });

  it('is refused by WeChat when its merchant key is not the registered one', async () => {
    const otherMerchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const impostor = new WechatGlobalPay({ ...keys.config(fake.url), privateKey: otherMerchant }, keys.appIds, now);
    await expect(impostor.start(order())).rejects.toThrow(/HTTP 401 SIGN_ERROR/);
  });
});

describe('WeChat Pay global: query, close, refund', () => {
  it('reads the trade state of the order', async () => {
    const input = order();
    await provider().start(input);
    expect(await provider().query(input.paymentNo, 'x')).toEqual({
      status: 'pending',
      amount: 2599,
      currency: 'NZD',
      transactionId: undefined,
    });
    const paid = fake.setOrder(input.paymentNo, 'SUCCESS');
    expect(await provider().query(input.paymentNo, 'x')).toEqual({
      status: 'paid',
      amount: 2599,
      currency: 'NZD',
      transactionId: paid.transactionId,
    });
    const seen = fake.requests[fake.requests.length - 1];
    expect(`${seen.method} ${seen.url.pathname}${seen.url.search}`).toBe(
      `GET /v3/global/transactions/out-trade-no/${input.paymentNo}?mchid=${keys.mchId}`,
    );
    for (const [state, status] of [
      ['REFUND', 'paid'],
      ['CLOSED', 'closed'],
      ['PAYERROR', 'failed'],
      ['USERPAYING', 'pending'],
      ['REVOKED', 'closed'],
    ]) {
      fake.setOrder(input.paymentNo, state);
      expect((await provider().query(input.paymentNo, 'x')).status).toBe(status);
    }
    await expect(provider().query('NOSUCHORDER1', 'x')).rejects.toThrow(/HTTP 404 ORDER_NOT_EXIST/);
  });

  it('closes an unpaid order (twice is fine) and reports ORDERPAID when the payer was faster', async () => {
    const input = order();
    await provider().start(input);
    await provider().close(input.paymentNo, 'x');
    expect(fake.orders.get(input.paymentNo)?.state).toBe('CLOSED');
    await provider().close(input.paymentNo, 'x');
    await provider().close('NEVERCREATED1', 'x');

    const paid = order();
    await provider().start(paid);
    fake.setOrder(paid.paymentNo, 'SUCCESS');
    await expect(provider().close(paid.paymentNo, 'x')).rejects.toThrow(/ORDERPAID/);
  });

  it('asks for a refund of part of a paid order; the answer is "accepted", the outcome comes by notification', async () => {
    const input = order();
    await provider().start(input);
    const paid = fake.setOrder(input.paymentNo, 'SUCCESS');
    const refund = {
      paymentNo: input.paymentNo,
      providerRef: 'x',
      transactionId: paid.transactionId,
      refundNo: `RF${input.paymentNo}`,
      amount: 1000,
      totalAmount: 2599,
      currency: 'NZD',
      reason: 'Waybill cancelled',
      notifyUrl: 'https://app.example.com/api/pay/notify/wechat',
    };
    const result = await provider().refund(refund);
    expect(result).toEqual({ status: 'pending', providerRefundId: expect.stringMatching(/^5030/) });
    expect(JSON.parse(fake.requests[fake.requests.length - 1].body)).toEqual({
      appid: keys.appIds.mp,
      mchid: keys.mchId,
      transaction_id: paid.transactionId,
      out_refund_no: refund.refundNo,
      reason: 'Waybill cancelled',
      notify_url: refund.notifyUrl,
      amount: { refund: 1000, total: 2599, currency: 'NZD' },
    });
    // The same refund number again answers the same refund (a retry cannot refund twice).
    expect(await provider().refund(refund)).toEqual(result);
    expect(fake.orders.get(input.paymentNo)?.refunded).toBe(1000);
    await expect(provider().refund({ ...refund, refundNo: `RG${input.paymentNo}`, amount: 1600 })).rejects.toThrow(/HTTP 403 NOT_ENOUGH/);
  });
});

describe('WeChat Pay global: notifications', () => {
  it('verifies and decrypts a payment notification into the event', async () => {
    const input = order();
    await provider().start(input);
    const { headers, body } = fake.pay(input.paymentNo, { id: 'EV-0001' });
    const event = await provider().verify(headers, Buffer.from(body));
    expect(event).toEqual({
      type: 'payment',
      eventId: 'EV-0001',
      paymentNo: input.paymentNo,
      status: 'paid',
      amount: 2599,
      currency: 'NZD',
      transactionId: fake.orders.get(input.paymentNo)!.transactionId,
    });
  });

  it('reads refund notifications, and ignores event types it does not handle', async () => {
    const refund = { paymentNo: 'PAYWX999999', refundNo: 'RFWX999999', amount: 500, total: 2599, currency: 'NZD' };
    const ok = fake.notification({ type: 'REFUND.SUCCESS', ...refund }, { id: 'EV-R1' });
    expect(await provider().verify(ok.headers, Buffer.from(ok.body))).toEqual({
      type: 'refund',
      eventId: 'EV-R1',
      refundNo: 'RFWX999999',
      status: 'succeeded',
      amount: 500,
    });
    const abnormal = fake.notification({ type: 'REFUND.ABNORMAL', ...refund }, { id: 'EV-R2' });
    expect(await provider().verify(abnormal.headers, Buffer.from(abnormal.body))).toMatchObject({ type: 'refund', status: 'failed' });
    const other = fake.notification({ type: 'TRANSACTION.SOMETHING', resource: { out_trade_no: 'X' } }, { id: 'EV-3' });
    expect(await provider().verify(other.headers, Buffer.from(other.body))).toEqual({ type: 'ignored', eventId: 'EV-3' });
  });

  const rejects = async (notification: { headers: Record<string, string>; body: string }, reason: RegExp) => {
    const error = await provider()
      .verify(notification.headers, Buffer.from(notification.body))
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(NotificationRejected);
    expect((error as Error).message).toMatch(reason);
  };
  const paidEvent = { type: 'TRANSACTION.SUCCESS' as const, paymentNo: 'PAYWX000777', amount: 100, currency: 'NZD' };

  it("rejects a tampered body, a tampered ciphertext, an unknown serial and another key's signature", async () => {
    await rejects(fake.notification(paidEvent, { tamper: 'body' }), /signature/i);
    await rejects(fake.notification(paidEvent, { tamper: 'ciphertext' }), /decrypt/);
    await rejects(fake.notification(paidEvent, { serial: 'PUB_KEY_ID_unknown' }), /serial/i);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    await rejects(fake.notification(paidEvent, { signWith: stranger }), /signature/i);
    const probe = fake.notification(paidEvent);
    await rejects({ ...probe, headers: { ...probe.headers, 'wechatpay-signature': 'WECHATPAY/SIGNTEST/abc' } }, /signature/i);
  });

  it('rejects a notification signed 6 minutes before (or after) our clock, and accepts 4 minutes', async () => {
    await rejects(fake.notification(paidEvent, { now: new Date(clock.getTime() - 6 * 60_000) }), /window/);
    await rejects(fake.notification(paidEvent, { now: new Date(clock.getTime() + 6 * 60_000) }), /window/);
    const recent = fake.notification(paidEvent, { now: new Date(clock.getTime() - 4 * 60_000) });
    expect((await provider().verify(recent.headers, Buffer.from(recent.body))).type).toBe('payment');
  });

  it('rejects a notification for another merchant, and one without headers', async () => {
    await rejects(
      fake.notification({ type: 'TRANSACTION.SUCCESS', resource: { mchid: '1900000999', out_trade_no: 'X', trade_state: 'SUCCESS' } }),
      /another merchant/,
    );
    await rejects({ headers: {}, body: fake.notification(paidEvent).body }, /serial/i);
  });

  it('answers WeChat SUCCESS, or FAIL with a 5xx so it tries again', () => {
    expect(provider().ack(true)).toEqual({ statusCode: 200, body: { code: 'SUCCESS', message: 'OK' } });
    expect(provider().ack(false)).toMatchObject({ statusCode: 500, body: { code: 'FAIL' } });
  });
});
