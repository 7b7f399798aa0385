/** Route schemas of the address book. Field errors name `address.<field>` . */
import { ADDRESS_COUNTRIES, ADDRESS_TYPES } from '@contract/address';
import { choice, file, idParams, int, nullableStr, str, TEXT_PATTERN } from '../../lib/schema';
import { envelope, fields, obj, responses } from '../../schemas';
import { UPLOAD_LIMIT_MB } from '../files/limits';

const tags = ['address'];
const security = [{ token: [] }];
/** Letters of any script (Chinese names, pinyin, English), with the separators names use. */
const NAME = "^[\\p{L}\\p{M}][\\p{L}\\p{M} ·•.'-]*$";

/** Required unless told, with an example. */
const text = (maxLength: number, minLength = 1, example?: string) => str(maxLength, { min: minLength, pattern: TEXT_PATTERN, example });
const photoKey = nullableStr(24, { pattern: '^([A-Za-z0-9_-]{24})?$' });

const inputProperties = {
  type: choice(ADDRESS_TYPES, { example: 'recipient' }),
  name: str(40, { min: 1, pattern: NAME, example: '张伟' }),
  mobile: { ...fields.mobile, example: '+8613812345678' },
  country: choice(ADDRESS_COUNTRIES, { example: 'CN' }),
  province: text(50, 1, '广东省'),
  city: text(50, 1, '广州市'),
  district: text(50, 0, '天河区'),
  address: text(200, 1, '天河路385号太古汇一座2501室'),
  postcode: str(6, { min: 1, pattern: '^[0-9]*$', example: '510620' }),
  id_number: str(18, { pattern: '^([0-9]{17}[0-9Xx])?$', example: '44010619900307002X' }),
  id_front_file: photoKey,
  id_back_file: photoKey,
  id_consent: { type: 'boolean' },
  is_default: { type: 'boolean' },
};

const nullableString = { type: ['string', 'null'] };
/** One address as lists show it (ID number masked): the book's list and the staff customer record. */
export const addressItem = obj(
  {
    id: { type: 'integer' },
    type: choice(ADDRESS_TYPES),
    name: { type: 'string' },
    mobile: { type: 'string' },
    country: choice(ADDRESS_COUNTRIES),
    province: { type: 'string' },
    city: { type: 'string' },
    district: { type: 'string' },
    address: { type: 'string' },
    postcode: { type: 'string' },
    province_code: { type: 'string' },
    city_code: { type: 'string' },
    district_code: { type: 'string' },
    id_number: { type: 'string' },
    id_verified: { type: 'boolean' },
    id_front_file: nullableString,
    id_back_file: nullableString,
    id_consent: { type: 'boolean' },
    id_photos_removed_at: { type: ['string', 'null'], format: 'date-time' },
    is_default: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
  [
    'id',
    'type',
    'name',
    'mobile',
    'country',
    'province',
    'city',
    'district',
    'address',
    'postcode',
    'province_code',
    'city_code',
    'district_code',
    'id_number',
    'id_verified',
    'id_front_file',
    'id_back_file',
    'id_consent',
    'id_photos_removed_at',
    'is_default',
    'created_at',
    'updated_at',
  ],
);

const detailProperties = {
  ...addressItem.properties,
  id_front_url: nullableString,
  id_back_url: nullableString,
  photo_urls_expire_at: { type: ['string', 'null'], format: 'date-time' },
};
const detail = obj(detailProperties, [...addressItem.required, 'id_front_url', 'id_back_url', 'photo_urls_expire_at']);
const staffDetail = obj({ ...detailProperties, user_id: { type: 'integer' } }, [...detail.required, 'user_id']);

export const listSchema = {
  tags,
  summary: 'My addresses: default first, then the most recently changed; search and filter by type',
  security,
  querystring: obj({
    type: choice(ADDRESS_TYPES),
    keyword: str(50, { pattern: TEXT_PATTERN, description: 'matched in name, mobile, street, city, district' }),
    page: int(1, 100000, { default: 1 }),
    page_size: int(1, 50, { default: 20 }),
  }),
  response: responses(
    envelope(
      obj(
        {
          list: { type: 'array', items: addressItem },
          total: { type: 'integer' },
          page: { type: 'integer' },
          page_size: { type: 'integer' },
        },
        ['list', 'total', 'page', 'page_size'],
      ),
    ),
  ),
};

export const createSchema = {
  tags,
  summary: 'Add an address (CN: region names from /api/order/citys/lst; ID data for CN recipients only)',
  security,
  body: obj(inputProperties, ['type', 'name', 'mobile', 'country', 'province', 'city', 'address', 'postcode']),
  response: responses(envelope(detail)),
};

export const updateSchema = {
  tags,
  summary: 'Change an address: the given fields replace the stored ones and the result is checked as a whole',
  security,
  params: idParams,
  body: obj(inputProperties),
  response: responses(envelope(detail)),
};

export const detailSchema = {
  tags,
  summary: 'One of my addresses, with 10-minute signed links to the watermarked ID photos',
  security,
  params: idParams,
  response: responses(envelope(detail)),
};

export const deleteSchema = {
  tags,
  summary: 'Delete one of my addresses (a deleted default leaves no default of its type)',
  security,
  params: idParams,
  response: responses(envelope(obj({ id: { type: 'integer' } }, ['id']))),
};

export const staffDetailSchema = {
  tags: ['staff'],
  summary: "Any address of the staff member's site (deleted ones too), with signed links to the ID photos",
  security,
  params: idParams,
  response: responses(envelope(staffDetail)),
};

export const idPhotoSchema = {
  tags,
  summary: `Upload an ID card photo (PNG, JPEG or WebP, at most ${UPLOAD_LIMIT_MB} MB) as multipart field "file"; stored privately`,
  security,
  consumes: ['multipart/form-data'],
  body: obj({ file: file() }, ['file']),
  response: responses(
    envelope(
      obj(
        {
          file: { type: 'string' },
          url: { type: 'string' },
          expires_at: { type: 'string', format: 'date-time' },
          width: { type: 'integer' },
          height: { type: 'integer' },
        },
        ['file', 'url', 'expires_at', 'width', 'height'],
      ),
    ),
  ),
};
