/**
 * Every field of every call, fed wrong types, empty and too-long values, injection strings and
 * malformed numbers: each answer is HTTP 200 with status 40001 and a message naming the field in the
 * caller's language, and nothing is written to users, sessions or sms_codes.
 */
import { asc } from 'drizzle-orm';
import { sessions, smsCodes, users } from '../src/db/schema';
import { post, PRIVACY_VERSION, registerUser, startApp, type TestApp } from './helpers';

/** What the user reads as the field's name. */
const LABELS: Record<string, { zh: string; en: string }> = {
  body: { zh: '请求内容', en: 'request body' },
  mobile: { zh: '手机号', en: 'mobile' },
  area_code: { zh: '区号', en: 'area code' },
  scene: { zh: '验证码用途', en: 'scene' },
  captcha: { zh: '验证码', en: 'verification code' },
  password: { zh: '密码', en: 'password' },
  invite_code: { zh: '邀请码', en: 'invite code' },
  type: { zh: '登录方式', en: 'login type' },
  account: { zh: '账号', en: 'account' },
  code: { zh: '微信授权码', en: 'WeChat code' },
  nickname: { zh: '昵称', en: 'nickname' },
  gender: { zh: '性别', en: 'gender' },
  wx_header: { zh: '头像', en: 'avatar' },
  lang: { zh: '语言', en: 'language' },
  privacy_version: { zh: '隐私政策', en: 'privacy policy' },
};

const MISSING = Symbol('missing');
const INJECTION = ["' OR 1=1 --", '"; DROP TABLE users; --', '<script>alert(1)</script>'];
const NOT_STRINGS = [123, true, null, [], {}];
const long = (n: number) => 'x'.repeat(n);

const MOBILE = [
  MISSING,
  '',
  long(1000),
  ...NOT_STRINGS,
  ...INJECTION,
  '12345',
  '+14155552671',
  '+64 21 123',
  '+6421123456789012',
  '021-ABC-4567',
  '０２１１２３４５６７',
  '+64 9 303 1234',
];
const AREA_CODE = [...NOT_STRINGS, '1', '+1', '640', long(100), ...INJECTION];
const CAPTCHA = [MISSING, '', '12345', '1234567', '12a456', ' 12345', '１２３４５６', 123456, true, null, [], ...INJECTION];
// Passwords may hold any printable ASCII: '<script>alert(1)</script>' is a legal (if odd) one.
const PASSWORD = [
  MISSING,
  '',
  'short1',
  'nodigitshere',
  '12345678',
  long(33) + '1',
  'pass word1',
  '密码密码密码12ab',
  ...NOT_STRINGS,
  ...INJECTION.slice(0, 2),
];

interface Call {
  url: string;
  auth?: 'customer' | 'wechat';
  body: Record<string, unknown>;
  fields: Record<string, unknown[]>;
}

const CALLS: Call[] = [
  {
    url: '/api/get_captcha',
    body: { mobile: '+64219000001', area_code: '64', scene: 'register' },
    fields: { mobile: MOBILE, area_code: AREA_CODE, scene: [MISSING, '', 'admin', 'REGISTER', long(1000), ...NOT_STRINGS, ...INJECTION] },
  },
  {
    url: '/api/mobile/register',
    body: {
      mobile: '+64219000002',
      area_code: '64',
      captcha: '123456',
      password: 'Passw0rd',
      invite_code: 'ABCD2345',
      privacy_version: PRIVACY_VERSION,
    },
    fields: {
      mobile: MOBILE,
      area_code: AREA_CODE,
      captcha: CAPTCHA,
      password: PASSWORD,
      invite_code: ['ab', long(17), 'ABC-1234', ...NOT_STRINGS, ...INJECTION],
      privacy_version: [long(41), 'v 1', ...NOT_STRINGS, ...INJECTION],
    },
  },
  {
    url: '/api/login',
    body: { type: 'mobile', mobile: '+64219000003', area_code: '64', captcha: '123456' },
    fields: { type: [MISSING, '', 'sms', 1, null, ...INJECTION], mobile: MOBILE, area_code: AREA_CODE, captcha: CAPTCHA },
  },
  {
    url: '/api/login',
    body: { type: 'account', account: 'staff', password: 'Passw0rd' },
    fields: {
      account: [MISSING, '', long(33), 'user\u0000', 'a;drop table users', ...NOT_STRINGS, ...INJECTION],
      password: PASSWORD,
    },
  },
  ...['/api/wxlogin', '/api/wxh5login'].map((url) => ({
    url,
    body: { code: 'abc123', privacy_version: PRIVACY_VERSION },
    fields: { code: [MISSING, '', long(129), 'code with spaces', ...NOT_STRINGS, ...INJECTION] },
  })),
  {
    url: '/api/bind_account',
    auth: 'wechat',
    body: { mobile: '+64219000004', area_code: '64', captcha: '123456' },
    fields: { mobile: MOBILE, area_code: AREA_CODE, captcha: CAPTCHA },
  },
  {
    url: '/api/user/edit',
    auth: 'customer',
    body: { nickname: 'Ann', gender: 1, wx_header: 'https://img.example.com/a.png', lang: 'en' },
    fields: {
      nickname: ['', '   ', long(21), 'a\u0000b', 'line\nbreak', 'tab\there', 'del\u007f', ...NOT_STRINGS],
      gender: [3, -1, 1.5, '1', true, null, [], {}],
      wx_header: [long(513), 'http://img.example.com/a.png', 'javascript:alert(1)', '//evil.example/a.png', ...NOT_STRINGS, ...INJECTION],
      lang: ['', 'fr', 'zh-cn', 'EN', ...NOT_STRINGS, ...INJECTION],
    },
  },
];

/** Whole bodies that are not a JSON object, sent raw. */
const NOT_OBJECTS = ['[]', '"text"', '42', 'null', '[{"mobile":"+64211234567"}]'];

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startApp();
  tokens.customer = (await registerUser(t)).token;
  tokens.wechat = (await post(t, '/api/wxlogin', { code: 'bad-input-tester', privacy_version: PRIVACY_VERSION })).body.data.token;
});
afterAll(() => t.close());

async function snapshot(): Promise<string> {
  const [u, s, c] = await Promise.all([
    t.db.select().from(users).orderBy(asc(users.id)),
    t.db.select().from(sessions).orderBy(asc(sessions.id)),
    t.db.select().from(smsCodes).orderBy(asc(smsCodes.id)),
  ]);
  return JSON.stringify({ u, s, c });
}

function withValue(body: Record<string, unknown>, field: string, value: unknown) {
  const copy = { ...body };
  if (value === MISSING) delete copy[field];
  else copy[field] = value;
  return JSON.stringify(copy);
}

function describeValue(value: unknown): string {
  return value === MISSING ? '(missing)' : JSON.stringify(value).slice(0, 40);
}

async function send(call: Call, payload: string, lang: 'zh-cn' | 'en') {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-lang': lang };
  if (call.auth) headers['x-token'] = tokens[call.auth];
  const response = await t.app.inject({ method: 'POST', url: call.url, headers, payload });
  return { http: response.statusCode, body: JSON.parse(response.body) as { status: number; msg: string } };
}

let before = '';

/** Sends the payload in both languages; returns what went wrong, if anything. */
async function check(call: Call, field: string, payload: string, what: string): Promise<string[]> {
  const problems: string[] = [];
  for (const lang of ['zh-cn', 'en'] as const) {
    before ||= await snapshot();
    const { http, body } = await send(call, payload, lang);
    const label = LABELS[field][lang === 'en' ? 'en' : 'zh'];
    const namesField = lang === 'en' ? body.msg?.startsWith(`${label}:`) : body.msg?.includes(label);
    if (http !== 200 || body.status !== 40001 || !namesField)
      problems.push(`${call.url} ${field}=${what} [${lang}]: HTTP ${http} ${JSON.stringify(body)}`);
    const after = await snapshot();
    if (after !== before) problems.push(`${call.url} ${field}=${what} [${lang}]: wrote to the database`);
    before = after;
  }
  return problems;
}

describe('bad input is refused with a message naming the field, and writes nothing', () => {
  it.each(CALLS.map((call, i) => [`${call.url}${i === 3 ? ' (account)' : ''}`, call] as const))('%s', async (_name, call) => {
    const problems: string[] = [];
    let cases = 0;
    for (const [field, values] of Object.entries(call.fields)) {
      for (const value of values) {
        problems.push(...(await check(call, field, withValue(call.body, field, value), describeValue(value))));
        cases += 1;
      }
    }
    for (const raw of NOT_OBJECTS) {
      problems.push(...(await check(call, 'body', raw, raw)));
      cases += 1;
    }
    expect(problems).toEqual([]);
    expect(cases).toBeGreaterThan(10);
  });

  it('the valid bodies of the table are accepted (so each refusal above is down to the bad field)', async () => {
    const unchanged = await snapshot();
    const captcha = await post(t, '/api/get_captcha', CALLS[0].body);
    expect(captcha.body.status).toBe(200);
    expect(await snapshot()).not.toBe(unchanged); // the snapshot does see a write
    const edit = await post(t, '/api/user/edit', CALLS[CALLS.length - 1].body, { token: tokens.customer });
    expect(edit.body.status).toBe(200);
    for (const call of CALLS.slice(1, -1)) {
      const { body } = await send(call, JSON.stringify(call.body), 'en');
      expect([call.url, body.status]).not.toEqual([call.url, 40001]);
    }
  });
});
