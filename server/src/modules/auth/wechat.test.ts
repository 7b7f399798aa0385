import { eq } from 'drizzle-orm';
import { type FakeServer, startFakeServer } from '../../../test/fake-server';
import { codeFor, DEMO_MOBILE, get, newMobile, post, PRIVACY_VERSION, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { users, wechatIdentities } from '../../db/schema';
import { ProviderError } from '../../lib/errors';
import { WechatCodeRejected } from '../../providers/wechat';
import { WechatApi } from '../../providers/wechat/api';

const APPS = { mp: { appId: 'wxmp0001', secret: 'mp-secret' }, oa: { appId: 'wxoa0001', secret: 'oa-secret' } };

/**
 * Plays api.weixin.qq.com: a code `<person>-<n>` belongs to <person>; `bad-*`, `used-*` and `busy-*`
 * get WeChat's errcode answers (HTTP 200, text/plain, as WeChat sends them).
 */
function wechatAnswer(url: URL) {
  const kind = url.pathname === '/sns/jscode2session' ? 'mp' : url.pathname === '/sns/oauth2/access_token' ? 'oa' : undefined;
  const q = url.searchParams;
  const code = kind === 'mp' ? q.get('js_code') : q.get('code');
  if (!kind) return { errcode: 40066, errmsg: 'invalid url' };
  if (q.get('appid') !== APPS[kind].appId || q.get('secret') !== APPS[kind].secret) return { errcode: 40125, errmsg: 'invalid appsecret' };
  if (q.get('grant_type') !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' };
  const person = code!.split('-')[0];
  if (person === 'bad') return { errcode: 40029, errmsg: 'invalid code, rid: 1' };
  if (person === 'used') return { errcode: 40163, errmsg: 'code been used, rid: 2' };
  if (person === 'busy') return { errcode: -1, errmsg: 'system error' };
  const unionid = `union-${person}`;
  return kind === 'mp'
    ? { openid: `mp-${person}`, session_key: `sk-${code}`, unionid }
    : { access_token: `at-${code}`, expires_in: 7200, refresh_token: 'rt', openid: `oa-${person}`, scope: 'snsapi_base', unionid };
}

let wechat: FakeServer;
let t: TestApp;
beforeAll(async () => {
  wechat = await startFakeServer((request) => ({ contentType: 'text/plain', body: wechatAnswer(request.url) }));
  t = await startApp({
    env: {
      WECHAT_API_BASE: wechat.url,
      WECHAT_MP_APPID: APPS.mp.appId,
      WECHAT_MP_SECRET: APPS.mp.secret,
      WECHAT_OA_APPID: APPS.oa.appId,
      WECHAT_OA_SECRET: APPS.oa.secret,
    },
  });
});
afterAll(async () => {
  await t.close();
  await wechat.close();
});

const wxlogin = (code: string, lang?: string) => post(t, '/api/wxlogin', { code, privacy_version: PRIVACY_VERSION }, { lang });
const wxh5login = (code: string, lang?: string) => post(t, '/api/wxh5login', { code, privacy_version: PRIVACY_VERSION }, { lang });

describe('WeChat sign-in', () => {
  it('mini-program: a new WeChat user gets an account without a number (has_reg false)', async () => {
    const answer = await wxlogin('bob-1');
    expect(answer.body).toMatchObject({ status: 1, code: 0, data: { has_reg: false, isFirstLogin: true, openid: 'mp-bob' } });
    expect(JSON.stringify(answer.body)).not.toContain('sk-bob-1');

    const seen = wechat.requests[wechat.requests.length - 1];
    expect(seen.url.pathname).toBe('/sns/jscode2session');
    expect(Object.fromEntries(seen.url.searchParams)).toEqual({
      appid: 'wxmp0001',
      secret: 'mp-secret',
      js_code: 'bob-1',
      grant_type: 'authorization_code',
    });
    const [identity] = await t.db.select().from(wechatIdentities).where(eq(wechatIdentities.openid, 'mp-bob'));
    expect(identity).toMatchObject({ kind: 'mp', sessionKey: 'sk-bob-1', unionid: 'union-bob' });

    const info = await get(t, '/api/user/info', { token: answer.body.data.token });
    expect(info.body.data.user).toMatchObject({ mobile: '', nickname: '微信用户', wechat_bound: true, has_password: false });

    const again = await wxlogin('bob-2');
    expect(again.body.data).toMatchObject({ has_reg: false, isFirstLogin: false, openid: 'mp-bob' });
    const [refreshed] = await t.db.select().from(wechatIdentities).where(eq(wechatIdentities.openid, 'mp-bob'));
    expect(refreshed).toMatchObject({ userId: identity.userId, sessionKey: 'sk-bob-2' });
  });

  it('binding a new number completes the account: has_reg true, a new token, the old one retired', async () => {
    const first = await wxlogin('erin-1');
    const oldToken = first.body.data.token;
    const mobile = newMobile();
    const captcha = await codeFor(t, mobile, 'bind');
    const bound = await post(t, '/api/bind_account', { mobile, captcha }, { token: oldToken });
    expect(bound.body).toMatchObject({ status: 1, code: 0, msg: '绑定成功', data: { has_reg: true, isFirstLogin: false } });
    expect(bound.body.data.token).not.toBe(oldToken);
    expect((await get(t, '/api/user/info', { token: oldToken })).http).toBe(401);
    const info = await get(t, '/api/user/info', { token: bound.body.data.token });
    expect(info.body.data.user).toMatchObject({ mobile, wechat_bound: true });
    expect((await wxlogin('erin-2')).body.data).toMatchObject({ has_reg: true, isFirstLogin: false });
  });

  it('official account (H5): binding a number that has an account merges into it', async () => {
    const first = await wxh5login('carol-1');
    expect(first.body.data).toMatchObject({ has_reg: false, isFirstLogin: true, openid: 'oa-carol' });
    expect(wechat.requests[wechat.requests.length - 1].url.pathname).toBe('/sns/oauth2/access_token');
    const placeholder = first.body.data.token;
    const placeholderId = (await get(t, '/api/user/info', { token: placeholder })).body.data.user.id;

    const captcha = await codeFor(t, DEMO_MOBILE, 'bind');
    const bound = await post(t, '/api/bind_account', { mobile: DEMO_MOBILE, captcha }, { token: placeholder });
    expect(bound.body).toMatchObject({ code: 0, data: { has_reg: true, isFirstLogin: false } });
    const info = await get(t, '/api/user/info', { token: bound.body.data.token });
    expect(info.body.data.user).toMatchObject({ mobile: DEMO_MOBILE, nickname: '演示客户', wechat_bound: true });

    expect((await get(t, '/api/user/info', { token: placeholder })).http).toBe(401);
    const [retired] = await t.db.select().from(users).where(eq(users.id, placeholderId));
    expect(retired).toMatchObject({ status: 'disabled', mergedIntoId: info.body.data.user.id, mobile: null });

    const next = await wxh5login('carol-2');
    expect(next.body.data).toMatchObject({ has_reg: true, isFirstLogin: false });
    expect((await get(t, '/api/user/info', { token: next.body.data.token })).body.data.user.mobile).toBe(DEMO_MOBILE);
  });

  it('the same person (unionid) signing in through the other app reaches the same account', async () => {
    const mp = await wxlogin('dave-1');
    const oa = await wxh5login('dave-1');
    expect(oa.body.data).toMatchObject({ isFirstLogin: false, openid: 'oa-dave' });
    const ids = await Promise.all(
      [mp, oa].map(async (a) => (await get(t, '/api/user/info', { token: a.body.data.token })).body.data.user.id),
    );
    expect(ids[0]).toBe(ids[1]);
  });

  it('answers a rejected or used code with 41008 in both readers, and a WeChat outage with 50300', async () => {
    const bad = await wxlogin('bad-1', 'en');
    expect(bad.body).toEqual({
      status: 41008,
      code: 41008,
      msg: 'The WeChat authorisation has expired, please try again',
      message: 'The WeChat authorisation has expired, please try again',
      data: null,
    });
    expect((await wxh5login('used-1')).body).toMatchObject({ status: 41008, message: '微信授权已失效,请重新授权' });
    expect((await wxlogin('busy-1')).body).toMatchObject({ status: 50300, code: 50300, msg: '微信服务暂时不可用,请稍后再试' });
  });

  it('bind_account needs a session, and will not merge an account that already has a number', async () => {
    const anonymous = await post(t, '/api/bind_account', { mobile: DEMO_MOBILE, captcha: '123456' });
    expect(anonymous.http).toBe(401);
    expect(anonymous.body).toEqual({
      status: 40000,
      code: 40000,
      msg: '登录已过期,请重新登录',
      message: '登录已过期,请重新登录',
      data: null,
    });

    const { token } = await registerUser(t);
    const answer = await post(t, '/api/bind_account', { mobile: DEMO_MOBILE, captcha: '123456' }, { token });
    expect(answer.body).toMatchObject({ status: 41003, message: '该手机号已绑定其他账号' });
  });
});

describe('WeChat API adapter', () => {
  const api = new WechatApi('', APPS);
  beforeAll(() => {
    (api as unknown as { baseUrl: string }).baseUrl = wechat.url;
  });

  it('maps errcodes: code problems vs provider problems', async () => {
    await expect(api.exchange('mp', 'bad-2')).rejects.toBeInstanceOf(WechatCodeRejected);
    await expect(api.exchange('oa', 'used-2')).rejects.toMatchObject({ providerCode: 40163 });
    const busy = await api.exchange('mp', 'busy-2').catch((err: unknown) => err);
    expect(busy).toBeInstanceOf(ProviderError);
    expect(busy).not.toBeInstanceOf(WechatCodeRejected);
    const wrongSecret = new WechatApi(wechat.url, { mp: { appId: 'wxmp0001', secret: 'nope' } });
    await expect(wrongSecret.exchange('mp', 'x-1')).rejects.toMatchObject({ providerCode: 40125 });
    await expect(new WechatApi('http://127.0.0.1:1', APPS).exchange('mp', 'x-1')).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('development WeChat (no app id configured)', () => {
  it('derives a stable openid from the code', async () => {
    const dev = await startApp();
    try {
      const a = await post(dev, '/api/wxlogin', { code: 'tester', privacy_version: PRIVACY_VERSION });
      const b = await post(dev, '/api/wxlogin', { code: 'tester', privacy_version: PRIVACY_VERSION });
      const c = await post(dev, '/api/wxlogin', { code: 'someone-else', privacy_version: PRIVACY_VERSION });
      expect(a.body.data.openid).toBe(b.body.data.openid);
      expect(a.body.data.openid).not.toBe(c.body.data.openid);
      expect([a.body.data.isFirstLogin, b.body.data.isFirstLogin]).toEqual([true, false]);
    } finally {
      await dev.close();
    }
  });
});
