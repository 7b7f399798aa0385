/** Dispatch batch detail and the logged manifest download. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DispatchBatchDetail, ManifestFormat } from '@contract/operations';
import { manifestDownloads, type SiteRow, type UserRow, users, waybills } from '../../db/schema';
import type { Deps } from '../../deps';
import { sealerOf } from '../../toolkit/seal';
import { batchOfSite, batchWaybillIds } from './batches';
import type { LabelFile } from './labels';
import { manifestCsv, manifestRows, manifestXlsx } from './manifest';

export async function batchDetail(deps: Deps, site: SiteRow, id: number): Promise<DispatchBatchDetail> {
  const batch = await batchOfSite(deps.db, site, id);
  const ids = await batchWaybillIds(deps.db, batch.id);
  const rows = ids.length
    ? await deps.db
        .select({ id: waybills.id, no: waybills.no, status: waybills.status })
        .from(waybills)
        .where(and(eq(waybills.siteId, site.id), inArray(waybills.id, ids)))
        .orderBy(asc(waybills.no))
    : [];
  const downloads = await deps.db
    .select({ staff: users.username, nickname: users.nickname, format: manifestDownloads.format, at: manifestDownloads.createdAt })
    .from(manifestDownloads)
    .innerJoin(users, eq(users.id, manifestDownloads.userId))
    .where(eq(manifestDownloads.batchId, batch.id))
    .orderBy(desc(manifestDownloads.createdAt), desc(manifestDownloads.id));
  return {
    id: batch.id,
    no: batch.no,
    created_at: batch.createdAt.toISOString(),
    waybill_count: rows.length,
    waybills: rows,
    downloads: downloads.map((d) => ({ staff: d.staff ?? d.nickname ?? '', format: d.format, at: d.at.toISOString() })),
  };
}

/** The log row is written before the file is built: a download that fails half-way was still asked for. */
export async function downloadManifest(deps: Deps, staff: UserRow, site: SiteRow, id: number, format: ManifestFormat): Promise<LabelFile> {
  const batch = await batchOfSite(deps.db, site, id);
  await deps.db.insert(manifestDownloads).values({ siteId: site.id, batchId: batch.id, userId: staff.id, format, createdAt: deps.now() });
  const rows = await manifestRows(deps.db, sealerOf(deps.config), site, batch);
  const bytes = format === 'xlsx' ? await manifestXlsx(site, batch, rows) : manifestCsv(site, rows);
  return { bytes, fileName: `manifest-${batch.no}.${format}` };
}
