import Taro from '@tarojs/taro';
import AddressEditPage from '@/pages/mine/user-address/edit';
import { RootStore } from '@/stores';
import { fakeCurrentPage } from '../support/fake-current-page';
import { createFakeHttp, sampleUser } from '../support/fake-http';
import { mountPage } from '../support/mount';

const TREE = [
  {
    code: '440000',
    name: '广东省',
    children: [
      {
        code: '440100',
        name: '广州市',
        children: [
          { code: '440106', name: '天河区' },
          { code: '440104', name: '越秀区' },
        ],
      },
    ],
  },
  { code: '110000', name: '北京市', children: [{ code: '110100', name: '北京市', children: [{ code: '110105', name: '朝阳区' }] }] },
];

const savedAddress = (body: object) => ({
  id: 5,
  province_code: '440000',
  city_code: '440100',
  district_code: '440106',
  id_front_url: null,
  id_back_url: null,
  photo_urls_expire_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  district: '',
  id_number: '',
  id_front_file: null,
  id_back_file: null,
  is_default: false,
  ...body,
});

async function setup(params: Record<string, string> = {}, answers: Record<string, unknown> = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  restorePage = fakeCurrentPage();
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/mine/user-address/edit' } as never);
  const back = jest.spyOn(Taro, 'navigateBack').mockImplementation((() => Promise.resolve()) as never);
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({
    'GET /api/user/info': sampleUser,
    'GET /api/order/citys/lst': TREE,
    'POST /api/user/address/create': (body: object) => savedAddress(body),
    ...answers,
  });
  const store = new RootStore(fake.http);
  await store.session.fetchUser();
  fake.calls.length = 0;
  const page = await mountPage(AddressEditPage, store);
  await page.settle();
  return { ...fake, store, page, back, toast };
}

const writes = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method === 'POST');

/** Opens the region picker and taps province, city, district. */
async function pickRegion(page: Awaited<ReturnType<typeof setup>>['page'], names: string[]) {
  page.click('.address-region');
  await page.settle();
  for (const name of names) {
    const item = [...document.querySelectorAll('.address-region-picker .nut-cascader-item')].find(
      (el) => el.textContent === name,
    ) as HTMLElement;
    expect(item).toBeTruthy();
    page.utils.act(() => {
      page.utils.fireEvent.click(item);
    });
    await page.settle();
  }
}

async function fillRecipient(page: Awaited<ReturnType<typeof setup>>['page'], overrides: Record<string, string> = {}) {
  const v = { name: '张伟', mobile: '138 1234 5678', street: '天河路385号太古汇一座2501室', postcode: '510620', id: '', ...overrides };
  await page.type('.address-name-input', v.name);
  await page.type('.address-mobile-input', v.mobile);
  await pickRegion(page, ['广东省', '广州市', '天河区']);
  await page.type('.address-street-input', v.street);
  await page.type('.address-postcode-input', v.postcode);
  if (v.id) await page.type('.address-id-input', v.id);
  // The separate consent to the ID's use, asked only once the form holds an ID number or photo.
  if (page.$('.address-id-consent-box')) {
    page.click('.address-id-consent-box');
    await page.settle();
  }
}

let restorePage = () => {};
afterEach(() => {
  jest.restoreAllMocks();
  restorePage();
});

it('refuses to save an ID number without its separate consent ticked, before any call', async () => {
  const { page, calls } = await setup();
  await fillRecipient(page);
  await page.type('.address-id-input', '44010619900307108X');
  page.click('.address-save');
  await page.settle();
  expect(page.text('.address-edit-error')).toBe('保存身份证信息前,请勾选单独同意');
  expect(writes(calls)).toHaveLength(0);
});

it('refuses an ID number with a wrong check digit, naming the field, before any call', async () => {
  const { page, calls } = await setup();
  await fillRecipient(page, { id: '440106199003071232' });
  page.click('.address-save');
  await page.settle();
  expect(page.text('.address-edit-error')).toBe('身份证号不正确:请核对18位号码(末位校验码或出生日期有误)');
  expect(writes(calls)).toHaveLength(0);
  await page.type('.address-id-input', '44010619900307108');
  await page.settle();
  expect(page.text('.address-edit-error')).toBe('身份证号不正确:请核对18位号码(末位校验码或出生日期有误)'); // still wrong: stays
  await page.type('.address-id-input', '44010619900307108x');
  await page.settle();
  expect(page.text('.address-edit-error')).toBe(''); // fixed: gone before any tap
});

it('refuses a landline and a non-mainland number as the mobile, naming the field', async () => {
  const { page, calls } = await setup();
  await fillRecipient(page, { mobile: '010-62345678' });
  page.click('.address-save');
  await page.settle();
  expect(page.text('.address-edit-error')).toBe('手机号不正确:请填写11位中国大陆手机号(不支持座机)');
  await page.type('.address-mobile-input', '+64 21 123 4567');
  page.click('.address-save');
  await page.settle();
  expect(page.text('.address-edit-error')).toBe('手机号不正确:请填写11位中国大陆手机号(不支持座机)');
  await page.type('.address-mobile-input', '');
  page.click('.address-save');
  await page.settle();
  expect(page.text('.address-edit-error')).toBe('请填写手机号');
  expect(writes(calls)).toHaveLength(0);
});

it('asks for the region and a 6-digit postcode before saving', async () => {
  const { page, calls } = await setup();
  await page.type('.address-name-input', '张伟');
  await page.type('.address-mobile-input', '13812345678');
  page.click('.address-save');
  await page.settle();
  expect(page.text('.address-edit-error')).toBe('请选择所在地区(省/市/区)');
  await pickRegion(page, ['广东省', '广州市', '天河区']);
  expect(page.text('.address-region-value')).toBe('广东省 广州市 天河区');
  await page.type('.address-street-input', '天河路1号');
  await page.type('.address-postcode-input', '5106');
  page.click('.address-save');
  await page.settle();
  expect(page.text('.address-edit-error')).toBe('邮编须为6位数字');
  expect(writes(calls)).toHaveLength(0);
});

it('posts a valid mainland recipient exactly as the server schema expects, then goes back', async () => {
  const { page, calls, back, toast } = await setup();
  jest
    .spyOn(Taro, 'getCurrentPages')
    .mockReturnValue([{ route: 'pages/mine/user-address/index' }, { route: 'pages/mine/user-address/edit' }] as never);
  await fillRecipient(page, { id: '44010619900307108x' });
  page.click('.address-default-switch');
  page.click('.address-save');
  await page.settle();
  expect(page.text('.address-edit-error')).toBe('');
  expect(writes(calls)).toEqual([
    {
      method: 'POST',
      url: '/api/user/address/create',
      body: {
        type: 'recipient',
        name: '张伟',
        mobile: '+8613812345678',
        country: 'CN',
        province: '广东省',
        city: '广州市',
        district: '天河区',
        address: '天河路385号太古汇一座2501室',
        postcode: '510620',
        id_number: '44010619900307108X',
        id_front_file: null,
        id_back_file: null,
        id_consent: true,
        is_default: true,
      },
    },
  ]);
  // The region tree was fetched once.
  expect(calls.filter((c) => c.url === '/api/order/citys/lst')).toHaveLength(1);
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '地址已保存' }));
  expect(back).toHaveBeenCalled();
});

it('opened directly (no page below), says saved and opens the address list instead of staying as a blank form', async () => {
  const { page, back, toast } = await setup();
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/mine/user-address/edit' }] as never);
  const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never);
  await fillRecipient(page, { id: '44010619900307108x' });
  page.click('.address-save');
  await page.settle();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '地址已保存' }));
  expect(redirect).toHaveBeenCalledWith({ url: '/pages/mine/user-address/index?type=recipient' });
  expect(back).not.toHaveBeenCalled();
});

it('uploads an ID photo and sends its key; the watermarked link previews', async () => {
  const { page, calls } = await setup(
    {},
    {
      'UPLOAD /api/user/address/id_photo': {
        file: 'AbCdEfGhIjKlMnOpQrStUvWx',
        url: 'https://x.test/signed/front.jpg',
        expires_at: '2030-01-01T00:00:00Z',
        width: 800,
        height: 500,
      },
    },
  );
  jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['blob:front'], tempFiles: [] } as never);
  const preview = jest.spyOn(Taro, 'previewImage').mockImplementation((() => Promise.resolve()) as never);
  expect(page.text('.id-photo-note')).toContain('仅用于中国海关清关');
  page.click('.id-photo-front');
  await page.settle();
  expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('UPLOAD /api/user/address/id_photo');
  page.click('.id-photo-front');
  expect(preview).toHaveBeenCalledWith({ urls: ['https://x.test/signed/front.jpg'], current: 'https://x.test/signed/front.jpg' });
  await fillRecipient(page);
  page.click('.address-save');
  await page.settle();
  expect(writes(calls)[0].body).toMatchObject({ id_front_file: 'AbCdEfGhIjKlMnOpQrStUvWx', id_back_file: null, id_number: '' });
});

it('edits an NZ sender: suburb search fills suburb, city, region and postcode', async () => {
  const detail = savedAddress({
    id: 9,
    type: 'sender',
    name: 'Li Ming',
    mobile: '+64211234567',
    country: 'NZ',
    province: 'Auckland',
    city: 'Auckland',
    district: 'Ponsonby',
    address: '123 Ponsonby Road',
    postcode: '1011',
    province_code: '',
    city_code: '',
    district_code: '',
  });
  const suggestion = {
    place_id: 'NZ-6011-kelburn',
    description: 'Kelburn, Wellington 6012',
    suburb: 'Kelburn',
    city: 'Wellington',
    region: 'Wellington',
    postcode: '6012',
    country: 'NZ',
  };
  const { page, calls } = await setup(
    { id: '9' },
    {
      'GET /api/user/address/detail/9': detail,
      'GET /api/place/query': { list: [suggestion] },
      'GET /api/place/details': { ...suggestion, postcode: '6012', formatted_address: 'Kelburn, Wellington 6012', location: null },
      'POST /api/user/address/update/9': (body: object) => ({ ...detail, ...body }),
    },
  );
  expect(page.$('.address-id-input')).toBeNull();
  expect(page.text('.place-picked')).toBe('已选:Ponsonby, Auckland, 1011');
  await page.type('.address-place-input', 'Kel');
  await page.type('.address-place-input', 'Kelb');
  expect(calls.filter((c) => c.url === '/api/place/query')).toHaveLength(0); // debounced
  await page.utils.act(() => new Promise((resolve) => setTimeout(resolve, 600)));
  expect(calls.filter((c) => c.url === '/api/place/query')).toEqual([
    { method: 'GET', url: '/api/place/query', body: { keyword: 'Kelb', country: 'NZ' } },
  ]);
  page.click('.place-suggestion');
  await page.settle();
  expect(calls.at(-1)).toMatchObject({ url: '/api/place/details', body: { place_id: 'NZ-6011-kelburn' } });
  expect(page.text('.place-picked')).toBe('已选:Kelburn, Wellington, 6012');
  page.click('.address-save');
  await page.settle();
  expect(writes(calls)).toEqual([
    {
      method: 'POST',
      url: '/api/user/address/update/9',
      body: {
        type: 'sender',
        name: 'Li Ming',
        mobile: '+64211234567',
        country: 'NZ',
        province: 'Wellington',
        city: 'Wellington',
        district: 'Kelburn',
        address: '123 Ponsonby Road',
        postcode: '6012',
        is_default: false,
      },
    },
  ]);
});
