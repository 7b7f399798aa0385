/**
 * The address book. Every query filters on site and owner (staff reads filter on site); another
 * customer's id is "not found". Writes that touch the default run in one transaction with the user row
 * locked, so the limit and the one-default rule hold under concurrent requests.
 */
import { and, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Address, AddressDetail, AddressInput, AddressListData, AddressListQuery, AddressUpdateRequest } from '@contract/address';
import { ADDRESS_LIMIT } from '@contract/address';
import { ApiStatus } from '@contract/api';
import type { Queryable, Tx } from '../../db/client';
import { addresses, type AddressRow, privateFiles, type UserRow, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { offsetOf } from '../../toolkit/lists';
import { fileUrlSecret, signedFileUrl } from '../files/signed-urls';
import { checkIdNumber, maskIdNumber } from './id-card';
import { checkAddress, type CheckedAddress, isCnRecipient } from './validate';

export const addressNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'address_not_found');

const mine = (user: UserRow) => and(eq(addresses.siteId, user.siteId), eq(addresses.userId, user.id), isNull(addresses.deletedAt));

export async function listAddresses(
  deps: Deps,
  user: UserRow,
  query: Required<Pick<AddressListQuery, 'page' | 'page_size'>> & AddressListQuery,
): Promise<AddressListData> {
  const where = and(mine(user), query.type ? eq(addresses.type, query.type) : undefined, keywordFilter(query.keyword));
  const [{ total }] = await deps.db.select({ total: count() }).from(addresses).where(where);
  const rows = await deps.db
    .select()
    .from(addresses)
    .where(where)
    .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), desc(addresses.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const keys = await photoKeys(deps.db, rows);
  return {
    list: rows.map((row) => toAddress(row, keys, { maskId: true, today: deps.now() })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Anywhere in name, mobile, street, city or district; LIKE wildcards in the keyword are literal. */
function keywordFilter(keyword: string | undefined): SQL | undefined {
  const word = keyword?.trim();
  if (!word) return undefined;
  const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // A national number (021 ...) is stored as +6421 ...: match its digits without the leading 0.
  const digits = /^0?\d{3,}$/.test(word.replace(/[\s-]/g, '')) ? `%${word.replace(/[\s-]/g, '').replace(/^0/, '')}%` : like;
  return or(
    ilike(addresses.name, like),
    ilike(addresses.mobile, digits),
    ilike(addresses.address, like),
    ilike(addresses.city, like),
    ilike(addresses.district, like),
  );
}

export async function addressDetail(deps: Deps, user: UserRow, id: number, origin: string): Promise<AddressDetail> {
  const [row] = await deps.db
    .select()
    .from(addresses)
    .where(and(mine(user), eq(addresses.id, id)));
  if (!row) throw addressNotFound();
  return withPhotoUrls(deps, row, origin);
}

/** Staff see any address of their own site, deleted ones included (a waybill in transit may need its ID). */
export async function staffAddressDetail(
  deps: Deps,
  staff: UserRow,
  id: number,
  origin: string,
): Promise<AddressDetail & { user_id: number }> {
  const [row] = await deps.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.siteId, staff.siteId), eq(addresses.id, id)));
  if (!row) throw addressNotFound();
  return { ...(await withPhotoUrls(deps, row, origin)), user_id: row.userId };
}

export async function createAddress(deps: Deps, user: UserRow, body: AddressInput, origin: string): Promise<AddressDetail> {
  const row = await deps.db.transaction(async (tx) => {
    await lockUser(tx, user);
    const [{ total }] = await tx.select({ total: count() }).from(addresses).where(mine(user));
    if (total >= ADDRESS_LIMIT) throw new ApiError(ApiStatus.INVALID_INPUT, 'address_limit', { limit: ADDRESS_LIMIT });
    const checked = await checkAddress(tx, user, body, deps.now());
    const isDefault = body.is_default === true;
    if (isDefault) await clearDefault(tx, user, checked.type);
    const now = deps.now();
    const [created] = await tx
      .insert(addresses)
      .values({ siteId: user.siteId, userId: user.id, ...checked, isDefault, createdAt: now, updatedAt: now })
      .returning();
    return created;
  });
  return withPhotoUrls(deps, row, origin);
}

export async function updateAddress(
  deps: Deps,
  user: UserRow,
  id: number,
  body: AddressUpdateRequest,
  origin: string,
): Promise<AddressDetail> {
  const row = await deps.db.transaction(async (tx) => {
    await lockUser(tx, user);
    const [stored] = await tx
      .select()
      .from(addresses)
      .where(and(mine(user), eq(addresses.id, id)));
    if (!stored) throw addressNotFound();
    const merged = await mergeInput(tx, stored, body);
    const checked: CheckedAddress = await checkAddress(tx, user, merged, deps.now());
    const isDefault = body.is_default ?? stored.isDefault;
    if (isDefault) await clearDefault(tx, user, checked.type, id);
    const [updated] = await tx
      .update(addresses)
      .set({ ...checked, isDefault, updatedAt: deps.now() })
      .where(and(mine(user), eq(addresses.id, id)))
      .returning();
    return updated;
  });
  return withPhotoUrls(deps, row, origin);
}

export async function deleteAddress(deps: Deps, user: UserRow, id: number): Promise<{ id: number }> {
  const [deleted] = await deps.db
    .update(addresses)
    .set({ deletedAt: deps.now(), isDefault: false, updatedAt: deps.now() })
    .where(and(mine(user), eq(addresses.id, id)))
    .returning({ id: addresses.id });
  if (!deleted) throw addressNotFound();
  return deleted;
}

/** Serialises one user's address writes (limit count, default switch) without blocking anyone else. */
async function lockUser(tx: Tx, user: UserRow): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
}

async function clearDefault(tx: Tx, user: UserRow, type: AddressRow['type'], exceptId?: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(mine(user), eq(addresses.type, type), eq(addresses.isDefault, true), exceptId ? ne(addresses.id, exceptId) : undefined));
}

/**
 * The stored address with the given fields replacing its own. Real-name data the caller did not send is
 * dropped when the address stops being a CN recipient (it would belong to nobody's clearance).
 */
async function mergeInput(tx: Tx, stored: AddressRow, body: AddressUpdateRequest): Promise<AddressInput> {
  const keys = await photoKeys(tx, [stored]);
  const merged: AddressInput = {
    type: body.type ?? stored.type,
    name: body.name ?? stored.name,
    mobile: body.mobile ?? stored.mobile,
    country: body.country ?? stored.country,
    province: body.province ?? stored.province,
    city: body.city ?? stored.city,
    district: body.district ?? stored.district,
    address: body.address ?? stored.address,
    postcode: body.postcode ?? stored.postcode,
    id_number: body.id_number ?? stored.idNumber ?? '',
    id_front_file: body.id_front_file !== undefined ? body.id_front_file : keyOf(keys, stored.idFrontFileId),
    id_back_file: body.id_back_file !== undefined ? body.id_back_file : keyOf(keys, stored.idBackFileId),
  };
  if (!isCnRecipient(merged)) {
    if (body.id_number === undefined) merged.id_number = '';
    if (body.id_front_file === undefined) merged.id_front_file = null;
    if (body.id_back_file === undefined) merged.id_back_file = null;
  }
  return merged;
}

type KeysById = Map<number, string>;
const keyOf = (keys: KeysById, id: number | null) => (id === null ? null : (keys.get(id) ?? null));

async function photoKeys(q: Queryable, rows: AddressRow[]): Promise<KeysById> {
  const ids = rows.flatMap((r) => [r.idFrontFileId, r.idBackFileId]).filter((id): id is number => id !== null);
  if (!ids.length) return new Map();
  const found = await q.select({ id: privateFiles.id, key: privateFiles.key }).from(privateFiles).where(inArray(privateFiles.id, ids));
  return new Map(found.map((f) => [f.id, f.key]));
}

function toAddress(row: AddressRow, keys: KeysById, options: { maskId: boolean; today: Date }): Address {
  const id = row.idNumber ?? '';
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    mobile: row.mobile,
    country: row.country,
    province: row.province,
    city: row.city,
    district: row.district,
    address: row.address,
    postcode: row.postcode,
    province_code: row.provinceCode,
    city_code: row.cityCode,
    district_code: row.districtCode,
    id_number: options.maskId ? maskIdNumber(id) : id,
    // The "real-name verified" mark: a number that passes the ID rule, so lists need not carry the number to tell.
    id_verified: id !== '' && 'ok' in checkIdNumber(id, options.today),
    id_front_file: keyOf(keys, row.idFrontFileId),
    id_back_file: keyOf(keys, row.idBackFileId),
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function withPhotoUrls(deps: Deps, row: AddressRow, origin: string): Promise<AddressDetail> {
  const address = toAddress(row, await photoKeys(deps.db, [row]), { maskId: false, today: deps.now() });
  const secret = fileUrlSecret(deps.config);
  const sign = (key: string | null) => (key ? signedFileUrl(origin, secret, key, deps.now()) : null);
  const front = sign(address.id_front_file);
  const back = sign(address.id_back_file);
  const expires = front?.expiresAt ?? back?.expiresAt;
  return {
    ...address,
    id_front_url: front?.url ?? null,
    id_back_url: back?.url ?? null,
    photo_urls_expire_at: expires?.toISOString() ?? null,
  };
}
