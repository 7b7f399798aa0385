/** Sign-up and sign-in by phone number (code or password) and by account name. */
import { eq, sql } from 'drizzle-orm';
import { ApiStatus, type CaptchaRequest, type LoginRequest, type RegisterRequest, type SessionData } from '@contract/api';
import { sessions, type UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { assertMayTry, type Attempt, clearFailures, PASSWORD_FAILURES, recordFailure } from '../../lib/failure-limit';
import { decoyHash, verifyPassword } from '../../lib/password';
import { maskMobile, normaliseMobile } from '../../lib/phone';
import { requireAgreedVersion } from '../privacy/consents';
import { recordConsent } from '../privacy/id-consent';
import { createUser, findUserByInviteCode, findUserByMobile, findUserByUsername } from '../user/accounts';
import { type Caller, mobileOf } from './caller';
import { issueCode, verifyCode } from './captcha';
import { createSession, sessionData } from './sessions';

export async function requestCaptcha(deps: Deps, caller: Caller, body: CaptchaRequest) {
  const mobile = mobileOf(caller, body.mobile, body.area_code);
  const user = await findUserByMobile(deps.db, caller.site.id, mobile);
  if (body.scene === 'register' && user) throw new ApiError(ApiStatus.MOBILE_TAKEN, 'mobile_taken');
  if (body.scene === 'login' && !user) throw new ApiError(ApiStatus.MOBILE_NOT_REGISTERED, 'mobile_not_registered');
  return issueCode(deps, { siteId: caller.site.id, mobile, scene: body.scene, ip: caller.ip, lang: caller.lang });
}

export async function register(deps: Deps, caller: Caller, body: RegisterRequest): Promise<SessionData> {
  const mobile = mobileOf(caller, body.mobile, body.area_code);
  // Everything that can refuse is checked before the code is used up.
  const inviter = body.invite_code ? await findUserByInviteCode(deps.db, caller.site.id, body.invite_code) : undefined;
  if (body.invite_code && !inviter) throw new ApiError(ApiStatus.INVITE_CODE_INVALID, 'invite_code_invalid');
  if (await findUserByMobile(deps.db, caller.site.id, mobile)) throw new ApiError(ApiStatus.MOBILE_TAKEN, 'mobile_taken');
  const privacyVersion = await requireAgreedVersion(deps, caller.site, body.privacy_version);
  await verifyCode(deps, { siteId: caller.site.id, mobile, scene: 'register', code: body.captcha });
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const user = await createUser(tx, now, {
      site: caller.site,
      mobile,
      password: body.password,
      nickname: maskMobile(mobile),
      inviterId: inviter?.id,
    });
    await recordConsent(tx, now, user, 'privacy_policy', privacyVersion, caller.consent);
    return sessionData(tx, user, await createSession(tx, now, user, caller.ip), true);
  });
}

export async function login(deps: Deps, caller: Caller, body: LoginRequest): Promise<SessionData> {
  const user = body.type === 'mobile' ? await userByCode(deps, caller, body) : await userByPassword(deps, caller, body);
  if (user.status !== 'active') throw new ApiError(ApiStatus.ACCOUNT_DISABLED, 'account_disabled');
  const firstLogin = !(await hadSession(deps, user));
  return sessionData(deps.db, user, await createSession(deps.db, deps.now(), user, caller.ip), firstLogin);
}

async function userByCode(deps: Deps, caller: Caller, body: Extract<LoginRequest, { type: 'mobile' }>): Promise<UserRow> {
  const mobile = mobileOf(caller, body.mobile, body.area_code);
  const user = await findUserByMobile(deps.db, caller.site.id, mobile);
  if (!user) throw new ApiError(ApiStatus.MOBILE_NOT_REGISTERED, 'mobile_not_registered');
  await verifyCode(deps, { siteId: caller.site.id, mobile, scene: 'login', code: body.captcha });
  return user;
}

/** The same answer, after the same work, whether the account exists or not. */
async function userByPassword(deps: Deps, caller: Caller, body: Extract<LoginRequest, { type: 'account' }>): Promise<UserRow> {
  const mobile = normaliseMobile(body.account, undefined, caller.site.countryCode);
  const attempt: Attempt = { siteId: caller.site.id, account: mobile ?? body.account.toLowerCase(), ip: caller.ip };
  await assertMayTry(deps, PASSWORD_FAILURES, attempt);
  const user = mobile
    ? await findUserByMobile(deps.db, caller.site.id, mobile)
    : await findUserByUsername(deps.db, caller.site.id, body.account);
  const matches = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !user.passwordHash || !matches) {
    await recordFailure(deps, PASSWORD_FAILURES, attempt);
    throw new ApiError(ApiStatus.BAD_CREDENTIALS, 'bad_credentials');
  }
  await clearFailures(deps, PASSWORD_FAILURES, attempt);
  return user;
}

async function hadSession(deps: Deps, user: UserRow): Promise<boolean> {
  const [row] = await deps.db
    .select({ one: sql`1` })
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .limit(1);
  return row !== undefined;
}
