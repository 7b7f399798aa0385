/**
 * Bank transfers confirmed by a statement import (docs/money.md "Bank transfer"): staff upload the CSV their bank
 * exports; each credit line is matched to a bank-transfer payment by its reference and exact amount.
 */

/** The CSV layouts read: NZ (ANZ, ASB, BNZ, Westpac NZ) and AU (CBA, NAB, Westpac AU). */
export const BANK_LAYOUTS = ['anz', 'asb', 'bnz', 'westpac_nz', 'cba', 'nab', 'westpac_au'] as const;
export type BankLayout = (typeof BANK_LAYOUTS)[number];

/**
 * What became of a statement line: matched (the payment confirmed), late_to_wallet (its payment was given up:
 * the money went to the customer's wallet), and those staff settle by hand — wrong_amount, unknown_reference,
 * paid_twice (its payment was paid already). already_imported: the same line was in an earlier import.
 */
export const BANK_LINE_OUTCOMES = ['matched', 'late_to_wallet', 'wrong_amount', 'unknown_reference', 'paid_twice'] as const;
export type BankLineOutcome = (typeof BANK_LINE_OUTCOMES)[number];

/** How staff settled a line by hand: its amount to the named customer's wallet, or handled outside the app (refunded from the bank). */
export const BANK_SETTLE_ACTIONS = ['wallet', 'outside'] as const;
export type BankSettleAction = (typeof BANK_SETTLE_ACTIONS)[number];

/** POST /api/staff/bank/settle/:id */
export interface BankSettleRequest {
  action: BankSettleAction;
  note: string;
}

export interface BankLine {
  id: number;
  /** YYYY-MM-DD as the bank printed it. */
  date: string;
  /** Minor units of the site currency (credits only). */
  amount: number;
  payee: string;
  /** The line's reference, particulars, code or description, as the bank printed them. */
  text: string;
  outcome: BankLineOutcome;
  outcome_text: string;
  payment_no: string | null;
  /** The payment the line names, and when its customer uploaded the bank's receipt (null: none). */
  payment_id: number | null;
  receipt_at: string | null;
  member_code: string | null;
  /** Settled by hand (null: not yet, or nothing to settle). */
  settled_as: BankSettleAction | null;
  settle_note: string;
}

/** POST /api/staff/bank/import (multipart "file"): one entry per credit line of the file. */
export interface BankImportReport {
  bank: BankLayout;
  /** Lines read from this import (already_imported ones have the first import's line). */
  lines: (BankLine & { already_imported: boolean })[];
  counts: Record<BankLineOutcome | 'already_imported', number>;
}

/** Outcomes staff settle by hand: the lines list shows these unless asked for one outcome. */
export const BANK_LINES_TO_SETTLE: readonly BankLineOutcome[] = ['wrong_amount', 'unknown_reference', 'paid_twice'];

/** GET /api/staff/bank/lines?outcome=&page=&page_size= : newest first (by default the lines still to settle). */
export interface BankLineList {
  list: BankLine[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * POST /api/pay/bank/receipt/:payment_id (multipart "file": a photo or screenshot of the bank's receipt), and
 * GET the same (customer) or /api/staff/bank/receipt/:payment_id: a signed link to its marked copy (10 minutes).
 */
export interface BankReceipt {
  url: string;
  expires_at: string;
  uploaded_at: string;
}
