/** Route schemas of the customer record (/api/staff/customer/*). Field errors name `customer.<field>`. */
import { ADJUSTMENT_STATUSES, SIGN_IN_METHODS, STAFF_CUSTOMER_SORTS } from '@contract/customer';
import { choice, idParams, int, keyword, paging, text } from '../../lib/schema';
import { envelope, nullableDateTime, obj, responses } from '../../schemas';
import { daysAndSortQuery, listSchema } from '../../toolkit/lists';
import { addressItem } from '../address/schemas';
import { walletListSchema, walletSummary } from '../payment/schemas';

const tags = ['staff'];
const security = [{ token: [] }];
const string = { type: 'string' };
const integer = { type: 'integer' };

/** The largest adjustment either way: NZ$/A$ 100,000. */
export const ADJUSTMENT_MAX = 10_000_000;

const rowProperties = {
  id: integer,
  member_code: string,
  nickname: string,
  mobile: { type: ['string', 'null'] },
  status: choice(['active', 'disabled', 'deleted'] as const),
  created_at: string,
};
const row = obj(rowProperties, Object.keys(rowProperties));
const note = obj({ id: integer, text: string, author: string, created_at: string }, ['id', 'text', 'author', 'created_at']);
const adjustmentProperties = {
  id: integer,
  amount: integer,
  currency: string,
  reason: string,
  status: choice(ADJUSTMENT_STATUSES),
  requested_by: string,
  decided_by: { type: ['string', 'null'] },
  created_at: string,
  decided_at: nullableDateTime,
};
const adjustment = obj(adjustmentProperties, Object.keys(adjustmentProperties));
const recordProperties = {
  ...rowProperties,
  lang: choice(['zh_CN', 'en'] as const),
  sign_in: { type: 'array', items: choice(SIGN_IN_METHODS) },
  wallet: walletSummary,
  addresses: { type: 'array', items: addressItem },
  notes: { type: 'array', items: note },
  adjustments: { type: 'array', items: adjustment },
  dual_approval_above: integer,
};

export const listCustomersSchema = {
  tags,
  security,
  summary:
    "The site's customers, newest first unless sorted (created_at, member_code); keyword: member code, name or mobile digits; sign-up days from/to (the site zone, both included)",
  querystring: obj({ keyword, ...daysAndSortQuery(STAFF_CUSTOMER_SORTS), ...paging }),
  response: responses(envelope(listSchema(row, { total_capped: { type: 'boolean' } }))),
};

export const recordSchema = {
  tags,
  security,
  summary: 'One customer as staff answer them: profile, sign-in methods, wallet, addresses (ID masked), notes, wallet adjustments',
  params: idParams,
  response: responses(envelope(obj(recordProperties, Object.keys(recordProperties)))),
};

export const walletLedgerSchema = {
  tags,
  security,
  summary: "The customer's wallet ledger, newest first, each reason in the caller's language",
  params: idParams,
  querystring: obj({ ...paging }),
  response: walletListSchema.response,
};

export const noteSchema = {
  tags,
  security,
  summary: 'Leave a note on the customer for other staff (audited)',
  params: idParams,
  body: obj({ text: text(500, 1) }, ['text']),
  response: responses(envelope(note)),
};

export const adjustSchema = {
  tags,
  security,
  summary: "Adjust the customer's wallet with a reason: posted at once up to the site's amount, above it waiting for another person",
  params: idParams,
  body: obj({ amount: int(-ADJUSTMENT_MAX, ADJUSTMENT_MAX), reason: text(200, 1) }, ['amount', 'reason']),
  response: responses(envelope(adjustment)),
};

export const decideSchema = {
  tags,
  security,
  summary: 'Approve (post) or reject a waiting wallet adjustment; not by whoever asked for it',
  params: idParams,
  body: obj({ approve: { type: 'boolean' } }, ['approve']),
  response: responses(envelope(adjustment)),
};
