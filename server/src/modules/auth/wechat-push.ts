/**
 * WeChat's message push (mini-program and official account, plain-text mode): `GET /api/wechat/push` answers the
 * `echostr` of the server check and `POST` takes events, both only with a valid `signature` — sha1 of the sorted
 * token (WECHAT_PUSH_TOKEN), timestamp and nonce. Handled: `authorized_user_information_changes`, i.e.
 * `user_authorization_cancellation` (the WeChat account was cancelled) and `user_authorization_revoke` (the user
 * withdrew the authorisation): the identity is unlinked and the account's sessions end; a cancelled WeChat
 * account that was the only way into ours also schedules the account's deletion. Other events are acknowledged.
 */
import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import { users, wechatIdentities } from '../../db/schema';
import type { Deps } from '../../deps';
import { safeEqual } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { scheduledDeletion, scheduleDeletion } from '../account/deletion';
import { revokeUserSessions } from './sessions';

export interface PushQuery {
  signature?: string;
  timestamp?: string;
  nonce?: string;
  echostr?: string;
}

/** The event fields we read (WeChat's names); the rest of a push is ignored. */
export interface PushEvent {
  ToUserName?: string;
  FromUserName?: string;
  MsgType?: string;
  Event?: string;
  OpenID?: string;
  AppID?: string;
}

export const CANCELLED = 'user_authorization_cancellation';
export const REVOKED = 'user_authorization_revoke';

export function pushSignature(token: string, timestamp: string, nonce: string): string {
  return createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
}

/** Throws 40003 unless the query carries WeChat's signature for the configured token. */
export function assertFromWechat(deps: Deps, query: PushQuery): void {
  const token = deps.config.wechat.pushToken;
  const { signature, timestamp, nonce } = query;
  if (!token || !signature || !timestamp || !nonce || !safeEqual(pushSignature(token, timestamp, nonce), signature)) {
    throw new ApiError(ApiStatus.FORBIDDEN, 'forbidden', {}, 403);
  }
}

/** Applies one pushed event; safe to receive twice (WeChat retries): a second time finds no identity. */
export async function handlePush(deps: Deps, event: PushEvent): Promise<void> {
  if (event.Event !== CANCELLED && event.Event !== REVOKED) return;
  const openid = event.OpenID ?? event.FromUserName;
  if (!openid) return;
  const kind = event.AppID && event.AppID === deps.config.wechat.oa?.appId ? 'oa' : 'mp';
  const now = deps.now();
  const unlinked = await deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(wechatIdentities)
      .where(and(eq(wechatIdentities.kind, kind), eq(wechatIdentities.openid, openid)))
      .returning({ userId: wechatIdentities.userId });
    for (const { userId } of gone) await revokeUserSessions(tx, now, userId);
    return gone.map((g) => g.userId);
  });
  if (event.Event !== CANCELLED) return;
  for (const userId of unlinked) {
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
    const [others] = await deps.db.select({ n: count() }).from(wechatIdentities).where(eq(wechatIdentities.userId, userId));
    const canSignIn = user.mobile !== null || user.username !== null || others.n > 0;
    if (canSignIn || user.status !== 'active' || (await scheduledDeletion(deps.db, userId))) continue;
    await scheduleDeletion(deps, user, 'wechat_cancelled', []);
  }
}
