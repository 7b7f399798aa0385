/**
 * Member levels and points (docs/money.md "Member levels and points"). A customer's level follows the freight
 * they paid over the last 12 months (minor units); it takes its discount off the freight of waybills packed
 * while they hold it and charges nothing for its free services. Points are integers: earned on paid waybill
 * payments, spent as money off the freight, given back by refunds and claims, expiring oldest first.
 */
import type { ServiceCode } from './waybill';

export const POINTS_ENTRY_KINDS = ['earn', 'spend', 'spend_back', 'earn_back', 'expire'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

export interface MemberLevelInfo {
  code: string;
  name: string;
  /** Paid freight from which it holds, minor units. */
  min_freight: number;
  /** Basis points off the freight: 500 = 5% off. */
  discount_bp: number;
  free_services: { code: ServiceCode; name: string }[];
}

/** GET /api/user/level */
export interface MemberLevelSummary {
  currency: string;
  /** null: the site has no level this customer reaches. */
  level: MemberLevelInfo | null;
  /** The next level up, null at the top. */
  next: MemberLevelInfo | null;
  /** Waybill payments paid (and not refunded) over the last 12 months. */
  paid_freight: number;
  /** Still to pay to reach `next` (0 at the top). */
  to_next: number;
  /** 0-100: how far from this level's threshold to the next one's. */
  progress_pct: number;
  points: {
    balance: number;
    /** Minor units one point takes off the freight. */
    point_value: number;
    /** Points earned per whole currency unit paid. */
    points_per_unit: number;
    /** Points that expire within 30 days, and the first day one does. */
    expiring: number;
    expiring_at: string | null;
  };
}

/** A row of GET /api/user/points/lst (newest first). */
export interface PointsEntry {
  id: number;
  kind: PointsEntryKind;
  /** + in, - out. */
  points: number;
  balance_after: number;
  note: string;
  expires_at: string | null;
  created_at: string;
}

export interface PointsListData {
  list: PointsEntry[];
  total: number;
  page: number;
  page_size: number;
  balance: number;
}
