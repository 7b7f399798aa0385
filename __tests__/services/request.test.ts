import { setLang } from '@/locales';
import { ApiError, createHttp, type HttpContext } from '@/services/request';
import { fakeTaroNetwork, flush } from '../support/fake-taro';

function setup(overrides: Partial<HttpContext> = {}) {
  const taro = fakeTaroNetwork();
  const onSessionExpired = jest.fn();
  const http = createHttp();
  http.attach({ token: () => 'tok123', siteId: () => 1, lang: () => 'zh_CN', onSessionExpired, ...overrides });
  return { ...taro, http, onSessionExpired };
}

beforeEach(() => setLang('zh_CN'));
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('request headers and shape', () => {
  it('POSTs JSON with site-id, x-lang, content-type and a Bearer token', async () => {
    const { http, calls } = setup();
    const done = http.post('/api/user/edit', { nickname: 'A' });
    await flush();
    expect(calls[0].options).toMatchObject({
      url: '/api/user/edit',
      method: 'POST',
      data: { nickname: 'A' },
      timeout: 20000,
      header: { 'site-id': '1', 'x-lang': 'zh-cn', 'content-type': 'application/json', 'x-token': 'Bearer tok123' },
    });
    calls[0].respond(200, { status: 200, msg: 'ok', data: null });
    await done;
  });

  it('sends an empty JSON object when a POST has no body (the API refuses a body-less JSON POST)', async () => {
    const { http, calls } = setup();
    const done = http.post('/api/order/cancel/7');
    await flush();
    expect(calls[0].options.data).toEqual({});
    calls[0].respond(200, { status: 200, msg: 'ok', data: null });
    await done;
  });

  it('sends no token when the call opts out, and GETs with the query', async () => {
    const { http, calls } = setup({ lang: () => 'en' });
    const done = http.get('/api/place/query', { q: 'Auckland' }, { auth: false });
    await flush();
    expect(calls[0].options.method).toBe('GET');
    expect(calls[0].options.data).toEqual({ q: 'Auckland' });
    expect(calls[0].options.header).not.toHaveProperty('x-token');
    expect(calls[0].options.header?.['x-lang']).toBe('en');
    calls[0].respond(200, { status: 200, msg: 'ok', data: [] });
    await done;
  });
});

describe('answers', () => {
  it('resolves the data of a body with status 200', async () => {
    const { http, calls, toast } = setup();
    const done = http.get('/api/user/info');
    await flush();
    calls[0].respond(200, { status: 200, msg: 'ok', data: { user: { nickname: 'Kiwi' } } });
    await expect(done).resolves.toEqual({ user: { nickname: 'Kiwi' } });
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts the message of another body status at the bottom and rejects with an ApiError', async () => {
    const { http, calls, toast } = setup();
    const done = http.post('/api/get_captcha', {});
    await flush();
    calls[0].respond(200, { status: 41001, msg: '验证码错误' });
    await expect(done).rejects.toEqual(new ApiError(41001, '验证码错误'));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '验证码错误', icon: 'none', position: 'bottom', duration: 1500 }));
  });

  it('leaves a status the caller shows as its page state untoasted, and toasts the same status for other calls', async () => {
    const { http, calls, toast } = setup();
    const shown = http.get('/api/agent/withdraw/lst', {}, { shown: [47001] });
    await flush();
    calls[0].respond(200, { status: 47001, msg: '您还不是代理' });
    await expect(shown).rejects.toEqual(new ApiError(47001, '您还不是代理'));
    expect(toast).not.toHaveBeenCalled();

    const other = http.post('/api/agent/withdraw/create', {});
    await flush();
    calls[1].respond(200, { status: 47001, msg: '您还不是代理' });
    await expect(other).rejects.toEqual(new ApiError(47001, '您还不是代理'));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '您还不是代理' }));
  });

  it('leaves every refusal a scanner page shows big untoasted (a wrong state, bad input), and still toasts a fault', async () => {
    const { http, calls, toast } = setup();
    const state = http.post('/api/staff/parcel/checkin', {}, { shown: 'refusals' });
    await flush();
    calls[0].respond(200, { status: 42009, msg: '包裹已入库' });
    await expect(state).rejects.toEqual(new ApiError(42009, '包裹已入库'));
    const input = http.post('/api/staff/parcel/checkin', {}, { shown: 'refusals' });
    await flush();
    calls[1].respond(400, { status: 40001, msg: '快递单号格式不正确' });
    await expect(input).rejects.toEqual(new ApiError(40001, '快递单号格式不正确'));
    expect(toast).not.toHaveBeenCalled();

    const fault = http.post('/api/staff/parcel/checkin', {}, { shown: 'refusals' });
    await flush();
    calls[2].respond(500, { status: 50000, msg: '服务器内部错误', request_id: 'abc123' });
    await expect(fault).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: expect.stringContaining('abc123') }));
  });

  it('offers the request id of a server fault to quote to customer service, in both languages, and none for bad input', async () => {
    const { http, calls, toast } = setup();
    const fault = http.post('/api/order/add', {});
    await flush();
    calls[0].respond(500, { status: 50000, msg: '服务器内部错误', request_id: '3f9a0c12b7de' });
    await expect(fault).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '服务器内部错误\n联系客服时请提供此编号:3f9a0c12b7de' }));

    setLang('en');
    const unavailable = http.post('/api/invoice/send', {});
    await flush();
    calls[1].respond(200, { status: 50300, msg: 'The email could not be sent', request_id: 'lb-0001' });
    await expect(unavailable).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'The email could not be sent\nQuote this code to customer service: lb-0001' }),
    );

    const badInput = http.post('/api/order/add', {});
    await flush();
    calls[2].respond(200, { status: 40001, msg: 'mobile: invalid format', request_id: '3f9a0c12b7df' });
    await expect(badInput).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'mobile: invalid format' }));
  });

  it('returns the whole body in raw mode (login envelopes)', async () => {
    const { http, calls } = setup();
    const done = http.post('/api/login', {}, { raw: true, auth: false });
    await flush();
    const body = { status: 1, code: 0, msg: 'ok', message: 'ok', data: { token: 't' } };
    calls[0].respond(200, body);
    await expect(done).resolves.toEqual(body);
  });

  it('toasts the spec text of an HTTP error status in the current language', async () => {
    const { http, calls, toast } = setup({ lang: () => 'en' });
    setLang('en');
    const done = http.get('/api/missing');
    await flush();
    calls[0].respond(404, 'Not Found');
    await expect(done).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Resource not found' }));
  });
});

describe('expired session', () => {
  it.each([
    ['HTTP 401', 401, { status: 40000, msg: 'expired' }],
    ['body status 40000', 200, { status: 40000, msg: 'expired' }],
  ])('%s clears the session, toasts and relaunches login once for parallel calls', async (_, code, body) => {
    const { http, calls, toast, reLaunch, onSessionExpired } = setup();
    const a = http.get('/api/user/info');
    const b = http.get('/api/user/coupon/lst');
    await flush();
    calls[0].respond(code, body);
    calls[1].respond(code, body);
    await expect(a).rejects.toBeInstanceOf(ApiError);
    await expect(b).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '登录已过期,请重新登录' }));
    expect(reLaunch).toHaveBeenCalledTimes(1);
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' });
  });
});

describe('failures', () => {
  it('toasts a timeout', async () => {
    const { http, calls, toast } = setup();
    const done = http.get('/api/user/info');
    await flush();
    calls[0].fail('request:fail timeout');
    await expect(done).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '请求超时' }));
  });

  it('toasts a network failure in English', async () => {
    setLang('en');
    const { http, calls, toast } = setup();
    const done = http.get('/api/user/info');
    await flush();
    calls[0].fail('request:fail net::ERR_INTERNET_DISCONNECTED');
    await expect(done).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Network error, check your connection' }));
  });
});

describe('the "Requesting..." mask', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));

  it('does not show for a call answered within 800 ms', async () => {
    const { http, calls, showLoading, hideLoading } = setup();
    const done = http.get('/api/user/info');
    await flush();
    jest.advanceTimersByTime(799);
    calls[0].respond(200, { status: 200, msg: 'ok', data: 1 });
    await done;
    jest.advanceTimersByTime(5000);
    expect(showLoading).not.toHaveBeenCalled();
    expect(hideLoading).not.toHaveBeenCalled();
  });

  it('shows once with a mask for overlapping slow calls and hides when the last ends', async () => {
    const { http, calls, showLoading, hideLoading } = setup();
    const a = http.get('/api/a');
    const b = http.get('/api/b');
    await flush();
    jest.advanceTimersByTime(801);
    expect(showLoading).toHaveBeenCalledTimes(1);
    expect(showLoading).toHaveBeenCalledWith({ title: '请求中...', mask: true });
    calls[0].respond(200, { status: 200, msg: 'ok', data: 1 });
    await a;
    expect(hideLoading).not.toHaveBeenCalled();
    calls[1].respond(200, { status: 200, msg: 'ok', data: 2 });
    await b;
    expect(hideLoading).toHaveBeenCalledTimes(1);
  });
});

describe('prefetch', () => {
  it('asks at once and quietly; the first matching get takes the answer, the next asks again', async () => {
    const { http, calls, toast } = setup();
    http.prefetch('/api/home/lst');
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0].options).toMatchObject({ url: '/api/home/lst', method: 'GET', header: { 'x-token': 'Bearer tok123' } });
    calls[0].respond(200, { status: 200, msg: 'ok', data: { banners: [], entries: ['first'] } });
    await flush();
    await expect(http.get('/api/home/lst')).resolves.toEqual({ banners: [], entries: ['first'] });
    expect(calls).toHaveLength(1);

    const again = http.get('/api/home/lst');
    await flush();
    expect(calls).toHaveLength(2);
    calls[1].respond(200, { status: 200, msg: 'ok', data: { banners: [], entries: ['second'] } });
    await expect(again).resolves.toEqual({ banners: [], entries: ['second'] });
    expect(toast).not.toHaveBeenCalled();
  });

  it('a get made while the prefetch is still on its way waits for it instead of asking twice', async () => {
    const { http, calls } = setup();
    http.prefetch('/api/home/lst');
    const page = http.get('/api/home/lst');
    await flush();
    expect(calls).toHaveLength(1);
    calls[0].respond(200, { status: 200, msg: 'ok', data: 'home' });
    await expect(page).resolves.toBe('home');
  });

  it('given `made`, is sent only once it resolves; a get made before then still takes it', async () => {
    const { http, calls } = setup();
    let make = () => {};
    http.prefetch('/api/home/lst', undefined, new Promise<void>((resolve) => (make = resolve)));
    const page = http.get('/api/home/lst');
    await flush();
    expect(calls).toHaveLength(0);
    make();
    await flush();
    expect(calls).toHaveLength(1);
    calls[0].respond(200, { status: 200, msg: 'ok', data: 'home' });
    await expect(page).resolves.toBe('home');
  });

  it('is not taken by another query, another language, or after 30 s', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    let lang: 'zh_CN' | 'en' = 'zh_CN';
    const { http, calls } = setup({ lang: () => lang });
    http.prefetch('/api/order/lst', { page: 1 });
    http.get('/api/order/lst', { page: 2 });
    lang = 'en';
    http.get('/api/order/lst', { page: 1 });
    lang = 'zh_CN';
    jest.advanceTimersByTime(30001);
    http.get('/api/order/lst', { page: 1 });
    await flush();
    expect(calls.map((c) => [c.options.data, c.options.header?.['x-lang']])).toEqual([
      [{ page: 1 }, 'zh-cn'],
      [{ page: 2 }, 'zh-cn'],
      [{ page: 1 }, 'en'],
      [{ page: 1 }, 'zh-cn'],
    ]);
  });

  it('leaves a failure to the page that takes it: one toast, then, not at prefetch time', async () => {
    const { http, calls, toast } = setup();
    http.prefetch('/api/home/lst');
    await flush();
    calls[0].fail('request:fail');
    await flush();
    expect(toast).not.toHaveBeenCalled();
    await expect(http.get('/api/home/lst')).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '网络异常,请检查网络' }));
  });
});
