/**
 * Payments, the wallet and refunds. Money is integer minor units of the site currency;
 * grams integers; times ISO 8601 UTC.
 *
 * Paying a waybill (pending_payment) mixes, in this order: grams of ONE kilogram card (they cover the
 * freight, not insurance or services), ONE coupon (on what is left after the card), wallet balance, and an
 * online payment for the rest. Every payment is a record with the customer's idempotency key: a retry with
 * the same key answers the same payment. A payment without online money completes in one transaction;
 * otherwise its card grams, coupon and wallet money are held until the provider's signed notification (or a
 * server-side query) confirms it, and given back if it fails, expires or is replaced by a new attempt.
 * The waybill moves to pending_dispatch in the transaction that marks the payment paid.
 *
 * Refunds are whole: each part goes back where it came from (grams to the card, coupon to unused if still
 * valid, wallet money to the wallet, online money through the provider).
 */
import type { DaysAndSort } from './staff';
import type { WaybillCharge, WaybillStatus } from './waybill';

/** alipay: Alipay through Stripe (H5, a redirect to Alipay). bank_transfer: the customer pays into the site's bank account with a reference; a staff statement import confirms it. */
export const ONLINE_METHODS = ['wechat', 'stripe', 'sandbox', 'bank_transfer', 'alipay'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];
/** Where the app runs: the mini-program, a browser, or the browser inside WeChat. */
export const PAY_PLATFORMS = ['weapp', 'h5', 'wechat_h5'] as const;
export type PayPlatform = (typeof PAY_PLATFORMS)[number];
export const PAYMENT_PURPOSES = ['waybill', 'topup', 'card', 'return'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the app does to finish an online payment. */
export type ClientAction =
  /** Taro.requestPayment in the mini-program, WeixinJSBridge getBrandWCPayRequest in WeChat's browser. */
  | {
      type: 'wechat_jsapi';
      params: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string };
    }
  /** Stripe.js (Payment Element) with this PaymentIntent client secret. */
  | { type: 'stripe'; client_secret: string; publishable_key: string }
  /** Open this URL (the sandbox checkout page); it comes back to `return_url`. */
  | { type: 'redirect'; url: string }
  /** Show the site's account and the reference: the payment waits for the transfer (a staff statement import). */
  | { type: 'bank_transfer'; transfer: BankTransfer };

/** What the customer types into their bank to pay a bank-transfer payment. */
export interface BankTransfer {
  account_name: string;
  /** NZ: 00-0000-0000000-00; AU: the account number beside the BSB. */
  account_number: string;
  /** AU only (000-000); null in NZ. */
  bsb: string | null;
  /** 8 characters, no look-alikes: the payee puts it in the reference (or particulars / code) field. */
  reference: string;
  amount: number;
  currency: string;
  /** After this the payment is given up; money arriving later goes to the wallet. */
  deadline: string;
}

/** A kilogram card that can pay this waybill: the grams it would deduct and the freight they cover. */
export interface UsableCard {
  id: number;
  name: string;
  remaining_g: number;
  expires_at: string;
  grams: number;
  amount_off: number;
  /** What those grams cost when the card was bought (its price per kg): above amount_off, paying is cheaper. */
  value: number;
}

/** A coupon that can pay this waybill, with what it takes off after the chosen card. */
export interface UsableCoupon {
  id: number;
  name: string;
  kind: 'amount' | 'percent';
  /** amount: minor units; percent: 1-100. */
  value: number;
  max_off: number | null;
  min_spend: number;
  /** Only for the customer's first paid waybill (the page says so). */
  first_waybill_only: boolean;
  expires_at: string;
  amount_off: number;
}

/** A valid coupon of mine this waybill can't take, and why: the page lists it greyed with the reason. */
export interface UnusableCoupon extends Omit<UsableCoupon, 'amount_off'> {
  reason: 'min_spend' | 'channel' | 'first_waybill';
}

/** GET /api/pay/options?waybill_id=&platform= : everything the payment page shows. */
export interface PayOptions {
  waybill: { id: number; no: string; status: WaybillStatus; channel_code: string; channel_name: string; chargeable_g: number };
  currency: string;
  charge: WaybillCharge;
  amount_due: number;
  /** Best first. */
  cards: UsableCard[];
  /** Best first (the largest discount beside the card preselected). */
  coupons: UsableCoupon[];
  unusable_coupons: UnusableCoupon[];
  /** Preselected: what costs the customer least (money paid plus card value spent), a card only when it is no dearer. */
  best: { card_id: number | null; coupon_id: number | null };
  wallet_balance: number;
  /** Member points held, and the minor units one takes off the freight. */
  points_balance: number;
  point_value: number;
  /** Online methods configured for this platform (wechat in weapp/wechat_h5, stripe in h5, sandbox outside production). */
  methods: OnlineMethod[];
  /** The waybill's bank-transfer payment awaiting its money (the page shows it again), null when none. */
  transfer: (BankTransfer & { payment_id: number; receipt_at: string | null }) | null;
}

/** GET /api/pay/methods?platform= : the online methods for a top-up or a card purchase on this platform. */
export interface PayMethodsData {
  methods: OnlineMethod[];
  currency: string;
}

/** The choices of the payment page. */
export interface PayChoice {
  waybill_id: number;
  card_id?: number | null;
  coupon_id?: number | null;
  use_wallet: boolean;
  /** Member points to spend (money off the freight); at most `points_max` of the preview. */
  points?: number;
}

/** POST /api/pay/preview (PayChoice): how the amount splits; the page shows it as choices change. */
export interface PaySplit {
  amount: number;
  card_id: number | null;
  card_grams: number;
  card_amount: number;
  coupon_id: number | null;
  coupon_amount: number;
  wallet_amount: number;
  online_amount: number;
  points_used: number;
  points_amount: number;
  /** The most points this choice can spend: the balance, or the freight left after the card and coupon. */
  points_max: number;
}

interface OnlineChoice {
  /** Needed when online money is left to pay; must be one of PayOptions.methods. */
  method?: OnlineMethod;
  platform: PayPlatform;
  /** Made by the app once per tap on "pay" (8-64 of A-Z a-z 0-9 _ -): a retry answers the same payment. */
  idempotency_key: string;
  /** H5: where the provider's page sends the browser back to (same origin as the app). */
  return_url?: string;
}

/** POST /api/pay/waybill */
export interface PayWaybillRequest extends PayChoice, OnlineChoice {}

/** POST /api/pay/topup: online only; amount within WalletSummary.min_topup..max_topup. */
export interface TopupRequest extends OnlineChoice {
  amount: number;
  method: OnlineMethod;
}

/** POST /api/pay/card: buy a kilogram card product with the wallet (use_wallet, whole price) or online. */
export interface BuyCardRequest extends OnlineChoice {
  card_product_id: number;
  use_wallet: boolean;
}

export interface Payment {
  id: number;
  no: string;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  currency: string;
  amount: number;
  card_grams: number;
  card_amount: number;
  coupon_amount: number;
  wallet_amount: number;
  online_amount: number;
  points_used: number;
  points_amount: number;
  method: OnlineMethod | null;
  waybill_id: number | null;
  waybill_no: string | null;
  /** purpose card: the product's name; purpose waybill: the card used (null if none). */
  card_name: string | null;
  /** purpose card, once paid: the card bought. */
  card_id: number | null;
  failure_reason: string | null;
  created_at: string;
  paid_at: string | null;
  expires_at: string | null;
  /** A bank-transfer payment awaiting its transfer: the account and reference (null otherwise). */
  transfer: BankTransfer | null;
  /** A bank-transfer payment: when the customer uploaded the bank's receipt (null: none). */
  receipt_at: string | null;
}

/** Answer of the three pay calls: `client` is null when nothing is left to pay online (already paid). */
export interface PayStart {
  payment: Payment;
  client: ClientAction | null;
}

/** GET /api/pay/lst?page&page_size&purpose : my payments, newest first. */
export interface PaymentListData {
  list: Payment[];
  total: number;
  page: number;
  page_size: number;
}

// ------------------------------------------------------------------------------------------------ wallet

export const WALLET_ENTRY_KINDS = [
  'topup',
  'payment',
  'refund',
  'compensation',
  'card_purchase',
  'withdrawal',
  'adjustment',
  'commission',
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** GET /api/wallet/summary */
export interface WalletSummary {
  balance: number;
  currency: string;
  /** Suggested top-up amounts. */
  topup_amounts: number[];
  min_topup: number;
  max_topup: number;
}

/** One movement of the wallet ledger. */
export interface WalletEntry {
  id: number;
  /** + in, - out. */
  amount: number;
  balance_after: number;
  kind: WalletEntryKind;
  /** Why, in the request language ("Payment for waybill NZ1234567890"). */
  reason: string;
  /** The payment, refund, claim or withdrawal number it belongs to. */
  ref_no: string;
  created_at: string;
}

/** GET /api/wallet/lst?page&page_size */
export interface WalletEntryListData {
  list: WalletEntry[];
  total: number;
  page: number;
  page_size: number;
  balance: number;
}

// ----------------------------------------------------------------------------------------------- refunds

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_REASONS = ['waybill_cancelled', 'late_payment', 'staff', 'return_cancelled', 'return_rejected'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export interface Refund {
  id: number;
  no: string;
  payment_no: string;
  waybill_no: string | null;
  reason: RefundReason;
  /** reason in the request language, with staff's note when there is one. */
  reason_text: string;
  status: RefundStatus;
  currency: string;
  card_grams: number;
  coupon_restored: boolean;
  wallet_amount: number;
  online_amount: number;
  method: OnlineMethod | null;
  created_at: string;
  completed_at: string | null;
}

/** Payback log: refunds and compensation credited to me. */
export type PaybackItem =
  | ({ type: 'refund' } & Refund)
  | {
      type: 'compensation';
      id: number;
      no: string;
      amount: number;
      currency: string;
      reason_text: string;
      waybill_no: string | null;
      created_at: string;
    };

/** GET /api/wallet/payback/lst?page&page_size */
export interface PaybackListData {
  list: PaybackItem[];
  total: number;
  page: number;
  page_size: number;
}

// ------------------------------------------------------------------------------------------------- staff

/** GET /api/staff/payment/lst?status&purpose&method&keyword&from&to&page&page_size (keyword: payment no,
 *  waybill no or member code; from/to: YYYY-MM-DD in the site's time zone, both included). */
export interface StaffPayment extends Payment {
  member_code: string;
  /** The customer's account was erased (their payments stay for the accounts). */
  customer_deleted: boolean;
  refund: Refund | null;
}
/** GET /api/staff/payment/lst sorts by one of these (sort=, order=asc|desc), newest first otherwise. */
export const STAFF_PAYMENT_SORTS = ['created_at', 'no', 'amount'] as const;
export type StaffPaymentSort = (typeof STAFF_PAYMENT_SORTS)[number];

export interface StaffPaymentListData {
  list: StaffPayment[];
  total: number;
  page: number;
  page_size: number;
  /** Sum of `amount` of the paid payments of the whole filtered list (not just this page): money taken. */
  sum_amount: number;
  /** Count and sum of each state in the filtered list (states with none left out). */
  by_status: { status: PaymentStatus; count: number; amount: number }[];
}

/** POST /api/staff/payment/refund/{id} : a whole refund on request (paid waybill before dispatch, unused
 *  card, top-up still in the wallet). */
export interface StaffRefundRequest {
  note: string;
}

/** What the staff refunds list sorts by (newest first unless asked). */
export const STAFF_REFUND_SORTS = ['created_at', 'completed_at'] as const;

/** GET /api/staff/refund/lst: by state and the days they were started (from/to in the site's zone, both included). */
export interface StaffRefundQuery extends DaysAndSort<(typeof STAFF_REFUND_SORTS)[number]> {
  status?: RefundStatus;
  page: number;
  page_size: number;
}

/** GET /api/staff/refund/lst?status&page&page_size ; POST /api/staff/refund/retry/{id} asks the provider again. */
export interface StaffRefundListData {
  list: (Refund & { member_code: string; customer_deleted: boolean })[];
  total: number;
  page: number;
  page_size: number;
  /** Refunds of the site per state, whatever the filter: the tabs say where work waits. */
  counts: Record<RefundStatus, number>;
}
