/**
 * The customer record: the site's customers found by member code, mobile or name, and one customer as staff answer
 * them (profile, sign-in methods, wallet, addresses with ID numbers masked, notes, wallet adjustments).
 */
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import type {
  CustomerNote,
  SignInMethod,
  StaffCustomerListData,
  StaffCustomerQuery,
  StaffCustomerRecord,
  StaffCustomerRow,
} from '@contract/customer';
import type { Queryable } from '../../db/client';
import { customerNotes, type SiteRow, type UserRow, users, wechatIdentities } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { scopedField } from '../../toolkit/fields';
import { cappedTotal, containsPattern, countRows, mobilePattern, offsetOf, sortedBy, withinDays } from '../../toolkit/lists';
import { dayRange } from '../../toolkit/time';
import { listAddresses } from '../address/service';
import { recordCustomerAction } from '../audit/record';
import { walletSummary } from '../wallet/service';
import { adjustmentsOf } from './adjust';

export const customerNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'customer_not_found');

const customersOf = (site: SiteRow) => and(eq(users.siteId, site.id), eq(users.role, 'customer'));

/** A member code or a name holding the words; a number also matches inside the mobile (mobilePattern). */
function keywordFilter(keyword: string | undefined): SQL | undefined {
  const like = containsPattern(keyword);
  if (!like) return undefined;
  const mobile = mobilePattern(keyword);
  return or(ilike(users.memberCode, like), ilike(users.nickname, like), mobile ? ilike(users.mobile, mobile) : undefined);
}

const toRow = (u: UserRow): StaffCustomerRow => ({
  id: u.id,
  member_code: u.memberCode,
  nickname: u.nickname,
  mobile: u.mobile,
  status: u.status,
  created_at: u.createdAt.toISOString(),
});

const CUSTOMER_SORTS = { created_at: users.createdAt, member_code: users.memberCode };

export async function customerList(deps: Deps, site: SiteRow, query: StaffCustomerQuery): Promise<StaffCustomerListData> {
  const where = and(customersOf(site), keywordFilter(query.keyword), withinDays(users.createdAt, dayRange(site, 'customer', query)));
  const [rows, n] = await Promise.all([
    deps.db
      .select()
      .from(users)
      .where(where)
      .orderBy(...sortedBy(CUSTOMER_SORTS, users.id, query, 'created_at'))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    countRows(deps.db, users, where),
  ]);
  return { list: rows.map(toRow), ...cappedTotal(n), page: query.page, page_size: query.page_size };
}

/** The site's customer, or "not found" (staff of another site, a staff account, no such id). */
export async function customerOf(q: Queryable, site: SiteRow, id: number): Promise<UserRow> {
  const [user] = await q
    .select()
    .from(users)
    .where(and(customersOf(site), eq(users.id, id)));
  if (!user) throw customerNotFound();
  return user;
}

async function signInMethods(q: Queryable, user: UserRow): Promise<SignInMethod[]> {
  const [wechat] = await q.select({ id: wechatIdentities.id }).from(wechatIdentities).where(eq(wechatIdentities.userId, user.id)).limit(1);
  const methods: [SignInMethod, boolean][] = [
    ['password', !!user.passwordHash],
    ['sms', !!user.mobile],
    ['wechat', !!wechat],
  ];
  return methods.filter(([, has]) => has).map(([method]) => method);
}

async function notesOf(q: Queryable, user: UserRow): Promise<CustomerNote[]> {
  const rows = await q
    .select({ note: customerNotes, author: users.nickname })
    .from(customerNotes)
    .innerJoin(users, eq(users.id, customerNotes.authorId))
    .where(and(eq(customerNotes.siteId, user.siteId), eq(customerNotes.userId, user.id)))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
  return rows.map(({ note, author }) => ({ id: note.id, text: note.text, author, created_at: note.createdAt.toISOString() }));
}

export async function customerRecord(deps: Deps, site: SiteRow, id: number): Promise<StaffCustomerRecord> {
  const user = await customerOf(deps.db, site, id);
  const [sign_in, wallet, addresses, notes, adjustments] = await Promise.all([
    signInMethods(deps.db, user),
    walletSummary(deps, user, site),
    listAddresses(deps, user, { page: 1, page_size: 20 }),
    notesOf(deps.db, user),
    adjustmentsOf(deps.db, site, user),
  ]);
  return {
    ...toRow(user),
    lang: user.lang,
    sign_in,
    wallet,
    addresses: addresses.list,
    notes,
    adjustments,
    dual_approval_above: site.walletDualApprovalAbove,
  };
}

/** A note for the other staff, audited as staff's action on the customer's data. */
export async function addNote(deps: Deps, site: SiteRow, staff: UserRow, id: number, text: string): Promise<CustomerNote> {
  if (!text) throw scopedField('customer', 'text', 'empty');
  return deps.db.transaction(async (tx) => {
    const user = await customerOf(tx, site, id);
    const now = deps.now();
    const [note] = await tx
      .insert(customerNotes)
      .values({ siteId: site.id, userId: user.id, authorId: staff.id, text, createdAt: now })
      .returning();
    await recordCustomerAction(tx, {
      siteId: site.id,
      actorId: staff.id,
      customerId: user.id,
      kind: 'customer_note',
      entityId: note.id,
      label: user.memberCode,
      before: null,
      // Not the text: notes go with an erased account, the log stays.
      after: { note: note.id },
      at: now,
    });
    return { id: note.id, text, author: staff.nickname, created_at: now.toISOString() };
  });
}
