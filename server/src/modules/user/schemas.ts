/** Route schemas of the user calls. */
import { ROLES } from '@contract/api';
import { STAFF_ROLES } from '@contract/staff';
import { choice, intChoice, str } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { strings } from '../../toolkit/lists';

const tags = ['user'];
const nullableString = { type: ['string', 'null'] };

export const userInfo = obj(
  {
    id: { type: 'integer' },
    site_id: { type: 'integer' },
    nickname: { type: 'string' },
    gender: intChoice([0, 1, 2]),
    wx_header: { type: 'string' },
    mobile: { type: 'string' },
    username: nullableString,
    role: choice(ROLES),
    staff_roles: { type: 'array', items: choice(STAFF_ROLES) },
    member_code: { type: 'string' },
    lang: choice(['zh_CN', 'en']),
    has_password: { type: 'boolean' },
    wechat_bound: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time' },
    deletion_due_at: { type: ['string', 'null'], format: 'date-time' },
    policy_agreed: { type: 'boolean' },
  },
  [
    'id',
    'site_id',
    'nickname',
    'gender',
    'wx_header',
    'mobile',
    'username',
    'role',
    'staff_roles',
    'member_code',
    'lang',
    'has_password',
    'wechat_bound',
    'created_at',
  ],
);

const siteInfo = obj(
  {
    id: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    currency: { type: 'string' },
    time_zone: { type: 'string' },
    country_code: { type: 'string' },
  },
  ['id', 'code', 'name', 'currency', 'time_zone', 'country_code'],
);

const userSetting = obj(
  { ...strings('insurance_desc', 'limit_tips', 'service_phone', 'service_hours', 'service_kf_url'), site: siteInfo },
  ['insurance_desc', 'limit_tips', 'service_phone', 'service_hours', 'service_kf_url', 'site'],
);

export const infoSchema = {
  tags,
  summary: 'The signed-in user and the site settings',
  security: [{ token: [] }],
  response: responses(envelope(obj({ user: userInfo, setting: userSetting }, ['user', 'setting']))),
};

export const editSchema = {
  tags,
  summary: 'Edit nickname, gender, avatar or language',
  security: [{ token: [] }],
  body: obj({
    // No control characters (C0, DEL, C1); trimmed by the service.
    nickname: str(20, { min: 1, pattern: '^[^\\u0000-\\u001f\\u007f-\\u009f]*$' }),
    gender: intChoice([0, 1, 2]),
    wx_header: str(512, { example: 'https://example.com/avatar.png' }),
    lang: choice(['zh_CN', 'en']),
  }),
  response: responses(envelope(userInfo)),
};
