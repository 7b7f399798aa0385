// The status tabs of my parcels (with the server's counts) and the unclaimed-arrivals tab.
import type { ParcelStatus } from '@contract/parcel';

// Delivered: a parcel follows its waybill to the recipient (the server marks it when the waybill is delivered).
export type ParcelTab = 'declared' | 'in_warehouse' | 'packing' | 'packed' | 'delivered' | 'all' | 'unclaimed';
export const PARCEL_TABS: readonly ParcelTab[] = ['declared', 'in_warehouse', 'packing', 'packed', 'delivered', 'all', 'unclaimed'];

export const readTab = (value?: string): ParcelTab => (PARCEL_TABS.includes(value as ParcelTab) ? (value as ParcelTab) : 'all');

export type Counts = Partial<Record<ParcelStatus | 'all', number>>;

export const PAGE_SIZE = 20;
