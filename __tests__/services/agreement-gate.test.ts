import Taro from '@tarojs/taro';
import { handleAgreementRequired } from '@/lib/agreement-gate';
import { setLang } from '@/locales';
import { ApiError, createHttp } from '@/services/request';
import { fakeTaroNetwork, flush } from '../support/fake-taro';

beforeEach(() => setLang('zh_CN'));
afterEach(() => jest.restoreAllMocks());

it('the request layer answers 42001 as an ApiError without its own toast (the gate shows a modal instead)', async () => {
  const { calls, toast } = fakeTaroNetwork();
  const http = createHttp();
  http.attach({ token: () => 'tok', siteId: () => 1, lang: () => 'zh_CN', onSessionExpired: () => {} });
  const done = http.post('/api/order/pack/create', {});
  await flush();
  calls[0].respond(200, { status: 42001, msg: '请先签署运输协议', data: null });
  await expect(done).rejects.toMatchObject({ status: 42001 });
  expect(toast).not.toHaveBeenCalled();
  // Other business errors are still toasted.
  const other = http.post('/api/order/pack/create', {});
  await flush();
  calls[1].respond(200, { status: 42010, msg: '申报被拒', data: null });
  await expect(other).rejects.toMatchObject({ status: 42010 });
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '申报被拒' }));
});

it('handles 42001 only: OK leads to the agreement with the encoded redirect, cancel stays', async () => {
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValueOnce({ confirm: false, cancel: true } as never);
  const to = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  expect(await handleAgreementRequired(new ApiError(42010, 'no'), '/pages/waybill/send')).toBe(false);
  expect(await handleAgreementRequired(new Error('network'), '/pages/waybill/send')).toBe(false);
  expect(modal).not.toHaveBeenCalled();
  expect(await handleAgreementRequired(new ApiError(42001, 'sign'), '/pages/waybill/send')).toBe(true);
  expect(to).not.toHaveBeenCalled();
  modal.mockResolvedValueOnce({ confirm: true, cancel: false } as never);
  await handleAgreementRequired(new ApiError(42001, 'sign'), '/pages/waybill/pack?ids=2,3');
  expect(to).toHaveBeenCalledWith({ url: '/pages/signature/agreement?redirect=%2Fpages%2Fwaybill%2Fpack%3Fids%3D2%2C3' });
});
