/**
 * Staff roles and who may do what (docs/security.md, "Roles"). A staff account holds one or more roles on its
 * site (accounts are per site); every `/api/staff/` and `/api/admin/` operation allows the roles of one area,
 * checked on the server and named in the OpenAPI document as `x-roles`. Admins may do everything.
 * The app hides what a role may not use from the same table.
 */
export const STAFF_ROLES = ['warehouse', 'customer_service', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The areas of staff work and the roles each allows besides admin. */
export const AREA_ROLES = {
  /** Every staff account: who am I, the dashboard counts. */
  any: ['warehouse', 'customer_service', 'finance'],
  /** The warehouse floor: check-in, pack, dispatch, batches, labels, manifests, storage, the pickup desk. */
  floor: ['warehouse'],
  /** Waybills and parcels as a customer sees them: lists, detail, problems, manual track events. */
  waybills: ['warehouse', 'customer_service'],
  /** Customers' cases: claims and returns decisions, questions, coupons issued, messages sent, agents. */
  service: ['customer_service'],
  /** Refunds are asked by customer service and followed by finance. */
  refunds: ['customer_service', 'finance'],
  /** Money: payments, claim payouts, agent withdrawals, invoices, the day close and exports. */
  money: ['finance'],
  /** Settings, prices, content, the audit log, the job queue. */
  admin: [],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof AREA_ROLES;

/** The roles allowed in an area: its own and admin. */
export const rolesOf = (area: StaffArea): StaffRole[] => [...AREA_ROLES[area], 'admin'];

/** Whether one holding `held` may work in `area`. */
export const mayWorkIn = (held: readonly StaffRole[], area: StaffArea): boolean => rolesOf(area).some((r) => held.includes(r));

/** GET /api/staff/me */
export interface StaffMe {
  id: number;
  username: string | null;
  nickname: string;
  site_id: number;
  roles: StaffRole[];
  /** The areas the roles open (the screens show only these). */
  areas: StaffArea[];
}

/** Waybills one console selection may act on at once (labels, track events, problems, exports). */
export const STAFF_SELECTION_MAX = 200;

/** A staff list's days (YYYY-MM-DD in the site's zone, both included) and sort (one of the list's columns). */
export interface DaysAndSort<Sort extends string> {
  from?: string;
  to?: string;
  sort?: Sort;
  order?: 'asc' | 'desc';
}
