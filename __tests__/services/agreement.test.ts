import Taro from '@tarojs/taro';
import * as agreement from '@/services/agreement';
import { createHttp } from '@/services/request';
import { createFakeHttp } from '../support/fake-http';

afterEach(() => jest.restoreAllMocks());

it('calls each agreement path: status, sign (upload with the version), PDF download', async () => {
  const { http, calls } = createFakeHttp(new Proxy({}, { has: () => true, get: () => ({}) }) as never);
  await agreement.getAgreementStatus(http);
  await agreement.signAgreement(http, 'blob:sig', '2026.1');
  await agreement.downloadAgreementPdf(http);
  expect(calls).toEqual([
    { method: 'GET', url: '/api/sign/status', body: undefined },
    { method: 'UPLOAD', url: '/api/sign/create', body: { filePath: 'blob:sig', version: '2026.1' } },
    { method: 'DOWNLOAD', url: '/api/sign/pdf', body: undefined },
  ]);
});

it('signs through the real request layer: multipart field "file", form field "version", the session header', async () => {
  const upload = jest.spyOn(Taro, 'uploadFile').mockResolvedValue({
    statusCode: 200,
    data: JSON.stringify({ status: 200, msg: '签署成功', data: { id: 5, version: '2026.1' } }),
    errMsg: 'uploadFile:ok',
  } as never);
  const http = createHttp();
  http.attach({ token: () => 'tok123', siteId: () => 1, lang: () => 'zh_CN', onSessionExpired: () => {} });
  await expect(agreement.signAgreement(http, 'blob:sig', '2026.1')).resolves.toEqual({ id: 5, version: '2026.1' });
  expect(upload).toHaveBeenCalledWith(
    expect.objectContaining({
      url: '/api/sign/create',
      filePath: 'blob:sig',
      name: 'file',
      formData: { version: '2026.1' },
      header: expect.objectContaining({ 'x-token': expect.stringMatching(/tok123$/), 'x-lang': 'zh-cn' }),
    }),
  );
});

it('opens the signed PDF in the mini-program through its link, without headers', async () => {
  const download = jest.spyOn(Taro, 'downloadFile').mockResolvedValue({ statusCode: 200, tempFilePath: 'wxfile://tmp/a.pdf' } as never);
  const open = jest.spyOn(Taro, 'openDocument').mockResolvedValue({} as never);
  await agreement.openSignedPdf('https://api.test/api/private-files/k.pdf?expires=1&sig=s');
  expect(download).toHaveBeenCalledWith({ url: 'https://api.test/api/private-files/k.pdf?expires=1&sig=s' });
  expect(open).toHaveBeenCalledWith({ filePath: 'wxfile://tmp/a.pdf', fileType: 'pdf', showMenu: true });
});

it('says the file could not be loaded when the link has expired', async () => {
  jest.spyOn(Taro, 'downloadFile').mockResolvedValue({ statusCode: 404, tempFilePath: '' } as never);
  const open = jest.spyOn(Taro, 'openDocument').mockResolvedValue({} as never);
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  await expect(agreement.openSignedPdf('https://api.test/x.pdf')).rejects.toThrow();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '文件加载失败' }));
  expect(open).not.toHaveBeenCalled();
});
