/**
 * Bank accounts a withdrawal can be paid to: New Zealand (bb-bbbb-aaaaaaa-sss, the suffix 2 or 3 digits) or
 * Australia (BSB of 6 digits, account of 6 to 9). Spaces are allowed as people type them and taken out.
 */
import { type AgentWithdrawRequest, AU_ACCOUNT_PATTERN, AU_BSB_PATTERN, type BankCountry, NZ_ACCOUNT_PATTERN } from '@contract/agent';
import { FieldError } from '../../lib/errors';

export interface BankAccount {
  bankCountry: BankCountry;
  accountName: string;
  accountNumber: string;
  bsb: string;
}

const squeeze = (value: string | undefined) => (value ?? '').replace(/\s+/g, '');

export function bankAccountOf(body: AgentWithdrawRequest): BankAccount {
  if (!body.bank_country) throw new FieldError('agent.bank_country', 'required');
  const accountName = (body.account_name ?? '').trim();
  if (!accountName) throw new FieldError('agent.account_name', 'required');
  const number = squeeze(body.account_number);
  if (!number) throw new FieldError('agent.account_number', 'required');
  if (body.bank_country === 'NZ') {
    if (!new RegExp(NZ_ACCOUNT_PATTERN).test(number)) throw new FieldError('agent.account_number', 'nz_account');
    return { bankCountry: 'NZ', accountName, accountNumber: number, bsb: '' };
  }
  const bsb = squeeze(body.bsb);
  if (!bsb) throw new FieldError('agent.bsb', 'required');
  if (!new RegExp(AU_BSB_PATTERN).test(bsb)) throw new FieldError('agent.bsb', 'au_bsb');
  if (!new RegExp(AU_ACCOUNT_PATTERN).test(number)) throw new FieldError('agent.account_number', 'au_account');
  return { bankCountry: 'AU', accountName, accountNumber: number, bsb: bsb.replace('-', '') };
}

/** As the agent and staff see it: "12-3456-7890123-001" or "BSB 062-000 12345678". */
export function accountText(row: { bankCountry: BankCountry | null; accountNumber: string; bsb: string }): string {
  if (row.bankCountry === 'NZ') return row.accountNumber;
  if (row.bankCountry === 'AU') return `BSB ${row.bsb.slice(0, 3)}-${row.bsb.slice(3)} ${row.accountNumber}`;
  return '';
}
