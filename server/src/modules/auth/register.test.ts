import { eq } from 'drizzle-orm';
import { codeFor, DEMO_MOBILE, get, newMobile, post, PRIVACY_VERSION, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('a customer registers and uses the account', () => {
  it('register -> user/info -> edit -> logout -> the token no longer works', async () => {
    const mobile = '021 987 6543';
    const captcha = await codeFor(t, mobile, 'register');
    const registered = await post(t, '/api/mobile/register', {
      mobile,
      area_code: '64',
      captcha,
      password: 'Kiwi2024x',
      privacy_version: PRIVACY_VERSION,
    });
    expect(registered.http).toBe(200);
    expect(registered.body).toMatchObject({ status: 1, code: 0, msg: '注册成功', message: '注册成功' });
    const { token, expires_at, has_reg, isFirstLogin } = registered.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expires_at).getTime() - t.clock.now.getTime()).toBe(30 * 86_400_000);
    expect({ has_reg, isFirstLogin }).toEqual({ has_reg: true, isFirstLogin: true });

    const info = await get(t, '/api/user/info', { token: `Bearer ${token}` });
    expect(info.body.status).toBe(200);
    expect(info.body.data.user).toMatchObject({
      mobile: '+64219876543',
      nickname: '21****543',
      role: 'customer',
      gender: 0,
      wx_header: '',
      lang: 'zh_CN',
      has_password: true,
      wechat_bound: false,
      site_id: 1,
    });
    expect(info.body.data.user.member_code).toMatch(/^NZ\d{6}$/);
    expect(info.body.data.setting.site).toEqual({
      id: 1,
      code: 'nz',
      name: '新西兰站',
      currency: 'NZD',
      time_zone: 'Pacific/Auckland',
      country_code: 'NZ',
    });
    expect(info.body.data.setting.insurance_desc).toContain('保价');

    const edited = await post(t, '/api/user/edit', { nickname: '  小王  ', gender: 1, lang: 'en' }, { token });
    expect(edited.body.status).toBe(200);
    expect(edited.body.data).toMatchObject({ nickname: '小王', gender: 1, lang: 'en' });
    expect((await get(t, '/api/user/info', { token })).body.data.user.nickname).toBe('小王');

    const out = await get(t, '/api/login_out', { token });
    expect(out.body).toMatchObject({ status: 200, msg: '已退出登录' });
    const after = await get(t, '/api/user/info', { token });
    expect(after.http).toBe(401);
    expect(after.body).toEqual({ status: 40000, msg: '登录已过期,请重新登录' });
  });

  it('never stores the token or the password in the clear', async () => {
    const { mobile, token } = await registerUser(t);
    const [row] = await t.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row.passwordHash).toMatch(/^\$scrypt\$N=32768,r=8,p=1\$/);
    expect(row.passwordHash).not.toContain('Passw0rd');
    const stored = await t.db.query.sessions.findFirst({ where: (s, { eq: is }) => is(s.userId, row.id) });
    expect(stored!.tokenHash).toHaveLength(64);
    expect(stored!.tokenHash).not.toContain(token);
  });

  it('refuses a number already registered on the site, before and after the code', async () => {
    const before = await post(t, '/api/get_captcha', { mobile: DEMO_MOBILE, scene: 'register' });
    expect(before.body).toEqual({ status: 41003, msg: '该手机号已注册' });
    const mobile = newMobile();
    const captcha = await codeFor(t, mobile, 'register');
    await registerUser(t, newMobile());
    const first = await post(t, '/api/mobile/register', { mobile, captcha, password: 'Passw0rd1', privacy_version: PRIVACY_VERSION });
    expect(first.body.code).toBe(0);
    const again = await post(
      t,
      '/api/mobile/register',
      { mobile, captcha, password: 'Passw0rd1', privacy_version: PRIVACY_VERSION },
      { lang: 'en' },
    );
    expect(again.body).toEqual({
      status: 41003,
      code: 41003,
      msg: 'This mobile number is already registered',
      message: 'This mobile number is already registered',
      data: null,
    });
  });

  it('records the inviter of a valid invite code, refuses an unknown one without using the code', async () => {
    const inviter = await registerUser(t);
    const [inviterRow] = await t.db.select().from(users).where(eq(users.mobile, inviter.mobile));
    expect(inviterRow.inviteCode).toMatch(/^[A-Z2-9]{8}$/);

    const mobile = newMobile();
    const captcha = await codeFor(t, mobile, 'register');
    const bad = await post(
      t,
      '/api/mobile/register',
      { mobile, captcha, password: 'Passw0rd', invite_code: 'NOSUCH99', privacy_version: PRIVACY_VERSION },
      { lang: 'en' },
    );
    expect(bad.body).toMatchObject({ status: 41007, code: 41007, message: 'invite code: no such invite code' });

    const good = await post(t, '/api/mobile/register', {
      mobile,
      captcha,
      password: 'Passw0rd',
      invite_code: inviterRow.inviteCode.toLowerCase(),
      privacy_version: PRIVACY_VERSION,
    });
    expect(good.body.code).toBe(0);
    const [invited] = await t.db.select().from(users).where(eq(users.mobile, mobile));
    expect(invited.inviterId).toBe(inviterRow.id);
  });

  it('gives every customer a distinct member code and invite code', async () => {
    const rows = await t.db.select({ member: users.memberCode, invite: users.inviteCode }).from(users);
    expect(new Set(rows.map((r) => r.member)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.invite)).size).toBe(rows.length);
  });

  it('registers an Australian customer on site 2 with an AU member code', async () => {
    const mobile = '0412 345 678';
    const captcha = await codeFor(t, mobile, 'register', { site: '2' });
    const answer = await post(
      t,
      '/api/mobile/register',
      { mobile, captcha, password: 'Roo2024xx', privacy_version: PRIVACY_VERSION },
      { site: '2' },
    );
    expect(answer.body.code).toBe(0);
    const info = await get(t, '/api/user/info', { token: answer.body.data.token, site: '2', lang: 'en' });
    expect(info.body.data.user).toMatchObject({ mobile: '+61412345678', site_id: 2 });
    expect(info.body.data.user.member_code).toMatch(/^AU\d{6}$/);
    expect(info.body.data.setting.site).toMatchObject({ name: 'Australia', currency: 'AUD', time_zone: 'Australia/Sydney' });
    expect(info.body.data.setting.insurance_desc).toContain('A$');
  });
});
