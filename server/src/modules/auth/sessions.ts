/** Sign-in sessions: a random token handed out once, only its sha256 stored; 30 days; revocable. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionData } from '@contract/api';
import type { Queryable } from '../../db/client';
import { sessions, type UserRow, users } from '../../db/schema';
import type { Deps, SessionRef } from '../../deps';
import { randomToken, sha256 } from '../../lib/crypto';
import { prepared } from '../../toolkit/prepared';
import { scheduledDeletion } from '../account/deletion';

export const SESSION_DAYS = 30;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(q: Queryable, now: Date, user: UserRow, ip: string): Promise<NewSession> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await q.insert(sessions).values({
    siteId: user.siteId,
    userId: user.id,
    tokenHash: sha256(token),
    ip,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The live session of a token on this site, with its active user (every signed-in call: prepared). */
export async function findSession(deps: Deps, token: string, siteId: number): Promise<{ user: UserRow; session: SessionRef } | undefined> {
  const query = prepared(deps.db, 'find_session', (name) =>
    deps.db
      .select({ user: users, session: { id: sessions.id, expiresAt: sessions.expiresAt } })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          eq(sessions.siteId, sql.placeholder('siteId')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          eq(users.status, 'active'),
        ),
      )
      .prepare(name),
  );
  const [row] = await query.execute({ tokenHash: sha256(token), siteId, now: deps.now() });
  return row;
}

export async function revokeSession(q: Queryable, now: Date, sessionId: number): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(q: Queryable, now: Date, userId: number): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** What a sign-in answers with (LoginEnvelope data); a deletion under way is told so the app offers to cancel it. */
export async function sessionData(q: Queryable, user: UserRow, session: NewSession, isFirstLogin: boolean): Promise<SessionData> {
  const deletion = await scheduledDeletion(q, user.id);
  return {
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    // Only a WeChat placeholder (no number, no account name) still has to register a number.
    has_reg: user.mobile !== null || user.username !== null,
    isFirstLogin,
    deletion_due_at: deletion?.dueAt.toISOString() ?? null,
  };
}
