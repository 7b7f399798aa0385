/** Route schemas of the customer's data rights (/api/privacy/export/*, /api/privacy/delete/*). Field errors name `account.<field>`. */
import { DELETION_BLOCKERS, DELETION_FORFEITS, EXPORT_STATES } from '@contract/account';
import { choice, str } from '../../lib/schema';
import { dateTime, envelope, fields, nullableDateTime, nullableInt, obj, responses } from '../../schemas';

const tags = ['privacy'];
const security = [{ token: [] }];

const dataExport = obj(
  {
    id: { type: 'integer' },
    state: choice(EXPORT_STATES),
    created_at: dateTime,
    ready_at: nullableDateTime,
    expires_at: nullableDateTime,
    size: nullableInt,
    url: { type: ['string', 'null'] },
  },
  ['id', 'state', 'created_at', 'ready_at', 'expires_at', 'size', 'url'],
);

export const exportCreateSchema = {
  tags,
  security,
  summary: 'Ask for a copy of all my data: a ZIP built in the background (one per 24 h); an inbox message says when it is ready',
  response: responses(envelope(obj({ id: { type: 'integer' } }, ['id']))),
};

export const exportListSchema = {
  tags,
  security,
  summary: 'My data exports, newest first, a ready one with its download link (valid 24 h), and when the next may be asked for',
  response: responses(envelope(obj({ list: { type: 'array', items: dataExport }, next_at: nullableDateTime }, ['list', 'next_at']))),
};

export const exportFileSchema = {
  tags,
  summary: 'Download a data export through the signed link of export/lst (no sign-in: the link is the key)',
  params: obj({ file: str(40) }, ['file']),
  querystring: obj({ expires: str(16), sig: str(64) }),
};

const check = obj(
  {
    blockers: { type: 'array', items: obj({ kind: choice(DELETION_BLOCKERS), count: { type: 'integer' } }, ['kind', 'count']) },
    forfeits: {
      type: 'array',
      items: obj({ kind: choice(DELETION_FORFEITS), amount: { type: 'integer' }, currency: { type: ['string', 'null'] } }, [
        'kind',
        'amount',
        'currency',
      ]),
    },
    mobile: { type: ['string', 'null'] },
    scheduled: { anyOf: [obj({ requested_at: dateTime, due_at: dateTime }, ['requested_at', 'due_at']), { type: 'null' }] },
    grace_hours: { type: 'integer' },
  },
  ['blockers', 'forfeits', 'mobile', 'scheduled', 'grace_hours'],
);

export const deleteCheckSchema = {
  tags,
  security,
  summary: 'Before deleting my account: what must be finished first (blockers), what I give up (forfeits), a deletion already scheduled',
  response: responses(envelope(check)),
};

export const deleteCodeSchema = {
  tags,
  security,
  summary: "Send the code that confirms deleting my account to the account's own mobile number",
  response: responses(envelope(obj({ expires_in: { type: 'integer' }, resend_in: { type: 'integer' } }, ['expires_in', 'resend_in']))),
};

export const deleteCreateSchema = {
  tags,
  security,
  summary: 'Delete my account after the grace period (ACCOUNT_DELETE_GRACE_HOURS); refused while anything is open',
  body: obj({ captcha: fields.captcha, acknowledge_forfeits: { type: 'boolean' } }, ['acknowledge_forfeits']),
  response: responses(envelope(check)),
};

export const deleteCancelSchema = {
  tags,
  security,
  summary: 'Cancel the scheduled deletion of my account (during the grace period)',
  response: responses(envelope({ type: 'null' })),
};
