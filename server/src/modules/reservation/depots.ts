/**
 * Depots as customers see them (a `warehouses` row of the content module plus its zone, map link and
 * exception dates), the hours of one date, and the slots of a date range made from the weekly templates.
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { ApiStatus } from '@contract/api';
import type { Depot, DepotException, Slot, SlotDay } from '@contract/reservation';
import { BOOKING_LEAD_MINUTES, RESERVATION_HORIZON_DAYS } from '@contract/reservation';
import type { Queryable } from '../../db/client';
import {
  type DepotExceptionRow,
  depotExceptions,
  type ReservationSlotRow,
  reservationSlots,
  type SiteRow,
  type SlotTemplateRow,
  slotTemplates,
  warehouses,
} from '../../db/schema';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { addressText, LABELS, openingHours, type WarehouseRow } from '../content/warehouse-service';
import { addDays, localDay, minutesBefore, weekdayOf, zonedInstant } from './time';

export const zoneOf = (depot: WarehouseRow, site: Pick<SiteRow, 'timeZone'>) => depot.timeZone ?? site.timeZone;

/** Google Maps URLs (documented, no key): a search for the address opens the place in the app or the browser. */
export function mapUrl(depot: WarehouseRow): string {
  return depot.mapUrl || `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressText(depot))}`;
}

export function depotView(lang: ApiLang, site: SiteRow, depot: WarehouseRow, exceptions: DepotExceptionRow[]): Depot {
  return {
    id: depot.id,
    code: depot.code,
    name: pickLang(lang, depot.nameZh, depot.nameEn),
    address: addressText(depot),
    map_url: mapUrl(depot),
    contact: depot.contact,
    phone: depot.phone,
    time_zone: zoneOf(depot, site),
    opening_hours: openingHours(depot.openingHours, LABELS[lang === 'en' ? 'en' : 'zh'].days),
    exceptions: exceptions.map((e) => exceptionView(lang, e)),
    notes: pickLang(lang, depot.notesZh, depot.notesEn),
  };
}

const exceptionView = (lang: ApiLang, e: DepotExceptionRow): DepotException => ({
  date: e.day,
  open: e.opensAt,
  close: e.closesAt,
  reason: pickLang(lang, e.reasonZh, e.reasonEn),
});

/** An active depot of the site, or "not found". */
export async function findDepot(q: Queryable, site: SiteRow, id: number): Promise<WarehouseRow> {
  const [depot] = await q
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.siteId, site.id), eq(warehouses.id, id), eq(warehouses.active, true)));
  if (!depot) throw new ApiError(ApiStatus.NOT_FOUND, 'depot_not_found');
  return depot;
}

export async function exceptionsBetween(q: Queryable, depotIds: number[], from: string, to: string): Promise<DepotExceptionRow[]> {
  if (!depotIds.length) return [];
  return q
    .select()
    .from(depotExceptions)
    .where(and(inArray(depotExceptions.depotId, depotIds), gte(depotExceptions.day, from), lte(depotExceptions.day, to)))
    .orderBy(asc(depotExceptions.day));
}

/** Opening hours of one date: the exception's when there is one, else the weekday's. */
export function hoursOn(
  depot: WarehouseRow,
  day: string,
  exception: DepotExceptionRow | undefined,
): { open: string | null; close: string | null } {
  if (exception) return { open: exception.opensAt, close: exception.closesAt };
  const hours = depot.openingHours[weekdayOf(day)];
  return { open: hours?.[0] ?? null, close: hours?.[1] ?? null };
}

/** A slot exists only inside the day's hours, so a closed date or shorter special hours take its places away. */
const fits = (slot: { startTime: string; endTime: string }, hours: { open: string | null; close: string | null }) =>
  hours.open !== null && hours.close !== null && slot.startTime >= hours.open && slot.endTime <= hours.close;

/** The last bookable local date: today plus the horizon. */
export const horizonEnd = (today: string) => addDays(today, RESERVATION_HORIZON_DAYS - 1);

/**
 * Slot rows of `days` dates from `from`, made from the active templates the first time they are asked for
 * (insert ... on conflict do nothing: two customers listing at once make each slot once).
 */
async function materialise(q: Queryable, site: SiteRow, depot: WarehouseRow, zone: string, dates: string[]): Promise<ReservationSlotRow[]> {
  const templates: SlotTemplateRow[] = await q
    .select()
    .from(slotTemplates)
    .where(and(eq(slotTemplates.depotId, depot.id), eq(slotTemplates.active, true)));
  const rows = dates.flatMap((day) =>
    templates
      .filter((t) => t.weekday === weekdayOf(day))
      .map((t) => ({
        siteId: site.id,
        depotId: depot.id,
        templateId: t.id,
        localDay: day,
        startTime: t.startTime,
        endTime: t.endTime,
        startsAt: zonedInstant(day, t.startTime, zone),
        endsAt: zonedInstant(day, t.endTime, zone),
        capacity: t.capacity,
      })),
  );
  if (rows.length) await q.insert(reservationSlots).values(rows).onConflictDoNothing();
  return q
    .select()
    .from(reservationSlots)
    .where(and(eq(reservationSlots.depotId, depot.id), inArray(reservationSlots.localDay, dates)))
    .orderBy(asc(reservationSlots.startsAt));
}

export interface SlotContext {
  site: SiteRow;
  depot: WarehouseRow;
  now: Date;
}

/** Can a customer take a place in this slot now? (Not full is checked by the conditional update.) */
export function slotOpen(ctx: SlotContext, slot: ReservationSlotRow, exception: DepotExceptionRow | undefined): boolean {
  const today = localDay(zoneOf(ctx.depot, ctx.site), ctx.now);
  return (
    fits(slot, hoursOn(ctx.depot, slot.localDay, exception)) &&
    slot.localDay <= horizonEnd(today) &&
    minutesBefore(slot.startsAt, BOOKING_LEAD_MINUTES) > ctx.now
  );
}

export async function slotDays(q: Queryable, lang: ApiLang, ctx: SlotContext, from: string, count: number): Promise<SlotDay[]> {
  const zone = zoneOf(ctx.depot, ctx.site);
  const dates = Array.from({ length: count }, (_, i) => addDays(from, i));
  const [slots, exceptions] = [
    await materialise(q, ctx.site, ctx.depot, zone, dates),
    await exceptionsBetween(q, [ctx.depot.id], dates[0], dates[dates.length - 1]),
  ];
  return dates.map((day) => {
    const exception = exceptions.find((e) => e.day === day);
    const hours = hoursOn(ctx.depot, day, exception);
    const shown = slots.filter((s) => s.localDay === day && fits(s, hours));
    return {
      date: day,
      day: weekdayOf(day),
      ...hours,
      reason: exception ? pickLang(lang, exception.reasonZh, exception.reasonEn) : '',
      slots: shown.map((s): Slot => ({
        id: s.id,
        start: s.startTime,
        end: s.endTime,
        starts_at: s.startsAt.toISOString(),
        ends_at: s.endsAt.toISOString(),
        capacity: s.capacity,
        left: s.capacity - s.booked,
        bookable: s.booked < s.capacity && slotOpen(ctx, s, exception),
      })),
    };
  });
}

/** The depot ids of the site that take bookings (an active slot template). */
export async function bookableDepots(q: Queryable, site: SiteRow): Promise<WarehouseRow[]> {
  const withTemplates = q
    .selectDistinct({ id: slotTemplates.depotId })
    .from(slotTemplates)
    .where(and(eq(slotTemplates.siteId, site.id), eq(slotTemplates.active, true)));
  return q
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.siteId, site.id), eq(warehouses.active, true), inArray(warehouses.id, withTemplates)))
    .orderBy(asc(warehouses.sort), asc(warehouses.id));
}
