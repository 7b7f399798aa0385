/** The OpenAPI document, generated from the route schemas: UI at /api/docs, JSON at /api/docs/json. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { VERSION } from '../../version';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Parcel forwarding API',
          version: VERSION,
          description:
            'Envelope: HTTP 200 `{status: 200, msg, data}`; business errors HTTP 200 `{status: <code>, msg}`; ' +
            'no or expired session HTTP 401 `{status: 40000, msg}`. Headers: `x-token`, `site-id` (default 1), `x-lang` (zh-cn | en).',
        },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-token' } },
        },
      },
    });
    // Its own Content-Security-Policy (with the hashes of its inline script and style) on its pages.
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
