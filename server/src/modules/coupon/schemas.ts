/** Route schemas of the customer and staff coupon calls (field errors name `coupon.<field>`). */
import { COUPON_TABS } from '@contract/coupon';
import { choice, rowId, str } from '../../lib/schema';
import { dateTime, envelope, nullableDateTime, nullableInt, obj, responses } from '../../schemas';
import { listSchema, pagingQuery } from '../../toolkit/lists';
import { channelRefSchema } from '../card/shared';

const security = [{ token: [] }];
const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const id = rowId;
const channelList = { type: 'array', items: channelRefSchema } as const;

export const couponSchema = obj(
  {
    id: integer,
    template_id: integer,
    name: string,
    kind: string,
    value: integer,
    max_off: nullableInt,
    min_spend: integer,
    currency: string,
    channels: channelList,
    starts_at: dateTime,
    expires_at: dateTime,
    status: string,
    used_at: nullableDateTime,
    waybill_no: nullableStr,
    description: string,
  },
  [
    'id',
    'template_id',
    'name',
    'kind',
    'value',
    'max_off',
    'min_spend',
    'currency',
    'channels',
    'starts_at',
    'expires_at',
    'status',
    'used_at',
    'waybill_no',
    'description',
  ],
);
const counts = obj({ unused: integer, used: integer, expired: integer }, ['unused', 'used', 'expired']);
const paged = listSchema(couponSchema);
const couponList = { ...paged, properties: { ...paged.properties, counts }, required: [...paged.required, 'counts'] };

const claimableItem = obj(
  {
    template_id: integer,
    activity_id: nullableInt,
    name: string,
    description: string,
    kind: string,
    value: integer,
    max_off: nullableInt,
    min_spend: integer,
    currency: string,
    channels: channelList,
    valid_text: string,
    remaining: nullableInt,
    claimed: integer,
    per_user_limit: integer,
    can_claim: { type: 'boolean' },
    reason_code: nullableStr,
    reason: nullableStr,
  },
  [
    'template_id',
    'activity_id',
    'name',
    'description',
    'kind',
    'value',
    'max_off',
    'min_spend',
    'currency',
    'channels',
    'valid_text',
    'remaining',
    'claimed',
    'per_user_limit',
    'can_claim',
    'reason_code',
    'reason',
  ],
);

export const couponListSchema = {
  tags: ['coupon'],
  security,
  summary: 'My coupons in one tab (expired = unused past its end), with the count of each tab',
  querystring: obj({ status: choice(COUPON_TABS, { default: 'unused' }), ...pagingQuery }),
  response: responses(envelope(couponList)),
};

export const claimableSchema = {
  tags: ['coupon'],
  summary: 'Coupons an activity offers (all activities without activity_id); readable signed out',
  querystring: obj({ activity_id: id }),
  response: responses(envelope(obj({ list: { type: 'array', items: claimableItem } }, ['list']))),
};

export const claimSchema = {
  tags: ['coupon'],
  security,
  summary: 'Claim a coupon of a running activity (total and per-user limits: 42022)',
  body: obj({ template_id: id }, ['template_id']),
  response: responses(envelope(couponSchema)),
};

export const staffIssueSchema = {
  tags: ['staff'],
  security,
  summary: 'Give a customer a coupon of any active template (limits hold)',
  body: obj({ template_id: id, member_code: str(20, { min: 1, pattern: '^\\s*[A-Za-z]{2}[0-9]{6}\\s*$' }) }, [
    'template_id',
    'member_code',
  ]),
  response: responses(envelope(couponSchema)),
};
