/**
 * WeChat sign-in and binding a phone number. A first WeChat sign-in creates an account without a
 * number (has_reg false); binding a number that already has an account moves the WeChat identity
 * there and retires the placeholder.
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { ApiStatus, type BindAccountRequest, type SessionData, type WechatSessionData } from '@contract/api';
import type { Tx } from '../../db/client';
import { type UserRow, users, wechatIdentities } from '../../db/schema';
import type { Deps, SessionRef } from '../../deps';
import { t } from '../../i18n';
import { ApiError, ProviderError } from '../../lib/errors';
import { WechatCodeRejected, type WechatIdentity, type WechatKind } from '../../providers/wechat';
import { agreedVersion, policyVersion } from '../privacy/consents';
import { recordConsent } from '../privacy/id-consent';
import { createUser, mobileUnique } from '../user/accounts';
import { type Caller, mobileOf } from './caller';
import { verifyCode } from './captcha';
import { createSession, revokeSession, revokeUserSessions, sessionData } from './sessions';

export async function wechatLogin(
  deps: Deps,
  caller: Caller,
  kind: WechatKind,
  code: string,
  privacyVersion?: string,
): Promise<WechatSessionData> {
  const identity = await exchange(deps, kind, code);
  const now = deps.now();
  const policy = await policyVersion(deps, caller.site);
  return deps.db.transaction(async (tx) => {
    const { user, created } = await userOfIdentity(tx, now, caller, kind, identity);
    // A new account needs the policy agreed: without it the transaction rolls back and no account is left.
    if (created) {
      await recordConsent(tx, now, user, 'privacy_policy', agreedVersion(policy, privacyVersion), caller.consent);
    }
    if (user.status !== 'active') throw new ApiError(ApiStatus.ACCOUNT_DISABLED, 'account_disabled');
    const session = await createSession(tx, now, user, caller.ip);
    return { ...(await sessionData(tx, user, session, created)), openid: identity.openid };
  });
}

async function exchange(deps: Deps, kind: WechatKind, code: string): Promise<WechatIdentity> {
  try {
    return await deps.wechat.exchange(kind, code);
  } catch (err) {
    if (err instanceof WechatCodeRejected) throw new ApiError(ApiStatus.WECHAT_CODE_INVALID, 'wechat_code_invalid');
    if (err instanceof ProviderError) throw new ApiError(ApiStatus.PROVIDER_UNAVAILABLE, 'wechat_unavailable', {}, 200, { cause: err });
    throw err;
  }
}

/** The account of this openid; else of the same unionid (the other WeChat app); else a new one. */
async function userOfIdentity(tx: Tx, now: Date, caller: Caller, kind: WechatKind, identity: WechatIdentity) {
  const siteId = caller.site.id;
  const [known] = await tx
    .select({ id: wechatIdentities.id, user: users })
    .from(wechatIdentities)
    .innerJoin(users, eq(users.id, wechatIdentities.userId))
    .where(and(eq(wechatIdentities.siteId, siteId), eq(wechatIdentities.kind, kind), eq(wechatIdentities.openid, identity.openid)));
  if (known) {
    await tx
      .update(wechatIdentities)
      .set({ sessionKey: identity.sessionKey ?? null, unionid: identity.unionid ?? null, updatedAt: now })
      .where(eq(wechatIdentities.id, known.id));
    return { user: known.user, created: false };
  }
  const sibling = identity.unionid ? await userOfUnionid(tx, siteId, identity.unionid) : undefined;
  const user = sibling ?? (await createUser(tx, now, { site: caller.site, nickname: t(caller.lang, 'wechat_nickname') }));
  await tx.insert(wechatIdentities).values({
    siteId,
    userId: user.id,
    kind,
    openid: identity.openid,
    unionid: identity.unionid ?? null,
    sessionKey: identity.sessionKey ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return { user, created: !sibling };
}

async function userOfUnionid(tx: Tx, siteId: number, unionid: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select({ user: users })
    .from(wechatIdentities)
    .innerJoin(users, eq(users.id, wechatIdentities.userId))
    .where(and(eq(wechatIdentities.siteId, siteId), eq(wechatIdentities.unionid, unionid), isNotNull(wechatIdentities.unionid)))
    .limit(1);
  return row?.user;
}

export async function bindAccount(
  deps: Deps,
  caller: Caller,
  user: UserRow,
  current: SessionRef,
  body: BindAccountRequest,
): Promise<SessionData> {
  const mobile = mobileOf(caller, body.mobile, body.area_code);
  const [owner] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.siteId, caller.site.id), eq(users.mobile, mobile), ne(users.id, user.id)));
  // Only a WeChat placeholder (no number yet) may be merged into another account.
  if (owner && user.mobile !== null) throw new ApiError(ApiStatus.MOBILE_TAKEN, 'mobile_bound_elsewhere');
  if (owner && owner.status !== 'active') throw new ApiError(ApiStatus.ACCOUNT_DISABLED, 'account_disabled');
  await verifyCode(deps, { siteId: caller.site.id, mobile, scene: 'bind', code: body.captcha });
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const target = owner ? await mergeInto(tx, now, user, owner) : await setMobile(tx, now, user, mobile);
    // The sign-in changes hands (or gains a number): the old token goes, a new one is issued.
    await revokeSession(tx, now, current.id);
    return sessionData(tx, target, await createSession(tx, now, target, caller.ip), false);
  });
}

async function mergeInto(tx: Tx, now: Date, placeholder: UserRow, owner: UserRow): Promise<UserRow> {
  await tx.update(wechatIdentities).set({ userId: owner.id, updatedAt: now }).where(eq(wechatIdentities.userId, placeholder.id));
  await tx.update(users).set({ status: 'disabled', mergedIntoId: owner.id, updatedAt: now }).where(eq(users.id, placeholder.id));
  await revokeUserSessions(tx, now, placeholder.id);
  return owner;
}

async function setMobile(tx: Tx, now: Date, user: UserRow, mobile: string): Promise<UserRow> {
  const [updated] = await mobileUnique(() => tx.update(users).set({ mobile, updatedAt: now }).where(eq(users.id, user.id)).returning());
  return updated;
}
