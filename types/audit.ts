/**
 * The audit log (GET /api/admin/audit/lst): admin changes of settings and reference data, and every staff action on
 * a customer's data (searchable by `customer_id`); and the channel price preview (POST /api/admin/channel/preview).
 */
import type { PriceBreakdown } from './pricing';

/** `view`: staff saw a customer's sealed data (an ID number) without changing it. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'view'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One changed field: its value before and after (null before on a create, after on a removal). */
export interface AuditChange {
  field: string;
  old: unknown;
  new: unknown;
}

export interface AuditEntry {
  id: number;
  /** The admin kind changed (the path segment of /api/admin/<kind>/...). */
  kind: string;
  /** The row changed; null for a site-wide setting. */
  entity_id: number | null;
  /** The customer whose data it was (null for settings and reference data). */
  customer: { id: number; member_code: string } | null;
  /** The row's code or name at the change. */
  label: string;
  action: AuditAction;
  actor: { id: number; name: string };
  changes: AuditChange[];
  created_at: string;
}

export interface AuditQuery {
  page: number;
  page_size: number;
  kind?: string;
  entity_id?: number;
  actor_id?: number;
  /** Everything staff did to one customer's data. */
  customer_id?: number;
  /** Days in the site's zone, both included (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

export interface AuditListData {
  list: AuditEntry[];
  total: number;
  page: number;
  page_size: number;
  /** Every kind that has rows in the log (the filter's choices). */
  kinds: string[];
}

/** The sample parcel of a preview, named as in the estimate. */
export interface PreviewSample {
  weight_g: number;
  length_mm?: number;
  width_mm?: number;
  height_mm?: number;
  declared_value: number;
  category: string;
  insured?: boolean;
}

export interface PreviewResult {
  ok: boolean;
  breakdown: PriceBreakdown | null;
  reason: { code: string; msg: string } | null;
}

export interface ChannelPreviewData {
  currency: string;
  /** The sample on the unsaved values. */
  preview: PreviewResult;
  /** The sample on the stored channel (null for a new one). */
  current: PreviewResult | null;
}
