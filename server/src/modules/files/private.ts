/**
 * Private images (ID card photos, warehouse photos, claim evidence) and documents, kept in the file store under
 * `private/` — never under the public `uploads/` that /api/files serves. The original is kept as uploaded; what is ever shown is its rendition,
 * marked for its purpose (watermark.ts), rendered once at upload (which also proves it is an image).
 */
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type PrivateFileRow, privateFiles, type UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { randomToken } from '../../lib/crypto';
import { FieldError } from '../../lib/errors';
import { MIME_BY_EXT, sniffImage } from './images';
import { renderPrivateImage, UnreadableImage } from './watermark';

/** Smaller than this cannot show an ID card legibly. */
export const MIN_PHOTO_SIDE = 200;

/** The store key of a private file: `private/<key>.<ext>` (renditions: `<key>.wm.jpg`). */
export const privateKey = (key: string, ext: string) => `private/${key}.${ext}`;

/**
 * Checks the image by content, stores original and rendition, records the owner. `field` names the form
 * field in errors; `date` is the local day a dated mark shows (default: the UTC day).
 */
export async function savePrivateImage(
  deps: Deps,
  user: UserRow,
  bytes: Buffer,
  field: string,
  purpose: 'id_photo' | 'warehouse_photo' | 'claim_photo' | 'return_label' | 'bank_receipt' = 'id_photo',
  date = deps.now().toISOString().slice(0, 10),
): Promise<PrivateFileRow> {
  const kind = sniffImage(bytes);
  if (!kind) throw new FieldError(field, 'file_type');
  const rendition = await renderPrivateImage(bytes, purpose, { date }).catch((err) => {
    if (err instanceof UnreadableImage) throw new FieldError(field, 'image_unreadable');
    throw err;
  });
  if (rendition.width < MIN_PHOTO_SIDE || rendition.height < MIN_PHOTO_SIDE) {
    throw new FieldError(field, 'image_too_small', { min: MIN_PHOTO_SIDE });
  }
  const key = randomToken(18);
  await deps.storage.put(privateKey(key, kind.ext), bytes, kind.mime);
  await deps.storage.put(privateKey(key, 'wm.jpg'), rendition.data, 'image/jpeg');
  const [row] = await deps.db
    .insert(privateFiles)
    .values({
      siteId: user.siteId,
      userId: user.id,
      key,
      purpose,
      mime: kind.mime,
      size: bytes.length,
      width: rendition.width,
      height: rendition.height,
      createdAt: deps.now(),
    })
    .returning();
  return row;
}

/** The rendition's bytes, or undefined. `key` has passed PRIVATE_KEY_PATTERN. */
export async function readRendition(deps: Pick<Deps, 'storage'>, key: string): Promise<Buffer | undefined> {
  return (await deps.storage.get(privateKey(key, 'wm.jpg')))?.bytes;
}

/** A private file of this user on this site, by key. */
export async function findOwnPrivateFile(
  q: Queryable,
  user: Pick<UserRow, 'id' | 'siteId'>,
  key: string,
): Promise<PrivateFileRow | undefined> {
  const [row] = await q
    .select()
    .from(privateFiles)
    .where(and(eq(privateFiles.key, key), eq(privateFiles.userId, user.id), eq(privateFiles.siteId, user.siteId)));
  return row;
}

/** Other private documents (a drawn signature, a signed PDF), stored as `<key>.<ext>` next to the photos. */
export type PrivateDocExt = 'png' | 'pdf';

const DOC_TYPES: Record<PrivateDocExt, string> = { png: 'image/png', pdf: 'application/pdf' };

/** Writes bytes the caller has checked or made; the caller records the private_files row. Returns the new key. */
export async function writePrivateDoc(deps: Pick<Deps, 'storage'>, bytes: Buffer, ext: PrivateDocExt): Promise<string> {
  const key = randomToken(18);
  await deps.storage.put(privateKey(key, ext), bytes, DOC_TYPES[ext]);
  return key;
}

export async function readPrivateDoc(deps: Pick<Deps, 'storage'>, key: string, ext: PrivateDocExt): Promise<Buffer | undefined> {
  return (await deps.storage.get(privateKey(key, ext)))?.bytes;
}

/** Removes documents written for a record that was not kept (lost a race, failed to insert). */
export async function removePrivateDoc(deps: Pick<Deps, 'storage'>, key: string, ext: PrivateDocExt): Promise<void> {
  await deps.storage.remove(privateKey(key, ext));
}

/** Deletes the stored original and rendition of private images whose rows are gone (retention ended, consent withdrawn). */
export async function removePrivateImageFiles(deps: Pick<Deps, 'storage'>, rows: Pick<PrivateFileRow, 'key' | 'mime'>[]): Promise<void> {
  for (const row of rows) {
    const ext = Object.entries(MIME_BY_EXT).find(([, mime]) => mime === row.mime)?.[0] ?? 'jpg';
    await deps.storage.remove(privateKey(row.key, ext));
    await deps.storage.remove(privateKey(row.key, 'wm.jpg'));
  }
}
