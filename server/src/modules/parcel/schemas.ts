/** Route schemas of my parcels, unclaimed parcels and warehouse check-in. Field errors name `parcel.<field>`. */
import { COURIERS, GOODS_LINES_MAX, PARCEL_STATUSES } from '@contract/parcel';
import { requestIdSchema } from '../../lib/request-id';
import { choice, day, file, idParams, int, paging, str, text } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { UPLOAD_LIMIT_MB } from '../files/limits';
import { goodsLineSchema, goodsSchema } from './shared';

const tags = ['parcel'];
const staffTags = ['staff'];
const security = [{ token: [] }];

const trackingNo = str(60, { min: 1, pattern: '^[A-Za-z0-9 -]+$', example: 'NZ123456789' });
const courier = { ...text(40), example: COURIERS[0] };
const photoKey = str(24, { pattern: '^[A-Za-z0-9_-]{24}$' });
const nullableString = { type: ['string', 'null'] };
const nullableInt = { type: ['integer', 'null'] };

export const photoLink = obj({ file: { type: 'string' }, url: { type: 'string' }, expires_at: { type: 'string' } }, [
  'file',
  'url',
  'expires_at',
]);

import { storageSchemaPart } from '../operations/schemas';

export const parcel = obj({
  id: { type: 'integer' },
  status: choice(PARCEL_STATUSES),
  courier: { type: 'string' },
  tracking_no: { type: 'string' },
  goods: { type: 'array', items: goodsLineSchema },
  declared_value: { type: 'integer' },
  currency: { type: 'string' },
  note: { type: 'string' },
  weight_g: nullableInt,
  location: { type: 'string' },
  waybill_id: nullableInt,
  waybill_no: nullableString,
  declared_at: nullableString,
  arrived_at: nullableString,
  packing_at: nullableString,
  packed_at: nullableString,
  photo_count: { type: 'integer' },
  created_at: { type: 'string' },
  updated_at: { type: 'string' },
  /** List and detail: free storage days left and the fee so far while held (null otherwise). */
  storage: storageSchemaPart,
});
const parcelDetail = obj({ ...parcel.properties, photos: { type: 'array', items: photoLink } });
const staffParcel = obj({
  ...parcelDetail.properties,
  user_id: nullableInt,
  member_code: nullableString,
  customer_deleted: { type: 'boolean' },
});
const page = (item: object, extra: Record<string, object> = {}) =>
  obj(
    {
      list: { type: 'array', items: item },
      total: { type: 'integer' },
      page: { type: 'integer' },
      page_size: { type: 'integer' },
      ...extra,
    },
    ['list', 'total', 'page', 'page_size'],
  );

const inputProperties = {
  courier,
  tracking_no: trackingNo,
  goods: goodsSchema(GOODS_LINES_MAX, 0),
  note: text(200),
};

export const createSchema = {
  tags,
  security,
  summary:
    'Declare an inbound parcel (tracking number normalised: uppercase, no spaces). A number matching an unclaimed arrival claims it. A repeated request_id (24 h) answers the parcel first made',
  body: obj({ ...inputProperties, request_id: requestIdSchema }, ['tracking_no']),
  response: responses(envelope(parcel)),
};

export const updateSchema = {
  tags,
  security,
  summary: 'Change a declared parcel (42009 once it is at the warehouse)',
  params: idParams,
  body: obj(inputProperties),
  response: responses(envelope(parcel)),
};

export const deleteSchema = {
  tags,
  security,
  summary: 'Delete a declared parcel (42009 once it is at the warehouse)',
  params: idParams,
  response: responses(envelope(obj({ id: { type: 'integer' } }, ['id']))),
};

export const detailSchema = {
  tags,
  security,
  summary: 'One of my parcels, with signed links to its check-in photos',
  params: idParams,
  response: responses(envelope(parcelDetail)),
};

const statusCounts = obj(Object.fromEntries([...PARCEL_STATUSES, 'all'].map((s) => [s, { type: 'integer' }])));

export const listSchema = {
  tags,
  security,
  summary: 'My parcels, newest change first, with counts per status for the tabs',
  querystring: obj({ status: choice(PARCEL_STATUSES), keyword: text(50), ...paging }),
  response: responses(envelope(page(parcel, { counts: statusCounts }))),
};

export const unclaimedListSchema = {
  tags,
  security,
  summary: 'Arrivals nobody declared: masked tracking numbers, arrival day, weight (no photos)',
  querystring: obj({ keyword: text(50), ...paging }),
  response: responses(
    envelope(
      page(
        obj({
          id: { type: 'integer' },
          tracking_no_masked: { type: 'string' },
          courier: { type: 'string' },
          arrived_on: { type: 'string' },
          weight_g: nullableInt,
        }),
      ),
    ),
  ),
};

export const claimSchema = {
  tags,
  security,
  summary:
    'Claim an unclaimed parcel by its full tracking number: it becomes my in_warehouse parcel. 10 claims finding nothing in an hour -> 40029 with the wait',
  body: obj({ tracking_no: trackingNo }, ['tracking_no']),
  response: responses(envelope(parcel)),
};

export const checkinSchema = {
  tags: staffTags,
  security,
  summary: 'Check a parcel in: matches a declared parcel by tracking number, or records it as unclaimed. Twice -> 42009',
  body: obj(
    {
      tracking_no: trackingNo,
      courier,
      weight_g: int(1, 100_000),
      photo_file: photoKey,
      location: text(40),
    },
    ['tracking_no', 'weight_g'],
  ),
  response: responses(envelope(obj({ result: choice(['matched', 'unclaimed']), parcel: staffParcel }, ['result', 'parcel']))),
};

export const staffListSchema = {
  tags: staffTags,
  security,
  summary:
    'Parcels of my site, last changed first (keyword: tracking number, member code or location; from/to: arrival days in the site zone, both included); total counted up to 10,000 (total_capped past it)',
  querystring: obj({ status: choice(PARCEL_STATUSES), keyword: text(50), from: day, to: day, ...paging }),
  response: responses(envelope(page(staffParcel, { total_capped: { type: 'boolean' } }))),
};

export const photoUploadSchema = {
  tags: staffTags,
  security,
  summary: `Upload a warehouse photo (PNG, JPEG or WebP, at most ${UPLOAD_LIMIT_MB} MB) as multipart field "file"; stored privately`,
  consumes: ['multipart/form-data'],
  body: obj({ file: file() }, ['file']),
  response: responses(envelope(obj({ ...photoLink.properties, width: { type: 'integer' }, height: { type: 'integer' } }))),
};
