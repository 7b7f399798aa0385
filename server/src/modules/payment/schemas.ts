/** Route schemas of payments, refunds (customer and staff) and the wallet. Field errors name `pay.<field>` / `wallet.<field>`. */
import {
  ONLINE_METHODS,
  PAY_PLATFORMS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  STAFF_PAYMENT_SORTS,
  STAFF_REFUND_SORTS,
} from '@contract/payment';
import { choice, idParams, int, paging, rowId, str, text } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { daysAndSortQuery, listSchema as page } from '../../toolkit/lists';

const tags = ['payment'];
const staffTags = ['staff'];
const security = [{ token: [] }];

const id = rowId;
const integer = { type: 'integer' };
const string = { type: 'string' };
const boolean = { type: 'boolean' };
const nullableInt = { type: ['integer', 'null'] };
const nullableStr = { type: ['string', 'null'] };
/** Providers that notify us: a bank transfer is confirmed by a statement import, Alipay through Stripe's webhook. */
const PROVIDERS = ONLINE_METHODS.filter((m) => m !== 'bank_transfer' && m !== 'alipay');

export const online = {
  method: choice(ONLINE_METHODS),
  platform: choice(PAY_PLATFORMS),
  idempotency_key: str(64, { min: 8, pattern: '^[A-Za-z0-9_-]+$' }),
  return_url: str(500, { min: 1 }),
};
const choiceOf = {
  waybill_id: id,
  card_id: { anyOf: [id, { type: 'null' }] },
  coupon_id: { anyOf: [id, { type: 'null' }] },
  use_wallet: { type: 'boolean' },
  points: int(0, 100_000_000),
};

const transferFields = {
  account_name: string,
  account_number: string,
  bsb: nullableStr,
  reference: string,
  amount: integer,
  currency: string,
  deadline: string,
};
const payment = {
  id: integer,
  no: string,
  purpose: string,
  status: string,
  currency: string,
  amount: integer,
  card_grams: integer,
  card_amount: integer,
  coupon_amount: integer,
  wallet_amount: integer,
  online_amount: integer,
  points_used: integer,
  points_amount: integer,
  method: nullableStr,
  waybill_id: nullableInt,
  waybill_no: nullableStr,
  card_name: nullableStr,
  card_id: nullableInt,
  failure_reason: nullableStr,
  created_at: string,
  paid_at: nullableStr,
  expires_at: nullableStr,
  transfer: { type: ['object', 'null'], properties: transferFields },
  receipt_at: nullableStr,
};
const refund = {
  id: integer,
  no: string,
  payment_no: string,
  waybill_no: nullableStr,
  reason: string,
  reason_text: string,
  status: string,
  currency: string,
  card_grams: integer,
  coupon_restored: { type: 'boolean' },
  wallet_amount: integer,
  online_amount: integer,
  method: nullableStr,
  created_at: string,
  completed_at: nullableStr,
};
/** The app's action is documented in types/payment.ts (ClientAction), serialised as it is. */
const client = { type: ['object', 'null'], additionalProperties: true };
export const payStart = envelope(obj({ payment: obj(payment), client }));
const loose = { type: 'object', additionalProperties: true };

export const optionsSchema = {
  tags,
  security,
  summary:
    'Everything the payment page shows for my waybill: price, usable cards and coupons (best first), the valid coupons it cannot take (with why), wallet balance, online methods of this platform',
  querystring: obj({ waybill_id: id, platform: online.platform }, ['waybill_id', 'platform']),
  response: responses(
    envelope(
      obj({
        waybill: loose,
        currency: string,
        charge: loose,
        amount_due: integer,
        cards: { type: 'array', items: loose },
        coupons: { type: 'array', items: loose },
        unusable_coupons: { type: 'array', items: loose },
        best: obj({ card_id: nullableInt, coupon_id: nullableInt }),
        wallet_balance: integer,
        points_balance: integer,
        point_value: integer,
        methods: { type: 'array', items: string },
        transfer: { type: ['object', 'null'], properties: { ...transferFields, payment_id: integer, receipt_at: nullableStr } },
      }),
    ),
  ),
};

export const methodsSchema = {
  tags,
  security,
  summary: 'Online methods for a top-up or card purchase on this platform',
  querystring: obj({ platform: online.platform }, ['platform']),
  response: responses(envelope(obj({ methods: { type: 'array', items: string }, currency: string }))),
};

export const previewSchema = {
  tags,
  security,
  summary:
    'How the amount due splits for a choice of card, coupon, member points and wallet (42021 if the card or coupon cannot be used; 42020 for more points than held or usable)',
  body: obj(choiceOf, ['waybill_id', 'use_wallet']),
  response: responses(
    envelope(
      obj({
        amount: integer,
        card_id: nullableInt,
        card_grams: integer,
        card_amount: integer,
        coupon_id: nullableInt,
        coupon_amount: integer,
        wallet_amount: integer,
        online_amount: integer,
        points_used: integer,
        points_amount: integer,
        points_max: integer,
      }),
    ),
  ),
};

export const payWaybillSchema = {
  tags,
  security,
  summary:
    'Pay my pending_payment waybill: card grams, one coupon, wallet, online rest. One transaction; a repeated idempotency_key answers the first payment; an older pending attempt is replaced',
  body: obj({ ...choiceOf, ...online }, ['waybill_id', 'use_wallet', 'platform', 'idempotency_key']),
  response: responses(payStart),
};

export const topupSchema = {
  tags,
  security,
  summary: 'Top up my wallet online (amount within the summary limits)',
  body: obj({ amount: int(1, 100_000_000), ...online }, ['amount', 'method', 'platform', 'idempotency_key']),
  response: responses(payStart),
};

export const buyCardSchema = {
  tags,
  security,
  summary: 'Buy a kilogram card with the wallet (whole price) or online',
  body: obj({ card_product_id: id, use_wallet: { type: 'boolean' }, ...online }, [
    'card_product_id',
    'use_wallet',
    'platform',
    'idempotency_key',
  ]),
  response: responses(payStart),
};

export const detailSchema = {
  tags,
  security,
  summary: 'One of my payments',
  params: idParams,
  response: responses(envelope(obj(payment))),
};
export const syncSchema = {
  tags,
  security,
  summary: 'Ask the provider about my pending payment now (after the app was told "ok"); answers the payment as it then is',
  params: idParams,
  response: responses(envelope(obj(payment))),
};
export const cancelSchema = {
  tags,
  security,
  summary:
    "Give up my pending payment (the payer closed the provider's sheet): asked at the provider first, then closed and its card grams, coupon and wallet money given back; answers the payment as it then is",
  params: idParams,
  response: responses(envelope(obj(payment))),
};
export const listSchema = {
  tags,
  security,
  summary: 'My payments, newest first',
  querystring: obj({ purpose: choice(PAYMENT_PURPOSES), ...paging }),
  response: responses(envelope(page(obj(payment)))),
};

export const notifySchema = {
  tags,
  summary: "A provider's signed notification (raw body); answers the provider's acknowledgement",
  params: obj({ provider: choice(PROVIDERS) }, ['provider']),
};
export const sandboxCheckoutSchema = {
  tags,
  summary: 'The sandbox checkout page (HTML)',
  params: obj({ ref: str(64, { min: 1, pattern: '^[A-Za-z0-9_-]+$' }) }, ['ref']),
};
export const sandboxCompleteSchema = {
  tags,
  summary: "The sandbox page's Pay / Fail button: a signed notification, then 303 back to the app",
  params: sandboxCheckoutSchema.params,
  body: obj({ outcome: choice(['paid', 'failed']) }, ['outcome']),
};

export const staffListSchema = {
  tags: staffTags,
  security,
  summary:
    'Payments of my site, newest first unless sorted; keyword: payment no, waybill no or member code; from/to: local dates (both included); sum_amount: the paid ones of the filtered list, by_status: count and sum per state',
  querystring: obj({
    status: choice(PAYMENT_STATUSES),
    purpose: choice(PAYMENT_PURPOSES),
    method: choice(ONLINE_METHODS),
    keyword: text(50),
    ...daysAndSortQuery(STAFF_PAYMENT_SORTS),
    ...paging,
  }),
  response: responses(
    envelope(
      page(obj({ ...payment, member_code: string, customer_deleted: boolean, refund: { anyOf: [obj(refund), { type: 'null' }] } }), {
        sum_amount: integer,
        by_status: { type: 'array', items: obj({ status: choice(PAYMENT_STATUSES), count: integer, amount: integer }) },
      }),
    ),
  ),
};
export const staffRefundSchema = {
  tags: staffTags,
  security,
  summary: 'Refund a paid payment whole (waybill before dispatch, unused card, top-up still in the wallet)',
  params: idParams,
  body: obj({ note: text(200, 1) }, ['note']),
  response: responses(envelope(obj({ ...refund, member_code: string, customer_deleted: boolean }))),
};
export const staffRefundListSchema = {
  tags: staffTags,
  security,
  summary:
    'Refunds of my site, newest first unless sorted (created_at, completed_at), started on days from/to (the site zone, both included), with counts per state',
  querystring: obj({ status: choice(REFUND_STATUSES), ...daysAndSortQuery(STAFF_REFUND_SORTS), ...paging }),
  response: responses(
    envelope(
      page(obj({ ...refund, member_code: string, customer_deleted: boolean }), {
        counts: obj(Object.fromEntries(REFUND_STATUSES.map((s) => [s, { type: 'integer' }])), [...REFUND_STATUSES]),
      }),
    ),
  ),
};
export const staffRetrySchema = {
  tags: staffTags,
  security,
  summary: 'Ask the provider again for a failed refund',
  params: idParams,
  response: responses(envelope(obj({ ...refund, member_code: string, customer_deleted: boolean }))),
};

export const staffPaidBackSchema = {
  tags: staffTags,
  security,
  summary:
    'A bank-transfer refund paid back from the bank by hand (finance): pending -> succeeded once, the customer told, audited with the note',
  params: idParams,
  body: obj({ note: text(200, 1) }, ['note']),
  response: responses(envelope(obj({ ...refund, member_code: string, customer_deleted: boolean }))),
};

// ------------------------------------------------------------------------------------------------ wallet
const walletTags = ['wallet'];
/** A wallet's balance and the top-up limits: mine, and a customer's in the staff record. */
export const walletSummary = obj({
  balance: integer,
  currency: string,
  topup_amounts: { type: 'array', items: integer },
  min_topup: integer,
  max_topup: integer,
});
export const walletSummarySchema = {
  tags: walletTags,
  security,
  summary: 'My balance and the top-up limits',
  response: responses(envelope(walletSummary)),
};
export const walletListSchema = {
  tags: walletTags,
  security,
  summary: 'My wallet ledger, newest first, with each reason in my language',
  querystring: obj({ ...paging }),
  response: responses(
    envelope(
      page(
        obj({ id: integer, amount: integer, balance_after: integer, kind: string, reason: string, ref_no: string, created_at: string }),
        { balance: integer },
      ),
    ),
  ),
};
export const paybackListSchema = {
  tags: walletTags,
  security,
  summary: 'Refunds and compensation credited to me, newest first',
  querystring: obj({ ...paging }),
  response: responses(envelope(page(loose))),
};
