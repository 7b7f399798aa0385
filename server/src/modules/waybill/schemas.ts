/** Route schemas of waybills ("order" in paths), customer and staff. Field errors name `order.<field>`. */
import { GOODS_LINES_MAX } from '@contract/parcel';
import { STAFF_SELECTION_MAX } from '@contract/staff';
import { SERVICE_CODES, STAFF_WAYBILL_SORTS, WAYBILL_STATUSES, WAYBILL_TABS } from '@contract/waybill';
import { requestIdSchema } from '../../lib/request-id';
import { choice, idParams, int, intChoice, paging, rowId, str, text } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { daysAndSortQuery, selectionQuery } from '../../toolkit/lists';
import { INCIDENT_KINDS } from '../claims/incidents';
import { parcel, photoLink } from '../parcel/schemas';
import { goodsLineSchema, goodsSchema } from '../parcel/shared';

const tags = ['order'];
const staffTags = ['staff'];
const security = [{ token: [] }];

const id = rowId;
const grams = int(1, 100_000);
const mm = int(1, 5_000);
const money = int(0, 100_000_000);
const photoKey = str(24, { pattern: '^[A-Za-z0-9_-]{24}$' });
const nullableInt = { type: ['integer', 'null'] };
const nullableString = { type: ['string', 'null'] };
/** Nested shapes documented in types/waybill.ts, serialised as they are. */
const loose = { type: 'object', additionalProperties: true };
const nullableLoose = { type: ['object', 'null'], additionalProperties: true };

const declarationProperties = {
  address_id: id,
  channel_code: str(40, { min: 1, pattern: '^[a-z0-9-]+$' }),
  goods: goodsSchema(GOODS_LINES_MAX),
  insured: { type: 'boolean' },
  insured_value: money,
  services: { type: 'array', maxItems: SERVICE_CODES.length, uniqueItems: true, items: choice(SERVICE_CODES) },
  note: text(200),
};

const waybill = {
  id: { type: 'integer' },
  no: { type: 'string' },
  kind: { type: 'string' },
  status: choice(WAYBILL_STATUSES),
  channel: obj({ code: { type: 'string' }, name: { type: 'string' } }),
  recipient_name: { type: 'string' },
  recipient_city: { type: 'string' },
  declared_value: { type: 'integer' },
  currency: { type: 'string' },
  amount_due: nullableInt,
  money: obj({
    state: { type: 'string', enum: ['none', 'due', 'paid', 'refunding', 'refunded'] },
    amount: { type: 'integer' },
    card_grams: { type: 'integer' },
    coupon_amount: { type: 'integer' },
  }),
  weight_g: nullableInt,
  parcel_count: { type: 'integer' },
  problem: { type: ['object', 'null'], additionalProperties: false, properties: { reason: { type: 'string' }, at: { type: 'string' } } },
  created_at: { type: 'string' },
  updated_at: { type: 'string' },
};
const detail = {
  ...waybill,
  recipient: loose,
  sender: nullableLoose,
  goods: { type: 'array', items: goodsLineSchema },
  insured: { type: 'boolean' },
  insured_value: { type: 'integer' },
  services: { type: 'array', items: loose },
  depot: nullableLoose,
  note: { type: 'string' },
  estimate: loose,
  dimensions: loose,
  photos: { type: 'array', items: photoLink },
  charge: nullableLoose,
  parcels: { type: 'array', items: parcel },
  carrier: nullableLoose,
  history: { type: 'array', items: obj({ status: { type: 'string' }, at: { type: 'string' } }) },
  actions: { type: 'array', items: { type: 'string' } },
  payment: nullableLoose,
  refund: nullableLoose,
};
const staffDetail = obj({
  ...detail,
  user_id: { type: 'integer' },
  member_code: { type: 'string' },
  customer_deleted: { type: 'boolean' },
  id_photos: obj({ front: nullableString, back: nullableString, expires_at: nullableString }),
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

export const packCreateSchema = {
  tags,
  security,
  summary:
    'Ask the warehouse to pack my in_warehouse parcels into one waybill (-> pending_pack). Needs the signed agreement (42001); the declaration is checked against the channel (42010). A repeated request_id (24 h) answers the waybill first made',
  body: obj(
    { parcel_ids: { type: 'array', minItems: 1, maxItems: 30, items: id }, ...declarationProperties, request_id: requestIdSchema },
    ['parcel_ids', 'address_id', 'channel_code', 'goods', 'insured'],
  ),
  response: responses(envelope(obj(detail))),
};

export const sendCreateSchema = {
  tags,
  security,
  summary:
    'Send a parcel directly: I drop it at a depot (-> pending_receipt). Needs the signed agreement (42001); declaration checked (42010). A repeated request_id (24 h) answers the waybill first made',
  body: obj(
    {
      ...declarationProperties,
      sender_address_id: id,
      depot_id: id,
      est_weight_g: grams,
      est_length_mm: mm,
      est_width_mm: mm,
      est_height_mm: mm,
      request_id: requestIdSchema,
    },
    ['sender_address_id', 'address_id', 'channel_code', 'goods', 'insured', 'depot_id'],
  ),
  response: responses(envelope(obj(detail))),
};

export const updateSchema = {
  tags,
  security,
  summary: 'Change recipient, goods, channel, services, insurance or note while pending_pack / pending_receipt (42009 after packing)',
  params: idParams,
  body: obj(declarationProperties),
  response: responses(envelope(obj(detail))),
};

export const cancelSchema = {
  tags,
  security,
  summary: 'Cancel before payment (pending_receipt, pending_pack, pending_payment); its parcels go back to in_warehouse',
  params: idParams,
  response: responses(envelope(obj(detail))),
};

export const detailSchema = {
  tags,
  security,
  summary: 'One of my waybills: history, parcels, goods, recipient, weights, price, photos (signed links), problem, allowed actions',
  params: idParams,
  response: responses(envelope(obj(detail))),
};

export const listSchema = {
  tags,
  security,
  summary: 'My waybills, newest first; `status` is a tab (awaiting = pending_receipt + pending_pack); counts per tab',
  querystring: obj({ status: choice(WAYBILL_TABS), keyword: text(50), ...paging }),
  response: responses(envelope(page(obj(waybill), { counts: obj(Object.fromEntries(WAYBILL_TABS.map((t) => [t, { type: 'integer' }]))) }))),
};

export const checkNoSchema = {
  tags,
  summary: 'Is a typed waybill number well formed with a right check digit (Damm)?',
  querystring: obj({ no: str(40, { min: 1 }) }, ['no']),
  response: responses(envelope(obj({ valid: { type: 'boolean' }, normalized: { type: 'string' } }, ['valid', 'normalized']))),
};

export const staffListSchema = {
  tags: staffTags,
  security,
  summary:
    'Waybills of my site, newest first unless sorted, filtered by status, problem=1 (open ones flagged with a problem), keyword (number, recipient or member code), creation days (from/to in the site zone, both included) and channel code; total counted up to 10,000 (total_capped past it)',
  querystring: obj({
    status: choice(WAYBILL_STATUSES),
    keyword: text(50),
    problem: intChoice([1]),
    channel: declarationProperties.channel_code,
    ...daysAndSortQuery(STAFF_WAYBILL_SORTS),
    ...paging,
  }),
  response: responses(
    envelope(
      page(obj({ ...waybill, member_code: { type: 'string' }, customer_deleted: { type: 'boolean' } }), {
        total_capped: { type: 'boolean' },
      }),
    ),
  ),
};

export const staffDetailSchema = {
  tags: staffTags,
  security,
  summary: "A waybill of my site with the owner's member code, the full ID number and ID photo links (customs)",
  params: idParams,
  response: responses(envelope(staffDetail)),
};

const transition = (summary: string, body?: object) => ({
  tags: staffTags,
  security,
  summary,
  params: idParams,
  ...(body ? { body } : {}),
  response: responses(envelope(staffDetail)),
});

export const packSchema = transition(
  'Weighed and measured: priced by the channel (priceParcel), price frozen -> pending_payment; parcels -> packed',
  obj({ weight_g: grams, length_mm: mm, width_mm: mm, height_mm: mm, photo_files: { type: 'array', maxItems: 9, items: photoKey } }, [
    'weight_g',
    'length_mm',
    'width_mm',
    'height_mm',
  ]),
);
export const receiveSchema = transition('A direct send arrived at the depot: pending_receipt -> pending_pack');
export const handoverSchema = transition(
  'Handed to the China carrier (in_transit only, once)',
  obj(
    {
      carrier_code: str(20, { min: 1, pattern: '^[A-Za-z0-9_-]+$' }),
      carrier_no: str(40, { min: 4, pattern: '^[A-Za-z0-9 -]+$' }),
    },
    ['carrier_code', 'carrier_no'],
  ),
);
export const deliveredSchema = transition('Delivered: in_transit -> delivered');
const problemBody = obj({ reason_zh: text(200, 1), reason_en: text(200, 1), incident: choice(INCIDENT_KINDS) }, ['reason_zh', 'reason_en']);
export const problemSchema = transition(
  'Flag a problem the customer sees (both languages); `incident` lost/damaged also prompts the customer to claim',
  problemBody,
);
const selection = { type: 'array', minItems: 1, maxItems: STAFF_SELECTION_MAX, uniqueItems: true, items: rowId };
export const problemManySchema = {
  tags: staffTags,
  security,
  summary: 'Flag the same problem on each selected waybill, all or none; answers how many',
  body: obj({ ids: selection, ...problemBody.properties }, ['ids', 'reason_zh', 'reason_en']),
  response: responses(envelope(obj({ flagged: { type: 'integer' } }, ['flagged']))),
};
export const exportSchema = {
  tags: staffTags,
  security,
  summary: 'The selected waybills of my site as a spreadsheet (format xlsx or csv; any id not of my site: not found)',
  querystring: obj({ ids: selectionQuery, format: choice(['csv', 'xlsx'] as const, { default: 'xlsx' }) }, ['ids']),
  produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
};
export const problemClearSchema = transition('Clear the problem flag');

export const dispatchSchema = {
  tags: staffTags,
  security,
  summary: 'Dispatch pending_dispatch waybills -> in_transit, each on its own; answers ok / failed per id',
  body: obj({ ids: { type: 'array', minItems: 1, maxItems: 100, items: id } }, ['ids']),
  response: responses(
    envelope(
      obj(
        {
          results: {
            type: 'array',
            items: obj({ id: { type: 'integer' }, ok: { type: 'boolean' }, status: { type: 'integer' }, msg: { type: 'string' } }),
          },
          batch: { anyOf: [obj({ id: { type: 'integer' }, no: { type: 'string' } }, ['id', 'no']), { type: 'null' }] },
        },
        ['results', 'batch'],
      ),
    ),
  ),
};
