// Self-pickup reservations (types/reservation.ts, server/src/modules/reservation): one function per call.
import type {
  BookableItemsData,
  DepotListData,
  DeskBooking,
  DeskCheck,
  DeskTodayData,
  HandoverRequest,
  ReservationCreateRequest,
  ReservationListData,
  ReservationListQuery,
  ReservationWithCode,
  SlotListData,
  SlotQuery,
} from '@contract/reservation';
import type { Http, RequestOptions } from './request';

export const listDepots = (http: Http) => http.get<DepotListData>('/api/reservation/depots');

/** Slots per local date of the depot, in its zone; a full or too-soon slot has `bookable: false`. */
export const listSlots = (http: Http, query: SlotQuery) => http.get<SlotListData>('/api/reservation/slots', query);

export const listBookableItems = (http: Http) => http.get<BookableItemsData>('/api/reservation/items');

/** 44001 full, 44002 not bookable, 44004 too many open bookings; the answer holds the code (shown only now). */
export const createReservation = (http: Http, body: ReservationCreateRequest) =>
  http.post<ReservationWithCode>('/api/reservation/create', body);

export const listReservations = (http: Http, query: ReservationListQuery) => http.get<ReservationListData>('/api/reservation/lst', query);

export const getReservation = (http: Http, id: number) => http.get<ReservationWithCode>(`/api/reservation/detail/${id}`);

/** 44003 after the cutoff. */
export const cancelReservation = (http: Http, id: number) => http.post<ReservationWithCode>(`/api/reservation/cancel/${id}`, {});

export const rescheduleReservation = (http: Http, id: number, slotId: number) =>
  http.post<ReservationWithCode>(`/api/reservation/reschedule/${id}`, { slot_id: slotId });

/** A new code and QR (the old ones stop working; a lock from wrong codes is lifted). */
export const newPickupCode = (http: Http, id: number) => http.post<ReservationWithCode>(`/api/reservation/recode/${id}`, {});

// The depot desk (staff)
export const deskToday = (http: Http) => http.get<DeskTodayData>('/api/staff/reservation/today');
export const setDesk = (http: Http, depotId: number) =>
  http.post<{ depot_id: number }>('/api/staff/reservation/desk', { depot_id: depotId });
/** 44005 wrong code (tries left in the message), 44006 locked, 44008 another day. */
export const verifyPickup = (http: Http, check: DeskCheck, options?: RequestOptions) =>
  http.post<DeskBooking>('/api/staff/reservation/verify', check, options);
/** 44007 when the name matches neither the owner's real-name record nor the named proxy. */
export const handOver = (http: Http, body: HandoverRequest, options?: RequestOptions) =>
  http.post<DeskBooking>('/api/staff/reservation/handover', body, options);
