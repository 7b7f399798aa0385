/**
 * Finance (docs/money.md "Finance"): the day close of a site and the exports for the accounting package.
 * Money in integer minor units of the site currency; days in the site's time zone.
 */
import type { OnlineMethod, PaymentPurpose, WalletEntryKind } from './payment';

export const FINANCE_EXPORT_FORMATS = ['xero', 'csv'] as const;
export type FinanceExportFormat = (typeof FINANCE_EXPORT_FORMATS)[number];
/** Xero imports: its sales invoice CSV and its bank statement CSV. */
export const XERO_FILES = ['sales', 'bank'] as const;
export type XeroFile = (typeof XERO_FILES)[number];

export interface CountAmount {
  count: number;
  amount: number;
}

/** GET /api/staff/finance/close?date=YYYY-MM-DD */
export interface FinanceClose {
  date: string;
  currency: string;
  time_zone: string;
  /** The day's instants: [from, to). */
  from: string;
  to: string;
  /** Online money received, by provider and what it paid for. */
  online: ({ provider: OnlineMethod; purpose: PaymentPurpose } & CountAmount)[];
  /** Every wallet movement of the day by kind (top-ups and refunds in, spend out: signed). */
  wallet: ({ kind: WalletEntryKind } & CountAmount)[];
  wallet_in: number;
  wallet_out: number;
  /** Refunds completed that day: the online part by provider (null: nothing online), and the wallet part. */
  refunds: { provider: OnlineMethod | null; count: number; online: number; wallet: number }[];
  claim_payouts: CountAmount;
  card_sales: CountAmount;
  /** Card grams used to pay freight that day (net of grams given back), and the freight they covered. */
  card_grams_used: number;
  card_freight_covered: number;
  commission_accrued: number;
  commission_reversed: number;
  /** Agent withdrawals paid out that day. */
  commission_paid: { count: number; amount: number; fee: number; net: number };
  /** What the company owes its customers and agents at the end of the day. */
  owed: {
    wallet_balances: number;
    card_grams_unused: number;
    /** Unused grams of unexpired cards at the price they were bought for. */
    card_value_unused: number;
    /** Agents' withdrawable balances plus withdrawals asked for and not yet paid. */
    commission_payable: number;
  };
}
