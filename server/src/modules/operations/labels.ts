/** The label PDFs: one waybill, a console selection, every waybill of a dispatch batch, one checked-in parcel. Own site only. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import { channels, parcels, type SiteRow, users, waybills } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { localDate } from '../../toolkit/time';
import { waybillNotFound } from '../waybill/service';
import { batchOfSite, batchWaybillIds } from './batches';
import { maskName, renderParcelLabels, renderWaybillLabels, type WaybillLabel } from './label-pdf';

export interface LabelFile {
  bytes: Buffer;
  fileName: string;
}

async function waybillLabels(deps: Deps, site: SiteRow, ids: number[]): Promise<WaybillLabel[]> {
  const rows = await deps.db
    .select({ waybill: waybills, channel: channels })
    .from(waybills)
    .innerJoin(channels, eq(channels.id, waybills.channelId))
    .where(and(eq(waybills.siteId, site.id), inArray(waybills.id, ids)))
    .orderBy(asc(waybills.no));
  const counts = await deps.db
    .select({ id: parcels.waybillId, n: count() })
    .from(parcels)
    .where(and(eq(parcels.siteId, site.id), inArray(parcels.waybillId, ids)))
    .groupBy(parcels.waybillId);
  const printedOn = localDate(site, deps.now());
  return rows.map(({ waybill: w, channel }) => ({
    no: w.no,
    channel: `${channel.code} ${channel.nameZh}`,
    city: [w.recipient.province, w.recipient.city].filter(Boolean).join(' '),
    recipient: maskName(w.recipient.name),
    weightG: w.weightG ?? w.estWeightG,
    // A direct send is the customer's own box; a pack waybill holds the parcels packed into it.
    parcelCount: w.kind === 'send' ? 1 : (counts.find((c) => c.id === w.id)?.n ?? 0),
    site: site.nameEn,
    printedOn,
  }));
}

export async function waybillLabel(deps: Deps, site: SiteRow, id: number): Promise<LabelFile> {
  const labels = await waybillLabels(deps, site, [id]);
  if (labels.length === 0) throw waybillNotFound();
  return { bytes: await renderWaybillLabels(`Label ${labels[0].no}`, labels), fileName: `label-${labels[0].no}.pdf` };
}

/** The labels of a console selection, one PDF; every id must be one of the site's waybills. */
export async function selectedLabels(deps: Deps, site: SiteRow, ids: number[]): Promise<LabelFile> {
  const labels = await waybillLabels(deps, site, ids);
  if (labels.length !== ids.length) throw waybillNotFound();
  return { bytes: await renderWaybillLabels(`Labels ${labels.length}`, labels), fileName: `labels-${localDate(site, deps.now())}.pdf` };
}

export async function batchLabels(deps: Deps, site: SiteRow, id: number): Promise<LabelFile> {
  const batch = await batchOfSite(deps.db, site, id);
  const labels = await waybillLabels(deps, site, await batchWaybillIds(deps.db, batch.id));
  return { bytes: await renderWaybillLabels(`Labels ${batch.no}`, labels), fileName: `labels-${batch.no}.pdf` };
}

export async function parcelLabel(deps: Deps, site: SiteRow, id: number): Promise<LabelFile> {
  const [row] = await deps.db
    .select({ parcel: parcels, memberCode: users.memberCode })
    .from(parcels)
    .leftJoin(users, eq(users.id, parcels.userId))
    .where(and(eq(parcels.siteId, site.id), eq(parcels.id, id)));
  if (!row?.parcel.arrivedAt) throw new ApiError(ApiStatus.NOT_FOUND, 'parcel_not_found');
  const label = {
    trackingNo: row.parcel.trackingNo,
    memberCode: row.memberCode ?? '',
    location: row.parcel.location,
    site: site.nameEn,
    arrivedOn: localDate(site, row.parcel.arrivedAt),
  };
  return { bytes: await renderParcelLabels(`Parcel ${label.trackingNo}`, [label]), fileName: `parcel-${label.trackingNo}.pdf` };
}
