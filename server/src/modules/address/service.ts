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
import { addresses, type AddressRow, idPhotoPurges, privateFiles, type UserRow, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { scopedField } from '../../toolkit/fields';
import { mobilePattern, offsetOf } from '../../toolkit/lists';
import { type Sealer, sealerOf } from '../../toolkit/seal';
import { removePrivateImageFiles } from '../files/private';
import { fileUrlSecret, signedFileUrl } from '../files/signed-urls';
import { type ConsentContext, giveIdConsent, idConsentsOf } from '../privacy/id-consent';
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
  const view = {
    sealer: sealerOf(deps.config),
    consented: await idConsentsOf(
      deps.db,
      user,
      rows.map((r) => r.id),
    ),
    maskId: true,
    today: deps.now(),
  };
  return {
    list: rows.map((row) => toAddress(row, keys, view)),
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
  const digits = mobilePattern(word) ?? like;
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

/**
 * Staff see any address of their own site, deleted ones included (a waybill in transit may need its ID); the ID
 * number masked: the full one only through the audited "show ID" (modules/privacy).
 */
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
  return { ...(await withPhotoUrls(deps, row, origin, true)), user_id: row.userId };
}

export async function createAddress(
  deps: Deps,
  user: UserRow,
  body: AddressInput,
  origin: string,
  context: ConsentContext,
): Promise<AddressDetail> {
  const row = await deps.db.transaction(async (tx) => {
    await lockUser(tx, user);
    const [{ total }] = await tx.select({ total: count() }).from(addresses).where(mine(user));
    if (total >= ADDRESS_LIMIT) throw new ApiError(ApiStatus.INVALID_INPUT, 'address_limit', { limit: ADDRESS_LIMIT });
    const checked = await checkAddress(tx, user, body, deps.now());
    if (holdsIdData(checked) && body.id_consent !== true) throw scopedField('address', 'id_consent', 'must_agree');
    const isDefault = body.is_default === true;
    if (isDefault) await clearDefault(tx, user, checked.type);
    const now = deps.now();
    const [created] = await tx
      .insert(addresses)
      .values({ siteId: user.siteId, userId: user.id, ...sealed(deps, checked), isDefault, createdAt: now, updatedAt: now })
      .returning();
    if (holdsIdData(checked)) await giveIdConsent(tx, now, user, created.id, context);
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
  context: ConsentContext,
): Promise<AddressDetail> {
  const row = await deps.db.transaction(async (tx) => {
    await lockUser(tx, user);
    const [stored] = await tx
      .select()
      .from(addresses)
      .where(and(mine(user), eq(addresses.id, id)));
    if (!stored) throw addressNotFound();
    const sealer = sealerOf(deps.config);
    const merged = await mergeInput(tx, sealer, stored, body);
    const checked: CheckedAddress = await checkAddress(tx, user, merged, deps.now());
    // The box must be ticked for ID data its consent in force does not cover: new data, or no consent in force.
    const newIdData =
      checked.idNumber !== sealer.openOrNull(stored.idNumber) ||
      checked.idFrontFileId !== stored.idFrontFileId ||
      checked.idBackFileId !== stored.idBackFileId ||
      !(await idConsentsOf(tx, user, [id])).size;
    if (holdsIdData(checked) && newIdData && body.id_consent !== true) throw scopedField('address', 'id_consent', 'must_agree');
    const isDefault = body.is_default ?? stored.isDefault;
    if (isDefault) await clearDefault(tx, user, checked.type, id);
    const [updated] = await tx
      .update(addresses)
      .set({ ...sealed(deps, checked), isDefault, updatedAt: deps.now() })
      .where(and(mine(user), eq(addresses.id, id)))
      .returning();
    if (holdsIdData(checked)) await giveIdConsent(tx, deps.now(), user, id, context);
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

const holdsIdData = (a: Pick<CheckedAddress, 'idNumber' | 'idFrontFileId' | 'idBackFileId'>) =>
  a.idNumber !== null || a.idFrontFileId !== null || a.idBackFileId !== null;

/** The row's columns with the ID number sealed and its blind index beside it. */
function sealed(deps: Deps, checked: CheckedAddress) {
  const sealer = sealerOf(deps.config);
  const { idNumber } = checked;
  return { ...checked, idNumber: idNumber && sealer.seal(idNumber), idNumberIndex: idNumber && sealer.index(idNumber) };
}

/**
 * Erases an address's ID number and photos in the caller's transaction (consent withdrawn, retention ended) and
 * logs the purge; the photo files go once the transaction has committed (`removeFiles`). Waybills keep their own
 * sealed copy of the number for the shipments already made.
 */
export async function eraseIdData(
  tx: Tx,
  deps: Deps,
  owner: Pick<UserRow, 'id' | 'siteId'>,
  addressId: number,
  reason: 'retention' | 'withdrawn',
): Promise<{ removeFiles: () => Promise<void> }> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.siteId, owner.siteId), eq(addresses.userId, owner.id), eq(addresses.id, addressId)));
  if (!row) throw addressNotFound();
  const fileIds = [row.idFrontFileId, row.idBackFileId].filter((f): f is number => f !== null);
  const now = deps.now();
  await tx
    .update(addresses)
    .set({
      ...(reason === 'withdrawn' ? { idNumber: null, idNumberIndex: null } : {}),
      idFrontFileId: null,
      idBackFileId: null,
      idPhotosRemovedAt: fileIds.length ? now : row.idPhotosRemovedAt,
    })
    .where(eq(addresses.id, row.id));
  const files = fileIds.length ? await tx.delete(privateFiles).where(inArray(privateFiles.id, fileIds)).returning() : [];
  if (files.length) {
    await tx
      .insert(idPhotoPurges)
      .values({ siteId: owner.siteId, userId: owner.id, addressId: row.id, reason, files: files.length, createdAt: now });
  }
  return { removeFiles: () => removePrivateImageFiles(deps, files) };
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
async function mergeInput(tx: Tx, sealer: Sealer, stored: AddressRow, body: AddressUpdateRequest): Promise<AddressInput> {
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
    id_number: body.id_number ?? sealer.openOrNull(stored.idNumber) ?? '',
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

interface View {
  sealer: Sealer;
  /** Addresses whose ID consent is in force. */
  consented: Set<number>;
  maskId: boolean;
  today: Date;
}

function toAddress(row: AddressRow, keys: KeysById, options: View): Address {
  const id = options.sealer.openOrNull(row.idNumber) ?? '';
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
    id_consent: options.consented.has(row.id),
    id_photos_removed_at: row.idPhotosRemovedAt?.toISOString() ?? null,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function withPhotoUrls(deps: Deps, row: AddressRow, origin: string, maskId = false): Promise<AddressDetail> {
  const owner = { id: row.userId, siteId: row.siteId };
  const address = toAddress(row, await photoKeys(deps.db, [row]), {
    sealer: sealerOf(deps.config),
    consented: await idConsentsOf(deps.db, owner, [row.id]),
    maskId,
    today: deps.now(),
  });
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
