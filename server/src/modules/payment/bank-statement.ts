/**
 * Reading the CSV statements NZ and AU banks export: the bank is told by its header row (ASB puts account
 * lines above it; CBA has none), header names are compared without case, spaces or punctuation. Only credits
 * are kept: the money customers sent. A file none of the layouts reads, or a line whose date or amount can't be
 * read, is refused whole (a field error naming the line) before anything is written.
 */
import { createHash } from 'node:crypto';
import type { BankLayout } from '@contract/bank';
import { FieldError } from '../../lib/errors';
import { parseCsv } from '../../toolkit/csv';

export interface StatementLine {
  date: string;
  amount: number;
  payee: string;
  /** The fields a reference may be in, as printed. */
  texts: string[];
  /** Unique per site for this line: date, amount, texts, payee and its rank among identical lines of the file. */
  fingerprint: string;
}

interface Layout {
  bank: BankLayout;
  /** Header names that together tell this bank's file. */
  marks: string[];
  date: string;
  /** A signed amount column, or the credit column of a bank that splits debits and credits. */
  amount?: string;
  credit?: string;
  payee: string[];
  texts: string[];
}

const LAYOUTS: Layout[] = [
  {
    bank: 'anz',
    marks: ['type', 'details', 'particulars', 'code', 'reference', 'amount'],
    date: 'date',
    amount: 'amount',
    payee: ['details'],
    texts: ['particulars', 'code', 'reference'],
  },
  {
    bank: 'asb',
    marks: ['uniqueid', 'trantype', 'payee', 'memo', 'amount'],
    date: 'date',
    amount: 'amount',
    payee: ['payee'],
    texts: ['memo', 'payee'],
  },
  {
    bank: 'bnz',
    marks: ['payee', 'particulars', 'code', 'reference', 'trantype'],
    date: 'date',
    amount: 'amount',
    payee: ['payee'],
    texts: ['particulars', 'code', 'reference'],
  },
  {
    bank: 'westpac_nz',
    marks: ['otherparty', 'description', 'reference', 'particulars', 'analysiscode'],
    date: 'date',
    amount: 'amount',
    payee: ['otherparty'],
    texts: ['particulars', 'analysiscode', 'reference', 'description'],
  },
  {
    bank: 'nab',
    marks: ['transactiontype', 'transactiondetails', 'amount'],
    date: 'date',
    amount: 'amount',
    payee: ['merchantname'],
    texts: ['transactiondetails'],
  },
  {
    bank: 'westpac_au',
    marks: ['narrative', 'debitamount', 'creditamount'],
    date: 'date',
    credit: 'creditamount',
    payee: [],
    texts: ['narrative'],
  },
];

/** CBA's export has no header: date, signed amount, description, balance. */
const CBA: Layout = { bank: 'cba', marks: [], date: '0', amount: '1', payee: [], texts: ['2'] };

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const badFile = (reason: 'bank_csv_unknown' | 'bank_csv_empty') => new FieldError('bank.file', reason);
const badLine = (line: number) => new FieldError('bank.file', 'bank_csv_line', { line });

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** dd/mm/yyyy, dd/mm/yy, yyyy/mm/dd, yyyy-mm-dd, dd-mm-yyyy or "29 Nov 26" (NAB) to YYYY-MM-DD; null if none. */
export function statementDate(value: string): string | null {
  const v = value.trim();
  const ymd = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(v);
  const dmy = /^(\d{1,2})[-/. ](\d{1,2}|[A-Za-z]{3})[-/. ](\d{2}|\d{4})$/.exec(v);
  const parts = ymd ? [ymd[1], ymd[2], ymd[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const [y, mo, d] = parts;
  const month = /^\d+$/.test(mo) ? Number(mo) : MONTHS.indexOf(mo.toLowerCase()) + 1;
  const year = y.length === 2 ? 2000 + Number(y) : Number(y);
  const at = new Date(Date.UTC(year, month - 1, Number(d)));
  if (month < 1 || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== Number(d)) return null;
  return at.toISOString().slice(0, 10);
}

/** "1,234.56", "+100.00", "-$5", "(12.00)" to signed minor units without floating point; null if none. */
export function statementAmount(value: string): number | null {
  let v = value.trim().replace(/[$,\s]/g, '');
  let sign = 1;
  if (/^\(.*\)$/.test(v)) v = `-${v.slice(1, -1)}`;
  if (/^[+-]/.test(v)) {
    sign = v[0] === '-' ? -1 : 1;
    v = v.slice(1);
  }
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(v);
  if (!m) return null;
  return sign * (Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')));
}

function findHeader(rows: string[][]): { layout: Layout; at: number; columns: Map<string, number> } {
  for (let at = 0; at < Math.min(rows.length, 20); at += 1) {
    const columns = new Map(rows[at].map((name, i) => [key(name), i]));
    const layout = LAYOUTS.find((l) => l.marks.every((mark) => columns.has(mark)));
    if (layout) return { layout, at, columns };
  }
  if (rows[0]?.length >= 3 && statementDate(rows[0][0]) && statementAmount(rows[0][1]) !== null) {
    return { layout: CBA, at: -1, columns: new Map(['0', '1', '2'].map((k) => [k, Number(k)])) };
  }
  throw badFile('bank_csv_unknown');
}

/** The credit lines of a bank's CSV export, each with its fingerprint. */
export function readStatement(bytes: Buffer): { bank: BankLayout; lines: StatementLine[] } {
  const rows = parseCsv(bytes.toString('utf8'));
  if (rows.length === 0) throw badFile('bank_csv_empty');
  const { layout, at, columns } = findHeader(rows);
  const cell = (row: string[], name: string) => (row[columns.get(name) ?? -1] ?? '').trim();
  const seen = new Map<string, number>();
  const lines: StatementLine[] = [];
  rows.slice(at + 1).forEach((row, i) => {
    const date = statementDate(cell(row, layout.date));
    const amount = statementAmount(cell(row, (layout.amount ?? layout.credit)!) || (layout.credit ? '0' : ''));
    if (!date || amount === null) throw badLine(at + i + 2);
    if (amount <= 0) return;
    const payee = layout.payee.map((name) => cell(row, name)).find(Boolean) ?? '';
    const texts = layout.texts.map((name) => cell(row, name)).filter(Boolean);
    const same = [date, amount, texts.join('|'), payee].join('\u0001');
    const rank = (seen.get(same) ?? 0) + 1;
    seen.set(same, rank);
    const fingerprint = createHash('sha256').update(`${layout.bank}\u0001${same}\u0001${rank}`).digest('hex');
    lines.push({ date, amount, payee, texts, fingerprint });
  });
  return { bank: layout.bank, lines };
}
