/** POST /api/upload/image (multipart field `file`) and GET /api/files/<name>. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiStatus } from '@contract/api';
import { ApiError, FieldError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { file, str } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { UPLOAD_LIMIT_MB } from './limits';
import { findStored, saveImage } from './service';
import { FILE_NAME_PATTERN, fileUrl, publicOrigin } from './urls';

const uploadSchema = {
  tags: ['files'],
  summary: `Upload an image (PNG, JPEG or WebP, at most ${UPLOAD_LIMIT_MB} MB) as multipart field "file"`,
  security: [{ token: [] }],
  consumes: ['multipart/form-data'],
  body: obj({ file: file() }, ['file']),
  response: responses(envelope(obj({ url: { type: 'string' } }, ['url']))),
};

const fileSchema = {
  tags: ['files'],
  summary: 'An uploaded image',
  params: obj({ name: str(80, { pattern: FILE_NAME_PATTERN }) }, ['name']),
};

/** The bytes of the `file` part; the multipart parser's own errors become 40001 naming the file. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new FieldError('file', 'file_missing');
    return await part.toBuffer();
  } catch (err) {
    throw uploadError(err);
  }
}

/**
 * Words of the multipart parser (busboy) when the body itself is broken: no boundary in the content type,
 * a body cut off mid-part, a part without its headers. The client sent them, so they answer 40001.
 */
const BROKEN_MULTIPART =
  /^Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|terminated early|Malformed part header/;

/** The multipart parser's own errors as 40001 naming `field`; any other error unchanged. */
export function uploadError(err: unknown, field = 'file'): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new FieldError(field, 'file_too_large', { limit: UPLOAD_LIMIT_MB });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new FieldError(field, 'file_missing');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') return new FieldError(field, 'too_large');
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_PROTO_VIOLATION') return new FieldError(field, 'multipart_broken');
  if (err instanceof Error && !(err instanceof ApiError) && BROKEN_MULTIPART.test(err.message))
    return new FieldError(field, 'multipart_broken');
  return err;
}

export default async function fileRoutes(app: FastifyInstance) {
  const { deps } = app;

  app.post(
    '/upload/image',
    {
      schema: uploadSchema,
      // The body schema documents the multipart form; the file itself is checked in the handler.
      validatorCompiler: () => () => true,
      preHandler: app.requireUser,
    },
    async (request) => {
      const name = await saveImage(deps, request.user!, await readUpload(request));
      return ok(request, { url: fileUrl(publicOrigin(request), name) });
    },
  );

  app.get<{ Params: { name: string } }>('/files/:name', { schema: fileSchema, config: { site: false } }, async (request, reply) => {
    const stored = await findStored(deps, request.params.name);
    if (!stored) throw new ApiError(ApiStatus.NOT_FOUND, 'file_not_found', {}, 404);
    return reply
      .type(stored.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(stored.bytes);
  });
}
