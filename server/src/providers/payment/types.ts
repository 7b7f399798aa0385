/**
 * Online payment providers behind one interface (WeChat Pay global API, Stripe, the sandbox).
 * The payments module starts, queries, closes and refunds through it, and hands it the raw body of
 * every notification: `verify` is the only way a notification becomes an event.
 */
export type OnlineProviderName = 'wechat' | 'stripe' | 'sandbox' | 'alipay';

export interface StartInput {
  /** Our order number (out_trade_no / metadata), [A-Z0-9]{8,32}. */
  paymentNo: string;
  /** Minor units, > 0. */
  amount: number;
  /** 'NZD' | 'AUD'. */
  currency: string;
  /** Shown to the payer, <= 120 chars; each adapter truncates it to its provider's limit. */
  description: string;
  /** Public origin of this server, e.g. https://app.example.com (no trailing /). */
  origin: string;
  /** Absolute URL of POST /api/pay/notify/<provider>. */
  notifyUrl: string;
  /** Absolute H5 URL to come back to after stripe/sandbox. */
  returnUrl: string;
  /** WeChat JSAPI payer (required for wechat). */
  openid?: string;
  /** Mini-program or official-account appid (required for wechat). */
  wechatApp?: 'mp' | 'oa';
  /** time_expire / when the checkout stops accepting. */
  expiresAt: Date;
  /** The payer's language: a checkout page of our own (the sandbox's) speaks it. */
  lang?: 'zh-cn' | 'en';
}

export type ClientAction =
  | {
      type: 'wechat_jsapi';
      params: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string };
    }
  | { type: 'stripe'; client_secret: string; publishable_key: string }
  | { type: 'redirect'; url: string };

export interface StartResult {
  providerRef: string;
  client: ClientAction;
}

export interface QueryResult {
  status: 'paid' | 'pending' | 'failed' | 'closed';
  amount: number;
  currency: string;
  transactionId?: string;
}

export interface RefundInput {
  paymentNo: string;
  providerRef: string;
  transactionId?: string;
  refundNo: string;
  amount: number;
  totalAmount: number;
  currency: string;
  reason: string;
  notifyUrl: string;
  /** Optional (added): the WeChat app the payment was made in; WeChat's refund names an appid. Default: mp, else oa. */
  wechatApp?: 'mp' | 'oa';
}

export interface RefundResult {
  status: 'succeeded' | 'pending' | 'failed';
  providerRefundId: string;
}

export type ProviderEvent =
  | {
      type: 'payment';
      eventId: string;
      paymentNo: string;
      status: 'paid' | 'failed';
      amount: number;
      currency: string;
      transactionId?: string;
    }
  | { type: 'refund'; eventId: string; refundNo: string; status: 'succeeded' | 'failed'; amount: number }
  | { type: 'ignored'; eventId: string };

export interface NotificationAck {
  statusCode: number;
  body: string | Record<string, unknown>;
}

export type Headers = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: OnlineProviderName;
  start(input: StartInput): Promise<StartResult>;
  query(paymentNo: string, providerRef: string): Promise<QueryResult>;
  close(paymentNo: string, providerRef: string): Promise<void>;
  refund(input: RefundInput): Promise<RefundResult>;
  /** Signature (and timestamp window) over the RAW body; throws NotificationRejected if forged, tampered, stale or unreadable. */
  verify(headers: Headers, rawBody: Buffer): Promise<ProviderEvent>;
  /** What the provider expects back: accepted (ok) or "try again later". */
  ack(ok: boolean): NotificationAck;
}

/** Bank transfer has no provider to ask: a staff statement import confirms it (modules/payment/bank-import.ts). */
export type PaymentProviders = Partial<Record<OnlineProviderName, PaymentProvider>> & { readonly bank_transfer?: undefined };

export class NotificationRejected extends Error {}

/** A notification may be signed at most this far from our clock, either way. */
export const NOTIFICATION_TOLERANCE_SECONDS = 300;
