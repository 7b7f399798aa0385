/**
 * Request ids: each request takes the load balancer's `X-Request-Id` when it is a sane one (letters, digits, `.`,
 * `_`, `:`, `-`; up to 128) or gets 12 hex characters, short enough to read out to customer service. Every log line
 * of the request carries it (`reqId`, Fastify's request logger), every answer has the `X-Request-Id` header, and
 * error envelopes repeat it (errors.ts), which the app's error toast shows.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomBytes(6).toString('hex');
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
