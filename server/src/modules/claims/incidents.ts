/**
 * A waybill marked lost or damaged — by a staff problem flag or a staff track event that names the incident —
 * is recorded once per kind; the customer's claim list then prompts a claim of that type on it and the claim
 * form opens prefilled (GET /api/after/sales/targets carries the mark). Called in the marking transaction.
 */
import type { Queryable } from '../../db/client';
import { waybillIncidents, type WaybillRow } from '../../db/schema';

export type IncidentKind = 'lost' | 'damaged';
export const INCIDENT_KINDS: readonly IncidentKind[] = ['lost', 'damaged'];

/** true when this mark is new (the customer has not been told about it yet). */
export async function markIncident(
  q: Queryable, waybill: Pick<WaybillRow, 'id' | 'siteId' | 'userId'>, kind: IncidentKind, source: 'problem' | 'track', by: number, now: Date,
): Promise<boolean> {
  const added = await q.insert(waybillIncidents)
    .values({ siteId: waybill.siteId, userId: waybill.userId, waybillId: waybill.id, kind, source, createdBy: by, createdAt: now })
    .onConflictDoNothing({ target: [waybillIncidents.waybillId, waybillIncidents.kind] })
    .returning({ id: waybillIncidents.id });
  return added.length > 0;
}
