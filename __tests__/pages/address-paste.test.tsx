// The address form's paste box (a pasted block fills name, mobile, region, street, postcode) and the "real-name
// verified" mark in the address book (and its pick mode, where recipients are chosen).
import Taro from '@tarojs/taro';
import AddressEditPage from '@/pages/mine/user-address/edit';
import AddressBookPage from '@/pages/mine/user-address/index';
import { RootStore } from '@/stores';
import { addressEntry } from '../support/address-samples';
import { fakeCurrentPage } from '../support/fake-current-page';
import { createFakeHttp, sampleUser } from '../support/fake-http';
import { mountPage } from '../support/mount';

const TREE = [
  {
    code: '440000',
    name: '广东省',
    children: [{ code: '440300', name: '深圳市', children: [{ code: '440305', name: '南山区' }] }],
  },
  { code: '110000', name: '北京市', children: [{ code: '110100', name: '北京市', children: [{ code: '110105', name: '朝阳区' }] }] },
];

let restorePage = () => {};
afterEach(() => {
  jest.restoreAllMocks();
  restorePage();
});

async function openForm(lang = 'zh_CN') {
  Taro.setStorageSync('lang', lang);
  Taro.setStorageSync('token', 'tok');
  restorePage = fakeCurrentPage();
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: {}, path: '/pages/mine/user-address/edit' } as never);
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({ 'GET /api/user/info': sampleUser, 'GET /api/order/citys/lst': TREE });
  const store = new RootStore(fake.http);
  await store.session.fetchUser();
  const page = await mountPage(AddressEditPage, store);
  await page.settle();
  return { page, toast, calls: fake.calls };
}

const inputValue = (page: Awaited<ReturnType<typeof openForm>>['page'], selector: string) =>
  (page.$(`${selector} input`) as HTMLInputElement | null)?.value;

it('fills name, mobile, region, street and postcode from a pasted block, and sends nothing', async () => {
  const { page, toast, calls } = await openForm();
  await page.typeArea('.address-paste', '收件人：张三\n手机：+86 138 1234 5678\n广东省深圳市南山区科技园路1号 518057');
  page.click('.address-paste-read');
  await page.settle();
  expect(inputValue(page, '.address-name-input')).toBe('张三');
  expect(inputValue(page, '.address-mobile-input')).toBe('13812345678');
  expect(page.text('.address-region-value')).toBe('广东省 深圳市 南山区');
  expect(inputValue(page, '.address-street-input')).toBe('科技园路1号');
  expect(inputValue(page, '.address-postcode-input')).toBe('518057');
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已识别,请核对后保存' }));
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('reads the clipboard on "paste" where the platform allows', async () => {
  const { page } = await openForm('en');
  jest.spyOn(Taro, 'getClipboardData').mockResolvedValue({ data: '王小明 13912345678 北京市朝阳区建国路88号' } as never);
  expect(page.text('.address-paste-clipboard')).toBe('Paste');
  page.click('.address-paste-clipboard');
  await page.settle();
  expect(inputValue(page, '.address-name-input')).toBe('王小明');
  expect(page.text('.address-region-value')).toBe('北京市 北京市 朝阳区');
  expect(inputValue(page, '.address-street-input')).toBe('建国路88号');
});

it('says so when nothing is recognised, and leaves the form as it was', async () => {
  const { page, toast } = await openForm();
  await page.type('.address-name-input', '李四');
  await page.typeArea('.address-paste', 'hello');
  page.click('.address-paste-read');
  await page.settle();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '未能识别,请手动填写' }));
  expect(inputValue(page, '.address-name-input')).toBe('李四');
});

const entry = (id: number, name: string, verified: boolean) =>
  addressEntry({ id, name, id_number: verified ? '440106********1231' : '', id_verified: verified });

it.each([
  ['zh_CN', '已实名'],
  ['en', 'ID verified'],
])('marks recipients with a valid ID number real-name verified, in pick mode too (%s)', async (lang, mark) => {
  Taro.setStorageSync('lang', lang);
  Taro.setStorageSync('token', 'tok');
  jest
    .spyOn(Taro, 'useRouter')
    .mockReturnValue({ params: { mode: 'pick', type: 'recipient' }, path: '/pages/mine/user-address/index' } as never);
  const fake = createFakeHttp({
    'GET /api/user/address/lst': { list: [entry(1, '张三', true), entry(2, '李四', false)], total: 2, page: 1, page_size: 20 },
  });
  const page = await mountPage(AddressBookPage, new RootStore(fake.http));
  await page.settle();
  expect(page.text('.address-card-1 .address-verified-badge')).toBe(mark);
  expect(page.$('.address-card-2 .address-verified-badge')).toBeNull();
});
