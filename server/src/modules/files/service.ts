/** Storing uploaded images under DATA_DIR/uploads with random names, and finding them again. */
import path from 'node:path';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { files, type UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { FieldError } from '../../lib/errors';
import { randomToken } from '../../lib/crypto';
import { sniffImage, MIME_BY_EXT, type ImageKind } from './images';

export function uploadsDir(deps: Deps): string {
  return path.join(deps.config.dataDir, 'uploads');
}

/** Saves an image (checked by content) and returns its stored name. */
export async function saveImage(deps: Deps, user: UserRow, bytes: Buffer): Promise<string> {
  const kind = sniffImage(bytes);
  if (!kind) throw new FieldError('file', 'file_type');
  const name = `${randomToken(18)}.${kind.ext}`;
  await mkdir(uploadsDir(deps), { recursive: true });
  await writeFile(path.join(uploadsDir(deps), name), bytes, { flag: 'wx' });
  await deps.db.insert(files).values({ siteId: user.siteId, userId: user.id, name, mime: kind.mime, size: bytes.length, createdAt: deps.now() });
  return name;
}

/** Path and type of a stored file, or undefined. `name` has passed FILE_NAME_PATTERN. */
export async function findStored(deps: Deps, name: string): Promise<{ file: string; mime: string } | undefined> {
  const file = path.join(uploadsDir(deps), name);
  const found = await stat(file).catch(() => undefined);
  if (!found?.isFile()) return undefined;
  return { file, mime: MIME_BY_EXT[path.extname(name).slice(1) as ImageKind['ext']] };
}
