/** Route schemas of returns (/api/return/*, /api/staff/return/*). Field errors name `return.<field>`. */
import {
  LABEL_KINDS,
  RETURN_METHODS,
  RETURN_PARCELS_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_STATUSES,
  RETURN_TEXT_MAX,
  STAFF_RETURN_SORTS,
} from '@contract/returns';
import { requestIdSchema } from '../../lib/request-id';
import * as input from '../../lib/schema';
import { text } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { daysAndSortQuery, listSchema as pageOf } from '../../toolkit/lists';
import { UPLOAD_LIMIT_MB } from '../files/limits';
import { PRIVATE_KEY_PATTERN } from '../files/signed-urls';
import { photoLink } from '../parcel/schemas';
import { online, payStart } from '../payment/schemas';

const tags = ['returns'];
const staffTags = ['staff'];
const security = [{ token: [] }];
const str = { type: 'string' };
const int = { type: 'integer' };
const nullableInt = { type: ['integer', 'null'] };
const status = input.choice(RETURN_STATUSES);
const links = { type: 'array', items: photoLink };
const trackingNo = input.str(60, { min: 1, pattern: '^[A-Za-z0-9 -]+$' });

const addressProps = {
  name: text(80, 1),
  phone: text(30),
  street: text(120, 1),
  suburb: text(60),
  city: text(60, 1),
  region: text(60),
  postcode: input.str(10, { min: 3, pattern: '^[0-9]+$' }),
  country: input.choice(['NZ', 'AU']),
};
const addressOut = obj(Object.fromEntries(Object.keys(addressProps).map((k) => [k, str])), Object.keys(addressProps));
const parcel = obj({ id: int, tracking_no: str, courier: str, weight_g: nullableInt, status: str }, [
  'id',
  'tracking_no',
  'courier',
  'weight_g',
  'status',
]);
const summaryProps = {
  id: int,
  no: str,
  status: { type: 'string', enum: RETURN_STATUSES },
  status_text: str,
  method: { type: 'string', enum: RETURN_METHODS },
  method_text: str,
  parcel_count: int,
  currency: str,
  amount: int,
  deadline: str,
  carrier: str,
  tracking_no: str,
  created_at: str,
};
const summary = obj(summaryProps, Object.keys(summaryProps));
const event = obj({ action: str, action_text: str, by: str, note: str, at: str }, ['action', 'action_text', 'by', 'note', 'at']);
const booking = obj({ id: int, no: str, status: str, depot_name: str, date: str, start: str, end: str }, [
  'id',
  'no',
  'status',
  'depot_name',
  'date',
  'start',
  'end',
]);
const detailProps = {
  ...summaryProps,
  address: addressOut,
  ra_number: str,
  note: str,
  handling_fee: int,
  postage: nullableInt,
  label: { anyOf: [photoLink, { type: 'null' }] },
  label_kind: str,
  parcels: { type: 'array', items: parcel },
  weight_g: nullableInt,
  photos: links,
  reject_reason: str,
  payment_no: str,
  refunded: { type: 'boolean' },
  actions: { type: 'array', items: str },
  events: { type: 'array', items: event },
  booking: { anyOf: [booking, { type: 'null' }] },
};
const detail = envelope(obj(detailProps, Object.keys(detailProps)));
/** Every list of returns carries its counts per state. */
const page = (row: object, extra: Record<string, object> = {}) =>
  pageOf(row, { counts: { type: 'object', additionalProperties: int }, ...extra });

export const parcelsSchema = {
  tags,
  security,
  summary: 'My parcels that can be sent back (in the warehouse, on no pack, waybill or return) and the handling fee per parcel',
  response: responses(
    envelope(obj({ list: { type: 'array', items: parcel }, handling_fee: int, currency: str }, ['list', 'handling_fee', 'currency'])),
  ),
};

export const labelSchema = {
  tags,
  security,
  summary: `Upload the shop's prepaid return label (PDF, PNG, JPEG or WebP, at most ${UPLOAD_LIMIT_MB} MB, checked by content) as multipart field "file"; kept privately`,
  consumes: ['multipart/form-data'],
  body: obj({ file: input.file() }, ['file']),
  response: responses(envelope(obj({ ...photoLink.properties, kind: input.choice(LABEL_KINDS) }))),
};

export const createSchema = {
  tags,
  security,
  summary:
    'Ask to send parcels back to their shop: label (upload first; the handling fee only), postage (staff quote it) or pickup at a depot ' +
    "(the handling fee only; the shop's address and RMA number optional). The parcels are held for the return (42009 if one is " +
    'packed, on a waybill or on another return)',
  body: obj(
    {
      parcel_ids: { type: 'array', minItems: 1, maxItems: RETURN_PARCELS_MAX, items: input.rowId },
      method: input.choice(RETURN_METHODS),
      address: obj(addressProps, ['name', 'street', 'city', 'postcode', 'country']),
      ra_number: text(40, 1),
      deadline: input.str(10, { min: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
      label_file: input.str(24, { pattern: PRIVATE_KEY_PATTERN }),
      note: text(RETURN_TEXT_MAX),
      request_id: requestIdSchema,
    },
    ['parcel_ids', 'method', 'deadline'],
  ),
  response: responses(detail),
};

export const listSchema = {
  tags,
  security,
  summary: 'My returns, newest first, with counts per state',
  querystring: obj({ status, ...input.paging }),
  response: responses(envelope(page(summary))),
};
export const detailSchema = {
  tags,
  security,
  summary: 'One of my returns: parcels, fee, label, photos, timeline, what I may do',
  params: input.idParams,
  response: responses(detail),
};
export const cancelSchema = {
  tags,
  security,
  summary: 'Cancel my return before it is shipped; a paid fee is refunded where it came from',
  params: input.idParams,
  response: responses(detail),
};
export const paySchema = {
  tags,
  security,
  summary:
    'Pay the fee of a quoted or awaiting-payment return: all from the wallet (use_wallet) or online (method). Paying a quote accepts it; ' +
    'the same idempotency_key answers the first attempt',
  params: input.idParams,
  body: obj({ use_wallet: { type: 'boolean' }, ...online }, ['use_wallet', 'platform', 'idempotency_key']),
  response: responses(payStart),
};

const staffRowProps = {
  ...summaryProps,
  member_code: str,
  customer_deleted: { type: 'boolean' },
  days_left: int,
  due_soon: { type: 'boolean' },
};
export const staffListSchema = {
  tags: staffTags,
  security,
  summary:
    "The returns queue: open returns (or one state) by the shop's deadline unless sorted (deadline, created_at), asked on days from/to (the site zone, both included), due_soon within 2 days, counts per state",
  querystring: obj({ status, ...daysAndSortQuery(STAFF_RETURN_SORTS), ...input.paging }),
  response: responses(envelope(page(obj(staffRowProps, Object.keys(staffRowProps)), { due_soon: int }))),
};
const staffMove = (summaryText: string, body?: object) => ({
  tags: staffTags,
  security,
  summary: summaryText,
  params: input.idParams,
  ...(body ? { body } : {}),
  response: responses(detail),
});
export const staffDetailSchema = staffMove('A return with its parcels, label, photos and timeline');
export const quoteSchema = staffMove(
  'Quote the postage the warehouse buys (requested -> quoted; the fee = handling + postage)',
  obj({ postage: input.int(0, 10_000_000) }, ['postage']),
);
export const rejectSchema = staffMove(
  'Reject a return before it is shipped, with the reason the customer sees; a paid fee is refunded',
  obj({ reason: text(RETURN_TEXT_MAX, 1) }, ['reason']),
);
export const processSchema = staffMove(
  'Weigh and photograph the parcel as it goes back (processing; photos from /api/staff/upload/photo)',
  obj(
    {
      weight_g: input.int(1, 100_000),
      photos: { type: 'array', minItems: 1, maxItems: RETURN_PHOTOS_MAX, items: input.str(24, { pattern: PRIVATE_KEY_PATTERN }) },
    },
    ['weight_g', 'photos'],
  ),
);
export const shipSchema = staffMove(
  'Ship a processed return (processing -> shipped) with the carrier and its tracking number',
  obj({ carrier: text(40, 1), tracking_no: trackingNo }, ['carrier', 'tracking_no']),
);
export const completeSchema = staffMove('Complete a shipped return, or a collection handed over at the desk; its parcels become returned');
