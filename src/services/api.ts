// The calls of the API bound to one HTTP layer: `bindService(http, claims).listClaims()`. The service modules
// stay plain functions of an Http, so each request is written once, next to its types. Only the calls the stores
// make are bound here (`createApi`, the root store's `api`, in the start-up code); a page binds any other area
// with `useService(module)` (stores/index.tsx) and imports the module itself, so the module is bundled with
// that page (its H5 chunk, its mini-program sub-package) instead of with the app's start-up code.
import * as auth from './auth';
import { unreadMessages } from './message';
import type { Http } from './request';
import * as user from './user';

type Call = (http: Http, ...args: never[]) => unknown;

/** A module's calls without their first parameter (helpers that take no Http, like `regionCodes`, are left out of the type). */
export type Bound<M> = {
  [K in keyof M as M[K] extends Call ? K : never]: M[K] extends (http: Http, ...args: infer A) => infer R ? (...args: A) => R : never;
};

export function bindService<M extends object>(http: Http, module: M): Bound<M> {
  const bound: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === 'function') bound[name] = (...args: unknown[]) => value(http, ...args);
  }
  return bound as Bound<M>;
}

/** The calls the stores make: sign-in, the user, the inbox's unread count (not the rest of the inbox's module). */
export function createApi(http: Http) {
  return {
    auth: bindService(http, auth),
    message: bindService(http, { unreadMessages }),
    user: bindService(http, user),
  };
}

export type Api = ReturnType<typeof createApi>;
