/**
 * Writes one audit row in the caller's transaction: who changed which row of which kind, and each changed field
 * with its value before and after. Every admin write calls it (the admin CRUD kit for every kit-based kind, and
 * the settings routes outside the kit), and every staff action on a customer's data (`recordCustomerAction`), so a
 * change and its record commit or roll back together.
 */
import type { AuditChange } from '@contract/audit';
import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema';

export type Values = Record<string, unknown>;

export interface AuditEntry {
  siteId: number;
  actorId: number;
  kind: string;
  entityId: number | null;
  /** The row as the API answered it before the change (null: created) and after (null: removed). */
  before: Values | null;
  after: Values | null;
  at: Date;
  /** A soft delete is a delete though the row stays (its `active` goes false). */
  action?: 'delete';
  /** What people call the row, when not its code or name (a waybill number, a payment number). */
  label?: string;
  /** The customer whose data it is (staff actions on a customer's data). */
  customerId?: number | null;
}

/** A staff action on a customer's data: the row's kind and id, the customer, and the fields it moved. */
export interface CustomerAction {
  siteId: number;
  actorId: number;
  customerId: number;
  /** waybill, parcel, track_event, payment, refund, claim, return, address, wallet, note ... */
  kind: string;
  entityId: number;
  label: string;
  before: Values | null;
  after: Values | null;
  at: Date;
}

/** Bookkeeping fields that change with every write and say nothing about what the admin changed. */
const IGNORED = new Set(['id', 'created_at', 'updated_at']);

/** The fields whose value differs, old -> new (JSON equality: arrays and objects compare by content). */
export function changesOf(before: Values | null, after: Values | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((f) => !IGNORED.has(f));
  return fields
    .map((field) => ({ field, old: before?.[field] ?? null, new: after?.[field] ?? null }))
    .filter((c) => JSON.stringify(c.old) !== JSON.stringify(c.new));
}

/** What people call the row: its code, an article's key and version, or its name. */
export function labelOf(row: Values | null): string {
  if (!row) return '';
  if (typeof row.key === 'string' && typeof row.version === 'string') return `${row.key} ${row.version}`;
  const named = [row.code, row.name_en, row.title_en, row.event, row.date].find((v) => typeof v === 'string' && v !== '');
  return (named as string | undefined) ?? '';
}

/** Records the change; a write that changed nothing records nothing. */
export async function recordChange(tx: Queryable, entry: AuditEntry): Promise<void> {
  const changes = changesOf(entry.before, entry.after);
  if (changes.length === 0) return;
  const action = entry.action ?? (entry.before === null ? 'create' : entry.after === null ? 'delete' : 'update');
  await tx.insert(auditLog).values({
    siteId: entry.siteId,
    actorId: entry.actorId,
    kind: entry.kind,
    entityId: entry.entityId,
    customerId: entry.customerId ?? null,
    label: entry.label ?? labelOf(entry.after ?? entry.before),
    action,
    changes,
    createdAt: entry.at,
  });
}

/**
 * Records a staff action on a customer's data (docs/security.md "Audit of people's data"), in the action's own
 * transaction: who, when, which row of which customer, each field before and after.
 */
export async function recordCustomerAction(tx: Queryable, action: CustomerAction): Promise<void> {
  await recordChange(tx, action);
}

/**
 * Records that staff saw a customer's sealed data without changing it (an ID number shown): `fields` name what was
 * shown, `reason` why; the values themselves are never written to the log.
 */
export async function recordCustomerView(
  tx: Queryable,
  view: Omit<CustomerAction, 'before' | 'after'> & { fields: string[]; reason: string },
): Promise<void> {
  await tx.insert(auditLog).values({
    siteId: view.siteId,
    actorId: view.actorId,
    kind: view.kind,
    entityId: view.entityId,
    customerId: view.customerId,
    label: view.label,
    action: 'view',
    changes: [...view.fields.map((field) => ({ field, old: null, new: null })), { field: 'reason', old: null, new: view.reason }],
    createdAt: view.at,
  });
}
