/**
 * Waybill forms in progress (pack, direct send): what the customer typed survives leaving the page, a
 * restart of the app and the trip to sign the transport agreement (42001). One storage key per kind,
 * JSON; cleared when the waybill is created or by the page's "clear" action. A draft also keeps the
 * `request_id` of a submission that may have been created (a timeout), so a retry answers that waybill.
 */
import { readStored, writeStored } from '@/lib/storage';
import type { Address } from '@contract/address';
import type { ServiceCode } from '@contract/waybill';

export type DraftKind = 'pack' | 'send';

/** A goods line as typed (strings: quantity, unit value in major units), checked when sent. */
export interface GoodsRow {
  name: string;
  category: string;
  quantity: string;
  unit_value: string;
}

/** The fields both forms share. */
export interface WaybillDraftBase {
  recipient: Address | null;
  channel_code: string;
  goods: GoodsRow[];
  /** The customer changed the goods (pack: no longer follows the chosen parcels' declarations). */
  goods_edited: boolean;
  insured: boolean;
  insured_value: string;
  services: ServiceCode[];
  note: string;
  /** The request id of a submission not known to have succeeded: sent again by a retry, even after leaving the page (useDraftState.ts). */
  request_id?: string;
}

export interface PackDraft extends WaybillDraftBase {
  parcel_ids: number[];
}

export interface SendDraft extends WaybillDraftBase {
  sender: Address | null;
  depot_id: number | null;
  weight: string;
  length: string;
  width: string;
  height: string;
}

export interface DraftMap {
  pack: PackDraft;
  send: SendDraft;
}

/** Where drafts are kept: Taro storage in the app, a map in tests. */
export interface DraftStorage {
  read(key: string): string;
  write(key: string, value: string): void;
}

export const DRAFT_KEYS: Record<DraftKind, string> = { pack: 'draft_pack', send: 'draft_send' };

const taroStorage: DraftStorage = { read: readStored, write: writeStored };

/**
 * Read from storage when a form first asks, not at start (the app's first task reads nothing the first page shows).
 * Nothing draws from a draft as it changes: a form takes it once as it opens, so the store is not observable.
 */
export class DraftStore {
  private readonly drafts = new Map<DraftKind, DraftMap[DraftKind] | null>();

  constructor(private readonly storage: DraftStorage = taroStorage) {}

  private load<K extends DraftKind>(kind: K): DraftMap[K] | null {
    const raw = this.storage.read(DRAFT_KEYS[kind]);
    if (!raw) return null;
    try {
      const value = JSON.parse(raw);
      return value && typeof value === 'object' && Array.isArray(value.goods) ? (value as DraftMap[K]) : null;
    } catch {
      return null; // a damaged draft is dropped, not shown
    }
  }

  get<K extends DraftKind>(kind: K): DraftMap[K] | null {
    if (!this.drafts.has(kind)) this.drafts.set(kind, this.load(kind));
    return this.drafts.get(kind) as DraftMap[K] | null;
  }

  save<K extends DraftKind>(kind: K, draft: DraftMap[K]) {
    this.drafts.set(kind, draft);
    this.storage.write(DRAFT_KEYS[kind], JSON.stringify(draft));
  }

  clear(kind: DraftKind) {
    this.drafts.set(kind, null);
    this.storage.write(DRAFT_KEYS[kind], '');
  }
}
