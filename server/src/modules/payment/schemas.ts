/** Route schemas of payments, refunds (customer and staff) and the wallet. Field errors name `pay.<field>` / `wallet.<field>`. */
import { envelope, obj, responses } from '../../schemas';
import { idParams, paging, text } from '../parcel/shared';

const tags = ['payment'];
const staffTags = ['staff'];
const security = [{ token: [] }];

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
const int = { type: 'integer' };
const str = { type: 'string' };
const nullableInt = { type: ['integer', 'null'] };
const nullableStr = { type: ['string', 'null'] };
const METHODS = ['wechat', 'stripe', 'sandbox'];
const PLATFORMS = ['weapp', 'h5', 'wechat_h5'];
const PURPOSES = ['waybill', 'topup', 'card'];
const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'];
const REFUND_STATUSES = ['pending', 'succeeded', 'failed'];
const date = { type: 'string', minLength: 10, maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

const online = {
  method: { type: 'string', enum: METHODS },
  platform: { type: 'string', enum: PLATFORMS },
  idempotency_key: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
  return_url: { type: 'string', minLength: 1, maxLength: 500 },
};
const choice = {
  waybill_id: id,
  card_id: { anyOf: [id, { type: 'null' }] },
  coupon_id: { anyOf: [id, { type: 'null' }] },
  use_wallet: { type: 'boolean' },
};

const payment = {
  id: int, no: str, purpose: str, status: str, currency: str, amount: int, card_grams: int, card_amount: int, coupon_amount: int,
  wallet_amount: int, online_amount: int, method: nullableStr, waybill_id: nullableInt, waybill_no: nullableStr, card_name: nullableStr,
  card_id: nullableInt, failure_reason: nullableStr, created_at: str, paid_at: nullableStr, expires_at: nullableStr,
};
const refund = {
  id: int, no: str, payment_no: str, waybill_no: nullableStr, reason: str, reason_text: str, status: str, currency: str, card_grams: int,
  coupon_restored: { type: 'boolean' }, wallet_amount: int, online_amount: int, method: nullableStr, created_at: str, completed_at: nullableStr,
};
/** The app's action is documented in types/payment.ts (ClientAction), serialised as it is. */
const client = { type: ['object', 'null'], additionalProperties: true };
const page = (item: object, extra: Record<string, object> = {}) =>
  obj({ list: { type: 'array', items: item }, total: int, page: int, page_size: int, ...extra }, ['list', 'total', 'page', 'page_size']);
const payStart = envelope(obj({ payment: obj(payment), client }));
const loose = { type: 'object', additionalProperties: true };

export const optionsSchema = {
  tags, security, summary: 'Everything the payment page shows for my waybill: price, usable cards and coupons (best first), the valid coupons it cannot take (with why), wallet balance, online methods of this platform',
  querystring: obj({ waybill_id: id, platform: online.platform }, ['waybill_id', 'platform']),
  response: responses(envelope(obj({
    waybill: loose, currency: str, charge: loose, amount_due: int, cards: { type: 'array', items: loose }, coupons: { type: 'array', items: loose },
    unusable_coupons: { type: 'array', items: loose },
    best: obj({ card_id: nullableInt, coupon_id: nullableInt }), wallet_balance: int, methods: { type: 'array', items: str },
  }))),
};

export const methodsSchema = {
  tags, security, summary: 'Online methods for a top-up or card purchase on this platform',
  querystring: obj({ platform: online.platform }, ['platform']),
  response: responses(envelope(obj({ methods: { type: 'array', items: str }, currency: str }))),
};

export const previewSchema = {
  tags, security, summary: 'How the amount due splits for a choice of card, coupon and wallet (42021 if the card or coupon cannot be used)',
  body: obj(choice, ['waybill_id', 'use_wallet']),
  response: responses(envelope(obj({
    amount: int, card_id: nullableInt, card_grams: int, card_amount: int, coupon_id: nullableInt, coupon_amount: int, wallet_amount: int, online_amount: int,
  }))),
};

export const payWaybillSchema = {
  tags, security,
  summary: 'Pay my pending_payment waybill: card grams, one coupon, wallet, online rest. One transaction; a repeated idempotency_key answers the first payment; an older pending attempt is replaced',
  body: obj({ ...choice, ...online }, ['waybill_id', 'use_wallet', 'platform', 'idempotency_key']),
  response: responses(payStart),
};

export const topupSchema = {
  tags, security, summary: 'Top up my wallet online (amount within the summary limits)',
  body: obj({ amount: { type: 'integer', minimum: 1, maximum: 100_000_000 }, ...online }, ['amount', 'method', 'platform', 'idempotency_key']),
  response: responses(payStart),
};

export const buyCardSchema = {
  tags, security, summary: 'Buy a kilogram card with the wallet (whole price) or online',
  body: obj({ card_product_id: id, use_wallet: { type: 'boolean' }, ...online }, ['card_product_id', 'use_wallet', 'platform', 'idempotency_key']),
  response: responses(payStart),
};

export const detailSchema = { tags, security, summary: 'One of my payments', params: idParams, response: responses(envelope(obj(payment))) };
export const syncSchema = {
  tags, security, summary: 'Ask the provider about my pending payment now (after the app was told "ok"); answers the payment as it then is',
  params: idParams, response: responses(envelope(obj(payment))),
};
export const cancelSchema = {
  tags, security, summary: 'Give up my pending payment (the payer closed the provider\'s sheet): asked at the provider first, then closed and its card grams, coupon and wallet money given back; answers the payment as it then is',
  params: idParams, response: responses(envelope(obj(payment))),
};
export const listSchema = {
  tags, security, summary: 'My payments, newest first',
  querystring: obj({ purpose: { type: 'string', enum: PURPOSES }, ...paging }),
  response: responses(envelope(page(obj(payment)))),
};

export const notifySchema = {
  tags, summary: "A provider's signed notification (raw body); answers the provider's acknowledgement",
  params: obj({ provider: { type: 'string', enum: METHODS } }, ['provider']),
};
export const sandboxCheckoutSchema = {
  tags, summary: 'The sandbox checkout page (HTML)', params: obj({ ref: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } }, ['ref']),
};
export const sandboxCompleteSchema = {
  tags, summary: "The sandbox page's Pay / Fail button: a signed notification, then 303 back to the app",
  params: sandboxCheckoutSchema.params,
  body: obj({ outcome: { type: 'string', enum: ['paid', 'failed'] } }, ['outcome']),
};

export const staffListSchema = {
  tags: staffTags, security, summary: 'Payments of my site; keyword: payment no, waybill no or member code; from/to: local dates (both included); sum_amount over the filtered list',
  querystring: obj({
    status: { type: 'string', enum: PAYMENT_STATUSES }, purpose: { type: 'string', enum: PURPOSES }, method: { type: 'string', enum: METHODS },
    keyword: text(50), from: date, to: date, ...paging,
  }),
  response: responses(envelope(page(obj({ ...payment, member_code: str, refund: { anyOf: [obj(refund), { type: 'null' }] } }), { sum_amount: int }))),
};
export const staffRefundSchema = {
  tags: staffTags, security, summary: 'Refund a paid payment whole (waybill before dispatch, unused card, top-up still in the wallet)',
  params: idParams, body: obj({ note: text(200, 1) }, ['note']), response: responses(envelope(obj({ ...refund, member_code: str }))),
};
export const staffRefundListSchema = {
  tags: staffTags, security, summary: 'Refunds of my site, newest first',
  querystring: obj({ status: { type: 'string', enum: REFUND_STATUSES }, ...paging }),
  response: responses(envelope(page(obj({ ...refund, member_code: str })))),
};
export const staffRetrySchema = {
  tags: staffTags, security, summary: 'Ask the provider again for a failed refund', params: idParams, response: responses(envelope(obj({ ...refund, member_code: str }))),
};

// ------------------------------------------------------------------------------------------------ wallet
const walletTags = ['wallet'];
export const walletSummarySchema = {
  tags: walletTags, security, summary: 'My balance and the top-up limits',
  response: responses(envelope(obj({ balance: int, currency: str, topup_amounts: { type: 'array', items: int }, min_topup: int, max_topup: int }))),
};
export const walletListSchema = {
  tags: walletTags, security, summary: 'My wallet ledger, newest first, with each reason in my language',
  querystring: obj({ ...paging }),
  response: responses(envelope(page(obj({ id: int, amount: int, balance_after: int, kind: str, reason: str, ref_no: str, created_at: str }), { balance: int }))),
};
export const paybackListSchema = {
  tags: walletTags, security, summary: 'Refunds and compensation credited to me, newest first',
  querystring: obj({ ...paging }),
  response: responses(envelope(page(loose))),
};
