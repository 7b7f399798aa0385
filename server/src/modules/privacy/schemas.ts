/** Route schemas of /api/privacy/* and /api/staff/id/show. Field errors name `privacy.<field>`. */
import { CONSENT_CHANNELS, CONSENT_KINDS, WITHDRAWABLE_CONSENT_KINDS } from '@contract/privacy';
import { choice, rowId, str, text } from '../../lib/schema';
import { dateTime, envelope, nullableDateTime, obj, responses } from '../../schemas';

const tags = ['privacy'];
const security = [{ token: [] }];
const string = { type: 'string' };
const version = str(40, { min: 1, pattern: '^[A-Za-z0-9._-]+$', example: '2026-11' });

const consent = obj(
  {
    id: { type: 'integer' },
    kind: choice(CONSENT_KINDS),
    version: string,
    address_id: { type: ['integer', 'null'] },
    given_at: dateTime,
    withdrawn_at: nullableDateTime,
    channel: choice(CONSENT_CHANNELS),
  },
  ['id', 'kind', 'version', 'address_id', 'given_at', 'withdrawn_at', 'channel'],
);

export const policySchema = {
  tags,
  summary: 'The privacy policy in force, in the caller’s language (no sign-in)',
  response: responses(
    envelope(obj({ version: string, effective_at: string, title: string, body: string }, ['version', 'effective_at', 'title', 'body'])),
  ),
};

export const consentsSchema = {
  tags,
  summary: 'My consents, newest first, and whether I agreed to the policy version in force',
  security,
  response: responses(
    envelope(
      obj({ list: { type: 'array', items: consent }, policy_version: { type: ['string', 'null'] }, policy_agreed: { type: 'boolean' } }, [
        'list',
        'policy_version',
        'policy_agreed',
      ]),
    ),
  ),
};

export const giveSchema = {
  tags,
  summary: 'Agree to the policy version in force (asked at launch after a new version) or to marketing messages',
  security,
  body: obj({ kind: choice(['privacy_policy', 'marketing'] as const), version }, ['kind', 'version']),
  response: responses(envelope(consent)),
};

export const withdrawSchema = {
  tags,
  summary: 'Withdraw marketing, or an address’s ID consent (its ID number and photos are erased)',
  security,
  body: obj({ kind: choice(WITHDRAWABLE_CONSENT_KINDS), address_id: rowId }, ['kind']),
  response: responses(envelope(obj({ withdrawn: { type: 'integer' } }, ['withdrawn']))),
};

export const showIdSchema = {
  tags: ['staff'],
  summary: 'Show the full ID number of an address or a waybill’s recipient; who, whose and why are logged',
  security,
  body: obj({ address_id: rowId, waybill_id: rowId, reason: text(200, 1) }, ['reason']),
  response: responses(envelope(obj({ id_number: string }, ['id_number']))),
};
