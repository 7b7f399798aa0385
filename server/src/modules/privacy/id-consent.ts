/**
 * The consent rows other modules write in their own transactions: the policy agreed at registration and an
 * address's separate consent to the use of its ID for customs (the address book records it as it saves).
 */
import { and, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ConsentChannel, ConsentKind } from '@contract/privacy';
import type { Queryable } from '../../db/client';
import { articles, type ConsentRow, consents, type UserRow } from '../../db/schema';

export const POLICY_KEY = 'privacy_policy';

/** Where and from what address a consent is given. */
export interface ConsentContext {
  channel: ConsentChannel;
  ip: string;
}

/** The app says which client it is (`x-client: weapp`); anything else is the H5 app. */
export function consentContextOf(request: FastifyRequest): ConsentContext {
  return { channel: request.headers['x-client'] === 'weapp' ? 'weapp' : 'h5', ip: request.ip };
}

export async function recordConsent(
  q: Queryable,
  at: Date,
  user: Pick<UserRow, 'id' | 'siteId'>,
  kind: ConsentKind,
  version: string,
  context: ConsentContext,
  addressId: number | null = null,
): Promise<ConsentRow> {
  const [row] = await q
    .insert(consents)
    .values({ siteId: user.siteId, userId: user.id, kind, version, addressId, channel: context.channel, ip: context.ip, givenAt: at })
    .returning();
  return row;
}

const activeIdConsents = (user: Pick<UserRow, 'id' | 'siteId'>) =>
  and(eq(consents.siteId, user.siteId), eq(consents.userId, user.id), eq(consents.kind, 'sensitive_id'), isNull(consents.withdrawnAt));

/** The addresses among `addressIds` whose ID data a consent in force covers. */
export async function idConsentsOf(q: Queryable, user: Pick<UserRow, 'id' | 'siteId'>, addressIds: number[]): Promise<Set<number>> {
  if (!addressIds.length) return new Set();
  const rows = await q
    .select({ addressId: consents.addressId })
    .from(consents)
    .where(and(activeIdConsents(user), inArray(consents.addressId, addressIds)));
  return new Set(rows.map((r) => r.addressId!));
}

/** Records an address's ID consent under the latest published policy version, unless one is in force. */
export async function giveIdConsent(q: Queryable, at: Date, user: UserRow, addressId: number, context: ConsentContext): Promise<void> {
  if ((await idConsentsOf(q, user, [addressId])).size) return;
  const day = at.toISOString().slice(0, 10); // the version in force (a day's difference in zone changes nothing here)
  const [policy] = await q
    .select({ version: articles.version })
    .from(articles)
    .where(
      and(eq(articles.siteId, user.siteId), eq(articles.key, POLICY_KEY), isNotNull(articles.publishedAt), lte(articles.effectiveOn, day)),
    )
    .orderBy(desc(articles.effectiveOn), desc(articles.publishedAt))
    .limit(1);
  await recordConsent(q, at, user, 'sensitive_id', policy?.version ?? '', context, addressId);
}

/** Marks an address's ID consents withdrawn (its ID data is erased with them); how many were in force. */
export async function withdrawIdConsents(q: Queryable, at: Date, user: Pick<UserRow, 'id' | 'siteId'>, addressId: number): Promise<number> {
  const rows = await q
    .update(consents)
    .set({ withdrawnAt: at })
    .where(and(activeIdConsents(user), eq(consents.addressId, addressId)))
    .returning({ id: consents.id });
  return rows.length;
}
