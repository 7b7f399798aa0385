import { PassThrough } from 'node:stream';
import { startApp, type TestApp } from '../../test/helpers';

describe('log redaction', () => {
  let t: TestApp;
  let text = '';
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk) => (text += chunk));
    t = await startApp({ env: { LOG_LEVEL: 'info' }, logStream });
  });
  afterAll(() => t.close());

  it('writes no password, token, code, ID number or full mobile number, wherever they appear', async () => {
    // A URL's query, as the request line logs it.
    await t.app.inject({ method: 'GET', url: '/api/health?token=tok-in-query-1&mobile=%2B64211234567&captcha=928374' });
    // Fields of a logged object, nested too, an error quoting the number in its message and a database detail.
    const err = Object.assign(new Error('SMS to +64 21 765 4321 refused'), {
      code: '23505',
      detail: 'Key (id_number)=(E99887766) already exists.',
      password: 'Hunter2-in-error',
    });
    t.app.log.warn(
      {
        err,
        body: {
          password: 'Hunter2-in-body',
          new_password: 'Hunter3-new',
          id_number: 'G12345678',
          captcha: '482913',
          mobile: '+8613812345678',
        },
        provider: { token: 'tok-provider-2', to: '+61412345678' },
        authorization: 'Bearer tok-header-3',
      },
      'sign-in for +64 21 111 2222 failed',
    );
    const lines = text.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(2);
    for (const secret of [
      'tok-in-query-1',
      '64211234567',
      '928374',
      'E99887766',
      'Hunter2',
      'Hunter3',
      'G12345678',
      '482913',
      '13812345678',
      'tok-provider-2',
      '412345678',
      'tok-header-3',
      '765 4321',
      '111 2222',
    ])
      expect(text).not.toContain(secret);
    const warning = JSON.parse(lines.find((l) => l.includes('failed'))!);
    // Masked, not dropped: enough to tell two customers apart.
    expect(warning.body.mobile).toBe('138****5678');
    expect(warning.provider.to).toBe('41****678');
    expect(warning.body.password).toBe('[redacted]');
    expect(warning.err.code).toBe('23505');
    expect(warning.err.detail).toBe('Key (id_number)=([redacted]) already exists.');
    expect(warning.msg).toBe('sign-in for 21****222 failed');
  });
});
