/**
 * The claim state machine's one move: a guarded `UPDATE ... WHERE status IN (expected)` plus its timeline row,
 * in the caller's transaction. 0 rows -> 42009 naming the state the claim is really in; nothing changed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { ApiStatus } from '@contract/api';
import type { ClaimAction, ClaimStatus } from '@contract/claim';
import type { Queryable, Tx } from '../../db/client';
import { claimEvents, type ClaimRow, claims, type SiteRow, type UserRow } from '../../db/schema';
import { type Params, t } from '../../i18n';
import { inLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { recordCustomerAction } from '../audit/record';
import { CLAIM_STATUS_TEXT } from './labels';
import { noticeFor } from './notices';
import { claimNotFound } from './targets';

export class ClaimStateError extends ApiError {
  constructor(readonly current: ClaimStatus) {
    super(ApiStatus.STATE_CONFLICT, 'claim_state');
  }

  translate(lang: ApiLang): string {
    return t(lang, 'claim_state', { status: inLang(lang, CLAIM_STATUS_TEXT[this.current]) } as Params);
  }
}

export interface Step {
  action: ClaimAction;
  by: UserRow | null;
  message?: string;
  photos?: string[];
  amount?: number | null;
  reasonCode?: string | null;
}

/** Writes the timeline row and tells the customer when the step is one they hear about (notices.ts). */
export async function logStep(tx: Tx, claim: ClaimRow, step: Step, from: string | null, to: string | null, now: Date): Promise<void> {
  const [logged] = await tx
    .insert(claimEvents)
    .values({
      claimId: claim.id,
      action: step.action,
      byRole: step.by ? (step.by.role === 'customer' ? 'customer' : 'staff') : 'system',
      byUserId: step.by?.id ?? null,
      fromStatus: from,
      toStatus: to,
      message: step.message ?? '',
      photoKeys: step.photos ?? [],
      amount: step.amount ?? null,
      reasonCode: step.reasonCode ?? null,
      createdAt: now,
    })
    .returning({ id: claimEvents.id });
  await noticeFor(tx, claim, step, logged.id);
  // A staff step is a decision on the customer's case: in the audit log too (docs/security.md).
  if (step.by && step.by.role !== 'customer')
    await recordCustomerAction(tx, {
      siteId: claim.siteId,
      actorId: step.by.id,
      customerId: claim.userId,
      kind: 'claim',
      entityId: claim.id,
      label: claim.no,
      before: { status: from, action: null },
      after: {
        status: to,
        action: step.action,
        amount: step.amount ?? null,
        reason_code: step.reasonCode ?? null,
        message: step.message || null,
      },
      at: now,
    });
}

/** Who may touch the claim: its customer (user filter) or staff of its site. */
export type Scope = { site: SiteRow; userId?: number };

const ofScope = (scope: Scope, id: number) =>
  and(eq(claims.id, id), eq(claims.siteId, scope.site.id), scope.userId === undefined ? undefined : eq(claims.userId, scope.userId));

export async function findClaim(q: Queryable, scope: Scope, id: number): Promise<ClaimRow> {
  const [row] = await q.select().from(claims).where(ofScope(scope, id));
  if (!row) throw claimNotFound();
  return row;
}

/** Moves the claim from one of `from` to `to` with `set`, and logs the step; 42009 when it is elsewhere. */
export async function move(
  tx: Tx,
  scope: Scope,
  id: number,
  from: ClaimStatus[],
  to: ClaimStatus,
  set: Partial<typeof claims.$inferInsert>,
  step: Step,
  now: Date,
): Promise<ClaimRow> {
  const before = await findClaim(tx, scope, id);
  const [row] = await tx
    .update(claims)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(ofScope(scope, id), inArray(claims.status, from)))
    .returning();
  if (!row) throw new ClaimStateError((await findClaim(tx, scope, id)).status);
  await logStep(tx, row, step, before.status, to, now);
  return row;
}
