/**
 * The logistics track of a waybill: events from staff, from the China carrier (synced through a tracking
 * provider) and from the system on state changes (packed, dispatched, handed over, delivered).
 * The public query shows no personal data: no names, phones or addresses.
 */
import type { WaybillStatus } from './waybill';

export const TRACK_SOURCES = ['staff', 'carrier', 'system'] as const;
export type TrackSource = (typeof TRACK_SOURCES)[number];

export interface TrackEvent {
  /** ISO 8601 UTC. */
  time: string;
  /** "YYYY-MM-DD HH:mm" in the site's time zone (NZ/AU), as the customer reads it. */
  time_local: string;
  place: string;
  /** In the request language (x-lang); carrier events carry the carrier's own words. */
  text: string;
  source: TrackSource;
}

/**
 * GET /api/order/v2/log?no=<waybill no> — public, no sign-in needed. A number with a wrong check digit answers
 * 40001 "waybill number is wrong"; a well-formed unknown number 40004. Signed in, the query is remembered
 * in my recent queries.
 */
export interface TrackLogData {
  no: string;
  status: WaybillStatus;
  /** The status in the request language. */
  status_text: string;
  channel_name: string;
  time_zone: string;
  /** Newest first. */
  events: TrackEvent[];
}

/** GET /api/track/history/lst: my recent queries, newest first, one per number, at most 20. */
export interface TrackHistoryItem {
  id: number;
  no: string;
  queried_at: string;
}
export interface TrackHistoryData {
  list: TrackHistoryItem[];
}
export const TRACK_HISTORY_MAX = 20;

/** POST /api/staff/order/track/{id}: a staff event; `time` ISO 8601 (default now). */
export interface StaffTrackRequest {
  text_zh: string;
  text_en: string;
  place?: string;
  time?: string;
  /** The event says the waybill is lost or damaged: the customer is prompted to claim (types/claim.ts). */
  incident?: 'lost' | 'damaged';
}

/** POST /api/staff/order/sync_track/{id}: carrier events pulled for a handed-over waybill, stored deduped. */
export interface SyncTrackData {
  fetched: number;
  added: number;
}
