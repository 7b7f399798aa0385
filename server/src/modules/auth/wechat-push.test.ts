/**
 * WeChat's message push: the server check and events only with WeChat's signature over the configured token;
 * a cancelled WeChat account unlinks the identity, ends its sessions and, when it was the only way in, schedules
 * the account's deletion; an account that still has a mobile number keeps going.
 */
import { and, eq } from 'drizzle-orm';
import { get, post, PRIVACY_VERSION, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { accountDeletions, users, wechatIdentities } from '../../db/schema';
import { pushSignature } from './wechat-push';

const TOKEN = 'push-token-of-the-test';
let t: TestApp;

beforeAll(async () => {
  t = await startApp({ env: { WECHAT_PUSH_TOKEN: TOKEN } });
}, 300_000);

afterAll(async () => {
  await t?.close();
});

function signed(extra: Record<string, string> = {}, token = TOKEN): string {
  const timestamp = String(Math.floor(t.clock.now.getTime() / 1000));
  const nonce = 'n' + Math.random().toString(36).slice(2);
  return new URLSearchParams({ signature: pushSignature(token, timestamp, nonce), timestamp, nonce, ...extra }).toString();
}

async function wechatUser(code: string): Promise<{ token: string; openid: string; userId: number }> {
  const login = await post(t, '/api/wxlogin', { code, privacy_version: PRIVACY_VERSION });
  const [identity] = await t.db.select().from(wechatIdentities).where(eq(wechatIdentities.openid, login.body.data.openid));
  return { token: login.body.data.token, openid: identity.openid, userId: identity.userId };
}

const cancelled = (openid: string) => ({
  ToUserName: 'gh_0000',
  FromUserName: openid,
  CreateTime: 1_700_000_000,
  MsgType: 'event',
  Event: 'user_authorization_cancellation',
  OpenID: openid,
  AppID: 'wxmp0001',
});

test('the server check answers echostr only with a valid signature', async () => {
  const ok = await t.app.inject({ method: 'GET', url: `/api/wechat/push?${signed({ echostr: 'echo-123' })}` });
  expect(ok.statusCode).toBe(200);
  expect(ok.body).toBe('echo-123');
  const forged = await t.app.inject({ method: 'GET', url: `/api/wechat/push?${signed({ echostr: 'echo-123' }, 'another-token')}` });
  expect(forged.statusCode).toBe(403);
  expect(forged.body).not.toContain('echo-123');
  expect((await t.app.inject({ method: 'GET', url: '/api/wechat/push?echostr=x' })).statusCode).toBe(403);
});

test('a cancelled WeChat account that was the only way in: identity unlinked, sessions ended, deletion scheduled', async () => {
  const person = await wechatUser('push-only-wechat');
  expect((await get(t, '/api/user/info', { token: person.token })).http).toBe(200);

  const unsigned = await t.app.inject({ method: 'POST', url: '/api/wechat/push', payload: cancelled(person.openid) });
  expect(unsigned.statusCode).toBe(403);
  expect(await t.db.select().from(wechatIdentities).where(eq(wechatIdentities.openid, person.openid))).toHaveLength(1);

  const pushed = await t.app.inject({ method: 'POST', url: `/api/wechat/push?${signed()}`, payload: cancelled(person.openid) });
  expect(pushed.statusCode).toBe(200);
  expect(pushed.body).toBe('success');
  expect(await t.db.select().from(wechatIdentities).where(eq(wechatIdentities.openid, person.openid))).toHaveLength(0);
  expect((await get(t, '/api/user/info', { token: person.token })).http).toBe(401);
  const deletions = await t.db.select().from(accountDeletions).where(eq(accountDeletions.userId, person.userId));
  expect(deletions).toEqual([expect.objectContaining({ state: 'scheduled', reason: 'wechat_cancelled' })]);

  // WeChat retries: the same push again changes nothing.
  const again = await t.app.inject({ method: 'POST', url: `/api/wechat/push?${signed()}`, payload: cancelled(person.openid) });
  expect(again.body).toBe('success');
  expect(await t.db.select().from(accountDeletions).where(eq(accountDeletions.userId, person.userId))).toHaveLength(1);
});

test('the same event in XML; an account with a mobile number is only unlinked, not scheduled for deletion', async () => {
  const { mobile, token } = await registerUser(t);
  const person = await wechatUser('push-with-mobile');
  // Bind the WeChat identity to the registered account, as the app does after a first WeChat sign-in.
  const [owner] = await t.db.select().from(users).where(eq(users.mobile, mobile));
  await t.db.update(wechatIdentities).set({ userId: owner.id }).where(eq(wechatIdentities.openid, person.openid));
  const xml = `<xml><ToUserName><![CDATA[gh_0000]]></ToUserName><FromUserName><![CDATA[${person.openid}]]></FromUserName>
<CreateTime>1700000000</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[user_authorization_cancellation]]></Event>
<OpenID><![CDATA[${person.openid}]]></OpenID><AppID><![CDATA[wxmp0001]]></AppID></xml>`;
  const pushed = await t.app.inject({
    method: 'POST',
    url: `/api/wechat/push?${signed()}`,
    headers: { 'content-type': 'text/xml' },
    payload: xml,
  });
  expect(pushed.body).toBe('success');
  expect(await t.db.select().from(wechatIdentities).where(eq(wechatIdentities.openid, person.openid))).toHaveLength(0);
  expect((await get(t, '/api/user/info', { token })).http).toBe(401);
  expect(
    await t.db
      .select()
      .from(accountDeletions)
      .where(and(eq(accountDeletions.userId, owner.id), eq(accountDeletions.state, 'scheduled'))),
  ).toHaveLength(0);
});

test('without a configured token the endpoint refuses everything', async () => {
  const other = await startApp();
  try {
    const check = await other.app.inject({ method: 'GET', url: `/api/wechat/push?${signed({ echostr: 'x' })}` });
    expect(check.statusCode).toBe(403);
  } finally {
    await other.close();
  }
}, 300_000);
