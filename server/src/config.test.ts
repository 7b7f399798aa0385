import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('refuses to start in production without a real SMS provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' })).toThrow(/real SMS provider/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      'SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN, TWILIO_FROM',
    );
  });

  it('uses the outbox outside production, and Twilio when configured', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
    const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+6421000000' };
    expect(loadConfig({ NODE_ENV: 'production', ...twilio }).sms).toMatchObject({ provider: 'twilio', baseUrl: 'https://api.twilio.com' });
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
