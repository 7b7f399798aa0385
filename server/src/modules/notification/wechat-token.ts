/** The mini-program access token kept in the database, so every API process uses one token and one refreshes it. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wechatAccessTokens } from '../../db/schema';
import type { TokenStore } from '../../providers/wechat/subscribe';

const MARGIN_MS = 60_000;

export function dbTokenStore(db: Db, now: () => Date): TokenStore {
  const fresh = (row: { token: string; expiresAt: Date } | undefined) =>
    row && row.expiresAt.getTime() - MARGIN_MS > now().getTime() ? row.token : null;
  return {
    async read(appId) {
      const [row] = await db.select().from(wechatAccessTokens).where(eq(wechatAccessTokens.appId, appId));
      return fresh(row);
    },
    refresh: (appId, stale, fetchToken) =>
      db.transaction(async (tx) => {
        // One refresher at a time per app id, across processes; the others then find its token.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wechat-token:${appId}`}))`);
        const [row] = await tx.select().from(wechatAccessTokens).where(eq(wechatAccessTokens.appId, appId));
        const current = fresh(row);
        if (current && current !== stale) return current;
        const { token, expiresIn } = await fetchToken();
        const expiresAt = new Date(now().getTime() + expiresIn * 1000);
        await tx
          .insert(wechatAccessTokens)
          .values({ appId, token, expiresAt })
          .onConflictDoUpdate({ target: wechatAccessTokens.appId, set: { token, expiresAt, updatedAt: now() } });
        return token;
      }),
  };
}
