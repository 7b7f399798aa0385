import Taro from '@tarojs/taro';
import StoreAddressPage from '@/pages/store-address/index';
import { RootStore } from '@/stores';
import { createFakeHttp, sampleUser } from '../support/fake-http';
import { mountPage } from '../support/mount';

const hours = (open: string | null) =>
  (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({ day, label: day, open, close: open ? '17:30' : null }));

const FULL =
  '收件人: Kiwi Lin NZ10086\n电话: +6493001234\n地址: Unit 5, 88 Springs Road (NZ10086), East Tamaki, Auckland 2013, New Zealand';
const warehouses = {
  member_code: 'NZ10086',
  recipient_name: 'Kiwi Lin',
  warehouses: [
    {
      id: 1,
      code: 'nz-akl-east-tamaki',
      kind: 'warehouse',
      name: '奥克兰东塔马基仓',
      recipient: 'Kiwi Lin NZ10086',
      phone: '+6493001234',
      address_lines: ['Unit 5, 88 Springs Road (NZ10086)'],
      suburb: 'East Tamaki',
      city: 'Auckland',
      region: 'Auckland',
      postcode: '2013',
      country: 'NZ',
      opening_hours: hours('09:00'),
      notes: '收件人和地址第一行都请写上会员号。',
      full_text: FULL,
    },
  ],
  depots: [
    {
      id: 2,
      code: 'nz-akl-mt-wellington',
      kind: 'depot',
      name: '奥克兰惠灵顿山自提点',
      recipient: 'Depot Counter',
      phone: '+6493001235',
      address_lines: ['Unit 3, 20 Carbine Road'],
      suburb: 'Mount Wellington',
      city: 'Auckland',
      region: 'Auckland',
      postcode: '1060',
      country: 'NZ',
      opening_hours: hours('10:00'),
      notes: '',
      full_text: 'Depot',
    },
  ],
};

function setup(token = 'tok', answers: Record<string, unknown> = {}, lang = 'zh_CN') {
  Taro.setStorageSync('lang', lang);
  if (token) Taro.setStorageSync('token', token);
  const fake = createFakeHttp({ 'GET /api/warehouse/lst': warehouses, 'GET /api/user/info': sampleUser, ...answers });
  return { ...fake, store: new RootStore(fake.http) };
}

afterEach(() => jest.restoreAllMocks());

it('asks a signed-out visitor to log in, without calling', async () => {
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve()) as never);
  const { store, calls } = setup('');
  const p = await mountPage(StoreAddressPage, store);
  await p.settle();
  expect(p.text('.store-signed-out')).toContain('登录后查看带有您会员号的仓库地址');
  expect(calls.filter((c) => c.url === '/api/warehouse/lst')).toHaveLength(0);
  p.click('.store-signed-out .empty-state-action');
  expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' });
});

it('shows the member code inside the address, with the note', async () => {
  const { store } = setup();
  const p = await mountPage(StoreAddressPage, store);
  await p.settle();
  expect(p.text('.store-member-code')).toBe('NZ10086');
  expect(p.text('.store-member-note')).toContain('NZ10086');
  const wh = '.store-place-nz-akl-east-tamaki';
  expect(p.text(`${wh} .store-field-recipient .store-field-value`)).toBe('Kiwi Lin NZ10086');
  expect(p.text(`${wh} .store-field-address-1 .store-field-value`)).toBe('Unit 5, 88 Springs Road (NZ10086)');
  expect(p.text(`${wh} .store-field-address-1 .store-code-mark`)).toBe('NZ10086');
  expect(p.text(`${wh} .store-field-city .store-field-value`)).toBe('East Tamaki, Auckland');
  expect(p.text(`${wh} .store-field-postcode .store-field-value`)).toBe('2013');
  expect(p.$('.store-depot.store-place-nz-akl-mt-wellington')).not.toBeNull();
  expect(document.querySelectorAll(`${wh} .store-hours-today`)).toHaveLength(1);
});

it('copies one field, and the whole address', async () => {
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
  const { store } = setup();
  const p = await mountPage(StoreAddressPage, store);
  await p.settle();
  const wh = '.store-place-nz-akl-east-tamaki';
  p.click(`${wh} .store-field-phone .store-copy`);
  expect(copy).toHaveBeenLastCalledWith({ data: '+64 9 300 1234' });
  p.click(`${wh} .store-copy-all`);
  expect(copy).toHaveBeenLastCalledWith({ data: FULL });
});

// Before a name is chosen the recipient line is the member code alone; the page asks for the name first.
const unnamed = () => {
  const [wh] = warehouses.warehouses;
  return { ...warehouses, recipient_name: '', warehouses: [{ ...wh, recipient: 'NZ10086', full_text: FULL.replace('Kiwi Lin ', '') }] };
};

it.each([
  ['zh_CN', '填写收件人姓名', '请填写姓名(1-20个字)'],
  ['en', 'Your name for the recipient line', 'Enter your name (1-20 characters)'],
])(
  '%s: without a name of their own, asks for one (never a masked number) and shows the address with it once saved',
  async (lang, title, error) => {
    let named = false;
    const edit = jest.fn(() => {
      named = true;
      return null;
    });
    const { store, calls } = setup(
      'tok',
      { 'GET /api/warehouse/lst': () => (named ? warehouses : unnamed()), 'POST /api/user/edit': edit },
      lang,
    );
    const p = await mountPage(StoreAddressPage, store);
    await p.settle();
    const wh = '.store-place-nz-akl-east-tamaki';
    expect(p.text(`${wh} .store-field-recipient .store-field-value`)).toBe('NZ10086');
    expect(document.body.textContent).not.toContain('*');
    expect(p.text('.store-name-ask-title')).toBe(title);
    p.click('.store-name-save');
    await p.settle();
    expect(p.text('.store-name-error')).toBe(error);
    expect(edit).not.toHaveBeenCalled();
    await p.type('.store-name-input', ' Kiwi Lin ');
    await p.settle();
    expect(p.text('.store-name-error')).toBe('');
    p.click('.store-name-save');
    await p.settle();
    expect(calls.find((c) => c.url === '/api/user/edit')?.body).toEqual({ nickname: 'Kiwi Lin' });
    expect(p.$('.store-name-ask')).toBeNull();
    expect(p.text(`${wh} .store-field-recipient .store-field-value`)).toBe('Kiwi Lin NZ10086');
  },
);
