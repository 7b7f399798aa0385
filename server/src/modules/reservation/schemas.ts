/** Route schemas of self-pickup reservations (/api/reservation/*, /api/staff/reservation/*). Field errors name `reservation.<field>`. */
import {
  COLLECTOR_ROLES,
  REAL_NAME_MAX,
  RESERVATION_ACTIONS,
  RESERVATION_HORIZON_DAYS,
  RESERVATION_ITEM_KINDS,
  RESERVATION_ITEM_STATUSES,
  RESERVATION_ITEMS_MAX,
  RESERVATION_NOTE_MAX,
  RESERVATION_STATUSES,
  STAFF_RESERVATION_SORTS,
} from '@contract/reservation';
import { choice, idParams, int, keyword, paging, rowId, str, text } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { daysAndSortQuery, listSchema as pageOf } from '../../toolkit/lists';
import { CODE_PATTERN, TOKEN_PATTERN } from './code';

const tags = ['reservation'];
const staffTags = ['staff'];
const security = [{ token: [] }];
// Answers only: what a request may carry is built by lib/schema.ts.
const string = { type: 'string' };
const stringOrNull = { type: ['string', 'null'] };
const clock = { type: ['string', 'null'] };
const weekday = { type: 'string', enum: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] };
/** Letters of any script, spaces and · . ' - : names as printed on a photo ID. */
const NAME_PATTERN = "^[\\p{L}\\p{M} ·.'-]+$";
const personName = str(REAL_NAME_MAX, { min: 1, pattern: NAME_PATTERN, example: 'ZHANG Wei' });

const dayHours = obj({ day: weekday, label: string, open: clock, close: clock }, ['day', 'label', 'open', 'close']);
const exception = obj({ date: string, open: clock, close: clock, reason: string }, ['date', 'open', 'close', 'reason']);
export const depot = obj(
  {
    id: { type: 'integer' },
    code: string,
    name: string,
    address: string,
    map_url: string,
    contact: string,
    phone: string,
    time_zone: string,
    opening_hours: { type: 'array', items: dayHours },
    exceptions: { type: 'array', items: exception },
    notes: string,
  },
  ['id', 'code', 'name', 'address', 'map_url', 'contact', 'phone', 'time_zone', 'opening_hours', 'exceptions', 'notes'],
);

const slot = obj(
  {
    id: { type: 'integer' },
    start: string,
    end: string,
    starts_at: { type: 'string', format: 'date-time' },
    ends_at: { type: 'string', format: 'date-time' },
    capacity: { type: 'integer' },
    left: { type: 'integer' },
    bookable: { type: 'boolean' },
  },
  ['id', 'start', 'end', 'starts_at', 'ends_at', 'capacity', 'left', 'bookable'],
);
const slotDay = obj({ date: string, day: weekday, open: clock, close: clock, reason: string, slots: { type: 'array', items: slot } }, [
  'date',
  'day',
  'open',
  'close',
  'reason',
  'slots',
]);

const bookable = {
  kind: choice(RESERVATION_ITEM_KINDS),
  action: choice(RESERVATION_ACTIONS),
  id: { type: 'integer' },
  no: string,
  title: string,
};
const bookableItem = obj(bookable, Object.keys(bookable));
const item = obj({ ...bookable, status: choice(RESERVATION_ITEM_STATUSES), return_id: { type: ['integer', 'null'] } }, [
  ...Object.keys(bookable),
  'status',
  'return_id',
]);

const summaryProps = {
  id: { type: 'integer' },
  no: string,
  status: { type: 'string', enum: RESERVATION_STATUSES },
  depot_id: { type: 'integer' },
  depot_name: string,
  time_zone: string,
  date: string,
  start: string,
  end: string,
  starts_at: { type: 'string', format: 'date-time' },
  ends_at: { type: 'string', format: 'date-time' },
  items: { type: 'array', items: item },
  change_until: { type: 'string', format: 'date-time' },
  can_change: { type: 'boolean' },
  created_at: { type: 'string', format: 'date-time' },
  handed_over_at: stringOrNull,
};
const summary = obj(summaryProps, Object.keys(summaryProps));
const detailProps = {
  ...summaryProps,
  depot,
  proxy_name: string,
  note: string,
  locked: { type: 'boolean' },
  qr_token: string,
  qr_image: string,
  ics: string,
  collector_name: stringOrNull,
  collector_role: { type: ['string', 'null'], enum: [...COLLECTOR_ROLES, null] },
};
const withCode = obj({ ...detailProps, code: { type: 'string', example: '123456' } }, [...Object.keys(detailProps), 'code']);

const deskBookingProps = {
  id: { type: 'integer' },
  no: string,
  status: { type: 'string', enum: RESERVATION_STATUSES },
  member_code: string,
  nickname: string,
  real_name: string,
  proxy_name: string,
  locked: { type: 'boolean' },
  code_failures: { type: 'integer' },
  items: { type: 'array', items: item },
  collector_name: stringOrNull,
  handed_over_at: stringOrNull,
};
const deskBooking = obj(deskBookingProps, Object.keys(deskBookingProps));
const deskSlot = obj(
  {
    id: { type: 'integer' },
    start: string,
    end: string,
    capacity: { type: 'integer' },
    booked: { type: 'integer' },
    bookings: { type: 'array', items: deskBooking },
  },
  ['id', 'start', 'end', 'capacity', 'booked', 'bookings'],
);

const deskCheck = {
  reservation_id: rowId,
  code: str(6, { min: 1, pattern: CODE_PATTERN, example: '123456' }),
  token: str(120, { min: 1, pattern: TOKEN_PATTERN }),
};

export const depotsSchema = {
  tags,
  security,
  summary:
    'Depots that take self-pickup bookings: address, map link, contact, IANA time zone, weekly hours and the closed or special dates ahead',
  response: responses(envelope(obj({ list: { type: 'array', items: depot } }, ['list']))),
};

export const slotsSchema = {
  tags,
  security,
  summary: `Slots of a depot per local date (from today, up to ${RESERVATION_HORIZON_DAYS} days ahead), times in the depot's zone; closed dates carry their reason`,
  querystring: obj(
    {
      depot_id: rowId,
      from: str(10, { min: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', example: '2026-06-01' }),
      days: int(1, RESERVATION_HORIZON_DAYS, { default: 7 }),
    },
    ['depot_id'],
  ),
  response: responses(
    envelope(
      obj({ depot_id: { type: 'integer' }, time_zone: string, today: string, days: { type: 'array', items: slotDay } }, [
        'depot_id',
        'time_zone',
        'today',
        'days',
      ]),
    ),
  ),
};

export const itemsSchema = {
  tags,
  security,
  summary: 'What I can book: in-warehouse parcels to collect, direct-send waybills to drop off, and my real-name record',
  response: responses(
    envelope(
      obj({ collect: { type: 'array', items: bookableItem }, drop_off: { type: 'array', items: bookableItem }, real_name: string }, [
        'collect',
        'drop_off',
        'real_name',
      ]),
    ),
  ),
};

export const createSchema = {
  tags,
  security,
  summary:
    'Book a slot: one place is taken by a conditional update (44001 when none is left); answers the 6-digit code (stored hashed) and the QR. ' +
    '`return_id` books the parcels of a paid (processing) pickup return as returned items (40004 not mine, 46002 not a pickup return, 42009 not paid yet)',
  body: obj(
    {
      slot_id: rowId,
      parcel_ids: { type: 'array', maxItems: RESERVATION_ITEMS_MAX, items: rowId },
      waybill_ids: { type: 'array', maxItems: RESERVATION_ITEMS_MAX, items: rowId },
      return_id: rowId,
      real_name: personName,
      proxy_name: str(REAL_NAME_MAX, { pattern: NAME_PATTERN }),
      proxy_consent: { type: 'boolean' },
      note: text(RESERVATION_NOTE_MAX),
    },
    ['slot_id'],
  ),
  response: responses(envelope(withCode)),
};

export const listSchema = {
  tags,
  security,
  summary: 'My bookings, newest first',
  querystring: obj({ status: choice(RESERVATION_STATUSES), ...paging }),
  response: responses(
    envelope(
      obj(
        { list: { type: 'array', items: summary }, total: { type: 'integer' }, page: { type: 'integer' }, page_size: { type: 'integer' } },
        ['list', 'total', 'page', 'page_size'],
      ),
    ),
  ),
};

export const detailSchema = {
  tags,
  security,
  summary: 'One of my bookings with its depot, pickup code and QR code (while booked) and .ics',
  params: idParams,
  response: responses(envelope(withCode)),
};
export const cancelSchema = {
  tags,
  security,
  summary: 'Cancel my booking until the cutoff before its slot (44003 after)',
  params: idParams,
  body: obj({}),
  response: responses(envelope(withCode)),
};
export const rescheduleSchema = {
  tags,
  security,
  summary: 'Move my booking to another slot of the same depot until the cutoff',
  params: idParams,
  body: obj({ slot_id: rowId }, ['slot_id']),
  response: responses(envelope(withCode)),
};
export const recodeSchema = {
  tags,
  security,
  summary: 'A new pickup code and QR for my booking; the old ones stop working and a lock from wrong codes is lifted',
  params: idParams,
  body: obj({}),
  response: responses(envelope(withCode)),
};

export const deskTodaySchema = {
  tags: staffTags,
  security,
  summary: "Today's slots with their bookings at the depot of my desk (depot null until chosen)",
  response: responses(
    envelope(
      obj({ depot: { anyOf: [depot, { type: 'null' }] }, date: string, slots: { type: 'array', items: deskSlot } }, [
        'depot',
        'date',
        'slots',
      ]),
    ),
  ),
};
export const deskSetSchema = {
  tags: staffTags,
  security,
  summary: 'Choose the depot my desk serves',
  body: obj({ depot_id: rowId }, ['depot_id']),
  response: responses(envelope(obj({ depot_id: { type: 'integer' } }, ['depot_id']))),
};
export const verifySchema = {
  tags: staffTags,
  security,
  summary:
    "Check a booking at my desk by its scanned QR token, by the booking chosen from today's list and the typed code (wrong codes are counted, the fifth locks it), or by the typed code alone (the open booking of any day with that code; another day's is refused naming its date)",
  body: obj(deskCheck),
  response: responses(envelope(deskBooking)),
};
export const handoverSchema = {
  tags: staffTags,
  security,
  summary:
    "Hand over: the code or token again, the collector's name (the owner's real-name record or the named proxy) and the photo ID seen; every item done in one transaction",
  body: obj({ ...deskCheck, collector_name: personName, id_checked: { type: 'boolean', const: true } }, ['collector_name', 'id_checked']),
  response: responses(envelope(deskBooking)),
};

const officeRowProps = {
  ...summaryProps,
  member_code: string,
  customer_deleted: { type: 'boolean' },
  real_name: string,
  proxy_name: string,
  note: string,
  locked: { type: 'boolean' },
  collector_name: stringOrNull,
};
export const officeListSchema = {
  tags: staffTags,
  security,
  summary:
    "The site's bookings, the latest slot first unless sorted (sort=starts_at), filtered by status, slot days (from/to in the site zone, both included) and keyword (booking no., member code or mobile); total counted up to 10,000 (total_capped past it)",
  querystring: obj({ status: choice(RESERVATION_STATUSES), keyword, ...daysAndSortQuery(STAFF_RESERVATION_SORTS), ...paging }),
  response: responses(envelope(pageOf(obj(officeRowProps, Object.keys(officeRowProps)), { total_capped: { type: 'boolean' } }))),
};
