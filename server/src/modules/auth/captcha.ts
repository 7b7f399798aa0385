/**
 * SMS verification codes: 6 random digits, stored hashed, valid 5 minutes, single use; a new code
 * closes the previous one for the number and scene; 5 wrong tries kill a code. Sending is limited to
 * 1 per 60 s and 10 per hour per number, and 30 per hour per IP.
 */
import { and, count, desc, eq, gt, isNull, max, min, sql } from 'drizzle-orm';
import { type ApiLang, ApiStatus, CAPTCHA_LENGTH, type CaptchaData, type SmsCodeScene } from '@contract/api';
import type { Tx } from '../../db/client';
import { smsCodes } from '../../db/schema';
import type { Deps } from '../../deps';
import { t } from '../../i18n';
import { randomDigits, safeEqual, sha256 } from '../../lib/crypto';
import { ApiError, ProviderError, TooManyError } from '../../lib/errors';

export const CODE_TTL_S = 300;
export const RESEND_S = 60;
const MAX_WRONG_TRIES = 5;
const HOUR_MS = 3_600_000;
const PER_NUMBER_PER_HOUR = 10;
const PER_IP_PER_HOUR = 30;

export interface CodeRequest {
  siteId: number;
  mobile: string; // E.164
  scene: SmsCodeScene;
  ip: string;
  lang: ApiLang;
}

export async function issueCode(deps: Deps, request: CodeRequest): Promise<CaptchaData> {
  const now = deps.now();
  const code = randomDigits(CAPTCHA_LENGTH);
  const id = await deps.db.transaction(async (tx) => {
    // One sender at a time per number, so two quick taps cannot both pass the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'sms:' + request.mobile}))`);
    await assertCanSend(tx, now, request);
    await tx
      .update(smsCodes)
      .set({ closedAt: now })
      .where(
        and(
          eq(smsCodes.siteId, request.siteId),
          eq(smsCodes.mobile, request.mobile),
          eq(smsCodes.scene, request.scene),
          isNull(smsCodes.closedAt),
        ),
      );
    const [row] = await tx
      .insert(smsCodes)
      .values({
        siteId: request.siteId,
        mobile: request.mobile,
        scene: request.scene,
        ip: request.ip,
        codeHash: hashCode(request, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_TTL_S * 1000),
      })
      .returning({ id: smsCodes.id });
    return row.id;
  });
  await send(deps, request, code, id);
  return { expires_in: CODE_TTL_S, resend_in: RESEND_S };
}

async function send(deps: Deps, request: CodeRequest, code: string, id: number): Promise<void> {
  try {
    await deps.sms.send(request.mobile, t(request.lang, 'sms_text', { code }), { code });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    // Not sent: forget the code, so it neither works nor counts against the user's limits.
    await deps.db.delete(smsCodes).where(eq(smsCodes.id, id));
    throw new ApiError(ApiStatus.PROVIDER_UNAVAILABLE, 'sms_unavailable', {}, 200, { cause: err });
  }
}

async function assertCanSend(tx: Tx, now: Date, request: CodeRequest): Promise<void> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [byNumber] = await tx
    .select({ sent: count(), first: min(smsCodes.createdAt), last: max(smsCodes.createdAt) })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, request.mobile), gt(smsCodes.createdAt, hourAgo)));
  if (byNumber.last && now.getTime() - byNumber.last.getTime() < RESEND_S * 1000) {
    throw new TooManyError(RESEND_S - (now.getTime() - byNumber.last.getTime()) / 1000);
  }
  if (byNumber.sent >= PER_NUMBER_PER_HOUR) throw waitForHour(now, byNumber.first!);
  const [byIp] = await tx
    .select({ sent: count(), first: min(smsCodes.createdAt) })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, request.ip), gt(smsCodes.createdAt, hourAgo)));
  if (byIp.sent >= PER_IP_PER_HOUR) throw waitForHour(now, byIp.first!);
}

/** Wait until the oldest send of the window leaves it. */
function waitForHour(now: Date, oldest: Date): TooManyError {
  return new TooManyError((oldest.getTime() + HOUR_MS - now.getTime()) / 1000);
}

export interface CodeCheck {
  siteId: number;
  mobile: string;
  scene: SmsCodeScene;
  code: string;
}

/** Uses up the code when right; counts a wrong try otherwise. Throws 41001 wrong / 41002 expired. */
export async function verifyCode(deps: Deps, check: CodeCheck): Promise<void> {
  const now = deps.now();
  const [open] = await deps.db
    .select()
    .from(smsCodes)
    .where(
      and(eq(smsCodes.siteId, check.siteId), eq(smsCodes.mobile, check.mobile), eq(smsCodes.scene, check.scene), isNull(smsCodes.closedAt)),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!open || open.expiresAt <= now) throw new ApiError(ApiStatus.CAPTCHA_EXPIRED, 'captcha_expired');
  if (safeEqual(open.codeHash, hashCode(check, check.code))) {
    // The guard on closed_at makes a code good for exactly one of two racing requests.
    const used = await deps.db
      .update(smsCodes)
      .set({ closedAt: now })
      .where(and(eq(smsCodes.id, open.id), isNull(smsCodes.closedAt)))
      .returning({ id: smsCodes.id });
    if (used.length === 0) throw new ApiError(ApiStatus.CAPTCHA_EXPIRED, 'captcha_expired');
    return;
  }
  await deps.db
    .update(smsCodes)
    .set({
      wrongTries: sql`${smsCodes.wrongTries} + 1`,
      closedAt: sql`case when ${smsCodes.wrongTries} + 1 >= ${MAX_WRONG_TRIES} then ${now.toISOString()}::timestamptz end`,
    })
    .where(and(eq(smsCodes.id, open.id), isNull(smsCodes.closedAt)));
  throw new ApiError(ApiStatus.CAPTCHA_WRONG, 'captcha_wrong');
}

/** The code is 6 digits: the hash is bound to number and scene; expiry and the try limit bound guessing. */
function hashCode(target: { mobile: string; scene: SmsCodeScene }, code: string): string {
  return sha256(`${target.mobile}|${target.scene}|${code}`);
}
