/** Route schemas of the customer and staff coupon calls (field errors name `coupon.<field>`). */
import { envelope, obj, responses } from '../../schemas';
import { listSchema, pagingQuery } from '../content/lists';
import { COUPON_TABS } from '../../../../types/coupon';
import { channelRefSchema, dateTime, nullableDateTime, nullableInt } from '../card/shared';

const security = [{ token: [] }];
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const channelList = { type: 'array', items: channelRefSchema } as const;

export const couponSchema = obj(
  {
    id: int, template_id: int, name: str, kind: str, value: int, max_off: nullableInt, min_spend: int, currency: str, channels: channelList,
    starts_at: dateTime, expires_at: dateTime, status: str, used_at: nullableDateTime, waybill_no: nullableStr, description: str,
  },
  ['id', 'template_id', 'name', 'kind', 'value', 'max_off', 'min_spend', 'currency', 'channels', 'starts_at', 'expires_at', 'status', 'used_at', 'waybill_no', 'description'],
);
const counts = obj({ unused: int, used: int, expired: int }, ['unused', 'used', 'expired']);
const paged = listSchema(couponSchema);
const couponList = { ...paged, properties: { ...paged.properties, counts }, required: [...paged.required, 'counts'] };

const claimableItem = obj(
  {
    template_id: int, activity_id: nullableInt, name: str, description: str, kind: str, value: int, max_off: nullableInt, min_spend: int,
    currency: str, channels: channelList, valid_text: str, remaining: nullableInt, claimed: int, per_user_limit: int, can_claim: { type: 'boolean' },
    reason_code: nullableStr, reason: nullableStr,
  },
  ['template_id', 'activity_id', 'name', 'description', 'kind', 'value', 'max_off', 'min_spend', 'currency', 'channels', 'valid_text',
    'remaining', 'claimed', 'per_user_limit', 'can_claim', 'reason_code', 'reason'],
);

export const couponListSchema = {
  tags: ['coupon'], security, summary: 'My coupons in one tab (expired = unused past its end), with the count of each tab',
  querystring: obj({ status: { type: 'string', enum: COUPON_TABS, default: 'unused' }, ...pagingQuery }),
  response: responses(envelope(couponList)),
};

export const claimableSchema = {
  tags: ['coupon'], summary: 'Coupons an activity offers (all activities without activity_id); readable signed out',
  querystring: obj({ activity_id: id }),
  response: responses(envelope(obj({ list: { type: 'array', items: claimableItem } }, ['list']))),
};

export const claimSchema = {
  tags: ['coupon'], security, summary: 'Claim a coupon of a running activity (total and per-user limits: 42022)',
  body: obj({ template_id: id }, ['template_id']), response: responses(envelope(couponSchema)),
};

export const staffIssueSchema = {
  tags: ['staff'], security, summary: 'Give a customer a coupon of any active template (limits hold)',
  body: obj({ template_id: id, member_code: { type: 'string', minLength: 1, maxLength: 20, pattern: '^\\s*[A-Za-z]{2}[0-9]{6}\\s*$' } }, ['template_id', 'member_code']),
  response: responses(envelope(couponSchema)),
};
