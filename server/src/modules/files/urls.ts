/** URLs of uploaded files: `<origin>/api/files/<random name>.<ext>`. */
import type { FastifyRequest } from 'fastify';

export const FILE_NAME_PATTERN = '^[A-Za-z0-9_-]{16,64}\\.(png|jpg|webp)$';
const FILE_PATH = new RegExp(`^/api/files/(${FILE_NAME_PATTERN.slice(1, -1)})$`);

/** PUBLIC_BASE_URL when set, else the origin the request came to. */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.deps.config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
}

export function fileUrl(origin: string, name: string): string {
  return `${origin}/api/files/${name}`;
}

/** The file name when `url` points at a file served here (absolute on our origin, or a bare path). */
export function fileNameOfUrl(url: string, origin: string): string | undefined {
  let parsed: URL;
  let ours: string;
  try {
    parsed = new URL(url, origin);
    ours = new URL(origin).origin; // normalised: default ports dropped
  } catch {
    return undefined;
  }
  if (parsed.origin !== ours || parsed.search || parsed.hash) return undefined;
  return FILE_PATH.exec(parsed.pathname)?.[1];
}
