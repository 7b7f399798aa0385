/** Storing uploaded (public) images as `uploads/<random name>` in the file store, and finding them again. */
import path from 'node:path';
import { files, type UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { randomToken } from '../../lib/crypto';
import { FieldError } from '../../lib/errors';
import { type ImageKind, MIME_BY_EXT, sniffImage } from './images';

const uploadKey = (name: string) => `uploads/${name}`;

/** Saves an image (checked by content) and returns its stored name. */
export async function saveImage(deps: Deps, user: UserRow, bytes: Buffer): Promise<string> {
  const kind = sniffImage(bytes);
  if (!kind) throw new FieldError('file', 'file_type');
  const name = `${randomToken(18)}.${kind.ext}`;
  await deps.storage.put(uploadKey(name), bytes, kind.mime);
  await deps.db
    .insert(files)
    .values({ siteId: user.siteId, userId: user.id, name, mime: kind.mime, size: bytes.length, createdAt: deps.now() });
  return name;
}

/** Bytes and type of a stored upload, or undefined. `name` has passed FILE_NAME_PATTERN. */
export async function findStored(deps: Pick<Deps, 'storage'>, name: string): Promise<{ bytes: Buffer; mime: string } | undefined> {
  const stored = await deps.storage.get(uploadKey(name));
  return stored && { bytes: stored.bytes, mime: MIME_BY_EXT[path.extname(name).slice(1) as ImageKind['ext']] };
}
