/**
 * GET /api/private-files/<key>.jpg?expires=&sig= — the watermarked rendition of a photo — and
 * GET /api/private-files/<key>.pdf?expires=&sig=&name= — a document (signed agreement, tax invoice) downloaded as
 * `<name>.pdf` — for a valid signed link only (the name is signed with it).
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '@contract/api';
import { ApiError } from '../../lib/errors';
import { str } from '../../lib/schema';
import { obj } from '../../schemas';
import { readPrivateDoc, readRendition } from './private';
import { FILE_NAME_PATTERN, fileUrlSecret, verifySignedUrl } from './signed-urls';

const schema = {
  tags: ['files'],
  summary: 'A private photo (watermarked) or signed PDF, through a signed link handed out by a detail answer (10 minutes)',
  params: obj({ file: str(40) }, ['file']),
  // Anything wrong with the link is "no such link" (40004), never a hint of which part was wrong.
  querystring: obj({ expires: str(16), sig: str(64), name: str(64, { pattern: FILE_NAME_PATTERN }) }),
};

const invalidLink = () => new ApiError(ApiStatus.NOT_FOUND, 'file_link_invalid', {}, 404);

export default async function privateFileRoutes(app: FastifyInstance) {
  const { deps } = app;
  app.setSchemaErrorFormatter(() => invalidLink());

  app.get<{ Params: { file: string }; Querystring: { expires?: string; sig?: string; name?: string } }>(
    '/private-files/:file',
    { schema, config: { site: false } },
    async (request, reply) => {
      const [, key, ext] = /^([A-Za-z0-9_-]{24})\.(jpg|pdf)$/.exec(request.params.file) ?? [];
      if (!key) throw invalidLink();
      const { expires, sig, name } = request.query;
      const left = verifySignedUrl(fileUrlSecret(deps.config), key, expires, sig, deps.now(), name);
      if (left === undefined) throw invalidLink();
      const bytes = ext === 'pdf' ? await readPrivateDoc(deps, key, 'pdf') : await readRendition(deps, key);
      if (!bytes) throw invalidLink();
      if (ext === 'pdf') reply.header('content-disposition', `inline; filename="${name ?? 'document'}.pdf"`);
      return reply
        .type(ext === 'pdf' ? 'application/pdf' : 'image/jpeg')
        .header('cache-control', `private, max-age=${left}`)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .send(bytes);
    },
  );
}
