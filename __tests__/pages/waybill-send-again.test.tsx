// A waybill's "send again" (a new pack request or direct send with its recipient, line and services filled in) and
// the link to its public tracking page.
import Taro from '@tarojs/taro';
import WaybillDetailPage from '@/pages/waybill/detail';
import { againDraft } from '@/pages/waybill/send-again';
import { ShareTrack } from '@/pages/waybill/ShareTrack.h5';
import { trackShareCard } from '@/pages/waybill/track-share';
import { RootStore } from '@/stores';
import type { Address } from '@contract/address';
import type { WaybillDetail } from '@contract/waybill';
import { addressEntry } from '../support/address-samples';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';
import { detail, trackLog } from '../support/waybill-samples';

const BOOK_ENTRY = addressEntry({ id_number: '440106199001011231', is_default: true });

const SENT = detail({
  status: 'delivered',
  channel: { code: 'milk', name: '奶粉专线' },
  insured: true,
  insured_value: 12000,
  services: [{ code: 'reinforce', name: '加固', fee: 500 }],
  actions: ['track'],
});

afterEach(() => jest.restoreAllMocks());

it('send again opens the pack form with the recipient, line, insurance and services of this waybill', async () => {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: { id: '11' }, path: '/pages/waybill/detail' } as never);
  const to = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({
    'GET /api/order/detail/11': SENT,
    'GET /api/order/v2/log': trackLog(),
    'GET /api/user/address/detail/21': BOOK_ENTRY,
  });
  const store = new RootStore(fake.http);
  const page = await mountPage(WaybillDetailPage, store);
  await page.settle();
  expect(page.text('.waybill-send-again')).toBe('再寄一单');
  page.click('.waybill-send-again');
  await page.settle();
  expect(to).toHaveBeenCalledWith({ url: '/pages/waybill/pack' });
  expect(store.drafts.get('pack')).toEqual({
    parcel_ids: [],
    recipient: BOOK_ENTRY,
    channel_code: 'milk',
    goods: [],
    goods_edited: false,
    insured: true,
    insured_value: '120.00',
    services: ['reinforce'],
    note: '',
  });
});

it('a direct send goes again as a direct send, with its sender, depot and goods; a deleted entry is chosen again', () => {
  const w = detail({ kind: 'send', depot: { id: 3, name: 'Mount Wellington' }, sender: { ...SENT.recipient, address_id: 22 } });
  const again = againDraft(w as unknown as WaybillDetail, null, BOOK_ENTRY as Address);
  expect(again.kind).toBe('send');
  expect(again.draft).toMatchObject({
    recipient: null,
    sender: { id: 21 },
    depot_id: 3,
    channel_code: 'general',
    goods: [{ name: '羊毛衫', category: 'clothing', quantity: '2', unit_value: '60.00' }],
    insured: false,
    insured_value: '',
    weight: '',
  });
});

it('shares the public tracking page of the number: the mini-program card, and on H5 a copied link', async () => {
  expect(trackShareCard('NZ1118356454')).toEqual({
    title: '运单 NZ1118356454 的物流进度',
    path: '/pages/waybill/logistics?no=NZ1118356454',
    query: 'no=NZ1118356454',
  });
  Taro.setStorageSync('lang', 'en');
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const page = await mountPage(() => <ShareTrack no="NZ1118356454" />, new RootStore(createFakeHttp().http));
  expect(page.text('.waybill-share')).toBe('Copy tracking link');
  page.click('.waybill-share');
  expect(copy).toHaveBeenCalledWith({ data: `${window.location.origin}/pages/waybill/logistics?no=NZ1118356454` });
});
