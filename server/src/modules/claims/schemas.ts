/** Route schemas of claims (/api/after/sales/*, /api/staff/claim/*). Field errors name `claim.<field>`. */
import {
  CLAIM_PHOTOS_MAX,
  CLAIM_PROOF_MAX,
  CLAIM_REASON_CODES,
  CLAIM_STATUSES,
  CLAIM_TEXT_MAX,
  CLAIM_TYPES,
  COMPENSATION_KINDS,
  STAFF_CLAIM_SORTS,
} from '@contract/claim';
import * as input from '../../lib/schema';
import { idParams, paging, text } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { daysAndSortQuery, listSchema as page } from '../../toolkit/lists';
import { UPLOAD_LIMIT_MB } from '../files/limits';
import { PRIVATE_KEY_PATTERN } from '../files/signed-urls';
import { photoLink } from '../parcel/schemas';

const tags = ['claims'];
const staffTags = ['staff'];
const security = [{ token: [] }];
const MONEY_MAX = 100_000_000;
const money = input.int(0, MONEY_MAX);
const str = { type: 'string' };
const int = { type: 'integer' };
const photos = (max: number) => ({ type: 'array', maxItems: max, items: input.str(24, { pattern: PRIVATE_KEY_PATTERN }) });
const status = input.choice(CLAIM_STATUSES);
const links = { type: 'array', items: photoLink };

const suggested = obj({ kind: input.choice(COMPENSATION_KINDS), amount: int, freight_refund: int, basis: str }, [
  'kind',
  'amount',
  'freight_refund',
  'basis',
]);
const snapshot = obj(
  {
    currency: str,
    declared_value: int,
    insured: { type: 'boolean' },
    insured_value: int,
    freight: int,
    channel_code: str,
    rules_version: str,
  },
  ['currency', 'declared_value', 'insured', 'insured_value', 'freight', 'channel_code', 'rules_version'],
);
const target = obj(
  {
    kind: { type: 'string', enum: ['waybill', 'parcel'] },
    id: int,
    no: str,
    status: str,
    status_text: str,
    incident: { type: ['string', 'null'], enum: ['lost', 'damaged', null] },
    incident_text: str,
    created_at: str,
  },
  ['kind', 'id', 'no', 'status', 'status_text', 'incident', 'incident_text', 'created_at'],
);
const option = obj(
  { type: { type: 'string', enum: CLAIM_TYPES }, offered: { type: 'boolean' }, reason: str, max: { anyOf: [suggested, { type: 'null' }] } },
  ['type', 'offered', 'reason', 'max'],
);

const summaryProps = {
  id: int,
  no: str,
  type: { type: 'string', enum: CLAIM_TYPES },
  type_text: str,
  status: { type: 'string', enum: CLAIM_STATUSES },
  status_text: str,
  target_no: str,
  currency: str,
  amount: int,
  approved_amount: { type: ['integer', 'null'] },
  compensation: input.choice(COMPENSATION_KINDS),
  created_at: str,
  updated_at: str,
};
const summary = obj(summaryProps, Object.keys(summaryProps));
const event = obj(
  {
    action: str,
    action_text: str,
    by: str,
    by_name: str,
    message: str,
    photos: links,
    amount: { type: ['integer', 'null'] },
    reason_code: { type: ['string', 'null'] },
    reason_text: str,
    at: str,
  },
  ['action', 'action_text', 'by', 'by_name', 'message', 'photos', 'amount', 'reason_code', 'reason_text', 'at'],
);
const detailProps = {
  ...summaryProps,
  waybill_id: { type: ['integer', 'null'] },
  parcel_id: { type: ['integer', 'null'] },
  description: str,
  photos: links,
  proof: links,
  snapshot,
  max: suggested,
  reason_code: { type: ['string', 'null'] },
  reason_text: str,
  appealed: { type: 'boolean' },
  actions: { type: 'array', items: str },
  events: { type: 'array', items: event },
};
const detail = obj(detailProps, Object.keys(detailProps));
const message = text(CLAIM_TEXT_MAX, 1);

export const targetsSchema = {
  tags,
  security,
  summary: 'My waybills and declared parcels a claim can be on; `incident` marks one the warehouse or carrier reported lost or damaged',
  response: responses(envelope(obj({ list: { type: 'array', items: target } }, ['list']))),
};

export const optionsSchema = {
  tags,
  security,
  summary:
    'For one of my waybills (or declared parcels): the snapshot a claim is judged on and each type, offered or not (with the reason), with its suggested maximum',
  querystring: obj({ waybill_id: input.rowId, parcel_id: input.rowId }),
  response: responses(envelope(obj({ target, snapshot, options: { type: 'array', items: option } }, ['target', 'snapshot', 'options']))),
};

export const photoSchema = {
  tags,
  security,
  summary: `Upload a claim photo (PNG, JPEG or WebP, at most ${UPLOAD_LIMIT_MB} MB, checked by content) as multipart field "file"; stored privately, shown through 10-minute signed links`,
  consumes: ['multipart/form-data'],
  body: obj({ file: input.file() }, ['file']),
  response: responses(envelope(obj({ ...photoLink.properties, width: int, height: int }))),
};

export const createSchema = {
  tags,
  security,
  summary:
    'File a claim on my waybill (lost, damaged, short, delayed) or declared parcel (not_in_account). 45001: one of this type is open; ' +
    '45002: the type is not offered now (the message says why); the amount may not exceed the suggested maximum',
  body: obj(
    {
      type: input.choice(CLAIM_TYPES),
      waybill_id: input.rowId,
      parcel_id: input.rowId,
      description: message,
      photos: photos(CLAIM_PHOTOS_MAX),
      amount: money,
      proof: photos(CLAIM_PROOF_MAX),
    },
    ['type', 'description', 'photos', 'amount', 'proof'],
  ),
  response: responses(envelope(detail)),
};

export const listSchema = {
  tags,
  security,
  summary: 'My claims (the after-service list), newest first, with state and amounts',
  querystring: obj({ status, ...paging }),
  response: responses(envelope(page(summary))),
};

export const detailSchema = {
  tags,
  security,
  summary: 'One of my claims: evidence, timeline with messages, the maximum, what I may do',
  params: idParams,
  response: responses(envelope(detail)),
};

const customerMove = (summaryText: string, body?: object) => ({
  tags,
  security,
  summary: summaryText,
  params: idParams,
  ...(body ? { body } : {}),
  response: responses(envelope(detail)),
});
export const withdrawSchema = customerMove('Withdraw my claim before review (submitted or need_info)');
export const answerSchema = customerMove(
  'Answer staff (need_info -> under_review) with text and photos; at most 9 photos on a claim in all',
  obj({ message, photos: photos(CLAIM_PHOTOS_MAX) }, ['message', 'photos']),
);
export const appealSchema = customerMove(
  "Ask once for a review of a decision, within the rules' days (-> under_review); 45003 when used or late",
  obj({ message }, ['message']),
);

const staffQueueRow = obj(
  {
    ...summaryProps,
    member_code: str,
    customer_deleted: { type: 'boolean' },
    age_hours: int,
    awaiting_second_approval: { type: 'boolean' },
  },
  [...Object.keys(summaryProps), 'member_code', 'customer_deleted', 'age_hours', 'awaiting_second_approval'],
);
export const staffListSchema = {
  tags: staffTags,
  security,
  summary:
    'The claims queue: open claims (or one state) oldest first unless sorted (created_at, amount), filed on days from/to (the site zone, both included), with their age in hours, and counts by state',
  querystring: obj({ status, ...daysAndSortQuery(STAFF_CLAIM_SORTS), ...paging }),
  response: responses(envelope(page(staffQueueRow, { counts: { type: 'object', additionalProperties: int } }))),
};

const evidence = obj(
  {
    weight_g: { type: ['integer', 'null'] },
    length_mm: { type: ['integer', 'null'] },
    width_mm: { type: ['integer', 'null'] },
    height_mm: { type: ['integer', 'null'] },
    packing_photos: links,
    parcels: {
      type: 'array',
      items: obj({ id: int, tracking_no: str, weight_g: { type: ['integer', 'null'] }, photos: links }, [
        'id',
        'tracking_no',
        'weight_g',
        'photos',
      ]),
    },
    goods: {
      type: 'array',
      items: obj({ name: str, category: str, quantity: int, unit_value: int }, ['name', 'category', 'quantity', 'unit_value']),
    },
    track: { type: 'array', items: obj({ at: str, place: str, text: str, source: str }, ['at', 'place', 'text', 'source']) },
  },
  ['weight_g', 'length_mm', 'width_mm', 'height_mm', 'packing_photos', 'parcels', 'goods', 'track'],
);
const staffDetailProps = {
  ...detailProps,
  member_code: str,
  customer_deleted: { type: 'boolean' },
  suggested: int,
  carrier_ref: str,
  proposed: { anyOf: [obj({ amount: int, reason_code: str, by_name: str }, ['amount', 'reason_code', 'by_name']), { type: 'null' }] },
  dual_approval_above: int,
  evidence,
};
const staffDetail = obj(staffDetailProps, Object.keys(staffDetailProps));

export const staffDetailSchema = {
  tags: staffTags,
  security,
  summary:
    'A claim beside the warehouse evidence of its waybill (weights, sizes, photos, goods, track), the suggested amount and the decisions log',
  params: idParams,
  response: responses(envelope(staffDetail)),
};
const staffMove = (summaryText: string, body?: object) => ({
  tags: staffTags,
  security,
  summary: summaryText,
  params: idParams,
  ...(body ? { body } : {}),
  response: responses(envelope(staffDetail)),
});
export const reviewSchema = staffMove('Start reviewing a submitted claim (-> under_review)');
export const askSchema = staffMove(
  'Ask the customer for information (submitted | under_review -> need_info)',
  obj({ message }, ['message']),
);
export const decideSchema = staffMove(
  "Approve (amount; below what was asked: partially_approved) or reject an under-review claim, with a reason code. Above the site's dual-approval " +
    'amount the first approval is a proposal a second staff member confirms (45004 for the same one)',
  obj(
    {
      outcome: input.choice(['approve', 'reject']),
      amount: input.int(1, MONEY_MAX),
      reason_code: input.choice(CLAIM_REASON_CODES),
      message: text(CLAIM_TEXT_MAX),
    },
    ['outcome', 'reason_code', 'message'],
  ),
);
export const paySchema = staffMove('Pay an approved claim once: a wallet credit keyed by the claim, or the delay coupon (-> paid)');
export const closeSchema = staffMove('Close a paid or rejected claim');
export const carrierRefSchema = staffMove(
  'Record the claim reference filed with the carrier',
  obj({ carrier_ref: text(60) }, ['carrier_ref']),
);

const claimSettings = obj({ dual_approval_above: int }, ['dual_approval_above']);
export const settingsSchema = {
  tags: ['admin'],
  security,
  summary: "The site's claim settings: approving more than dual_approval_above (minor units) takes a second staff member",
  response: responses(envelope(claimSettings)),
};
export const settingsUpdateSchema = {
  tags: ['admin'],
  security,
  summary: "Set the site's claim settings",
  body: obj({ dual_approval_above: money }, ['dual_approval_above']),
  response: responses(envelope(claimSettings)),
};
