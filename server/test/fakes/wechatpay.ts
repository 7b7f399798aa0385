/**
 * A fake WeChat Pay global API (APIv3) for tests, speaking the documented protocol with its own crypto
 * (node:crypto here, not the adapter's helpers, so a shared mistake cannot hide):
 *
 *   const keys = testKeys();                                  // merchant + platform RSA pairs, APIv3 key, serials
 *   const fake = await startFakeWechatPay(keys);              // checks every Authorization with the merchant PUBLIC key
 *   const provider = new WechatGlobalPay(keys.config(fake.url), keys.appIds, now);
 *   fake.setOrder('P123', 'SUCCESS');                         // the payer paid (or NOTPAY, CLOSED, PAYERROR, REFUND ...)
 *   const { headers, body } = fake.notification({ type: 'TRANSACTION.SUCCESS', paymentNo: 'P123' });
 *   await provider.verify(headers, Buffer.from(body));        // or app.inject({ url: '/api/pay/notify/wechat', headers, payload: body })
 *   fake.pay('P123')                                          // = setOrder SUCCESS + its TRANSACTION.SUCCESS notification
 *   fake.answerSignature = 'forged';                          // answers signed by a stranger's key from now on
 *   fake.requests                                             // every request seen (method, url, headers, body)
 *   await fake.close();
 *
 * Routes: POST /v3/global/transactions/jsapi, GET|POST /v3/global/transactions/out-trade-no/{no}[/close],
 * POST /v3/global/refunds. Errors answer `{code, message}` like WeChat (401 SIGN_ERROR, 400 PARAM_ERROR,
 * 400 ORDERPAID, 404 ORDER_NOT_EXIST ...). `wechatNotification(keys, event, options)` builds a notification
 * without a server (options: now, serial, signWith, id, tamper).
 */
import { createCipheriv, createSign, createVerify, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatPayConfig } from '../../src/config';
import type { SeenRequest } from '../fake-server';

export interface WechatTestKeys {
  mchId: string;
  merchantSerial: string;
  merchant: { privateKey: KeyObject; publicKey: KeyObject };
  platformSerial: string;
  platform: { privateKey: KeyObject; publicKey: KeyObject };
  apiV3Key: string;
  appIds: { mp: string; oa: string };
  /** The adapter's configuration against `baseUrl`. */
  config(baseUrl: string): WechatPayConfig;
}

const pem = (key: KeyObject) => key.export({ type: key.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString();
const rsaPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

/** A merchant and a platform key pair (2048-bit RSA), an APIv3 key and the adapter config that goes with them. */
export function testKeys(): WechatTestKeys {
  const keys = {
    mchId: '1900000109',
    merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
    merchant: rsaPair(),
    platformSerial: `PUB_KEY_ID_${randomBytes(8).toString('hex')}`,
    platform: rsaPair(),
    apiV3Key: randomBytes(16).toString('hex'),
    appIds: { mp: 'wxmp0000000000001', oa: 'wxoa0000000000002' },
  };
  return {
    ...keys,
    config: (baseUrl) => ({
      baseUrl,
      mchId: keys.mchId,
      merchantSerial: keys.merchantSerial,
      privateKey: pem(keys.merchant.privateKey),
      apiV3Key: keys.apiV3Key,
      platformSerial: keys.platformSerial,
      platformPublicKey: pem(keys.platform.publicKey),
    }),
  };
}

/** The environment that configures the real adapter with these keys (for startApp({ env })). */
export function wechatPayEnv(keys: WechatTestKeys, baseUrl: string): Record<string, string> {
  return {
    WECHATPAY_BASE_URL: baseUrl,
    WECHATPAY_MCHID: keys.mchId,
    WECHATPAY_MERCHANT_SERIAL: keys.merchantSerial,
    WECHATPAY_PRIVATE_KEY: pem(keys.merchant.privateKey),
    WECHATPAY_APIV3_KEY: keys.apiV3Key,
    WECHATPAY_PLATFORM_SERIAL: keys.platformSerial,
    WECHATPAY_PLATFORM_PUBLIC_KEY: pem(keys.platform.publicKey),
    WECHAT_MP_APPID: keys.appIds.mp,
    WECHAT_MP_SECRET: 'mp-secret',
    WECHAT_OA_APPID: keys.appIds.oa,
    WECHAT_OA_SECRET: 'oa-secret',
  };
}

export type WechatEvent =
  | { type: 'TRANSACTION.SUCCESS'; paymentNo: string; amount: number; currency: string; transactionId?: string }
  | {
      type: 'REFUND.SUCCESS' | 'REFUND.ABNORMAL' | 'REFUND.CLOSED';
      paymentNo: string;
      refundNo: string;
      amount: number;
      total: number;
      currency: string;
    }
  | { type: string; resource: Record<string, unknown> };

export interface NotificationOptions {
  now?: Date;
  /** The Wechatpay-Serial sent (default: the platform serial). */
  serial?: string;
  /** Sign with this key instead of the platform key. */
  signWith?: KeyObject;
  id?: string;
  /** Change the body after signing, or the ciphertext before signing. */
  tamper?: 'body' | 'ciphertext';
}

export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

export function wechatNotification(keys: WechatTestKeys, event: WechatEvent, options: NotificationOptions = {}): SignedNotification {
  const now = options.now ?? new Date();
  const plaintext = JSON.stringify({ mchid: keys.mchId, ...resourceOf(keys, event) });
  const associatedData = event.type.startsWith('REFUND.') ? 'refund' : 'transaction';
  const resource = encrypt(keys.apiV3Key, plaintext, associatedData);
  if (options.tamper === 'ciphertext') {
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[0] ^= 1;
    resource.ciphertext = bytes.toString('base64');
  }
  const createTime = now.toISOString().replace(/\.\d{3}Z$/, '+00:00');
  let body = JSON.stringify({
    id: options.id ?? `EV-${randomBytes(10).toString('hex')}`,
    create_time: createTime,
    resource_type: 'encrypt-resource',
    event_type: event.type,
    summary: event.type,
    resource,
  });
  const headers = signedHeaders(options.signWith ?? keys.platform.privateKey, options.serial ?? keys.platformSerial, body, now);
  if (options.tamper === 'body') body = body.replace(/"summary":"[^"]*"/, '"summary":"changed"');
  return { headers, body };
}

function resourceOf(keys: WechatTestKeys, event: WechatEvent): Record<string, unknown> {
  if ('resource' in event) return event.resource;
  if (event.type === 'TRANSACTION.SUCCESS') {
    return {
      appid: keys.appIds.mp,
      out_trade_no: event.paymentNo,
      transaction_id: event.transactionId ?? `4200${randomBytes(12).toString('hex')}`,
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      trade_state_desc: 'OK',
      success_time: new Date().toISOString(),
      amount: { total: event.amount, currency: event.currency, payer_total: event.amount, payer_currency: event.currency },
    };
  }
  const status = { 'REFUND.SUCCESS': 'SUCCESS', 'REFUND.ABNORMAL': 'ABNORMAL', 'REFUND.CLOSED': 'CLOSED' }[event.type];
  return {
    out_trade_no: event.paymentNo,
    out_refund_no: event.refundNo,
    refund_id: `5030${randomBytes(12).toString('hex')}`,
    refund_status: status,
    amount: { refund: event.amount, total: event.total, currency: event.currency, payer_refund: event.amount },
  };
}

function encrypt(apiV3Key: string, plaintext: string, associatedData: string) {
  const nonce = randomBytes(6).toString('hex'); // 12 characters = the 12-byte GCM nonce
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return { original_type: associatedData, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce };
}

function signedHeaders(key: KeyObject, serial: string, body: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(key, 'base64');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': serial,
    'content-type': 'application/json',
  };
}

export interface FakeOrder {
  appid: string;
  description: string;
  notifyUrl: string;
  amount: number;
  currency: string;
  openid: string;
  prepayId: string;
  state: string;
  transactionId?: string;
  refunded: number;
  body: Record<string, unknown>;
}

export interface FakeWechatPay {
  url: string;
  requests: SeenRequest[];
  orders: Map<string, FakeOrder>;
  /** The out_refund_no of every refund accepted, with its request body. */
  refunds: Map<string, Record<string, unknown>>;
  /** 'forged': answers are signed with a key that is not the platform's. */
  answerSignature: 'valid' | 'forged';
  setOrder(no: string, state: string): FakeOrder;
  notification(event: WechatEvent, options?: NotificationOptions): SignedNotification;
  /** The payer pays the order: state SUCCESS, and the TRANSACTION.SUCCESS notification WeChat would send. */
  pay(no: string, options?: NotificationOptions): SignedNotification;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body?: unknown;
}

const fail = (status: number, code: string, message: string): Answer => ({ status, body: { code, message } });

export async function startFakeWechatPay(keys: WechatTestKeys, options: { now?: () => Date } = {}): Promise<FakeWechatPay> {
  const now = options.now ?? (() => new Date());
  const stranger = rsaPair().privateKey;
  const requests: SeenRequest[] = [];
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, Record<string, unknown>>();

  const route = (request: SeenRequest): Answer => {
    const auth = checkAuthorization(keys, request, now());
    if (auth) return fail(401, 'SIGN_ERROR', auth);
    const path = request.url.pathname;
    if (request.method === 'POST' && path === '/v3/global/transactions/jsapi') return createOrder(orders, keys, request.body);
    if (request.method === 'POST' && path === '/v3/global/refunds') return createRefund(orders, refunds, keys, request.body);
    const match = /^\/v3\/global\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (!match) return fail(404, 'NOT_FOUND', 'no such API');
    const order = orders.get(decodeURIComponent(match[1]));
    if (!order) return fail(404, 'ORDER_NOT_EXIST', 'order does not exist');
    if (match[2] && request.method === 'POST') return closeOrder(order, keys, request.body);
    if (!match[2] && request.method === 'GET') {
      if (request.url.searchParams.get('mchid') !== keys.mchId) return fail(400, 'PARAM_ERROR', 'mchid');
      return { status: 200, body: orderView(keys, decodeURIComponent(match[1]), order) };
    }
    return fail(405, 'METHOD_NOT_ALLOWED', request.method);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen = {
        method: req.method!,
        url: new URL(req.url!, 'http://fake'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(seen);
      const answer = route(seen);
      const body = answer.body === undefined ? '' : JSON.stringify(answer.body);
      const signer = fake.answerSignature === 'forged' ? stranger : keys.platform.privateKey;
      const headers =
        answer.status < 300 ? signedHeaders(signer, keys.platformSerial, body, now()) : { 'content-type': 'application/json' };
      res.writeHead(answer.status, { ...headers, connection: 'close' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeWechatPay = {
    url: `http://127.0.0.1:${port}`,
    requests,
    orders,
    refunds,
    answerSignature: 'valid',
    setOrder(no, state) {
      const order = orders.get(no);
      if (!order) throw new Error(`fake wechatpay: no order ${no}`);
      order.state = state;
      if (state === 'SUCCESS' && !order.transactionId) order.transactionId = `4200${randomBytes(12).toString('hex')}`;
      return order;
    },
    notification: (event, notificationOptions = {}) => wechatNotification(keys, event, { now: now(), ...notificationOptions }),
    pay(no, notificationOptions) {
      const order = fake.setOrder(no, 'SUCCESS');
      const event = {
        type: 'TRANSACTION.SUCCESS' as const,
        paymentNo: no,
        amount: order.amount,
        currency: order.currency,
        transactionId: order.transactionId,
      };
      return fake.notification(event, notificationOptions);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/** undefined when the Authorization header is WeChat's scheme, for our merchant, and verifies; else why not. */
function checkAuthorization(keys: WechatTestKeys, request: SeenRequest, now: Date): string | undefined {
  const header = String(request.headers.authorization ?? '');
  if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return 'scheme';
  const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  if (fields.mchid !== keys.mchId) return 'mchid';
  if (fields.serial_no !== keys.merchantSerial) return 'serial_no';
  if (!/^\d+$/.test(fields.timestamp ?? '') || !fields.nonce_str) return 'timestamp/nonce_str';
  // WeChat refuses a request signed more than 5 minutes away from its clock.
  if (Math.abs(now.getTime() / 1000 - Number(fields.timestamp)) > 300) return 'timestamp expired';
  const message = `${request.method}\n${request.url.pathname}${request.url.search}\n${fields.timestamp}\n${fields.nonce_str}\n${request.body}\n`;
  const ok = createVerify('RSA-SHA256')
    .update(message)
    .verify(keys.merchant.publicKey, fields.signature ?? '', 'base64');
  return ok ? undefined : 'signature';
}

function parseBody(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

function createOrder(orders: Map<string, FakeOrder>, keys: WechatTestKeys, text: string): Answer {
  const body = parseBody(text);
  if (!body) return fail(400, 'PARAM_ERROR', 'body is not JSON');
  const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
  const payer = body.payer as { openid?: unknown } | undefined;
  const missing = [
    ![keys.appIds.mp, keys.appIds.oa].includes(body.appid as string) && 'appid',
    body.mchid !== keys.mchId && 'mchid',
    (typeof body.description !== 'string' || !body.description || Buffer.byteLength(body.description) > 127) && 'description',
    (typeof body.out_trade_no !== 'string' || !/^[0-9A-Za-z_\-*]{6,32}$/.test(body.out_trade_no)) && 'out_trade_no',
    (typeof body.notify_url !== 'string' || !/^https?:\/\//.test(body.notify_url)) && 'notify_url',
    body.trade_type !== 'JSAPI' && 'trade_type',
    (!Number.isSafeInteger(amount?.total) || (amount!.total as number) <= 0) && 'amount.total',
    typeof amount?.currency !== 'string' && 'amount.currency',
    typeof payer?.openid !== 'string' && 'payer.openid',
    body.time_expire !== undefined && !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(String(body.time_expire)) && 'time_expire',
  ].filter(Boolean);
  if (missing.length) return fail(400, 'PARAM_ERROR', `invalid: ${missing.join(', ')}`);
  const no = body.out_trade_no as string;
  const existing = orders.get(no);
  if (existing?.state === 'SUCCESS' || existing?.state === 'REFUND') return fail(400, 'ORDERPAID', 'order paid');
  if (existing?.state === 'CLOSED') return fail(400, 'ORDERCLOSED', 'order closed');
  if (existing) return { status: 200, body: { prepay_id: existing.prepayId } };
  const order: FakeOrder = {
    appid: body.appid as string,
    description: body.description as string,
    notifyUrl: body.notify_url as string,
    amount: amount!.total as number,
    currency: amount!.currency as string,
    openid: payer!.openid as string,
    prepayId: `wx${randomBytes(14).toString('hex')}`,
    state: 'NOTPAY',
    refunded: 0,
    body,
  };
  orders.set(no, order);
  return { status: 200, body: { prepay_id: order.prepayId } };
}

function orderView(keys: WechatTestKeys, no: string, order: FakeOrder) {
  return {
    mchid: keys.mchId,
    appid: order.appid,
    out_trade_no: no,
    transaction_id: order.transactionId,
    trade_type: 'JSAPI',
    trade_state: order.state,
    trade_state_desc: order.state,
    amount: { total: order.amount, currency: order.currency, payer_total: order.amount, payer_currency: order.currency },
  };
}

function closeOrder(order: FakeOrder, keys: WechatTestKeys, text: string): Answer {
  if (parseBody(text)?.mchid !== keys.mchId) return fail(400, 'PARAM_ERROR', 'mchid');
  if (order.state === 'SUCCESS' || order.state === 'REFUND') return fail(400, 'ORDERPAID', 'order paid');
  order.state = 'CLOSED';
  return { status: 204 };
}

function createRefund(
  orders: Map<string, FakeOrder>,
  refunds: Map<string, Record<string, unknown>>,
  keys: WechatTestKeys,
  text: string,
): Answer {
  const body = parseBody(text);
  if (!body || body.mchid !== keys.mchId || typeof body.out_refund_no !== 'string')
    return fail(400, 'PARAM_ERROR', 'mchid / out_refund_no');
  const amount = body.amount as { refund?: number; total?: number; currency?: string } | undefined;
  const entry = [...orders.entries()].find(
    ([no, o]) => no === body.out_trade_no || (o.transactionId && o.transactionId === body.transaction_id),
  );
  if (!entry) return fail(404, 'RESOURCE_NOT_EXISTS', 'order does not exist');
  const [, order] = entry;
  const previous = refunds.get(body.out_refund_no);
  if (!previous) {
    if (order.state !== 'SUCCESS' && order.state !== 'REFUND') return fail(403, 'TRADE_ERROR', `order is ${order.state}`);
    if (amount?.total !== order.amount || amount.currency !== order.currency) return fail(400, 'PARAM_ERROR', 'amount.total / currency');
    if (!Number.isSafeInteger(amount.refund) || amount.refund! <= 0 || order.refunded + amount.refund! > order.amount) {
      return fail(403, 'NOT_ENOUGH', 'refund amount exceeds what is left');
    }
    order.refunded += amount.refund!;
    order.state = 'REFUND';
    refunds.set(body.out_refund_no, { ...body, id: `5030${randomBytes(12).toString('hex')}` });
  }
  const refund = refunds.get(body.out_refund_no)!;
  const refunded = (refund.amount as { refund: number }).refund;
  return {
    status: 200,
    body: {
      id: refund.id,
      out_refund_no: body.out_refund_no,
      create_time: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      amount: { refund: refunded, currency: order.currency, payer_refund: refunded, payer_currency: order.currency },
    },
  };
}
