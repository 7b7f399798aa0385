/**
 * A waybill marked lost or damaged — by a staff problem flag or a staff track event that names the incident —
 * is recorded once per kind; the customer's claim list then prompts a claim of that type on it and the claim
 * form opens prefilled (GET /api/after/sales/targets carries the mark; the message links to the form). Called in the
 * marking transaction.
 */
import type { Tx } from '../../db/client';
import { waybillIncidents, type WaybillRow } from '../../db/schema';
import { incidentNotice } from './notices';

export type IncidentKind = 'lost' | 'damaged';
export const INCIDENT_KINDS: readonly IncidentKind[] = ['lost', 'damaged'];

/** true when this mark is new: the customer is told then, once. */
export async function markIncident(
  tx: Tx,
  waybill: Pick<WaybillRow, 'id' | 'siteId' | 'userId' | 'no'>,
  kind: IncidentKind,
  source: 'problem' | 'track',
  by: number,
  now: Date,
): Promise<boolean> {
  const added = await tx
    .insert(waybillIncidents)
    .values({ siteId: waybill.siteId, userId: waybill.userId, waybillId: waybill.id, kind, source, createdBy: by, createdAt: now })
    .onConflictDoNothing({ target: [waybillIncidents.waybillId, waybillIncidents.kind] })
    .returning({ id: waybillIncidents.id });
  if (!added.length) return false;
  await incidentNotice(tx, waybill, kind);
  return true;
}
