/**
 * Compressed answers (@fastify/compress): API answers of 1 KB and more go out as Brotli or gzip, whichever the
 * client prefers; smaller ones are not worth the CPU. Answers that already carry a Content-Encoding (the H5
 * build's precompressed files, plugins/app/h5.ts) pass through untouched. Request bodies are never inflated here:
 * payment notifications are verified over their raw bytes.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
      // Quality 4 is near gzip -6 in speed and smaller; 11 (the default) costs ~10x the CPU per answer.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compress' },
);
