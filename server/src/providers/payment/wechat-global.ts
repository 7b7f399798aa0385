/**
 * WeChat Pay through the global API for overseas merchants (APIv3, direct "common mode": appid + mchid),
 * JSAPI in the mini-program and in WeChat's browser:
 * - POST /v3/global/transactions/jsapi -> prepay_id, then the client signs nothing: we hand it appId,
 *   timeStamp, nonceStr, package and an RSA paySign for wx.requestPayment / getBrandWCPayRequest;
 * - GET /v3/global/transactions/out-trade-no/{no}?mchid= (trade_state), POST .../close (204),
 *   POST /v3/global/refunds (accepted: the outcome comes as REFUND.* notification);
 * - every 2xx answer and every notification is verified with the platform key (wechat-sign.ts).
 * Errors are `{code, message}` with a 4xx/5xx status: ProviderError "wechatpay: HTTP 400 ORDERPAID: ...".
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { WechatPayConfig } from '../../config';
import { ProviderError } from '../../lib/errors';
import { fetchText, parseJson } from '../http';
import {
  type Headers as NotificationHeaders,
  type NotificationAck,
  NotificationRejected,
  type PaymentProvider,
  type ProviderEvent,
  type QueryResult,
  type RefundInput,
  type RefundResult,
  type StartInput,
  type StartResult,
} from './types';
import { headerValue, integer, notificationJson, record, requireFresh, text, truncateBytes, unixSeconds } from './util';
import { authorization, decryptResource, type RequestSigner, rsaSign, rsaVerify, signedMessage, wechatNonce } from './wechat-sign';

const NAME = 'wechatpay';
/** description is string[1,127]; counted in bytes here so a Chinese text can never run over. */
const DESCRIPTION_MAX_BYTES = 127;

export interface WechatPayAppIds {
  mp?: string;
  oa?: string;
}

export class WechatGlobalPay implements PaymentProvider {
  readonly name = 'wechat';
  private readonly signer: RequestSigner;
  private readonly platformKeys: Map<string, KeyObject>;

  constructor(
    private readonly config: WechatPayConfig,
    private readonly appIds: WechatPayAppIds,
    private readonly now: () => Date,
  ) {
    this.signer = { mchId: config.mchId, serial: config.merchantSerial, privateKey: createPrivateKey(config.privateKey) };
    this.platformKeys = new Map([[config.platformSerial, createPublicKey(config.platformPublicKey)]]);
  }

  async start(input: StartInput): Promise<StartResult> {
    if (!input.wechatApp || !input.openid) throw new ProviderError(`${NAME}: the payer's app and openid are required`);
    const appId = this.appId(input.wechatApp);
    const answer = await this.call('POST', '/v3/global/transactions/jsapi', {
      appid: appId,
      mchid: this.config.mchId,
      description: truncateBytes(input.description, DESCRIPTION_MAX_BYTES) || input.paymentNo,
      out_trade_no: input.paymentNo,
      time_expire: rfc3339(input.expiresAt),
      notify_url: input.notifyUrl,
      trade_type: 'JSAPI',
      merchant_category_code: this.config.merchantCategoryCode,
      amount: { total: input.amount, currency: input.currency },
      payer: { openid: input.openid },
    });
    const prepayId = text(answer.prepay_id);
    if (!prepayId) throw new ProviderError(`${NAME}: order answer without prepay_id`);
    return { providerRef: prepayId, client: { type: 'wechat_jsapi', params: this.payParams(appId, prepayId) } };
  }

  async query(paymentNo: string, _providerRef?: string): Promise<QueryResult> {
    const answer = await this.call('GET', `${orderPath(paymentNo)}?mchid=${encodeURIComponent(this.config.mchId)}`);
    if (answer.out_trade_no !== paymentNo) throw new ProviderError(`${NAME}: query answered another order`);
    const amount = record(answer.amount);
    return {
      status: tradeStatus(text(answer.trade_state)),
      amount: integer(amount.total) ?? 0,
      currency: text(amount.currency) ?? '',
      transactionId: text(answer.transaction_id),
    };
  }

  /** Closing a closed or never-created order is done already; ORDERPAID is thrown: the payment must be applied. */
  async close(paymentNo: string, _providerRef?: string): Promise<void> {
    try {
      await this.call('POST', `${orderPath(paymentNo)}/close`, { mchid: this.config.mchId });
    } catch (err) {
      if (err instanceof ProviderError && /HTTP 4\d\d (ORDERCLOSED|ORDER_NOT_EXIST|ORDERNOTEXIST|ORDER_CLOSED)\b/.test(err.message)) return;
      throw err;
    }
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const answer = await this.call('POST', '/v3/global/refunds', {
      appid: this.appId(input.wechatApp ?? (this.appIds.mp ? 'mp' : 'oa')),
      mchid: this.config.mchId,
      ...(input.transactionId ? { transaction_id: input.transactionId } : { out_trade_no: input.paymentNo }),
      out_refund_no: input.refundNo,
      reason: truncateBytes(input.reason, 80) || undefined,
      notify_url: input.notifyUrl,
      amount: { refund: input.amount, total: input.totalAmount, currency: input.currency },
    });
    const id = text(answer.id) ?? text(answer.refund_id);
    if (!id) throw new ProviderError(`${NAME}: refund answer without id`);
    return { status: refundStatus(text(answer.status)), providerRefundId: id };
  }

  async verify(headers: NotificationHeaders, rawBody: Buffer): Promise<ProviderEvent> {
    const key = this.platformKeys.get(headerValue(headers, 'wechatpay-serial') ?? '');
    if (!key) throw new NotificationRejected('unknown Wechatpay-Serial');
    const timestamp = headerValue(headers, 'wechatpay-timestamp');
    requireFresh(timestamp, this.now());
    const nonce = headerValue(headers, 'wechatpay-nonce') ?? '';
    const signature = headerValue(headers, 'wechatpay-signature') ?? '';
    // Probe traffic (signature "WECHATPAY/SIGNTEST/...") fails here on purpose: WeChat checks that we refuse it.
    if (!rsaVerify(signedMessage(timestamp!, nonce, rawBody.toString('utf8')), signature, key)) {
      throw new NotificationRejected('Wechatpay-Signature does not verify');
    }
    const body = notificationJson(rawBody);
    const eventId = text(body.id);
    if (!eventId) throw new NotificationRejected('notification without id');
    const plaintext = decryptResource(record(body.resource), this.config.apiV3Key);
    if (plaintext === undefined) throw new NotificationRejected('resource does not decrypt');
    const resource = notificationJson(plaintext);
    if (resource.mchid !== undefined && resource.mchid !== this.config.mchId)
      throw new NotificationRejected('notification for another merchant');
    return notificationEvent(eventId, text(body.event_type) ?? '', resource);
  }

  ack(ok: boolean): NotificationAck {
    return ok
      ? { statusCode: 200, body: { code: 'SUCCESS', message: 'OK' } }
      : { statusCode: 500, body: { code: 'FAIL', message: 'try again later' } };
  }

  private appId(kind: 'mp' | 'oa'): string {
    const appId = this.appIds[kind];
    if (!appId) throw new ProviderError(`${NAME}: WECHAT_${kind.toUpperCase()}_APPID is not configured`);
    return appId;
  }

  private payParams(appId: string, prepayId: string) {
    const timeStamp = String(unixSeconds(this.now()));
    const nonceStr = wechatNonce();
    const pkg = `prepay_id=${prepayId}`;
    const paySign = rsaSign(signedMessage(appId, timeStamp, nonceStr, pkg), this.signer.privateKey);
    return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA' as const, paySign };
  }

  /** One signed call; a 2xx answer must carry a valid platform signature, or it is not believed. */
  private async call(method: 'GET' | 'POST', pathWithQuery: string, payload?: Record<string, unknown>): Promise<Record<string, unknown>> {
    const body = payload ? JSON.stringify(payload) : '';
    const auth = authorization(this.signer, method, pathWithQuery, body, unixSeconds(this.now()), wechatNonce());
    const response = await fetchText(NAME, `${this.config.baseUrl}${pathWithQuery}`, {
      method,
      headers: { authorization: auth, accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'parcel-server' },
      body: payload ? body : undefined,
    });
    if (response.status < 200 || response.status >= 300) throw wechatError(response.status, response.text);
    if (!this.answerVerifies(response.headers, response.text)) throw new ProviderError(`${NAME}: answer signature does not verify`);
    return response.text ? parseJson(NAME, response.text) : {};
  }

  private answerVerifies(headers: Headers, body: string): boolean {
    const key = this.platformKeys.get(headers.get('wechatpay-serial') ?? '');
    const timestamp = headers.get('wechatpay-timestamp');
    const nonce = headers.get('wechatpay-nonce');
    const signature = headers.get('wechatpay-signature');
    if (!key || !timestamp || !nonce || !signature) return false;
    return rsaVerify(signedMessage(timestamp, nonce, body), signature, key);
  }
}

const orderPath = (paymentNo: string) => `/v3/global/transactions/out-trade-no/${encodeURIComponent(paymentNo)}`;

/** RFC 3339 without milliseconds, as WeChat's examples: 2026-11-21T07:40:04+00:00. */
const rfc3339 = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, '+00:00');

function tradeStatus(state: string | undefined): QueryResult['status'] {
  switch (state) {
    case 'SUCCESS':
    case 'REFUND': // paid, then (partly) refunded: the payment itself succeeded
      return 'paid';
    case 'CLOSED':
    case 'REVOKED':
      return 'closed';
    case 'PAYERROR':
      return 'failed';
    default: // NOTPAY, USERPAYING
      return 'pending';
  }
}

function refundStatus(status: string | undefined): RefundResult['status'] {
  if (status === 'SUCCESS') return 'succeeded';
  if (status === 'CLOSED' || status === 'ABNORMAL') return 'failed';
  return 'pending'; // the global refund answer carries no status: accepted, the outcome comes as REFUND.*
}

function notificationEvent(eventId: string, eventType: string, resource: Record<string, unknown>): ProviderEvent {
  const amount = record(resource.amount);
  if (eventType === 'TRANSACTION.SUCCESS' && resource.trade_state === 'SUCCESS') {
    const paymentNo = text(resource.out_trade_no);
    const total = integer(amount.total);
    if (!paymentNo || total === undefined) throw new NotificationRejected('transaction without out_trade_no or amount');
    return {
      type: 'payment',
      eventId,
      paymentNo,
      status: 'paid',
      amount: total,
      currency: text(amount.currency) ?? '',
      transactionId: text(resource.transaction_id),
    };
  }
  if (eventType.startsWith('REFUND.')) {
    const refundNo = text(resource.out_refund_no);
    const refunded = integer(amount.refund);
    if (!refundNo || refunded === undefined) throw new NotificationRejected('refund without out_refund_no or amount');
    if (eventType === 'REFUND.SUCCESS') return { type: 'refund', eventId, refundNo, status: 'succeeded', amount: refunded };
    if (eventType === 'REFUND.ABNORMAL' || eventType === 'REFUND.CLOSED')
      return { type: 'refund', eventId, refundNo, status: 'failed', amount: refunded };
  }
  return { type: 'ignored', eventId };
}

function wechatError(status: number, answer: string): ProviderError {
  try {
    const body = parseJson(NAME, answer);
    return new ProviderError(`${NAME}: HTTP ${status} ${String(body.code ?? '')}: ${String(body.message ?? '')}`);
  } catch {
    return new ProviderError(`${NAME}: HTTP ${status}: ${answer.slice(0, 200)}`);
  }
}
