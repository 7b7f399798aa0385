// Every call of the API bound once to one HTTP layer: `api.payment.payWaybill(body)`. The root store makes it
// from its injected Http (tests pass a fake); pages and hooks take it with `useApi()`. The service modules stay
// plain functions of an Http, so each request is written once, next to its types.
import * as address from './address';
import * as admin from './admin';
import * as agent from './agent';
import * as agreement from './agreement';
import * as auth from './auth';
import * as card from './card';
import * as claims from './claims';
import * as content from './content';
import * as coupon from './coupon';
import * as invoice from './invoice';
import * as message from './message';
import * as operations from './operations';
import * as parcel from './parcel';
import * as payment from './payment';
import * as place from './place';
import * as pricing from './pricing';
import * as region from './region';
import type { Http } from './request';
import * as reservation from './reservation';
import * as returns from './returns';
import * as staff from './staff';
import * as tracking from './tracking';
import * as user from './user';
import * as waybill from './waybill';

type Call = (http: Http, ...args: never[]) => unknown;

/** A module's calls without their first parameter (helpers that take no Http, like `regionCodes`, are left out of the type). */
type Bound<M> = {
  [K in keyof M as M[K] extends Call ? K : never]: M[K] extends (http: Http, ...args: infer A) => infer R ? (...args: A) => R : never;
};

function bind<M extends object>(http: Http, module: M): Bound<M> {
  const bound: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === 'function') bound[name] = (...args: unknown[]) => value(http, ...args);
  }
  return bound as Bound<M>;
}

/** The admin calls keep their row type parameter (a mapped type would drop it). */
function bindAdmin(http: Http) {
  return {
    ...bind(http, admin),
    listAdminRows: <T = admin.AdminRecord>(kind: string, query: Parameters<typeof admin.listAdminRows>[2]) =>
      admin.listAdminRows<T>(http, kind, query),
    createAdminRow: <T = admin.AdminRecord>(kind: string, body: admin.AdminValues) => admin.createAdminRow<T>(http, kind, body),
    updateAdminRow: <T = admin.AdminRecord>(kind: string, id: number, body: admin.AdminValues) =>
      admin.updateAdminRow<T>(http, kind, id, body),
  };
}

export function createApi(http: Http) {
  return {
    address: bind(http, address),
    admin: bindAdmin(http),
    agent: bind(http, agent),
    agreement: bind(http, agreement),
    auth: bind(http, auth),
    card: bind(http, card),
    claims: bind(http, claims),
    content: bind(http, content),
    coupon: bind(http, coupon),
    invoice: bind(http, invoice),
    message: bind(http, message),
    operations: bind(http, operations),
    parcel: bind(http, parcel),
    payment: bind(http, payment),
    place: bind(http, place),
    pricing: bind(http, pricing),
    region: bind(http, region),
    reservation: bind(http, reservation),
    returns: bind(http, returns),
    staff: bind(http, staff),
    tracking: bind(http, tracking),
    user: bind(http, user),
    waybill: bind(http, waybill),
  };
}

export type Api = ReturnType<typeof createApi>;
