/**
 * Sessions: `x-token` (a bare token or `Bearer <token>`) -> `request.user`. Routes opt in with the
 * pre-handlers `app.requireUser` or `app.requireRole('staff' | 'admin')` (the role check as `preValidation`: a caller
 * without the role is refused before its input is read); `app.optionalUser` serves the signed-in
 * and the signed-out alike (the user, or null when the token is missing, unknown or expired).
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@contract/api';
import { forbidden, sessionExpired } from '../../lib/errors';
import { findSession } from '../../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    optionalUser: preHandlerAsyncHookHandler;
    requireRole(role: Exclude<Role, 'customer'>): preHandlerAsyncHookHandler;
  }
}

/** Admins may do what staff may do. */
const RANK: Record<Role, number> = { customer: 0, staff: 1, admin: 2 };

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
    app.decorate('requireRole', (role: Exclude<Role, 'customer'>) => async (request: FastifyRequest) => {
      await requireUser(request);
      if (RANK[request.user!.role] < RANK[role]) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['site'] },
);

function readToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}
