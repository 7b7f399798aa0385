/** Route schemas of agents (/api/agent/*, /api/staff/agent/*). Field errors name `agent.<field>`. */
import {
  AGENT_STATUSES,
  AGENT_TEXT_MAX,
  BANK_COUNTRIES,
  COMMISSION_STATUSES,
  STAFF_AGENT_SORTS,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_SORTS,
  WITHDRAWAL_STATUSES,
} from '@contract/agent';
import * as input from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { daysAndSortQuery, listSchema as list } from '../../toolkit/lists';

const tags = ['agents'];
const staffTags = ['staff'];
const security = [{ token: [] }];
const MONEY_MAX = 100_000_000;
const str = { type: 'string' };
const int = { type: 'integer' };
const bool = { type: 'boolean' };
const nullableStr = { type: ['string', 'null'] };
const line = (max: number, min = 1) => input.str(max, { min });
const all = (props: Record<string, object>) => obj(props, Object.keys(props));

const agentView = all({
  status: { type: 'string', enum: AGENT_STATUSES },
  status_text: str,
  name: str,
  contact: str,
  promotion: str,
  reject_reason: str,
  tier: str,
  created_at: str,
});
const rules = all({ min_withdraw: int, bank_fee: int, daily_cap: int, hold_days: int, rate_bp: int, second_level: bool });
const info = all({
  agent: { anyOf: [agentView, { type: 'null' }] },
  invite_code: str,
  currency: str,
  pending: int,
  available: int,
  withdrawn: int,
  team_size: int,
  month_orders: int,
  open_withdrawal: bool,
  rules,
});
const memberProps = { id: int, nickname: str, mobile: str, joined_at: str, paid_orders: int };
const orderProps = {
  id: int,
  waybill_no: str,
  member: str,
  level: int,
  base: int,
  amount: int,
  status: { type: 'string', enum: COMMISSION_STATUSES },
  status_text: str,
  available_at: nullableStr,
  created_at: str,
};
const withdrawalProps = {
  id: int,
  no: str,
  method: { type: 'string', enum: WITHDRAWAL_METHODS },
  amount: int,
  fee: int,
  net: int,
  status: { type: 'string', enum: WITHDRAWAL_STATUSES },
  status_text: str,
  account: str,
  bank_ref: str,
  reject_reason: str,
  created_at: str,
  approved_at: nullableStr,
  paid_at: nullableStr,
  rejected_at: nullableStr,
};
const withdrawal = all(withdrawalProps);
const staffWithdrawal = all({
  ...withdrawalProps,
  user_id: int,
  agent_name: str,
  account_name: str,
  first_approved_by: { type: ['integer', 'null'] },
});
const staffAgent = all({
  id: int,
  user_id: int,
  member_code: str,
  mobile: str,
  name: str,
  contact: str,
  promotion: str,
  status: { type: 'string', enum: AGENT_STATUSES },
  tier_id: { type: ['integer', 'null'] },
  tier: str,
  team_size: int,
  pending: int,
  available: int,
  withdrawn: int,
  created_at: str,
});
const tierProps = {
  id: int,
  name_zh: str,
  name_en: str,
  rate_bp: int,
  level2_rate_bp: int,
  channel_rates: { type: 'object', additionalProperties: int },
  is_default: bool,
};
const tier = all(tierProps);
const settingsProps = {
  auto_approve: bool,
  second_level: bool,
  hold_days: int,
  min_withdraw: int,
  bank_fee: int,
  daily_cap: int,
  dual_approval_above: int,
};
const settings = all(settingsProps);
const applyBody = { name: line(50), contact: line(100), promotion: line(AGENT_TEXT_MAX) };
const paging = input.paging;

export const applySchema = {
  tags,
  security,
  summary: 'Apply to become an agent (name, contact, how you will promote); 47002 when an application is open or approved',
  body: obj(applyBody, Object.keys(applyBody)),
  response: responses(envelope(info)),
};
export const infoSchema = {
  tags,
  security,
  summary:
    "The agent centre: my application or agent status, invite code, pending / available / withdrawn commission, team size, this month's team orders",
  response: responses(envelope(info)),
};
export const inviteSchema = {
  tags,
  security,
  summary:
    'My invite: the code, the H5 register link, and the poster code (weapp: mini-program code of the register page, scene = code; h5: QR of the link)',
  querystring: obj({ platform: input.choice(['weapp', 'h5'] as const, { default: 'h5' }) }),
  response: responses(envelope(all({ invite_code: str, link: str, image: str, kind: { type: 'string', enum: ['wxacode', 'qr'] } }))),
};
export const teamSchema = {
  tags,
  security,
  summary: 'My team: customers who registered with my invite code, newest first, with masked phone numbers and paid orders',
  querystring: obj({ ...paging }),
  response: responses(envelope(list(all(memberProps)))),
};
export const orderSchema = {
  tags,
  security,
  summary: "My team's orders, each with its commission and state; `member_id` one member's (40004 for a customer not in my team)",
  querystring: obj({ status: input.choice(COMMISSION_STATUSES), member_id: input.rowId, ...paging }),
  response: responses(envelope(list(all(orderProps)))),
};
export const withdrawListSchema = {
  tags,
  security,
  summary: 'My withdrawals and their progress',
  querystring: obj({ ...paging }),
  response: responses(envelope(list(withdrawal))),
};
const withdrawBody = {
  method: input.choice(WITHDRAWAL_METHODS),
  amount: input.int(1, MONEY_MAX),
  request_id: input.str(64, { min: 8, pattern: '^[A-Za-z0-9_-]+$' }),
  bank_country: input.choice(BANK_COUNTRIES),
  account_name: line(80),
  account_number: input.str(24),
  bsb: input.str(8),
};
export const withdrawCreateSchema = {
  tags,
  security,
  summary:
    'Withdraw commission: to the wallet (paid at once) or by bank transfer to an NZ (bb-bbbb-aaaaaaa-sss) or AU (BSB + 6-9 digit) account. ' +
    '47003 one is open, 47004 more than available, 47005 over the daily cap; a retried request_id answers the first result',
  body: obj(withdrawBody, ['method', 'amount', 'request_id']),
  response: responses(envelope(withdrawal)),
};

const staffList = (status: readonly string[], row: object, summary: string) => ({
  tags: staffTags,
  security,
  summary,
  querystring: obj({ status: input.choice(status), ...paging }),
  response: responses(envelope(list(row))),
});
export const staffAgentListSchema = {
  ...staffList(
    AGENT_STATUSES,
    staffAgent,
    'Applications and agents (status pending = the review queue, oldest first; else the latest change first) unless sorted (created_at, member_code), applied on days from/to (the site zone, both included), with tier, team size and commission totals',
  ),
  querystring: obj({ status: input.choice(AGENT_STATUSES), ...daysAndSortQuery(STAFF_AGENT_SORTS), ...input.paging }),
};
export const staffDecideSchema = {
  tags: staffTags,
  security,
  summary: 'Approve (with a tier; the default when none) or reject (with a reason) a pending application',
  params: input.idParams,
  body: obj({ outcome: input.choice(['approve', 'reject'] as const), reason: input.str(AGENT_TEXT_MAX), tier_id: input.rowId }, [
    'outcome',
  ]),
  response: responses(envelope(staffAgent)),
};
export const staffTierSchema = {
  tags: staffTags,
  security,
  summary: 'Move an approved agent to another tier',
  params: input.idParams,
  body: obj({ tier_id: input.rowId }, ['tier_id']),
  response: responses(envelope(staffAgent)),
};
export const staffWithdrawListSchema = {
  ...staffList(
    WITHDRAWAL_STATUSES,
    staffWithdrawal,
    'The withdrawal queue: open requests (or one state), oldest first unless sorted, by request days (from/to in the site zone, both included)',
  ),
  querystring: obj({ status: input.choice(WITHDRAWAL_STATUSES), ...daysAndSortQuery(WITHDRAWAL_SORTS), ...paging }),
};
export const staffApproveSchema = {
  tags: staffTags,
  security,
  summary:
    "Approve a bank withdrawal; above the site's amount the first approval is recorded and a second staff member approves (47006 for the same one)",
  params: input.idParams,
  response: responses(envelope(staffWithdrawal)),
};
export const staffPaySchema = {
  tags: staffTags,
  security,
  summary: 'Mark an approved bank withdrawal paid, with the bank reference',
  params: input.idParams,
  body: obj({ bank_ref: line(64) }, ['bank_ref']),
  response: responses(envelope(staffWithdrawal)),
};
export const staffRejectSchema = {
  tags: staffTags,
  security,
  summary: 'Reject a requested or approved withdrawal with a reason: the amount returns to the commission balance',
  params: input.idParams,
  body: obj({ reason: line(AGENT_TEXT_MAX) }, ['reason']),
  response: responses(envelope(staffWithdrawal)),
};
export const staffCsvSchema = {
  tags: staffTags,
  security,
  summary: 'Approved bank withdrawals as CSV (reference, country, account name, BSB, account number, amount, currency) for the payment run',
  response: { 200: { type: 'string' } },
};
export const staffSettingsSchema = {
  tags: staffTags,
  security,
  summary: 'Commission settings and tiers',
  response: responses(envelope(all({ settings, tiers: { type: 'array', items: tier } }))),
};
const money = input.int(0, MONEY_MAX);
const settingsBody = {
  auto_approve: { type: 'boolean' },
  second_level: { type: 'boolean' },
  hold_days: input.int(0, 365),
  min_withdraw: input.int(1, MONEY_MAX),
  bank_fee: money,
  daily_cap: input.int(1, MONEY_MAX),
  dual_approval_above: money,
};
export const staffSettingsSaveSchema = {
  tags: ['admin'],
  security,
  summary: 'Save the commission settings (admin)',
  body: obj(settingsBody, Object.keys(settingsBody)),
  response: responses(envelope(settings)),
};
const rate = input.int(0, 5000);
const tierBody = {
  name_zh: line(30),
  name_en: line(30),
  rate_bp: rate,
  level2_rate_bp: rate,
  channel_rates: {
    type: 'object',
    maxProperties: 50,
    propertyNames: { maxLength: 64, pattern: '^[a-z0-9-]+$' },
    additionalProperties: rate,
  },
};
export const staffTierSaveSchema = {
  tags: ['admin'],
  security,
  summary: 'Create a tier (no id) or change one (admin); rates in basis points, per-channel first-level overrides',
  querystring: obj({ id: input.rowId }),
  body: obj(tierBody, Object.keys(tierBody)),
  response: responses(envelope(tier)),
};
export const staffReleaseSchema = {
  tags: ['admin'],
  security,
  summary: 'Run the commission sweep now: pending commissions whose waybill was delivered at least the hold days ago become available',
  response: responses(envelope(all({ released: int }))),
};
