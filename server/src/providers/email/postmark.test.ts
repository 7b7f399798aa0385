import { type FakeServer, startFakeServer } from '../../../test/fake-server';
import { ConfigError, loadConfig } from '../../config';
import { ProviderError } from '../../lib/errors';
import { PostmarkEmail } from './postmark';

const TOKEN = 'server-token-0123';

let postmark: FakeServer;
beforeAll(async () => {
  // Speaks Postmark's /email: 200 {ErrorCode: 0, Message: 'OK', MessageID, SubmittedAt, To}; 401 for a wrong token;
  // 422 {ErrorCode, Message} for a refused message; a 500 page when it is down.
  postmark = await startFakeServer((request) => {
    if (request.headers['x-postmark-server-token'] !== TOKEN) {
      return {
        status: 401,
        body: { ErrorCode: 10, Message: 'The Server Token you provided in the X-Postmark-Server-Token request header was invalid.' },
      };
    }
    const body = JSON.parse(request.body);
    if (body.To === 'inactive@example.com') {
      return { status: 422, body: { ErrorCode: 406, Message: 'You tried to send to recipient(s) that have been marked as inactive.' } };
    }
    if (body.To === 'down@example.com') return { status: 500, contentType: 'text/html', body: '<html>Internal Server Error</html>' };
    return {
      status: 200,
      body: {
        ErrorCode: 0,
        Message: 'OK',
        MessageID: 'b7bc2f4a-e38e-4336-af7d-e6c392c2f817',
        SubmittedAt: '2026-06-01T10:00:00Z',
        To: body.To,
      },
    };
  });
});
afterAll(() => postmark.close());

const email = (token = TOKEN, baseUrl = postmark.url) =>
  new PostmarkEmail({ baseUrl, serverToken: token, from: 'NZ Forward <invoices@example.com>' });
const pdf = Buffer.from('%PDF-1.3 a tiny test file');

describe('Postmark email adapter', () => {
  it('posts the message as JSON with the server token and the attachment in base64', async () => {
    await email().send({
      to: 'buyer@example.com',
      subject: 'Tax invoice INV-NZ-000001',
      text: '您好 Hello',
      attachments: [{ filename: 'INV-NZ-000001.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const request = postmark.requests[postmark.requests.length - 1];
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/email');
    expect(request.headers['x-postmark-server-token']).toBe(TOKEN);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      From: 'NZ Forward <invoices@example.com>',
      To: 'buyer@example.com',
      Subject: 'Tax invoice INV-NZ-000001',
      TextBody: '您好 Hello',
      Attachments: [{ Name: 'INV-NZ-000001.pdf', Content: pdf.toString('base64'), ContentType: 'application/pdf' }],
      MessageStream: 'outbound',
    });
  });

  it("turns Postmark's refusals into ProviderErrors with its ErrorCode", async () => {
    const refused = await email()
      .send({ to: 'inactive@example.com', subject: 's', text: 't' })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ providerCode: 406, message: expect.stringContaining('marked as inactive') });
    await expect(email('wrong').send({ to: 'buyer@example.com', subject: 's', text: 't' })).rejects.toMatchObject({ providerCode: 10 });
  });

  it('reports a non-JSON failure and an unreachable server as ProviderErrors', async () => {
    await expect(email().send({ to: 'down@example.com', subject: 's', text: 't' })).rejects.toThrow(/postmark: HTTP 500/);
    await expect(email(TOKEN, 'http://127.0.0.1:1').send({ to: 'buyer@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(
      ProviderError,
    );
  });
});

describe('email configuration', () => {
  const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+6421000000' };

  it('uses the outbox outside production and refuses it in production', () => {
    expect(loadConfig({}).email).toEqual({ provider: 'outbox' });
    expect(() => loadConfig({ NODE_ENV: 'production', ...twilio })).toThrow(/real email provider/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...twilio, EMAIL_PROVIDER: 'outbox' })).toThrow(/real email provider/);
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp' })).toThrow(ConfigError);
  });

  it('takes Postmark with its token and sender', () => {
    expect(() => loadConfig({ EMAIL_PROVIDER: 'postmark', EMAIL_FROM: 'a@example.com' })).toThrow(
      'EMAIL_PROVIDER=postmark needs POSTMARK_SERVER_TOKEN',
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      ...twilio,
      FILE_URL_SECRET: 'f'.repeat(32),
      RESERVATION_SECRET: 'r'.repeat(32),
      DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
      EMAIL_PROVIDER: 'postmark',
      POSTMARK_SERVER_TOKEN: 'pm',
      EMAIL_FROM: 'a@example.com',
    });
    expect(config.email).toEqual({
      provider: 'postmark',
      baseUrl: 'https://api.postmarkapp.com',
      serverToken: 'pm',
      from: 'a@example.com',
    });
  });
});
