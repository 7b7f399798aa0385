/**
 * Every row a customer owns, by kind: what the data export writes (one JSON file per kind) and what a test holds
 * account deletion to. A new table with a customer's data gets a line here (DESIGN: covered by export and deletion).
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

interface Kind {
  table: string;
  /** `user_id` of the table, or the parent table whose `user_id` owns the row through `fk`. */
  via?: { parent: string; fk: string };
  /** The owner column when it is not `user_id`. */
  owner?: string;
}

/** File name (without .json) -> where its rows are. */
export const EXPORT_KINDS: Record<string, Kind> = {
  profile: { table: 'users', owner: 'id' },
  wechat_identities: { table: 'wechat_identities' },
  notification_prefs: { table: 'notification_prefs' },
  addresses: { table: 'addresses' },
  agreement_signatures: { table: 'agreement_signatures' },
  parcels: { table: 'parcels' },
  waybills: { table: 'waybills' },
  track_queries: { table: 'track_queries' },
  payments: { table: 'payments' },
  refunds: { table: 'refunds' },
  wallet_ledger: { table: 'wallet_entries' },
  cards: { table: 'cards' },
  card_ledger: { table: 'card_entries' },
  coupons: { table: 'coupons' },
  invoices: { table: 'invoices' },
  invoice_items: { table: 'invoice_items', via: { parent: 'invoices', fk: 'invoice_id' } },
  claims: { table: 'claims' },
  claim_events: { table: 'claim_events', via: { parent: 'claims', fk: 'claim_id' } },
  returns: { table: 'parcel_returns' },
  return_items: { table: 'parcel_return_items', via: { parent: 'parcel_returns', fk: 'return_id' } },
  return_events: { table: 'parcel_return_events', via: { parent: 'parcel_returns', fk: 'return_id' } },
  reservations: { table: 'reservations' },
  reservation_items: { table: 'reservation_items', via: { parent: 'reservations', fk: 'reservation_id' } },
  real_names: { table: 'real_names' },
  messages: { table: 'inbox_messages' },
  questions: { table: 'questions' },
  agent: { table: 'agents' },
  commissions: { table: 'commissions', owner: 'agent_user_id' },
  commission_ledger: { table: 'commission_entries' },
  withdrawals: { table: 'agent_withdrawals' },
  consents: { table: 'consents' },
  id_photo_purges: { table: 'id_photo_purges' },
  data_exports: { table: 'data_exports' },
  account_deletions: { table: 'account_deletions' },
};

/** Secrets of ours, not the customer's data: hashes, blind indexes, WeChat session keys, tokens. */
const WITHHELD = /(^|_)(hash|index|session_key|token)$/;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

/** Rows by kind, columns as stored (snake_case), secrets left out. User ids are unique across sites. */
export async function customerRows(q: Queryable, siteId: number, userId: number): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const [name, kind] of Object.entries(EXPORT_KINDS)) {
    const table = sql.identifier(kind.table);
    const query = kind.via
      ? sql`select c.* from ${table} c join ${sql.identifier(kind.via.parent)} p on p.id = c.${sql.identifier(kind.via.fk)}
            where p.user_id = ${userId} and p.site_id = ${siteId} order by c.id`
      : sql`select * from ${table} where ${sql.identifier(kind.owner ?? 'user_id')} = ${userId} and site_id = ${siteId}`;
    out[name] = rowsOf(await q.execute(query)).map((row) =>
      Object.fromEntries(Object.entries(row).filter(([column]) => !WITHHELD.test(column))),
    );
  }
  return out;
}
