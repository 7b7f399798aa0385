/**
 * Self-pickup reservations: a customer books a slot at a depot to collect parcels held in the warehouse or to
 * drop off the parcels of a direct-send waybill. Customer calls under /api/reservation/, the depot desk under
 * /api/staff/reservation/. Times are ISO 8601 UTC plus the depot's local wall-clock text and its IANA zone.
 *
 * State machine: booked --(staff hand-over)--> completed
 *                booked --(customer, until the cutoff)--> cancelled
 *                booked --(no one came within the grace period after the slot)--> no_show
 * A booking's items go open -> done (handed over or dropped off) or released (cancelled, no-show).
 */
import type { Weekday } from './content';

export type { Weekday };

export const RESERVATION_STATUSES = ['booked', 'completed', 'cancelled', 'no_show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Book up to this many days ahead (today counts as day 1). */
export const RESERVATION_HORIZON_DAYS = 14;
/** A slot can be booked until this long before it starts (staff bring the parcels from the warehouse). */
export const BOOKING_LEAD_MINUTES = 60;
/** Cancel or reschedule until this long before the slot starts. */
export const CHANGE_CUTOFF_MINUTES = 120;
/** A booking nobody came for is released this long after its slot ends. */
export const NO_SHOW_GRACE_MINUTES = 30;
/** The reminder goes out this long before the slot starts. */
export const REMINDER_LEAD_MINUTES = 180;
/** Open (booked) reservations a customer may hold at once. */
export const MAX_OPEN_RESERVATIONS = 3;
/** Wrong pickup codes typed at the desk before the booking is locked (the customer then asks for a new code). */
export const CODE_MAX_FAILURES = 5;
export const RESERVATION_ITEMS_MAX = 20;
export const REAL_NAME_MAX = 40;
export const RESERVATION_NOTE_MAX = 200;

export interface DayHours {
  day: Weekday;
  /** "周一" / "Mon" */
  label: string;
  open: string | null;
  close: string | null;
}

/** A closed date or one with special hours (both null: closed all day). */
export interface DepotException {
  date: string;
  open: string | null;
  close: string | null;
  reason: string;
}

export interface Depot {
  id: number;
  code: string;
  name: string;
  address: string;
  /** Opens the depot in a map app or Google Maps. */
  map_url: string;
  contact: string;
  phone: string;
  time_zone: string;
  opening_hours: DayHours[];
  /** From today on, within the booking horizon. */
  exceptions: DepotException[];
  notes: string;
}

/** GET /api/reservation/depots */
export interface DepotListData {
  list: Depot[];
}

export interface Slot {
  id: number;
  /** Local "HH:MM" in the depot's zone. */
  start: string;
  end: string;
  starts_at: string;
  ends_at: string;
  capacity: number;
  left: number;
  /** false when full or too close to its start. */
  bookable: boolean;
}

export interface SlotDay {
  date: string;
  day: Weekday;
  /** Opening hours that day (special hours on an exception date); null when closed. */
  open: string | null;
  close: string | null;
  /** Why the depot is closed or keeps other hours that day ('' on an ordinary day). */
  reason: string;
  slots: Slot[];
}

/** GET /api/reservation/slots?depot_id=&from=YYYY-MM-DD&days=7 */
export interface SlotQuery {
  depot_id: number;
  from?: string;
  days?: number;
}

export interface SlotListData {
  depot_id: number;
  time_zone: string;
  today: string;
  days: SlotDay[];
}

/** `return`: a parcel of a paid return collected at a depot (a returned item). */
export const RESERVATION_ITEM_KINDS = ['parcel', 'waybill', 'return'] as const;
export type ReservationItemKind = (typeof RESERVATION_ITEM_KINDS)[number];
export const RESERVATION_ACTIONS = ['collect', 'drop_off'] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];

/** Something the customer can put on a booking: an in-warehouse parcel to collect, a direct-send waybill to drop off. */
export interface BookableItem {
  kind: ReservationItemKind;
  action: ReservationAction;
  id: number;
  /** Tracking number of a parcel, waybill number of a waybill. */
  no: string;
  title: string;
}

/** GET /api/reservation/items */
export interface BookableItemsData {
  collect: BookableItem[];
  drop_off: BookableItem[];
  /** The name on the customer's photo ID as recorded at their first booking; '' until then. */
  real_name: string;
}

export const RESERVATION_ITEM_STATUSES = ['open', 'done', 'released'] as const;
export type ReservationItemStatus = (typeof RESERVATION_ITEM_STATUSES)[number];
/** Who collected at the desk: the owner, or the proxy the owner named. */
export const COLLECTOR_ROLES = ['owner', 'proxy'] as const;
export type CollectorRole = (typeof COLLECTOR_ROLES)[number];

export interface ReservationItem extends BookableItem {
  status: ReservationItemStatus;
  /** The return a returned item belongs to (null for other kinds). */
  return_id: number | null;
}

/** POST /api/reservation/create */
export interface ReservationCreateRequest {
  slot_id: number;
  parcel_ids?: number[];
  waybill_ids?: number[];
  /** A paid (processing) return collected at a depot: its parcels are booked as returned items. */
  return_id?: number;
  /** Required while the customer has no real-name record; ignored after (the record does not change here). */
  real_name?: string;
  /** Someone the owner allows to collect for them; sent with `proxy_consent: true`. */
  proxy_name?: string;
  proxy_consent?: boolean;
  note?: string;
}

export interface ReservationSummary {
  id: number;
  no: string;
  status: ReservationStatus;
  depot_id: number;
  depot_name: string;
  time_zone: string;
  date: string;
  start: string;
  end: string;
  starts_at: string;
  ends_at: string;
  items: ReservationItem[];
  /** Until this time the booking can be cancelled or rescheduled. */
  change_until: string;
  can_change: boolean;
  created_at: string;
  handed_over_at: string | null;
}

export interface ReservationDetail extends ReservationSummary {
  depot: Depot;
  proxy_name: string;
  note: string;
  locked: boolean;
  /** Signed token the QR code carries (booked only, else ''). */
  qr_token: string;
  /** PNG data URL of the QR code ('' when not booked). */
  qr_image: string;
  /** An iCalendar (.ics) file of the visit. */
  ics: string;
  collector_name: string | null;
  collector_role: CollectorRole | null;
}

/** My booking with its 6-digit pickup code (stored hashed; derived again for its owner): '' when not booked, or
 *  for a booking made before codes were derived (a new code shows it). */
export interface ReservationWithCode extends ReservationDetail {
  code: string;
}

export interface ReservationListQuery {
  status?: ReservationStatus;
  page: number;
  page_size: number;
}

export interface ReservationListData {
  list: ReservationSummary[];
  total: number;
  page: number;
  page_size: number;
}

/** POST /api/reservation/reschedule/{id} */
export interface RescheduleRequest {
  slot_id: number;
}

// ------------------------------------------------------------------ the depot desk (staff)

export interface DeskBooking {
  id: number;
  no: string;
  status: ReservationStatus;
  member_code: string;
  nickname: string;
  real_name: string;
  proxy_name: string;
  locked: boolean;
  code_failures: number;
  items: ReservationItem[];
  collector_name: string | null;
  handed_over_at: string | null;
}

export interface DeskSlot {
  id: number;
  start: string;
  end: string;
  capacity: number;
  booked: number;
  bookings: DeskBooking[];
}

/** GET /api/staff/reservation/today */
export interface DeskTodayData {
  /** null until the staff member picks the depot they work at (POST desk). */
  depot: Depot | null;
  date: string;
  slots: DeskSlot[];
}

/** POST /api/staff/reservation/desk: the depot this staff member's desk serves. */
export interface DeskRequest {
  depot_id: number;
}

/** The typed code (with the booking chosen from today's list) or the scanned QR token. */
export interface DeskCheck {
  reservation_id?: number;
  code?: string;
  token?: string;
}

/** POST /api/staff/reservation/handover */
export interface HandoverRequest extends DeskCheck {
  /** As on the photo ID shown at the desk: the owner's real name or the proxy the owner named. */
  collector_name: string;
  /** The staff member saw a photo ID with this name. */
  id_checked: true;
}

// ------------------------------------------------------------------ the office's list (staff)

/** What the staff list sorts by: the slot's start. */
export const STAFF_RESERVATION_SORTS = ['starts_at'] as const;

/** GET /api/staff/reservation/lst: the site's bookings by status, slot days (from/to in the site's zone, both
 *  included) and keyword (booking no., member code or mobile); the latest slot first unless sorted. */
export interface StaffReservationQuery {
  status?: ReservationStatus;
  keyword?: string;
  from?: string;
  to?: string;
  sort?: (typeof STAFF_RESERVATION_SORTS)[number];
  order?: 'asc' | 'desc';
  page: number;
  page_size: number;
}

export interface StaffReservationRow extends ReservationSummary {
  member_code: string;
  /** The customer's account was deleted (erased: no name or mobile left): staff screens say so. */
  customer_deleted: boolean;
  real_name: string;
  proxy_name: string;
  note: string;
  locked: boolean;
  collector_name: string | null;
}

export interface StaffReservationListData {
  list: StaffReservationRow[];
  total: number;
  total_capped: boolean;
  page: number;
  page_size: number;
}
