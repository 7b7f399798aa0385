/**
 * Short-lived links to private files, for <image src> (which cannot send x-token):
 * `/api/private-files/<key>.jpg?expires=<unix seconds>&sig=<HMAC-SHA256(key:expires)>`; a document's link may
 * carry its download name (`&name=INV-NZ-000001`, signed with it: `key:expires:name`).
 * The secret is FILE_URL_SECRET, or one made once and kept under DATA_DIR (where the files are too),
 * so every process serving the same files accepts the same links.
 */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { PhotoLink } from '@contract/parcel';
import type { Config } from '../../config';
import type { Deps } from '../../deps';
import { safeEqual } from '../../lib/crypto';
import { persistentSecret } from '../../lib/secrets';

export const SIGNED_URL_TTL_SECONDS = 600;
export const PRIVATE_KEY_PATTERN = '^[A-Za-z0-9_-]{24}$';
/** A download name without its extension: letters, digits, '-' and '_' only (it goes into a header). */
export const FILE_NAME_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export function fileUrlSecret(config: Pick<Config, 'fileUrlSecret' | 'dataDir'>): string {
  return config.fileUrlSecret ?? persistentSecret(path.join(config.dataDir, 'secrets', 'file-url-secret'));
}

function signature(secret: string, key: string, expires: number, name?: string): string {
  return createHmac('sha256', secret)
    .update(name === undefined ? `${key}:${expires}` : `${key}:${expires}:${name}`)
    .digest('base64url');
}

export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

/** `ext` says what is served: `jpg` the watermarked rendition of a photo, `pdf` a document (downloaded as `<name>.pdf`). */
export function signedFileUrl(
  origin: string,
  secret: string,
  key: string,
  now: Date,
  ext: 'jpg' | 'pdf' = 'jpg',
  name?: string,
): SignedUrl {
  if (name !== undefined && !new RegExp(FILE_NAME_PATTERN).test(name)) throw new Error(`signed link: bad file name ${name}`);
  const expires = Math.floor(now.getTime() / 1000) + SIGNED_URL_TTL_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    sig: signature(secret, key, expires, name),
    ...(name === undefined ? {} : { name }),
  });
  return { url: `${origin}/api/private-files/${key}.${ext}?${query}`, expiresAt: new Date(expires * 1000) };
}

/** Seconds the link has left, or undefined when it is forged, altered or expired. */
export function verifySignedUrl(
  secret: string,
  key: string,
  expires: string | undefined,
  sig: string | undefined,
  now: Date,
  name?: string,
): number | undefined {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return undefined;
  const left = Number(expires) - Math.floor(now.getTime() / 1000);
  if (left <= 0 || left > SIGNED_URL_TTL_SECONDS + 60) return undefined; // a minute of clock skew between processes
  return safeEqual(signature(secret, key, Number(expires), name), sig) ? left : undefined;
}

/** Signed links to private photos (warehouse, claim, return photos), with when they expire. */
export function photoLinks(deps: Deps, origin: string, keys: string[]): PhotoLink[] {
  const secret = fileUrlSecret(deps.config);
  return keys.map((key) => {
    const link = signedFileUrl(origin, secret, key, deps.now());
    return { file: key, url: link.url, expires_at: link.expiresAt.toISOString() };
  });
}
