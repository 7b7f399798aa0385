/** Multipart uploads, one file per request, size-limited while streaming. */
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { UPLOAD_LIMIT_BYTES } from '../../modules/files/limits';

export default fp(
  async (app) => {
    await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 5, parts: 6 } });
  },
  { name: 'multipart' },
);
