/**
 * Sessions: `x-token` (a bare token or `Bearer <token>`) -> `request.user`. Routes opt in with the pre-handler
 * `app.requireUser`; `app.optionalUser` serves the signed-in and the signed-out alike (the user, or null when the
 * token is missing, unknown or expired).
 *
 * Staff roles (types/staff.ts): a route declares who may call it with `config: { roles }` (toolkit/roles.ts
 * `allow(area)`), and this plugin adds the one check to it as `preValidation` — a caller without one of the roles is
 * refused (40003) before its input is read — and names the roles in the OpenAPI document as `x-roles`. A route
 * under `/api/staff/` or `/api/admin/` that declares no roles stops the server at start.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_ROLES, type StaffRole } from '@contract/staff';
import { forbidden, sessionExpired } from '../../lib/errors';
import { findSession } from '../../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    optionalUser: preHandlerAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /** The staff roles that may call the route (admin among them). */
    roles?: readonly StaffRole[];
  }
}

const STAFF_PATH = /^\/api\/(staff|admin)\//;

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    /** Sets the user and session when the request carries a live session; says whether it did. */
    async function signIn(request: FastifyRequest): Promise<boolean> {
      const token = readToken(request.headers['x-token']);
      const found = token ? await findSession(app.deps, token, request.site.id) : undefined;
      if (!found) return false;
      request.user = found.user;
      request.session = found.session;
      return true;
    }

    async function requireUser(request: FastifyRequest) {
      if (!(await signIn(request))) throw sessionExpired();
    }

    app.decorate('requireUser', requireUser);
    app.decorate('optionalUser', async (request: FastifyRequest) => void (await signIn(request)));

    app.addHook('onRoute', (route: RouteOptions) => {
      const roles = route.config?.roles;
      if (!roles) {
        if (STAFF_PATH.test(route.url))
          throw new Error(`${route.method} ${route.url}: a staff route must declare its roles (toolkit/roles.ts)`);
        return;
      }
      if (!roles.length || roles.some((r) => !STAFF_ROLES.includes(r))) throw new Error(`${route.url}: unknown roles ${roles.join(',')}`);
      const allowed = async (request: FastifyRequest) => {
        await requireUser(request);
        if (!request.user!.staffRoles.some((r) => roles.includes(r))) throw forbidden();
      };
      route.preValidation = [allowed, ...[route.preValidation ?? []].flat()];
      // A copy: route schemas are shared between routes that allow different roles.
      route.schema = { ...route.schema, 'x-roles': [...roles] } as RouteOptions['schema'];
    });
  },
  { name: 'auth', dependencies: ['site'] },
);

function readToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}
