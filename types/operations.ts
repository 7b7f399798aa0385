/** Warehouse operations: the staff dashboard, storage ageing, dispatch batches, the site's storage rule. */
import type { ParcelStatus, ParcelStorage } from './parcel';
import type { DaysAndSort } from './staff';

/** GET /api/staff/dashboard: counts for the caller's site. */
export interface DashboardData {
  checked_in_today: number;
  unclaimed: number;
  pending_pack: number;
  pending_payment: number;
  pending_dispatch: number;
  /** Open waybills flagged with a problem. */
  problems: number;
  /** Parcels held past their free storage days. */
  ageing: number;
}

export const STORAGE_VIEWS = ['ageing', 'unclaimed', 'today', 'held'] as const;
export type StorageView = (typeof STORAGE_VIEWS)[number];

/** GET /api/staff/storage/lst?view=: parcels oldest first (held ones, or every one checked in today). */
export interface StorageParcel {
  id: number;
  tracking_no: string;
  status: ParcelStatus;
  member_code: string | null;
  location: string;
  arrived_at: string;
  /** null once the parcel left the shelf (the `today` view lists every parcel checked in today). */
  storage: ParcelStorage | null;
  /** Past the site's disposal limit: may be disposed of once the customer was told. */
  disposable: boolean;
}

export interface StorageListData {
  list: StorageParcel[];
  total: number;
  page: number;
  page_size: number;
  rule: { free_storage_days: number; daily_storage_fee: number; disposal_days: number; currency: string };
}

export interface DispatchBatch {
  id: number;
  no: string;
  created_at: string;
  waybill_count: number;
}

export const BATCH_SORTS = ['created_at', 'no'] as const;
/** GET /api/staff/dispatch/batch/lst: creation days (site zone, both included) and the sort, beside the page. */
export type BatchListQuery = DaysAndSort<(typeof BATCH_SORTS)[number]>;

export const MANIFEST_FORMATS = ['xlsx', 'csv'] as const;
export type ManifestFormat = (typeof MANIFEST_FORMATS)[number];

export interface DispatchBatchDetail extends DispatchBatch {
  waybills: { id: number; no: string; status: string }[];
  downloads: { staff: string; format: ManifestFormat; at: string }[];
}

/** GET/POST /api/admin/site_operations/...: one row per site, update only. */
export interface SiteOperations {
  id: number;
  free_storage_days: number;
  daily_storage_fee: number;
  disposal_days: number;
  /** Handling fee per returned parcel, minor units. */
  return_handling_fee: number;
  /** Days ID photos are kept after the last waybill using them was delivered, or the address was last touched. */
  id_photo_retention_days: number;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  contact_address: string;
  created_at: string;
  updated_at: string;
}
