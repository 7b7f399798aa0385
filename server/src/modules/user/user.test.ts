import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, get, passwordLogin, post, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startApp();
  ({ token } = await registerUser(t));
});
afterAll(() => t.close());

describe('user info and settings', () => {
  it('translates the settings per x-lang', async () => {
    const zh = await get(t, '/api/user/info', { token });
    const en = await get(t, '/api/user/info', { token, lang: 'en' });
    expect(zh.body.msg).toBe('成功');
    expect(en.body.msg).toBe('OK');
    expect(zh.body.data.setting.limit_tips).toMatch(/^单箱实重不超过30kg/);
    expect(en.body.data.setting.limit_tips).toMatch(/^Each box at most 30 kg/);
    expect(en.body.data.setting.insurance_desc).toContain('NZ$2000 express general');
    expect(en.body.data.setting.service_phone).toBe('+6493001234');
    expect(en.body.data.setting.site.name).toBe('New Zealand');
  });

  it('treats any x-lang other than en as Chinese', async () => {
    for (const lang of ['zh-cn', 'fr', 'EN-us', '']) {
      expect((await get(t, '/api/user/info', { token, lang })).body.data.setting.site.name).toBe('新西兰站');
    }
    expect((await get(t, '/api/user/info', { token, lang: 'EN' })).body.data.setting.site.name).toBe('New Zealand');
  });
});

describe('user edit', () => {
  it('strips properties it does not know, so a customer cannot make themselves admin', async () => {
    const answer = await post(t, '/api/user/edit', { nickname: 'Mallory', role: 'admin', status: 'active', site_id: 2 }, { token });
    expect(answer.body.data).toMatchObject({ nickname: 'Mallory', role: 'customer', site_id: 1 });
  });

  it('stores text that looks like SQL as plain text', async () => {
    const answer = await post(t, '/api/user/edit', { nickname: "' OR 1=1 --" }, { token });
    expect(answer.body.data.nickname).toBe("' OR 1=1 --");
    const rows = await t.db.select({ nickname: users.nickname }).from(users).where(eq(users.nickname, "' OR 1=1 --"));
    expect(rows).toHaveLength(1);
  });

  it('refuses a nickname that is only spaces', async () => {
    const answer = await post(t, '/api/user/edit', { nickname: '   ' }, { token, lang: 'en' });
    expect(answer.body).toEqual({ status: 40001, msg: 'nickname: must not be empty' });
  });
});

describe('site-id header', () => {
  it("defaults to site 1 and refuses an unknown or malformed site in the caller's language", async () => {
    expect((await get(t, '/api/user/info', { token, site: '1' })).body.status).toBe(200);
    for (const site of ['99', 'abc', '-1', '1; drop table users']) {
      const answer = await post(t, '/api/get_captcha', { mobile: '+64211234567', scene: 'login' }, { site });
      expect(answer.body).toEqual({ status: 40001, msg: '站点不存在' });
    }
    const en = await get(t, '/api/user/info', { token, site: '7', lang: 'en' });
    expect(en.body).toEqual({ status: 40001, msg: 'site-id: no such site' });
  });

  it('a token works only on the site it was issued for', async () => {
    const onOtherSite = await get(t, '/api/user/info', { token, site: '2' });
    expect(onOtherSite.http).toBe(401);
    expect(onOtherSite.body.status).toBe(40000);
  });

  it('a number registered on site 1 is unknown on site 2', async () => {
    const answer = await passwordLogin(t, '+64211234567', DEMO_PASSWORD, { site: '2' });
    expect(answer.body.status).toBe(41004);
  });
});

describe('staff-only routes', () => {
  it('answers 40003 to a customer, 401 without a session, and the roles to staff and admin', async () => {
    const customer = await get(t, '/api/staff/me', { token, lang: 'en' });
    expect(customer).toEqual({ http: 200, body: { status: 40003, msg: 'You are not allowed to do this' } });
    expect((await get(t, '/api/staff/me')).http).toBe(401);
    const roles = { staff: ['warehouse', 'customer_service', 'finance'], admin: ['warehouse', 'customer_service', 'finance', 'admin'] };
    for (const [account, held] of Object.entries(roles)) {
      const login = await passwordLogin(t, account, DEMO_PASSWORD);
      const answer = await get(t, '/api/staff/me', { token: login.body.data.token });
      expect(answer.body).toMatchObject({ status: 200, msg: '成功', data: { username: account, roles: held } });
    }
  });
});
