import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testKeys, wechatPayEnv } from '../test/fakes/wechatpay';
import { ConfigError, loadConfig, parsePayments } from './config';

const DATA_KEY = Buffer.alloc(32, 7).toString('base64');

describe('configuration', () => {
  it('refuses to start in production without a real SMS provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' })).toThrow(/real SMS provider/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      'SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN, TWILIO_FROM',
    );
  });

  it('refuses to start in production without its secrets, naming every one missing, and checks their length', () => {
    const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+6421000000' };
    const providers = { ...twilio, EMAIL_PROVIDER: 'postmark', POSTMARK_SERVER_TOKEN: 'pm', EMAIL_FROM: 'invoices@example.com' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...providers })).toThrow(
      'production needs FILE_URL_SECRET, RESERVATION_SECRET, DATA_KEY set (docs/operations.md "Secrets")',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...providers, FILE_URL_SECRET: 'f'.repeat(32), DATA_KEY })).toThrow(
      'production needs RESERVATION_SECRET set',
    );
    const secrets = { FILE_URL_SECRET: 'f'.repeat(32), RESERVATION_SECRET: 'r'.repeat(32), DATA_KEY };
    expect(loadConfig({ NODE_ENV: 'production', ...providers, ...secrets })).toMatchObject({
      fileUrlSecret: 'f'.repeat(32),
      reservationSecret: 'r'.repeat(32),
    });
    expect(() => loadConfig({ RESERVATION_SECRET: 'short' })).toThrow('RESERVATION_SECRET must be at least 32 characters');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters');
    // Outside production each falls back to a secret kept under DATA_DIR.
    const development = loadConfig({});
    expect([development.fileUrlSecret, development.reservationSecret, development.metricsToken]).toEqual([undefined, undefined, undefined]);
  });

  it('uses the outbox outside production, and Twilio when configured', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
    const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+6421000000' };
    const postmark = { EMAIL_PROVIDER: 'postmark', POSTMARK_SERVER_TOKEN: 'pm', EMAIL_FROM: 'invoices@example.com' };
    const secrets = { FILE_URL_SECRET: 'f'.repeat(32), RESERVATION_SECRET: 'r'.repeat(32), DATA_KEY };
    expect(loadConfig({ NODE_ENV: 'production', ...twilio, ...postmark, ...secrets }).sms).toMatchObject({
      provider: 'twilio',
      baseUrl: 'https://api.twilio.com',
    });
  });

  it('refuses production without DATA_KEY, checks its length, and keeps a dev key under DATA_DIR otherwise', () => {
    const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+6421000000' };
    const postmark = { EMAIL_PROVIDER: 'postmark', POSTMARK_SERVER_TOKEN: 'pm', EMAIL_FROM: 'invoices@example.com' };
    const production = {
      NODE_ENV: 'production',
      ...twilio,
      ...postmark,
      FILE_URL_SECRET: 'f'.repeat(32),
      RESERVATION_SECRET: 'r'.repeat(32),
    };
    expect(() => loadConfig(production)).toThrow('production needs DATA_KEY set');
    expect(() => loadConfig({ ...production, DATA_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/exactly 32 bytes/);
    expect(() => loadConfig({ ...production, DATA_KEY, DATA_KEYS_PREVIOUS: 'short' })).toThrow(/DATA_KEYS_PREVIOUS must be base64/);
    expect(loadConfig({ ...production, DATA_KEY }).dataKeys).toEqual({ current: Buffer.alloc(32, 7), previous: [] });
    expect(loadConfig({ DATA_DIR: '/srv/data' }).dataKeys).toEqual({ keyFile: '/srv/data/secrets/data-key' });
  });

  it('jobs poll except in tests, where JOBS_POLLING=1 turns them on (the journeys) and 0 off', () => {
    expect(loadConfig({}).jobsPolling).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).jobsPolling).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS_POLLING: '1' }).jobsPolling).toBe(true);
    expect(loadConfig({ JOBS_POLLING: '0' }).jobsPolling).toBe(false);
  });

  it('keeps files on disk unless S3_BUCKET is set, and checks the S3 settings', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ S3_BUCKET: 'files' }).storage).toEqual({
      kind: 's3',
      bucket: 'files',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    const minio = {
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(minio).storage).toMatchObject({ endpoint: 'http://minio:9000', region: 'auto', forcePathStyle: true });
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http(s) URL, got "minio:9000"',
    );
  });

  it('reads the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', env: 'development', databaseUrl: undefined });
    expect(config.dataDir).toBe(require('node:path').resolve('data'));
    expect(config.h5Dist).toBe(require('node:path').resolve(__dirname, '..', '..', 'dist', 'h5'));
    expect(config.wechat).toEqual({ baseUrl: 'https://api.weixin.qq.com', mp: undefined, oa: undefined });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ WECHAT_MP_APPID: 'wx1' })).toThrow('WECHAT_MP_APPID and WECHAT_MP_SECRET must be set together');
  });
});

describe('online payments configuration', () => {
  const keys = testKeys();
  const wechat = wechatPayEnv(keys, 'https://wechat.example');
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

  it('reads WeChat Pay (global API) with the keys inline or from @files', () => {
    const { WECHATPAY_BASE_URL: _base, ...withoutBase } = wechat;
    const config = loadConfig(withoutBase).payments.wechat!;
    expect(config).toEqual({ ...keys.config('https://apihk.mch.weixin.qq.com'), merchantCategoryCode: undefined });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'keys-'));
    try {
      writeFileSync(path.join(dir, 'apiclient_key.pem'), wechat.WECHATPAY_PRIVATE_KEY);
      const fromFile = loadConfig({
        ...wechat,
        INIT_CWD: dir,
        WECHATPAY_PRIVATE_KEY: '@apiclient_key.pem',
        WECHATPAY_MERCHANT_CATEGORY_CODE: '4215',
      }).payments.wechat!;
      expect(fromFile).toMatchObject({
        privateKey: wechat.WECHATPAY_PRIVATE_KEY,
        merchantCategoryCode: '4215',
        baseUrl: 'https://wechat.example',
      });
      expect(() => loadConfig({ ...wechat, INIT_CWD: dir, WECHATPAY_PRIVATE_KEY: '@missing.pem' })).toThrow(
        /WECHATPAY_PRIVATE_KEY: cannot read/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // A PEM pasted into an env file with literal \n.
    const oneLine = wechat.WECHATPAY_PLATFORM_PUBLIC_KEY.replace(/\n/g, '\\n');
    expect(loadConfig({ ...wechat, WECHATPAY_PLATFORM_PUBLIC_KEY: oneLine }).payments.wechat!.platformPublicKey).toBe(
      wechat.WECHATPAY_PLATFORM_PUBLIC_KEY,
    );
  });

  it('refuses a partial or broken WeChat Pay setting, naming what is wrong', () => {
    expect(() => loadConfig({ WECHATPAY_MCHID: '1900000109', WECHATPAY_APIV3_KEY: keys.apiV3Key })).toThrow(
      new ConfigError(
        'WeChat Pay needs WECHATPAY_MERCHANT_SERIAL, WECHATPAY_PRIVATE_KEY, WECHATPAY_PLATFORM_SERIAL, WECHATPAY_PLATFORM_PUBLIC_KEY',
      ),
    );
    expect(() => loadConfig({ ...wechat, WECHATPAY_APIV3_KEY: 'short' })).toThrow('WECHATPAY_APIV3_KEY must be exactly 32 characters');
    expect(() => loadConfig({ ...wechat, WECHATPAY_PRIVATE_KEY: 'not a key' })).toThrow('WECHATPAY_PRIVATE_KEY is not a PEM private key');
    expect(() => loadConfig({ ...wechat, WECHATPAY_PLATFORM_PUBLIC_KEY: 'nope' })).toThrow(/WECHATPAY_PLATFORM_PUBLIC_KEY is not a PEM/);
    const { WECHAT_MP_APPID: _mp, WECHAT_MP_SECRET: _mps, WECHAT_OA_APPID: _oa, WECHAT_OA_SECRET: _oas, ...noApps } = wechat;
    expect(() => loadConfig(noApps)).toThrow('WeChat Pay needs WECHAT_MP_APPID or WECHAT_OA_APPID');
  });

  it('reads Stripe, and refuses a partial set', () => {
    expect(loadConfig(stripe).payments.stripe).toEqual({
      baseUrl: 'https://api.stripe.com',
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
    });
    expect(loadConfig({ ...stripe, STRIPE_BASE_URL: 'http://127.0.0.1:9/' }).payments.stripe!.baseUrl).toBe('http://127.0.0.1:9');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      new ConfigError('Stripe needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET'),
    );
    expect(loadConfig({}).payments).toMatchObject({ wechat: undefined, stripe: undefined });
  });

  it('has the sandbox outside production unless PAY_SANDBOX=0, and refuses it in production', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }).payments.sandbox).toEqual({
      secret: undefined,
      secretFile: path.resolve('/srv/data/secrets/sandbox-pay-secret'),
    });
    expect(loadConfig({ NODE_ENV: 'test', PAY_SANDBOX: '1', SANDBOX_PAY_SECRET: 'x'.repeat(32) }).payments.sandbox!.secret).toBe(
      'x'.repeat(32),
    );
    expect(loadConfig({ PAY_SANDBOX: '0' }).payments.sandbox).toBeUndefined();
    expect(() => loadConfig({ SANDBOX_PAY_SECRET: 'short' })).toThrow('SANDBOX_PAY_SECRET must be at least 32 characters');
    expect(() => loadConfig({ PAY_SANDBOX: 'yes' })).toThrow('PAY_SANDBOX must be "0" or "1", got "yes"');
    expect(parsePayments({}, true, '/srv/data').sandbox).toBeUndefined();
    expect(() => parsePayments({ PAY_SANDBOX: '1' }, true, '/srv/data')).toThrow(/PAY_SANDBOX=1 is refused in production/);
    expect(() => parsePayments({ PAY_SANDBOX: '1' }, true, '/srv/data')).toThrow(ConfigError);
    expect(parsePayments(stripe, true, '/srv/data')).toEqual({
      wechat: undefined,
      stripe: expect.objectContaining({ secretKey: 'sk_test_1' }),
      sandbox: undefined,
    });
  });
});
