/**
 * The mini-program code adapter against a local fake of WeChat's API: the token from stable_token, the code from
 * wxa/getwxacodeunlimit (an image answer), a refused token refreshed once, an errcode answer as a provider error.
 * Then through the app: an agent's weapp invite carries the image WeChat answered.
 */
import { type FakeServer, type SeenRequest, startFakeServer } from '../../../test/fake-server';
import { get } from '../../../test/helpers';
import { ProviderError } from '../../lib/errors';
import { newAgent, startWorld } from '../../modules/agents/test-support';
import type { TokenStore } from './token';
import { WechatCodeApi } from './wxacode';

const APP = { appId: 'wx-mp-agents', secret: 'mp-secret' };
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function memoryTokens(): TokenStore {
  let stored: string | null = null;
  return {
    read: async () => stored,
    refresh: async (_appId, _stale, fetchToken) => {
      stored = (await fetchToken()).token;
      return stored;
    },
  };
}

let tokens = 0;
let answerCode: (request: SeenRequest) => { status?: number; contentType?: string; body: unknown };
let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer((request) => {
    if (request.url.pathname === '/cgi-bin/stable_token') return { body: { access_token: `token-${++tokens}`, expires_in: 7200 } };
    if (request.url.pathname === '/wxa/getwxacodeunlimit') return answerCode(request);
    return { status: 404, body: { errcode: 404 } };
  });
});
afterAll(() => fake.close());

it('asks for an unlimited code of the page with the scene and answers the image', async () => {
  answerCode = () => ({ contentType: 'image/png', body: PNG });
  const api = new WechatCodeApi(fake.url, APP, memoryTokens());
  const made = await api.unlimited('AB12CD34', 'pages/register/index');
  expect(made).toEqual({ image: PNG, contentType: 'image/png' });
  const asked = fake.requests.filter((r) => r.url.pathname === '/wxa/getwxacodeunlimit').at(-1)!;
  expect(asked.url.searchParams.get('access_token')).toMatch(/^token-\d+$/);
  expect(JSON.parse(asked.body)).toEqual({
    scene: 'AB12CD34',
    page: 'pages/register/index',
    check_path: false,
    env_version: 'release',
    width: 430,
  });
  const token = JSON.parse(fake.requests.find((r) => r.url.pathname === '/cgi-bin/stable_token')!.body);
  expect(token).toEqual({ grant_type: 'client_credential', appid: APP.appId, secret: APP.secret, force_refresh: false });
});

it('refreshes a refused token once and tries again', async () => {
  let calls = 0;
  answerCode = () =>
    ++calls === 1
      ? { contentType: 'text/plain', body: { errcode: 40001, errmsg: 'invalid credential' } }
      : { contentType: 'image/jpeg', body: PNG };
  const made = await new WechatCodeApi(fake.url, APP, memoryTokens()).unlimited('AB12CD34', 'pages/register/index');
  expect(made.contentType).toBe('image/jpeg');
  expect(calls).toBe(2);
});

it('turns an errcode answer into a provider error', async () => {
  answerCode = () => ({ contentType: 'application/json', body: { errcode: 41030, errmsg: 'invalid page' } });
  await expect(new WechatCodeApi(fake.url, APP, memoryTokens()).unlimited('AB12CD34', 'pages/nope/index')).rejects.toThrow(
    new ProviderError('wechat getwxacodeunlimit: errcode 41030: invalid page'),
  );
});

it("puts WeChat's code on an agent's weapp invite", async () => {
  answerCode = () => ({ contentType: 'image/png', body: PNG });
  const w = await startWorld({ WECHAT_API_BASE: fake.url, WECHAT_MP_APPID: APP.appId, WECHAT_MP_SECRET: APP.secret });
  try {
    const agent = await newAgent(w);
    const invite = await get(w.t, '/api/agent/invite?platform=weapp', { token: agent.token });
    expect(invite.body.data).toEqual(
      expect.objectContaining({ kind: 'wxacode', invite_code: agent.inviteCode, image: `data:image/png;base64,${PNG.toString('base64')}` }),
    );
    const asked = fake.requests.filter((r) => r.url.pathname === '/wxa/getwxacodeunlimit').at(-1)!;
    expect(JSON.parse(asked.body).scene).toBe(agent.inviteCode);
  } finally {
    await w.t.close();
  }
});
