/** Creating and finding user accounts; the one place member codes and invite codes are made. */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Role, UserInfo } from '@contract/api';
import { ApiStatus } from '@contract/api';
import { STAFF_ROLES, type StaffRole } from '@contract/staff';
import type { Queryable } from '../../db/client';
import { type SiteRow, type UserRow, users } from '../../db/schema';
import { randomDigits, randomReadable } from '../../lib/crypto';
import { uniqueViolation } from '../../lib/db-errors';
import { ApiError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { issueRegistrationCoupons } from '../coupon/issue';

export interface NewUser {
  site: SiteRow;
  nickname: string;
  mobile?: string | null;
  username?: string | null;
  password?: string;
  role?: Role;
  /** A staff account's roles; by default what the migration gave existing accounts (defaultStaffRoles). */
  staffRoles?: readonly StaffRole[];
  inviterId?: number | null;
}

/** What an account of a kind could do before roles existed: staff every staff role, admins all four. */
export function defaultStaffRoles(role: Role): StaffRole[] {
  if (role === 'customer') return [];
  return STAFF_ROLES.filter((r) => role === 'admin' || r !== 'admin');
}

/** Codes a concurrent registration may take between our check and our insert. */
const CODE_CONSTRAINTS = ['users_site_member_code', 'users_invite_code_unique'];

export async function createUser(q: Queryable, now: Date, input: NewUser): Promise<UserRow> {
  const { site } = input;
  const base = {
    siteId: site.id,
    mobile: input.mobile ?? null,
    username: input.username?.toLowerCase() ?? null,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    role: input.role ?? 'customer',
    staffRoles: [...(input.staffRoles ?? defaultStaffRoles(input.role ?? 'customer'))],
    nickname: input.nickname,
    inviterId: input.inviterId ?? null,
    createdAt: now,
    updatedAt: now,
  };
  for (let attempt = 1; ; attempt++) {
    const values = { ...base, memberCode: await freeMemberCode(q, site), inviteCode: await freeInviteCode(q) };
    try {
      // In a savepoint when the caller's transaction is open, so a lost code race can be tried again in it.
      const [user] = await mobileUnique(() => q.transaction((sp) => sp.insert(users).values(values).returning()));
      await issueRegistrationCoupons(q, now, user); // new customers only; in the caller's transaction
      return user;
    } catch (err) {
      if (attempt < 5 && CODE_CONSTRAINTS.includes(uniqueViolation(err) ?? '')) continue;
      throw err;
    }
  }
}

/** Two requests for one number at once: the unique index decides, the loser gets "taken". */
export async function mobileUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) === 'users_site_mobile') throw new ApiError(ApiStatus.MOBILE_TAKEN, 'mobile_taken');
    throw err;
  }
}

/** `NZ123456`: the site's country and 6 digits, printed in the warehouse address. */
async function freeMemberCode(q: Queryable, site: SiteRow): Promise<string> {
  return freeCode(
    () => site.countryCode.toUpperCase() + randomDigits(6),
    (code) => taken(q, and(eq(users.siteId, site.id), eq(users.memberCode, code))),
  );
}

async function freeInviteCode(q: Queryable): Promise<string> {
  return freeCode(
    () => randomReadable(8),
    (code) => taken(q, eq(users.inviteCode, code)),
  );
}

async function freeCode(make: () => string, isTaken: (code: string) => Promise<boolean>): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = make();
    if (!(await isTaken(code))) return code;
  }
  throw new Error('no free code after 20 attempts');
}

async function taken(q: Queryable, where: SQL | undefined): Promise<boolean> {
  const [row] = await q
    .select({ one: sql`1` })
    .from(users)
    .where(where)
    .limit(1);
  return row !== undefined;
}

export async function findUserByMobile(q: Queryable, siteId: number, mobile: string): Promise<UserRow | undefined> {
  const [user] = await q
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.mobile, mobile)));
  return user;
}

export async function findUserByUsername(q: Queryable, siteId: number, username: string): Promise<UserRow | undefined> {
  const [user] = await q
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.username, username.toLowerCase())));
  return user;
}

export async function findUserByInviteCode(q: Queryable, siteId: number, code: string): Promise<UserRow | undefined> {
  const [user] = await q
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.inviteCode, code.toUpperCase())));
  return user;
}

export function toUserInfo(user: UserRow, wechatBound: boolean): UserInfo {
  return {
    id: user.id,
    site_id: user.siteId,
    nickname: user.nickname,
    gender: user.gender as UserInfo['gender'],
    wx_header: user.avatarUrl,
    mobile: user.mobile ?? '',
    username: user.username,
    role: user.role,
    staff_roles: user.staffRoles,
    member_code: user.memberCode,
    lang: user.lang,
    has_password: user.passwordHash !== null,
    wechat_bound: wechatBound,
    created_at: user.createdAt.toISOString(),
  };
}
