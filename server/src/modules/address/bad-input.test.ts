/**
 * Bad input to the address calls: each answer is HTTP 200, status 40001, a message naming the field in
 * Chinese and English, and nothing is written (no address row, no stored photo).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { get, post, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { addresses, privateFiles } from '../../db/schema';
import { UPLOAD_LIMIT_BYTES } from '../files/limits';
import { CN_RECIPIENT, NZ_SENDER, testPhoto, uploadIdPhoto } from './test-support';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startApp();
  ({ token } = await registerUser(t));
});
afterAll(() => t.close());

const MISSING = Symbol('missing');
type Case = [field: string, value: unknown, zh: string, en: string, base?: Record<string, unknown>];

const CREATE_CASES: Case[] = [
  ['type', MISSING, '请填写地址类型', 'address type: required'],
  ['type', 'admin', '地址类型取值无效', 'address type: must be one of recipient, sender'],
  ['type', 1, '地址类型格式不正确', 'address type: wrong type, expected string'],
  ['name', '', '姓名不能为空', 'name: must not be empty'],
  ['name', 'x'.repeat(41), '姓名不能超过40个字符', 'name: at most 40 characters'],
  ['name', '王', '姓名至少需要2个字符', 'name: at least 2 characters'],
  ['name', '欧阳'.repeat(11), '姓名不能超过20个字符', 'name: at most 20 characters'],
  ['name', "' OR 1=1 --", "姓名只能包含文字、空格和 · . ' -", "name: only letters, spaces and · . ' -"],
  ['name', '<script>alert(1)</script>', "姓名只能包含文字、空格和 · . ' -", "name: only letters, spaces and · . ' -"],
  ['name', '   ', "姓名只能包含文字、空格和 · . ' -", "name: only letters, spaces and · . ' -"],
  ['name', null, '姓名格式不正确', 'name: wrong type, expected string'],
  ['mobile', '+86 10 6552 9988', '手机号格式不正确', 'mobile: invalid phone number'],
  ['mobile', '010-65529988', '手机号格式不正确', 'mobile: invalid phone number'],
  ['mobile', '+64211234567', '手机号须为中国大陆手机号', 'mobile: must be a mainland China mobile number'],
  ['mobile', 'abc', '手机号格式不正确', 'mobile: invalid phone number'],
  ['mobile', '', '手机号不能为空', 'mobile: must not be empty'],
  ['country', 'US', '国家取值无效', 'country: must be one of CN, NZ, AU'],
  ['province', '广东', '省份/州不存在,请从列表中选择', 'province/state: not a known name, pick one from the list'],
  [
    'province',
    "广东省'; DROP TABLE addresses; --",
    '省份/州不存在,请从列表中选择',
    'province/state: not a known name, pick one from the list',
  ],
  ['city', '上海市', '城市不属于所选的北京市', 'city: not in the chosen 北京市'],
  ['city', 'Gotham', '城市不存在,请从列表中选择', 'city: not a known name, pick one from the list'],
  ['district', '浦东新区', '区县不属于所选的北京市', 'district: not in the chosen 北京市'],
  ['district', '', '区县不能为空', 'district: must not be empty'],
  ['district', 'x'.repeat(51), '区县不能超过50个字符', 'district: at most 50 characters'],
  ['address', '', '详细地址不能为空', 'street address: must not be empty'],
  ['address', 'x'.repeat(201), '详细地址不能超过200个字符', 'street address: at most 200 characters'],
  [
    'address',
    '<img src=x onerror=alert(1)>',
    '详细地址不能包含控制字符或 < >',
    'street address: must not contain control characters or < >',
  ],
  ['address', 'line\u0000break', '详细地址不能包含控制字符或 < >', 'street address: must not contain control characters or < >'],
  ['postcode', '1000', '邮编须为6位数字', 'postcode: must be 6 digits'],
  ['postcode', 'abcdef', '邮编格式不正确', 'postcode: invalid format'],
  ['postcode', 100022, '邮编格式不正确', 'postcode: wrong type, expected string'],
  ['id_number', '110105198506120027', '身份证号校验位不正确,请核对', 'ID number: the check digit is wrong, please check the number'],
  ['id_number', '110105198502300026', '身份证号中的出生日期无效', 'ID number: the birth date in it is not a real date'],
  ['id_number', '110105209901010026', '身份证号中的出生日期无效', 'ID number: the birth date in it is not a real date'],
  ['id_number', '11010519850612002', '身份证号格式不正确', 'ID number: invalid format'],
  ['id_number', '1101051985061200261', '身份证号不能超过18个字符', 'ID number: at most 18 characters'],
  ['id_front_file', 'A'.repeat(24), '身份证人像面照片无效,请重新上传', 'ID card front photo: no such photo, please upload it again'],
  ['id_back_file', '../../etc/passwd', '身份证国徽面照片格式不正确', 'ID card back photo: invalid format'],
  ['is_default', 'yes', '默认地址格式不正确', 'default address: wrong type, expected boolean'],
  ['id_number', '110105198506120026', '身份证号仅适用于中国大陆收件人', 'ID number: only for recipients in mainland China', NZ_SENDER],
  ['postcode', '10110', '邮编须为4位数字', 'postcode: must be 4 digits', NZ_SENDER],
  ['mobile', '09 303 1234', '手机号格式不正确', 'mobile: invalid phone number', NZ_SENDER],
  [
    'province',
    'Texas',
    '省份/州取值无效',
    'province/state: must be one of NSW, VIC, QLD, WA, SA, TAS, ACT, NT',
    { ...NZ_SENDER, country: 'AU', mobile: '+61412345678', postcode: '2000' },
  ],
];

async function written() {
  const [a] = await t.db.select({ n: count() }).from(addresses);
  const [f] = await t.db.select({ n: count() }).from(privateFiles);
  const dir = path.join(t.dataDir, 'private');
  return { addresses: a.n, files: f.n, onDisk: existsSync(dir) ? readdirSync(dir).length : 0 };
}

describe('create refuses bad fields, naming them', () => {
  it.each(CREATE_CASES.map((c) => [`${c[0]} = ${JSON.stringify(typeof c[1] === 'symbol' ? 'missing' : c[1])?.slice(0, 40)}`, c]))(
    '%s',
    async (_, [field, value, zh, en, base]) => {
      const before = await written();
      const body: Record<string, unknown> = { ...(base ?? CN_RECIPIENT) };
      if (value === MISSING) delete body[field];
      else body[field] = value;
      for (const [lang, msg] of [
        ['zh-cn', zh],
        ['en', en],
      ]) {
        const answer = await post(t, '/api/user/address/create', body, { token, lang });
        expect(answer).toEqual({ http: 200, body: { status: 40001, msg } });
      }
      expect(await written()).toEqual(before);
    },
  );

  it('refuses a body that is not a JSON object', async () => {
    for (const body of ['[]', '"text"', 'not json']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/user/address/create',
        headers: { 'x-token': token, 'content-type': 'application/json', 'x-lang': 'en' },
        payload: body,
      });
      expect(JSON.parse(answer.body).status).toBe(40001);
      expect(JSON.parse(answer.body).msg).toMatch(/request body/);
    }
  });
});

describe('update refuses bad fields and changes nothing', () => {
  it('keeps the stored address when a field is bad', async () => {
    const created = await post(t, '/api/user/address/create', CN_RECIPIENT, { token });
    const id = created.body.data.id;
    const cases: Case[] = [
      ['city', '广州市', '城市不属于所选的北京市', 'city: not in the chosen 北京市'],
      ['name', '', '姓名不能为空', 'name: must not be empty'],
      ['id_number', '110105198506120020', '身份证号校验位不正确,请核对', 'ID number: the check digit is wrong, please check the number'],
    ];
    for (const [field, value, zh, en] of cases) {
      for (const [lang, msg] of [
        ['zh-cn', zh],
        ['en', en],
      ]) {
        expect((await post(t, `/api/user/address/update/${id}`, { [field]: value }, { token, lang })).body).toEqual({ status: 40001, msg });
      }
    }
    const detail = await get(t, `/api/user/address/detail/${id}`, { token });
    expect(detail.body.data).toMatchObject({ city: '北京市', name: '王小明', id_number: '110105198506120026' });
  });

  it('names a malformed id in the path', async () => {
    for (const url of ['/api/user/address/detail/abc', '/api/user/address/delete/0', '/api/user/address/detail/99999999999']) {
      expect((await get(t, url, { token, lang: 'en' })).body.status).toBe(40001);
    }
    expect((await get(t, '/api/user/address/detail/abc', { token })).body).toEqual({ status: 40001, msg: '地址编号格式不正确' });
    expect((await get(t, '/api/user/address/detail/99999', { token })).body).toEqual({ status: 40004, msg: '地址不存在' });
  });
});

describe('list refuses bad queries', () => {
  it.each([
    ['type=admin', '地址类型取值无效', 'address type: must be one of recipient, sender'],
    ['page=0', '页码须为 1 到 100000 之间的整数', 'page: must be a whole number from 1 to 100000'],
    ['page_size=51', '每页数量须为 1 到 50 之间的整数', 'page size: must be a whole number from 1 to 50'],
    ['page=abc', '页码格式不正确', 'page: wrong type, expected integer'],
    [`keyword=${'x'.repeat(51)}`, '搜索关键词不能超过50个字符', 'keyword: at most 50 characters'],
    ['keyword=%3Cscript%3E', '搜索关键词不能包含控制字符或 < >', 'keyword: must not contain control characters or < >'],
  ])('%s', async (query, zh, en) => {
    expect((await get(t, `/api/user/address/lst?${query}`, { token })).body).toEqual({ status: 40001, msg: zh });
    expect((await get(t, `/api/user/address/lst?${query}`, { token, lang: 'en' })).body).toEqual({ status: 40001, msg: en });
  });
});

describe('ID photo upload refuses what is not a usable photo, storing nothing', () => {
  it.each([
    [
      'a text file',
      async () => Buffer.from('not an image at all'),
      '身份证照片只支持 PNG、JPEG、WebP 格式',
      'ID card photo: only PNG, JPEG and WebP images are accepted',
    ],
    [
      'a JPEG header with nothing after it',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
      '身份证照片无法识别,请重新拍摄',
      'ID card photo: the image cannot be read, please take it again',
    ],
    [
      'a 50 x 50 image',
      () => testPhoto('png', 50, 50),
      '身份证照片太小,至少需要200×200像素',
      'ID card photo: too small, at least 200×200 pixels',
    ],
    [
      'a file over 5 MB',
      async () => Buffer.concat([await testPhoto(), Buffer.alloc(UPLOAD_LIMIT_BYTES)]),
      '身份证照片不能超过 5MB',
      'ID card photo: at most 5 MB',
    ],
  ])('%s', async (_, make, zh, en) => {
    const before = await written();
    const content = await make();
    expect((await uploadIdPhoto(t, token, content)).body).toEqual({ status: 40001, msg: zh });
    expect((await uploadIdPhoto(t, token, content, { lang: 'en' })).body).toEqual({ status: 40001, msg: en });
    expect(await written()).toEqual(before);
  });

  it('asks for the file when the form has none', async () => {
    const answer = await uploadIdPhoto(t, token, await testPhoto(), { field: 'photo', lang: 'en' });
    expect(answer.body).toEqual({ status: 40001, msg: 'ID card photo: choose an image to upload' });
  });
});
