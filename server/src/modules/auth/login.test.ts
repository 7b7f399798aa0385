import { eq } from 'drizzle-orm';
import { codeFor, DEMO_MOBILE, DEMO_PASSWORD, get, passwordLogin, post, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

/** The two readers of the spec: mobile login reads code/message, account login reads status/msg. */
function readAsMobileLogin(body: { code: number; message: string; data: { token: string } | null }) {
  return body.code === 0 ? { token: body.data!.token } : { toast: body.message };
}
function readAsAccountLogin(body: { status: number; msg: string; data: { token: string } | null }) {
  return body.status === 1 ? { token: body.data!.token } : { toast: body.msg };
}

describe('signing in', () => {
  it('by SMS code: both readers see the token, and it works', async () => {
    const captcha = await codeFor(t, DEMO_MOBILE, 'login');
    const answer = await post(t, '/api/login', { type: 'mobile', mobile: '0211234567', area_code: '64', captcha });
    expect(answer.http).toBe(200);
    const mobileReader = readAsMobileLogin(answer.body);
    expect(mobileReader).toEqual(readAsAccountLogin(answer.body));
    const info = await get(t, '/api/user/info', { token: mobileReader.token });
    expect(info.body.data.user.mobile).toBe(DEMO_MOBILE);
    expect(answer.body.data).toMatchObject({ has_reg: true, isFirstLogin: true });
  });

  it('by password with the number in any accepted form, or by username', async () => {
    for (const account of [DEMO_MOBILE, '0211234567', '021 123 4567']) {
      const answer = await passwordLogin(t, account, DEMO_PASSWORD);
      expect(readAsAccountLogin(answer.body)).toHaveProperty('token');
      expect(answer.body.data.isFirstLogin).toBe(false);
    }
    const staff = await passwordLogin(t, 'STAFF', DEMO_PASSWORD);
    expect(staff.body).toMatchObject({ status: 1, code: 0, msg: '登录成功', message: '登录成功' });
    const info = await get(t, '/api/user/info', { token: staff.body.data.token });
    expect(info.body.data.user).toMatchObject({ username: 'staff', role: 'staff', mobile: '' });
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const wrong = await passwordLogin(t, DEMO_MOBILE, 'Wrong1234', { ip: '10.9.0.1' });
    const unknown = await passwordLogin(t, 'nobody', 'Wrong1234', { ip: '10.9.0.1' });
    const expected = { status: 41004, code: 41004, msg: '账号或密码错误', message: '账号或密码错误', data: null };
    expect(wrong.body).toEqual(expected);
    expect(unknown.body).toEqual(expected);
    expect(readAsMobileLogin(wrong.body)).toEqual({ toast: '账号或密码错误' });
    const en = await passwordLogin(t, 'nobody', 'Wrong1234', { ip: '10.9.0.1', lang: 'en' });
    expect(en.body.message).toBe('Wrong account or password');
  });

  it('refuses a disabled account, after the password is checked', async () => {
    const { mobile } = await registerUser(t);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.mobile, mobile));
    const withRightPassword = await passwordLogin(t, mobile, 'Passw0rd');
    expect(withRightPassword.body).toMatchObject({ status: 41005, code: 41005, msg: '该账号已被停用', data: null });
    const withWrongPassword = await passwordLogin(t, mobile, 'Passw0rd9');
    expect(withWrongPassword.body.status).toBe(41004);
  });

  it('refuses a code sign-in for a number that is not registered', async () => {
    const answer = await post(t, '/api/get_captcha', { mobile: '+64219990001', scene: 'login' }, { lang: 'en' });
    expect(answer.body).toEqual({ status: 41006, msg: 'This mobile number is not registered' });
    const login = await post(t, '/api/login', { type: 'mobile', mobile: '+64219990001', captcha: '123456' });
    expect(login.body).toMatchObject({ status: 41006, code: 41006, msg: '该手机号尚未注册' });
  });

  it('stops password guessing after 10 failures per account and IP for 15 minutes', async () => {
    const { mobile } = await registerUser(t);
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++) expect((await passwordLogin(t, mobile, `Guess${i}xx1`, { ip })).body.status).toBe(41004);
    const blocked = await passwordLogin(t, mobile, 'Passw0rd', { ip, lang: 'en' });
    expect(blocked.body).toMatchObject({ status: 40029, code: 40029, message: 'Too many attempts, please try again in 15 minutes' });
    // Another IP, or the same account later, may try again.
    expect((await passwordLogin(t, mobile, 'Passw0rd', { ip: '10.9.9.10' })).body.status).toBe(1);
    t.clock.advance(15 * 60 + 1);
    expect((await passwordLogin(t, mobile, 'Passw0rd', { ip })).body.status).toBe(1);
  });

  it('counts guesses per account: a success clears them', async () => {
    const { mobile } = await registerUser(t);
    const ip = '10.9.9.20';
    for (let i = 0; i < 9; i++) await passwordLogin(t, mobile, `Guess${i}xx1`, { ip });
    expect((await passwordLogin(t, mobile, 'Passw0rd', { ip })).body.status).toBe(1);
    for (let i = 0; i < 9; i++) await passwordLogin(t, mobile, `Guess${i}xx1`, { ip });
    expect((await passwordLogin(t, mobile, 'Passw0rd', { ip })).body.status).toBe(1);
  });

  it('expires a session after 30 days', async () => {
    const { token } = await registerUser(t);
    t.clock.advance(30 * 86_400 - 10);
    expect((await get(t, '/api/user/info', { token })).http).toBe(200);
    t.clock.advance(11);
    const expired = await get(t, '/api/user/info', { token, lang: 'en' });
    expect(expired.http).toBe(401);
    expect(expired.body).toEqual({ status: 40000, msg: 'Your session has expired, please sign in again' });
  });
});
