import { eq } from 'drizzle-orm';
import { codeFor, newMobile, outbox, post, PRIVACY_VERSION, startApp, type TestApp } from '../../../test/helpers';
import { smsCodes } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const register = (mobile: string, captcha: string, lang?: string) =>
  post(t, '/api/mobile/register', { mobile, captcha, password: 'Passw0rd', privacy_version: PRIVACY_VERSION }, { lang });

describe('SMS verification codes', () => {
  it("sends a 6-digit code in the caller's language and answers the waits", async () => {
    const mobile = newMobile();
    const zh = await post(t, '/api/get_captcha', { mobile, scene: 'register' }, { ip: '10.2.0.1' });
    expect(zh.body).toEqual({ status: 200, msg: '成功', data: { expires_in: 300, resend_in: 60 } });
    const [line] = outbox(t).slice(-1);
    expect(line.to).toBe(mobile);
    expect(line.code).toMatch(/^\d{6}$/);
    expect(line.text).toBe(`【Parcel】您的验证码是 ${line.code},5分钟内有效。`);
    expect(new Date(line.at).getTime()).toBe(t.clock.now.getTime());

    t.clock.advance(61);
    await post(t, '/api/get_captcha', { mobile, scene: 'register' }, { ip: '10.2.0.1', lang: 'en' });
    const [en] = outbox(t).slice(-1);
    expect(en.text).toBe(`[Parcel] Your verification code is ${en.code}. It is valid for 5 minutes.`);
  });

  it('stores only a hash of the code', async () => {
    const mobile = newMobile();
    const code = await codeFor(t, mobile, 'register');
    const rows = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toHaveLength(64);
    expect(rows[0].codeHash).not.toContain(code);
  });

  it('works once only', async () => {
    const mobile = newMobile();
    const captcha = await codeFor(t, mobile, 'register');
    expect((await register(mobile, captcha)).body.code).toBe(0);
    const again = await post(t, '/api/login', { type: 'mobile', mobile, captcha });
    expect(again.body.status).toBe(41002); // a register code is no login code either
  });

  it('expires after 5 minutes', async () => {
    const mobile = newMobile();
    await post(t, '/api/get_captcha', { mobile, scene: 'register' }, { ip: '10.2.0.2' });
    const captcha = outbox(t).slice(-1)[0].code;
    t.clock.advance(300);
    const late = await register(mobile, captcha, 'en');
    expect(late.body).toMatchObject({ status: 41002, code: 41002, message: 'The verification code has expired, please ask for a new one' });
  });

  it('is accepted just before expiry', async () => {
    const mobile = newMobile();
    await post(t, '/api/get_captcha', { mobile, scene: 'register' }, { ip: '10.2.0.3' });
    const captcha = outbox(t).slice(-1)[0].code;
    t.clock.advance(299);
    expect((await register(mobile, captcha)).body.code).toBe(0);
  });

  it('counts wrong codes: the 5th wrong try kills the code', async () => {
    const mobile = newMobile();
    const captcha = await codeFor(t, mobile, 'register');
    const wrong = captcha === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const answer = await register(mobile, wrong);
      expect(answer.body).toMatchObject({ status: 41001, msg: '验证码错误' });
      const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
      expect(row.wrongTries).toBe(i);
      expect(row.closedAt === null).toBe(i < 5);
    }
    expect((await register(mobile, captcha)).body.status).toBe(41002);
  });

  it('a new code replaces the previous one', async () => {
    const mobile = newMobile();
    const first = await codeFor(t, mobile, 'register');
    const second = await codeFor(t, mobile, 'register');
    // The old code is simply wrong now (and counts as one wrong try on the new one).
    if (first !== second) expect((await register(mobile, first)).body.status).toBe(41001);
    expect((await register(mobile, second)).body.code).toBe(0);
  });

  it('limits a number to 1 code per 60 s and 10 per hour', async () => {
    const mobile = newMobile();
    const ask = (ip: string) => post(t, '/api/get_captcha', { mobile, scene: 'register' }, { ip, lang: 'en' });
    expect((await ask('10.3.0.1')).body.status).toBe(200);
    t.clock.advance(20);
    const tooSoon = await ask('10.3.0.2');
    expect(tooSoon.body).toEqual({ status: 40029, msg: 'Too many attempts, please try again in 40 seconds' });
    const zh = await post(t, '/api/get_captcha', { mobile, scene: 'register' }, { ip: '10.3.0.2' });
    expect(zh.body.msg).toBe('操作太频繁,请40秒后再试');
    for (let i = 2; i <= 10; i++) {
      t.clock.advance(60);
      expect((await ask(`10.3.1.${i}`)).body.status).toBe(200);
    }
    t.clock.advance(60);
    const eleventh = await ask('10.3.2.1');
    expect(eleventh.body.status).toBe(40029);
    expect(eleventh.body.msg).toMatch(/^Too many attempts, please try again in \d+ minutes$/);
    expect(outbox(t).filter((l) => l.to === mobile)).toHaveLength(10);
    // An hour after the first, one more is allowed.
    t.clock.advance(3600 - 10 * 60 - 20 + 1);
    expect((await ask('10.3.2.2')).body.status).toBe(200);
  });

  it('limits an IP to 30 codes per hour', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < 30; i++) {
      expect((await post(t, '/api/get_captcha', { mobile: newMobile(), scene: 'register' }, { ip })).body.status).toBe(200);
    }
    const blocked = await post(t, '/api/get_captcha', { mobile: newMobile(), scene: 'register' }, { ip, lang: 'en' });
    expect(blocked.body).toEqual({ status: 40029, msg: 'Too many attempts, please try again in 60 minutes' });
    expect((await post(t, '/api/get_captcha', { mobile: newMobile(), scene: 'register' }, { ip: '10.4.0.2' })).body.status).toBe(200);
  });

  it('sends nothing and keeps no code when the SMS provider fails', async () => {
    const failing = await startApp({
      sms: {
        name: 'broken',
        send: async () => {
          throw new (await import('../../lib/errors')).ProviderError('down');
        },
      },
    });
    try {
      const mobile = newMobile();
      const answer = await post(failing, '/api/get_captcha', { mobile, scene: 'register' });
      expect(answer.body).toEqual({ status: 50300, msg: '短信发送失败,请稍后再试' });
      expect(await failing.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });
});
