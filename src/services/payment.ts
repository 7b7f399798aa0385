// Payments, the wallet and refunds (types/payment.ts; server module payment / wallet): one function per call.
import type { BankReceipt } from '@contract/bank';
import type {
  BuyCardRequest,
  OnlineMethod,
  PaybackListData,
  PayChoice,
  Payment,
  PaymentPurpose,
  PaymentStatus,
  PayMethodsData,
  PayOptions,
  PayPlatform,
  PaySplit,
  PayStart,
  PayWaybillRequest,
  RefundStatus,
  StaffPaymentListData,
  StaffRefundListData,
  StaffRefundRequest,
  TopupRequest,
  WalletEntryListData,
  WalletSummary,
} from '@contract/payment';
import type { Http } from './request';

export interface PageQuery {
  page?: number;
  page_size?: number;
}

// ---- paying: what the payment page offers, the split of a choice, the three ways to start a payment

export const getPayOptions = (http: Http, waybillId: number, platform: PayPlatform) =>
  http.get<PayOptions>('/api/pay/options', { waybill_id: waybillId, platform });

export const previewPay = (http: Http, choice: PayChoice) => http.post<PaySplit>('/api/pay/preview', choice);

/** Same idempotency_key on a retry -> the same payment (no second charge). */
export const payWaybill = (http: Http, req: PayWaybillRequest) => http.post<PayStart>('/api/pay/waybill', req);

export const topUp = (http: Http, req: TopupRequest) => http.post<PayStart>('/api/pay/topup', req);

export const buyCard = (http: Http, req: BuyCardRequest) => http.post<PayStart>('/api/pay/card', req);

/** Online methods (bank transfer included) for a top-up, a card purchase or a return's fee on this platform. */
export const getPayMethods = (http: Http, platform: PayPlatform) => http.get<PayMethodsData>('/api/pay/methods', { platform });

/** The bank's receipt of a transfer awaited: uploaded (a new one replaces it), or a fresh link to it. */
export const uploadBankReceipt = (http: Http, paymentId: number, filePath: string) =>
  http.upload<BankReceipt>(`/api/pay/bank/receipt/${paymentId}`, filePath);
export const getBankReceipt = (http: Http, paymentId: number) => http.get<BankReceipt>(`/api/pay/bank/receipt/${paymentId}`);

export const getPayment = (http: Http, id: number) => http.get<Payment>(`/api/pay/detail/${id}`);

/** Asks the server to query the provider now (a client-side "ok" is only a hint). */
export const syncPayment = (http: Http, id: number) => http.post<Payment>(`/api/pay/sync/${id}`, {});
/** The payer closed the provider's sheet: give the attempt up now (its card, coupon and wallet money come back). */
export const cancelPayment = (http: Http, id: number) => http.post<Payment>(`/api/pay/cancel/${id}`, {});

// ---- wallet: balance, ledger, payback log

export const getWalletSummary = (http: Http) => http.get<WalletSummary>('/api/wallet/summary');

export const listWalletEntries = (http: Http, query: PageQuery) => http.get<WalletEntryListData>('/api/wallet/lst', query);

export const listPayback = (http: Http, query: PageQuery) => http.get<PaybackListData>('/api/wallet/payback/lst', query);

// ---- staff: payments with filters, whole refunds on request, the refund queue

export interface StaffPaymentQuery extends PageQuery {
  status?: PaymentStatus;
  purpose?: PaymentPurpose;
  method?: OnlineMethod;
  keyword?: string;
  /** YYYY-MM-DD in the site's time zone, both included. */
  from?: string;
  to?: string;
}

export const listStaffPayments = (http: Http, query: StaffPaymentQuery) => http.get<StaffPaymentListData>('/api/staff/payment/lst', query);

export type StaffRefund = StaffRefundListData['list'][number];

/** Answers the refund started (its online part may still be pending with the provider). */
export const refundStaffPayment = (http: Http, id: number, body: StaffRefundRequest) =>
  http.post<StaffRefund>(`/api/staff/payment/refund/${id}`, body);

export const listStaffRefunds = (http: Http, query: PageQuery & { status?: RefundStatus }) =>
  http.get<StaffRefundListData>('/api/staff/refund/lst', query);

export const retryStaffRefund = (http: Http, id: number) => http.post<StaffRefund>(`/api/staff/refund/retry/${id}`, {});
/** A bank transfer's refund, paid back from the bank by finance (no provider sends it back). */
export const paidBackStaffRefund = (http: Http, id: number, body: StaffRefundRequest) =>
  http.post<StaffRefund>(`/api/staff/refund/paid_back/${id}`, body);
