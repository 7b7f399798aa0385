/**
 * ID photo retention (daily job `id-photo-retention`): an address's ID photos are deleted `id_photo_retention_days`
 * (site operations, default 365) after their last use — the latest of the address's last change, its deletion and
 * the delivery of the last waybill sent to it — unless a waybill to it is still on its way. Each purge is logged
 * (id_photo_purges) and the customer's address then says "ID photos removed on …, upload again when needed".
 */
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { DEFAULT_ID_PHOTO_RETENTION_DAYS } from '@contract/privacy';
import { addresses, siteOperations, waybills } from '../../db/schema';
import type { Deps, Logger } from '../../deps';
import { eraseIdData } from '../address/service';

const BATCH = 500;

/** Addresses whose photos' retention has ended, as of `now`. */
async function expiredAddresses(deps: Deps) {
  const usedBy = sql`from ${waybills} w where w.site_id = ${addresses.siteId} and (w.recipient ->> 'address_id')::int = ${addresses.id}`;
  const lastUse = sql`greatest(${addresses.updatedAt}, ${addresses.deletedAt}, (select max(w.delivered_at) ${usedBy}))`;
  const days = sql`coalesce(${siteOperations.idPhotoRetentionDays}, ${DEFAULT_ID_PHOTO_RETENTION_DAYS})`;
  return deps.db
    .select({ id: addresses.id, userId: addresses.userId, siteId: addresses.siteId })
    .from(addresses)
    .leftJoin(siteOperations, eq(siteOperations.siteId, addresses.siteId))
    .where(
      and(
        or(isNotNull(addresses.idFrontFileId), isNotNull(addresses.idBackFileId)),
        sql`not exists (select 1 ${usedBy} and w.status not in ('delivered', 'cancelled'))`,
        sql`${lastUse} < ${deps.now().toISOString()}::timestamptz - make_interval(days => ${days})`,
      ),
    )
    .orderBy(addresses.id)
    .limit(BATCH);
}

/** One run of the job: how many addresses lost their ID photos. */
export async function purgeExpiredIdPhotos(deps: Deps, log: Logger): Promise<number> {
  let purged = 0;
  for (;;) {
    const batch = await expiredAddresses(deps);
    for (const row of batch) {
      const { removeFiles } = await deps.db.transaction((tx) =>
        eraseIdData(tx, deps, { id: row.userId, siteId: row.siteId }, row.id, 'retention'),
      );
      await removeFiles();
      log.info({ addressId: row.id, userId: row.userId }, 'ID photos removed: retention ended');
    }
    purged += batch.length;
    if (batch.length < BATCH) return purged;
  }
}
