/** Bookings as answered to customers and to the desk: slot times in the depot's zone, items with their numbers. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import type { ReservationDetail, ReservationItem, ReservationStatus, ReservationSummary } from '@contract/reservation';
import { CHANGE_CUTOFF_MINUTES } from '@contract/reservation';
import type { Queryable } from '../../db/client';
import {
  parcels,
  type ReservationItemRow,
  reservationItems,
  type ReservationRow,
  type ReservationSlotRow,
  reservationSlots,
  type SiteRow,
  warehouses,
  waybills,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { StateError } from '../../toolkit/states';
import type { WarehouseRow } from '../content/warehouse-service';
import { icsOf } from './calendar';
import { qrImage, qrToken } from './code';
import { depotView, exceptionsBetween, horizonEnd, mapUrl, zoneOf } from './depots';
import { localDay, minutesBefore } from './time';

export const RESERVATION_STATUS_TEXT: Record<ReservationStatus, { zh: string; en: string }> = {
  booked: { zh: '已预约', en: 'booked' },
  completed: { zh: '已完成', en: 'completed' },
  cancelled: { zh: '已取消', en: 'cancelled' },
  no_show: { zh: '已过期未到', en: 'missed' },
};

export const reservationConflict = (status: ReservationStatus) => new StateError('reservation_state', RESERVATION_STATUS_TEXT[status]);

export interface Loaded {
  row: ReservationRow;
  slot: ReservationSlotRow;
  depot: WarehouseRow;
  items: ReservationItem[];
}

/** Slots, depots and items of many bookings in three queries. */
export async function loadAll(q: Queryable, rows: ReservationRow[]): Promise<Loaded[]> {
  if (!rows.length) return [];
  const slots = await q
    .select()
    .from(reservationSlots)
    .where(
      inArray(
        reservationSlots.id,
        rows.map((r) => r.slotId),
      ),
    );
  const depots = await q
    .select()
    .from(warehouses)
    .where(
      inArray(
        warehouses.id,
        rows.map((r) => r.depotId),
      ),
    );
  const items = await itemsOf(
    q,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    row,
    slot: slots.find((s) => s.id === row.slotId)!,
    depot: depots.find((d) => d.id === row.depotId)!,
    items: items.filter((i) => i.reservationId === row.id).map(({ reservationId: _, ...item }) => item),
  }));
}

async function itemsOf(q: Queryable, reservationIds: number[]): Promise<(ReservationItem & { reservationId: number })[]> {
  const rows: (ReservationItemRow & {
    trackingNo: string | null;
    parcelGoods: unknown;
    waybillNo: string | null;
    waybillGoods: unknown;
  })[] = await q
    .select({
      id: reservationItems.id,
      siteId: reservationItems.siteId,
      reservationId: reservationItems.reservationId,
      kind: reservationItems.kind,
      action: reservationItems.action,
      parcelId: reservationItems.parcelId,
      waybillId: reservationItems.waybillId,
      returnId: reservationItems.returnId,
      status: reservationItems.status,
      doneAt: reservationItems.doneAt,
      trackingNo: parcels.trackingNo,
      parcelGoods: parcels.goods,
      waybillNo: waybills.no,
      waybillGoods: waybills.goods,
    })
    .from(reservationItems)
    .leftJoin(parcels, eq(parcels.id, reservationItems.parcelId))
    .leftJoin(waybills, eq(waybills.id, reservationItems.waybillId))
    .where(inArray(reservationItems.reservationId, reservationIds))
    .orderBy(asc(reservationItems.id));
  return rows.map((r) => ({
    reservationId: r.reservationId,
    kind: r.kind,
    action: r.action,
    status: r.status,
    return_id: r.returnId,
    id: (r.parcelId ?? r.waybillId)!,
    no: (r.trackingNo ?? r.waybillNo)!,
    title: goodsTitle(r.parcelGoods ?? r.waybillGoods),
  }));
}

export const goodsTitle = (goods: unknown) => ((goods as { name: string }[] | null) ?? []).map((g) => g.name).join(', ');

export function summaryOf(lang: ApiLang, site: SiteRow, loaded: Loaded, now: Date): ReservationSummary {
  const { row, slot, depot } = loaded;
  const changeUntil = minutesBefore(slot.startsAt, CHANGE_CUTOFF_MINUTES);
  return {
    id: row.id,
    no: row.no,
    status: row.status,
    depot_id: depot.id,
    depot_name: pickLang(lang, depot.nameZh, depot.nameEn),
    time_zone: zoneOf(depot, site),
    date: slot.localDay,
    start: slot.startTime,
    end: slot.endTime,
    starts_at: slot.startsAt.toISOString(),
    ends_at: slot.endsAt.toISOString(),
    items: loaded.items,
    change_until: changeUntil.toISOString(),
    can_change: row.status === 'booked' && now < changeUntil,
    created_at: row.createdAt.toISOString(),
    handed_over_at: row.handedOverAt?.toISOString() ?? null,
  };
}

export async function detailOf(q: Queryable, deps: Deps, lang: ApiLang, site: SiteRow, loaded: Loaded): Promise<ReservationDetail> {
  const { row, slot, depot } = loaded;
  const today = localDay(zoneOf(depot, site), deps.now());
  const summary = summaryOf(lang, site, loaded, deps.now());
  const booked = row.status === 'booked';
  const token = booked ? qrToken(deps.config, row.id, row.codeVersion) : '';
  const view = depotView(lang, site, depot, await exceptionsBetween(q, [depot.id], today, horizonEnd(today)));
  return {
    ...summary,
    depot: view,
    proxy_name: row.proxyName,
    note: row.note,
    locked: row.lockedAt !== null,
    qr_token: token,
    qr_image: booked ? await qrImage(token) : '',
    ics: icsOf({
      uid: `${row.no}@parcel-reservation`,
      title: `${summary.depot_name} · ${row.no}`,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      location: view.address,
      description: `${view.phone}\n${mapUrl(depot)}`,
      url: mapUrl(depot),
      createdAt: row.createdAt,
    }),
    collector_name: row.collectorName,
    collector_role: row.collectorRole,
  };
}

/** One booking with everything, or undefined. */
export async function loadOne(q: Queryable, row: ReservationRow | undefined): Promise<Loaded | undefined> {
  return row ? (await loadAll(q, [row]))[0] : undefined;
}
