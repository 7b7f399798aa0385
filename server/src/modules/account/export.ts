/**
 * "Download my data": one export per 24 h, built by a queued job into a ZIP — a JSON file per kind of row the
 * customer owns and their files (ID photos, signature and signed agreements, warehouse and claim photos, return
 * labels, invoice PDFs) — kept in the file store for 24 h behind a signed link; an inbox message says it is ready.
 */
import { createHmac } from 'node:crypto';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { type DataExport, EXPORT_EVERY_HOURS, type ExportList } from '@contract/account';
import { ApiStatus } from '@contract/api';
import type { Queryable } from '../../db/client';
import { type DataExportRow, dataExports, invoices, privateFiles, type UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { randomToken, safeEqual } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { fileUrlSecret } from '../files/signed-urls';
import type { Jobs } from '../jobs/queue';
import { notify } from '../notification/outbox';
import { customerRows } from './inventory';

const HOUR_MS = 3_600_000;
export const EXPORT_JOB = 'data-export';
const zipKey = (key: string) => `private/${key}.zip`;

/** Queues an export; a second one inside 24 h of the last is refused (49001), naming when it may be asked. */
export async function createExport(deps: Deps, jobs: Pick<Jobs, 'send'>, user: UserRow): Promise<{ id: number }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // One request at a time per customer, so a double tap cannot queue two.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'export:' + user.id}))`);
    const [last] = await tx
      .select({ createdAt: dataExports.createdAt })
      .from(dataExports)
      .where(and(eq(dataExports.userId, user.id), eq(dataExports.siteId, user.siteId)))
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    const nextAt = last ? new Date(last.createdAt.getTime() + EXPORT_EVERY_HOURS * HOUR_MS) : undefined;
    if (nextAt && nextAt > now) {
      throw new ApiError(ApiStatus.EXPORT_TOO_SOON, 'export_too_soon', { hours: EXPORT_EVERY_HOURS });
    }
    const [row] = await tx.insert(dataExports).values({ siteId: user.siteId, userId: user.id, createdAt: now }).returning();
    await jobs.send(EXPORT_JOB, { id: row.id }, { tx });
    return { id: row.id };
  });
}

export async function listExports(deps: Deps, user: UserRow, origin: string): Promise<ExportList> {
  const now = deps.now();
  const rows = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, user.id), eq(dataExports.siteId, user.siteId)))
    .orderBy(desc(dataExports.createdAt))
    .limit(10);
  const nextAt = rows[0] ? new Date(rows[0].createdAt.getTime() + EXPORT_EVERY_HOURS * HOUR_MS) : undefined;
  return {
    list: rows.map((row) => exportView(deps, row, origin, now)),
    next_at: nextAt && nextAt > now ? nextAt.toISOString() : null,
  };
}

function exportView(deps: Deps, row: DataExportRow, origin: string, now: Date): DataExport {
  const live = row.state === 'ready' && row.fileKey && row.expiresAt && row.expiresAt > now;
  return {
    id: row.id,
    state: row.state === 'ready' && !live ? 'expired' : row.state,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size: row.size,
    url: live ? exportUrl(deps, origin, row.fileKey!, row.expiresAt!) : null,
  };
}

/** The link is good until the export expires: HMAC over `export:<key>:<expires>` with the file link secret. */
function exportSignature(deps: Deps, key: string, expires: number): string {
  return createHmac('sha256', fileUrlSecret(deps.config)).update(`export:${key}:${expires}`).digest('base64url');
}

function exportUrl(deps: Deps, origin: string, key: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${origin}/api/privacy/export/file/${key}.zip?expires=${expires}&sig=${exportSignature(deps, key, expires)}`;
}

/** The ZIP's bytes for a valid, unexpired link; undefined otherwise (the route answers "no such link"). */
export async function exportFile(
  deps: Deps,
  key: string,
  expires: string | undefined,
  sig: string | undefined,
): Promise<Buffer | undefined> {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return undefined;
  if (Number(expires) * 1000 <= deps.now().getTime()) return undefined;
  if (!safeEqual(exportSignature(deps, key, Number(expires)), sig)) return undefined;
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.fileKey, key), eq(dataExports.state, 'ready')));
  if (!row) return undefined;
  return (await deps.storage.get(zipKey(key)))?.bytes;
}

/** The job: builds the ZIP, stores it, marks the export ready and tells the customer, once (guarded on `queued`). */
export async function buildExport(deps: Deps, id: number): Promise<void> {
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.id, id));
  if (!row || row.state !== 'queued') return;
  const zip = await zipCustomerData(deps, row.siteId, row.userId);
  const key = randomToken(18);
  await deps.storage.put(zipKey(key), zip, 'application/zip');
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + EXPORT_EVERY_HOURS * HOUR_MS);
  const done = await deps.db.transaction(async (tx) => {
    const marked = await tx
      .update(dataExports)
      .set({ state: 'ready', fileKey: key, size: zip.length, readyAt: now, expiresAt })
      .where(and(eq(dataExports.id, id), eq(dataExports.state, 'queued')))
      .returning({ id: dataExports.id });
    if (!marked.length) return false;
    await notify(tx, {
      siteId: row.siteId,
      userId: row.userId,
      event: 'privacy.export_ready',
      payload: { hours: EXPORT_EVERY_HOURS },
      dedupeKey: String(id),
      link: '/pages/mine/privacy/index',
    });
    return true;
  });
  if (!done) await deps.storage.remove(zipKey(key));
}

/** Removes ZIPs whose 24 h are over (recurring job); the rows stay, so the 24 h rule keeps counting. */
export async function removeExpiredExports(deps: Deps): Promise<void> {
  const expired = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.state, 'ready'), lt(dataExports.expiresAt, deps.now())));
  for (const row of expired) {
    if (row.fileKey) await deps.storage.remove(zipKey(row.fileKey));
    await deps.db
      .update(dataExports)
      .set({ state: 'expired', fileKey: null })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.state, 'ready')));
  }
}

/** Removes every export file of a customer (account deletion). */
export async function removeExports(deps: Deps, q: Queryable, userId: number): Promise<void> {
  const rows = await q.select().from(dataExports).where(eq(dataExports.userId, userId));
  for (const row of rows) if (row.fileKey) await deps.storage.remove(zipKey(row.fileKey));
  await q.delete(dataExports).where(eq(dataExports.userId, userId));
}

/** The stored extension of a private file's original, by its type. */
export const EXT_OF: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

async function zipCustomerData(deps: Deps, siteId: number, userId: number): Promise<Buffer> {
  // Loaded at first use: the server starts without it.
  const { default: archiver } = await import('archiver');
  const archive = archiver('zip', { zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    archive.on('end', () => resolve());
    archive.on('error', reject);
  });
  const tables = await customerRows(deps.db, siteId, userId);
  for (const [name, rows] of Object.entries(tables)) {
    archive.append(JSON.stringify(rows, null, 2), { name: `${name}.json` });
  }
  for (const file of await customerFiles(deps, siteId, userId, tables)) {
    const stored = await deps.storage.get(file.storeKey);
    if (stored) archive.append(stored.bytes, { name: file.name });
  }
  await archive.finalize();
  await finished;
  return Buffer.concat(chunks);
}

interface ExportFile {
  storeKey: string;
  name: string;
}

/**
 * The customer's private files (their own uploads and signatures, and the photos staff took of their parcels,
 * found through the parcels', waybills', claims' and returns' keys) and their invoice PDFs.
 */
async function customerFiles(
  deps: Deps,
  siteId: number,
  userId: number,
  tables: Record<string, Record<string, unknown>[]>,
): Promise<ExportFile[]> {
  const keys = new Set<string>();
  for (const [table, columns] of Object.entries(PHOTO_COLUMNS)) {
    for (const row of tables[table] ?? [])
      for (const column of columns) for (const key of (row[column] as string[] | null) ?? []) keys.add(key);
  }
  const own = await deps.db
    .select()
    .from(privateFiles)
    .where(and(eq(privateFiles.siteId, siteId), eq(privateFiles.userId, userId)));
  const linked = keys.size
    ? await deps.db
        .select()
        .from(privateFiles)
        .where(and(eq(privateFiles.siteId, siteId), inArray(privateFiles.key, [...keys])))
    : [];
  const byKey = new Map([...own, ...linked].map((f) => [f.key, f]));
  const files: ExportFile[] = [...byKey.values()].map((f) => {
    const ext = EXT_OF[f.mime] ?? 'bin';
    return { storeKey: `private/${f.key}.${ext}`, name: `files/${f.purpose}/${f.key}.${ext}` };
  });
  const invoicePdfs = await deps.db
    .select({ no: invoices.no, fileKey: invoices.fileKey })
    .from(invoices)
    .where(and(eq(invoices.siteId, siteId), eq(invoices.userId, userId)));
  for (const invoice of invoicePdfs) {
    if (invoice.fileKey) files.push({ storeKey: `private/${invoice.fileKey}.pdf`, name: `files/invoices/${invoice.no}.pdf` });
  }
  return files;
}

/** Columns holding private file keys, per exported table. */
const PHOTO_COLUMNS: Record<string, string[]> = {
  parcels: ['photo_keys'],
  waybills: ['photo_keys'],
  claims: ['photo_keys', 'proof_keys'],
  returns: ['photo_keys'],
};
