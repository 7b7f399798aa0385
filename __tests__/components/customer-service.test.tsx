// Customer service on the mine page: WeChat's contact button in the mini-program (CustomerService.tsx), the site's
// WeChat Work link on H5 (CustomerService.h5.tsx), the phone and hours on both, from the user info's settings.
import Taro from '@tarojs/taro';
import { CustomerService } from '@/components/CustomerService';
import { CustomerService as CustomerServiceH5 } from '@/components/CustomerService.h5';
import { RootStore } from '@/stores';
import { createFakeHttp, sampleUser } from '../support/fake-http';
import { mountPage } from '../support/mount';

const KF = 'https://work.weixin.qq.com/kfid/kfc0123456789abcdef';
const setting = { service_phone: '+64 9 300 1234', service_hours: '周一至周五 9:00-17:00', service_kf_url: KF };
const card = { title: '咨询运单 NZ1118356454', path: '/pages/waybill/detail?id=11' };

async function mount(Component: typeof CustomerService, over: object = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  const fake = createFakeHttp({ 'GET /api/user/info': { ...sampleUser, setting: { ...sampleUser.setting, ...setting, ...over } } });
  const store = new RootStore(fake.http);
  await store.session.fetchUser();
  return mountPage(() => <Component card={card} />, store);
}

afterEach(() => jest.restoreAllMocks());

it('mini-program: WeChat contact button with the waybill as the message card, the phone and the hours', async () => {
  const call = jest.spyOn(Taro, 'makePhoneCall').mockImplementation((() => Promise.resolve()) as never);
  const page = await mount(CustomerService);
  const chat = page.$('.service-chat');
  expect(chat.textContent).toBe('在线客服');
  expect(chat.getAttribute('open-type') ?? (chat as unknown as { openType: string }).openType).toBe('contact');
  expect((chat as unknown as Record<string, unknown>).sendMessagePath ?? chat.getAttribute('send-message-path')).toBe(card.path);
  expect(page.text('.service-call')).toBe('客服电话 +64 9 300 1234');
  page.click('.service-call');
  expect(call).toHaveBeenCalledWith({ phoneNumber: '+6493001234' });
  expect(page.text('.service-hours')).toBe('服务时间:周一至周五 9:00-17:00');
  // The hours are the admin's words, as written (the screen check reads no instant in them).
  expect(page.text('.service-hours .as-written')).toBe('周一至周五 9:00-17:00');
});

it('H5: the WeChat Work link opens on a tap; without a link only the phone shows; with neither nothing', async () => {
  const assign = jest.fn();
  const real = window.location;
  Object.defineProperty(window, 'location', { value: { ...real, assign }, configurable: true });
  try {
    const page = await mount(CustomerServiceH5);
    page.click('.service-chat');
    expect(assign).toHaveBeenCalledWith(KF);
  } finally {
    Object.defineProperty(window, 'location', { value: real, configurable: true });
  }
});

it('H5 without a link shows the phone only', async () => {
  const page = await mount(CustomerServiceH5, { service_kf_url: '' });
  expect(page.$('.service-chat')).toBeNull();
  expect(page.text('.service-call')).toBe('客服电话 +64 9 300 1234');
});

it('shows nothing when the site gives neither a link nor a phone', async () => {
  const page = await mount(CustomerServiceH5, { service_kf_url: '', service_phone: '' });
  expect(page.$('.service-box')).toBeNull();
});
