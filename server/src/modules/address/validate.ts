/**
 * The checks an address must pass as a whole, after the schema has checked each field's shape:
 * per-country mobile, region and postcode rules, and the real-name data of recipients in mainland China.
 */
import type { AddressCountry, AddressInput } from '@contract/address';
import { AU_STATES } from '@contract/address';
import type { Queryable } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { normaliseMobile } from '../../lib/phone';
import { scopedField } from '../../toolkit/fields';
import { findOwnPrivateFile } from '../files/private';
import { resolveRegion } from '../region/tree';
import { checkIdNumber } from './id-card';

export interface CheckedAddress {
  type: AddressInput['type'];
  name: string;
  mobile: string;
  country: AddressCountry;
  province: string;
  city: string;
  district: string;
  address: string;
  postcode: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  idNumber: string | null;
  idFrontFileId: number | null;
  idBackFileId: number | null;
}

const fail = (field: string, reason: Parameters<typeof scopedField>[2], params = {}) => scopedField('address', field, reason, params);

const AU_STATE_NAMES: Record<string, (typeof AU_STATES)[number]> = {
  'NEW SOUTH WALES': 'NSW',
  VICTORIA: 'VIC',
  QUEENSLAND: 'QLD',
  'WESTERN AUSTRALIA': 'WA',
  'SOUTH AUSTRALIA': 'SA',
  TASMANIA: 'TAS',
  'AUSTRALIAN CAPITAL TERRITORY': 'ACT',
  'NORTHERN TERRITORY': 'NT',
};

export function isCnRecipient(input: Pick<AddressInput, 'type' | 'country'>): boolean {
  return input.type === 'recipient' && input.country === 'CN';
}

export async function checkAddress(q: Queryable, user: UserRow, input: AddressInput, today: Date): Promise<CheckedAddress> {
  const s = (value: string | undefined | null) => (value ?? '').trim();
  const name = checkName(s(input.name), input.country);
  const mobile = checkMobile(s(input.mobile), input.country);
  const region = checkRegion(input.country, s(input.province), s(input.city), s(input.district));
  const address = s(input.address);
  if (!address) throw fail('address', 'empty');
  const postcode = s(input.postcode);
  const digits = input.country === 'CN' ? 6 : 4;
  if (!new RegExp(`^\\d{${digits}}$`).test(postcode)) throw fail('postcode', 'digits', { n: digits });
  const realName = await checkRealName(q, user, input, today);
  return { type: input.type, name, mobile, country: input.country, ...region, address, postcode, ...realName };
}

function checkName(name: string, country: AddressCountry): string {
  if (!name) throw fail('name', 'empty');
  const length = [...name].length;
  // Names on a Chinese customs declaration must match the ID card: 2 to 20 characters.
  if (country === 'CN' && length < 2) throw fail('name', 'too_short', { limit: 2 });
  if (country === 'CN' && length > 20) throw fail('name', 'too_long', { limit: 20 });
  return name;
}

function checkMobile(input: string, country: AddressCountry): string {
  const mobile = normaliseMobile(input, undefined, country);
  if (!mobile) throw fail('mobile', 'invalid_phone');
  if (country === 'CN' && !mobile.startsWith('+86')) throw fail('mobile', 'cn_mobile');
  return mobile;
}

type Region = Pick<CheckedAddress, 'province' | 'city' | 'district' | 'provinceCode' | 'cityCode' | 'districtCode'>;

function checkRegion(country: AddressCountry, province: string, city: string, district: string): Region {
  if (!province) throw fail('province', 'empty');
  if (!city) throw fail('city', 'empty');
  if (country === 'CN') {
    if (!district) throw fail('district', 'empty');
    const found = resolveRegion(province, city, district);
    if ('reason' in found) throw fail(found.field, found.reason, { parent: found.field === 'district' ? city : province });
    return { province, city, district, provinceCode: found.province.code, cityCode: found.city.code, districtCode: found.district.code };
  }
  const codes = { provinceCode: '', cityCode: '', districtCode: '' };
  if (country === 'AU') {
    const upper = province.toUpperCase();
    const state = AU_STATES.find((code) => code === upper) ?? AU_STATE_NAMES[upper];
    if (!state) throw fail('province', 'invalid_choice', { allowed: AU_STATES.join(', ') });
    return { province: state, city, district, ...codes };
  }
  return { province, city, district, ...codes };
}

async function checkRealName(
  q: Queryable,
  user: UserRow,
  input: AddressInput,
  today: Date,
): Promise<Pick<CheckedAddress, 'idNumber' | 'idFrontFileId' | 'idBackFileId'>> {
  const idNumber = (input.id_number ?? '').trim();
  const photos = { id_front_file: input.id_front_file || '', id_back_file: input.id_back_file || '' };
  if (!isCnRecipient(input)) {
    if (idNumber) throw fail('id_number', 'cn_recipient_only');
    for (const [field, key] of Object.entries(photos)) if (key) throw fail(field, 'cn_recipient_only');
    return { idNumber: null, idFrontFileId: null, idBackFileId: null };
  }
  let canonical: string | null = null;
  if (idNumber) {
    const checked = checkIdNumber(idNumber, today);
    if ('problem' in checked) throw fail('id_number', checked.problem);
    canonical = checked.ok;
  }
  const fileId = async (field: string, key: string) => {
    if (!key) return null;
    const file = await findOwnPrivateFile(q, user, key);
    if (!file) throw fail(field, 'photo_not_found');
    return file.id;
  };
  return {
    idNumber: canonical,
    idFrontFileId: await fileId('id_front_file', photos.id_front_file),
    idBackFileId: await fileId('id_back_file', photos.id_back_file),
  };
}
