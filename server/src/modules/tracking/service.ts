/**
 * The public track query (no personal data), my recent queries, staff events and the carrier sync.
 * The public answer is built field by field from the waybill's number, status, channel and its events:
 * nothing from the recipient or sender snapshot ever goes into it.
 */
import { and, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type ApiLang, ApiStatus } from '@contract/api';
import type { StaffTrackRequest, SyncTrackData, TrackHistoryData, TrackLogData } from '@contract/tracking';
import { TRACK_HISTORY_MAX } from '@contract/tracking';
import {
  channels,
  type SiteRow,
  type TrackEventRow,
  trackEvents,
  trackQueries,
  type UserRow,
  warehouses,
  type WaybillRow,
  waybills,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { inLang, pickLang } from '../../lib/bilingual';
import { ApiError, ProviderError } from '../../lib/errors';
import type { TrackingProvider } from '../../providers/tracking';
import { scopedField } from '../../toolkit/fields';
import { prepared } from '../../toolkit/prepared';
import { localTime } from '../../toolkit/time';
import { recordCustomerAction } from '../audit/record';
import { markIncident } from '../claims/incidents';
import { WAYBILL_STATUS_TEXT, waybillConflict } from '../parcel/shared';
import { checkWaybillNo } from '../waybill/number';
import { waybillNotFound } from '../waybill/service';
import { addEvents, eventHash } from './events';

export async function trackLog(deps: Deps, site: SiteRow, lang: ApiLang, raw: string, user: UserRow | null): Promise<TrackLogData> {
  const { valid, normalized } = checkWaybillNo(raw);
  if (!valid) throw new ApiError(ApiStatus.INVALID_INPUT, 'waybill_no_wrong');
  // One prepared statement: the waybill, its line and its events newest first (a JSON array: timestamps as ISO text).
  const [found] = await prepared(deps.db, 'track_log', (name) =>
    deps.db
      .select({ no: waybills.no, status: waybills.status, nameZh: channels.nameZh, nameEn: channels.nameEn, events: trackEventsJson })
      .from(waybills)
      .innerJoin(channels, eq(channels.id, waybills.channelId))
      .where(and(eq(waybills.siteId, sql.placeholder('siteId')), eq(waybills.no, sql.placeholder('no'))))
      .prepare(name),
  ).execute({ siteId: site.id, no: normalized });
  if (!found) throw waybillNotFound();
  if (user) await remember(deps, user, normalized);
  const place = await placeNames(deps, site, lang, found.events);
  return {
    no: found.no,
    status: found.status,
    status_text: inLang(lang, WAYBILL_STATUS_TEXT[found.status]),
    channel_name: pickLang(lang, found.nameZh, found.nameEn),
    time_zone: site.timeZone,
    events: found.events.map((e) => {
      const at = new Date(e.occurred_at);
      return {
        time: at.toISOString(),
        time_local: localTime(site, at),
        place: place(e.place),
        text: pickLang(lang, e.text_zh, e.text_en),
        source: e.source,
      };
    }),
  };
}

/**
 * Our own events name the place by its English name (the site's, or a depot's): shown in the reader's language,
 * so Chinese tracking does not read "New Zealand". A place typed by staff or sent by a carrier stays as written;
 * the depots are looked up only when an event names a place other than the site. Staff screens name them so too.
 */
export async function placeNames(
  deps: Deps,
  site: SiteRow,
  lang: ApiLang,
  events: { place: string }[],
): Promise<(place: string) => string> {
  const names = new Map([[site.nameEn, pickLang(lang, site.nameZh, site.nameEn)]]);
  if (events.some((e) => e.place && !names.has(e.place))) {
    const depots = await deps.db
      .select({ nameZh: warehouses.nameZh, nameEn: warehouses.nameEn })
      .from(warehouses)
      .where(eq(warehouses.siteId, site.id));
    for (const depot of depots) names.set(depot.nameEn, pickLang(lang, depot.nameZh, depot.nameEn));
  }
  return (place) => names.get(place) ?? place;
}

const trackEventsJson = sql<
  { occurred_at: string; place: string; text_zh: string; text_en: string; source: TrackEventRow['source'] }[]
>`coalesce((
  select json_agg(json_build_object('occurred_at', e.occurred_at, 'place', e.place, 'text_zh', e.text_zh, 'text_en', e.text_en, 'source', e.source)
    order by e.occurred_at desc, e.id desc)
  from ${trackEvents} e where e.waybill_id = ${waybills.id}), '[]'::json)`;

/** Newest first, one row per number, the oldest beyond the limit dropped. */
async function remember(deps: Deps, user: UserRow, no: string): Promise<void> {
  const now = deps.now();
  await deps.db
    .insert(trackQueries)
    .values({ siteId: user.siteId, userId: user.id, waybillNo: no, queriedAt: now })
    .onConflictDoUpdate({ target: [trackQueries.siteId, trackQueries.userId, trackQueries.waybillNo], set: { queriedAt: now } });
  const keep = deps.db
    .select({ id: trackQueries.id })
    .from(trackQueries)
    .where(and(eq(trackQueries.siteId, user.siteId), eq(trackQueries.userId, user.id)))
    .orderBy(desc(trackQueries.queriedAt), desc(trackQueries.id))
    .limit(TRACK_HISTORY_MAX);
  await deps.db
    .delete(trackQueries)
    .where(and(eq(trackQueries.siteId, user.siteId), eq(trackQueries.userId, user.id), notInArray(trackQueries.id, keep)));
}

export async function history(deps: Deps, user: UserRow): Promise<TrackHistoryData> {
  const rows = await deps.db
    .select()
    .from(trackQueries)
    .where(and(eq(trackQueries.siteId, user.siteId), eq(trackQueries.userId, user.id)))
    .orderBy(desc(trackQueries.queriedAt), desc(trackQueries.id))
    .limit(TRACK_HISTORY_MAX);
  return { list: rows.map((r) => ({ id: r.id, no: r.waybillNo, queried_at: r.queriedAt.toISOString() })) };
}

export async function forget(deps: Deps, user: UserRow, id: number): Promise<{ id: number }> {
  const [row] = await deps.db
    .delete(trackQueries)
    .where(and(eq(trackQueries.siteId, user.siteId), eq(trackQueries.userId, user.id), eq(trackQueries.id, id)))
    .returning({ id: trackQueries.id });
  if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'track_query_not_found');
  return row;
}

async function ofSite(deps: Deps, site: SiteRow, id: number): Promise<WaybillRow> {
  const [row] = await deps.db
    .select()
    .from(waybills)
    .where(and(eq(waybills.siteId, site.id), eq(waybills.id, id)));
  if (!row) throw waybillNotFound();
  return row;
}

/**
 * A staff event on each of `ids` (one, or a selection in the console), in one transaction: every waybill must be the
 * site's (else "not found") and not cancelled (else 42009), or none gets it. The same event typed twice (same time,
 * place and words) is stored once per waybill. Answers how many waybills got it.
 */
export async function addStaffEvents(deps: Deps, staff: UserRow, site: SiteRow, ids: number[], body: StaffTrackRequest): Promise<number> {
  const rows = await deps.db
    .select()
    .from(waybills)
    .where(and(eq(waybills.siteId, site.id), inArray(waybills.id, ids)));
  if (rows.length !== new Set(ids).size) throw waybillNotFound();
  const cancelled = rows.find((w) => w.status === 'cancelled');
  if (cancelled) throw waybillConflict(cancelled.status);
  const at = body.time ? new Date(body.time) : deps.now();
  if (Number.isNaN(at.getTime())) throw scopedField('track', 'time', 'invalid_format');
  const place = body.place?.trim() ?? '';
  const [zh, en] = [body.text_zh.trim(), body.text_en.trim()];
  return deps.db.transaction(async (tx) => {
    let added = 0;
    for (const waybill of rows) {
      const n = await addEvents(tx, waybill, [
        { at, place, zh, en, source: 'staff', externalId: eventHash(at, place, zh, en), by: staff.id },
      ]);
      if (body.incident) await markIncident(tx, waybill, body.incident, 'track', staff.id, deps.now());
      if (!n) continue;
      added += 1;
      await recordCustomerAction(tx, {
        siteId: waybill.siteId,
        actorId: staff.id,
        customerId: waybill.userId,
        kind: 'track_event',
        entityId: waybill.id,
        label: waybill.no,
        before: null,
        after: { time: at.toISOString(), place, text_zh: zh, text_en: en, incident: body.incident ?? null },
        at: deps.now(),
      });
    }
    return added;
  });
}

/** Pulls the China carrier's events for a handed-over waybill; what is stored already is not stored again. */
export async function syncCarrier(deps: Deps, provider: TrackingProvider, site: SiteRow, id: number): Promise<SyncTrackData> {
  return syncWaybill(deps, provider, await ofSite(deps, site, id));
}

async function syncWaybill(deps: Deps, provider: TrackingProvider, waybill: WaybillRow): Promise<SyncTrackData> {
  if (!waybill.carrierCode || !waybill.carrierNo) throw new ApiError(ApiStatus.STATE_CONFLICT, 'not_handed_over');
  const events = await provider.fetchEvents(waybill.carrierCode, waybill.carrierNo).catch((err) => {
    if (err instanceof ProviderError) throw new ApiError(ApiStatus.PROVIDER_UNAVAILABLE, 'tracking_unavailable', {}, 200, { cause: err });
    throw err;
  });
  const added = await addEvents(
    deps.db,
    waybill,
    events.map((e) => ({
      at: e.time,
      place: e.place,
      zh: e.text,
      en: e.text,
      source: 'carrier' as const,
      externalId: e.externalId,
      by: null,
    })),
  );
  return { fetched: events.length, added };
}

/** The tracking-sync job: every handed-over waybill still in transit pulls its carrier's events; one that fails
 *  (the carrier not answering for it) waits for the next run. */
export async function syncInTransit(deps: Deps, provider: TrackingProvider, log: FastifyBaseLogger): Promise<number> {
  const due = await deps.db
    .select()
    .from(waybills)
    .where(and(eq(waybills.status, 'in_transit'), isNotNull(waybills.carrierNo)))
    .orderBy(waybills.handedOverAt)
    .limit(500);
  let added = 0;
  for (const waybill of due) {
    try {
      added += (await syncWaybill(deps, provider, waybill)).added;
    } catch (err) {
      log.warn({ err, waybill: waybill.no }, 'tracking sync: not this time');
    }
  }
  return added;
}
