/**
 * Sessions: `x-token` (a bare token or `Bearer <token>`) -> `request.user`. Routes opt in with the
 * pre-handlers `app.requireUser` or `app.requireRole('staff' | 'admin')`.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '../../contract';
import { forbidden, sessionExpired } from '../../lib/errors';
import { findSession } from '../../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    requireRole(role: Exclude<Role, 'customer'>): preHandlerAsyncHookHandler;
  }
}

/** Admins may do what staff may do. */
const RANK: Record<Role, number> = { customer: 0, staff: 1, admin: 2 };

export default fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  async function requireUser(request: FastifyRequest) {
    const token = readToken(request.headers['x-token']);
    const found = token ? await findSession(app.deps, token, request.site.id) : undefined;
    if (!found) throw sessionExpired();
    request.user = found.user;
    request.session = found.session;
  }

  app.decorate('requireUser', requireUser);
  app.decorate('requireRole', (role: Exclude<Role, 'customer'>) => async (request: FastifyRequest) => {
    await requireUser(request);
    if (RANK[request.user!.role] < RANK[role]) throw forbidden();
  });
}, { name: 'auth', dependencies: ['site'] });

export function readToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}
