import { type FakeServer, startFakeServer } from '../../../test/fake-server';
import { ProviderError } from '../../lib/errors';
import { TwilioSms } from './twilio';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'secret-auth-token';

let twilio: FakeServer;
beforeAll(async () => {
  // Speaks Twilio's Messages API: 201 with the message, or 400 with {code, message, more_info, status}.
  twilio = await startFakeServer((request) => {
    const to = new URLSearchParams(request.body).get('To');
    if (to === '+64000') {
      return {
        status: 400,
        body: {
          code: 21211,
          message: "The 'To' number +64000 is not a valid phone number.",
          more_info: 'https://www.twilio.com/docs/errors/21211',
          status: 400,
        },
      };
    }
    if (to === '+64500') return { status: 503, contentType: 'text/html', body: '<html>Service Unavailable</html>' };
    return { status: 201, body: { sid: 'SM123', status: 'queued', to } };
  });
});
afterAll(() => twilio.close());

const sms = (baseUrl = twilio.url) => new TwilioSms({ baseUrl, accountSid: SID, authToken: TOKEN, from: '+6421000000' });

describe('Twilio SMS adapter', () => {
  it("posts To/From/Body as a form with basic auth to the account's Messages resource", async () => {
    await sms().send('+64211234567', '【Parcel】您的验证码是 123456,5分钟内有效。');
    const request = twilio.requests[twilio.requests.length - 1];
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.headers.authorization).toBe('Basic ' + Buffer.from(`${SID}:${TOKEN}`).toString('base64'));
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      To: '+64211234567',
      From: '+6421000000',
      Body: '【Parcel】您的验证码是 123456,5分钟内有效。',
    });
  });

  it("turns Twilio's error body into a ProviderError with its code", async () => {
    const error = await sms()
      .send('+64000', 'x')
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).providerCode).toBe(21211);
    expect((error as Error).message).toContain("The 'To' number +64000 is not a valid phone number.");
  });

  it('reports a non-JSON failure and an unreachable server as ProviderErrors', async () => {
    await expect(sms().send('+64500', 'x')).rejects.toThrow(/twilio: HTTP 503/);
    await expect(sms('http://127.0.0.1:1').send('+64211234567', 'x')).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('the app with SMS_PROVIDER=twilio', () => {
  it('sends the code through Twilio and writes no outbox', async () => {
    const { startApp, post, outbox, newMobile } = await import('../../../test/helpers');
    const t = await startApp({
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_BASE_URL: twilio.url,
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: 'Parcel',
      },
    });
    try {
      const mobile = newMobile();
      const answer = await post(t, '/api/get_captcha', { mobile, scene: 'register' }, { lang: 'en' });
      expect(answer.body.status).toBe(200);
      const form = new URLSearchParams(twilio.requests[twilio.requests.length - 1].body);
      expect(form.get('To')).toBe(mobile);
      expect(form.get('From')).toBe('Parcel');
      expect(form.get('Body')).toMatch(/^\[Parcel\] Your verification code is \d{6}\. It is valid for 5 minutes\.$/);
      expect(outbox(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
