/** Every environment variable the server reads, parsed and checked in one place. */
import path from 'node:path';

export type NodeEnv = 'development' | 'test' | 'production';

export type SmsConfig =
  | { provider: 'outbox' }
  | { provider: 'twilio'; baseUrl: string; accountSid: string; authToken: string; from: string };

export interface WechatAppConfig {
  appId: string;
  secret: string;
}

export interface Config {
  env: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  h5Dist: string;
  /** Origin used in URLs the server hands out (uploads); the request's own origin when unset. */
  publicBaseUrl?: string;
  trustProxy: boolean;
  logLevel: string;
  sms: SmsConfig;
  wechat: { baseUrl: string; mp?: WechatAppConfig; oa?: WechatAppConfig };
  /** Signs the short-lived links to private files (ID photos); when unset, a secret kept under DATA_DIR. */
  fileUrlSecret?: string;
  places: PlacesConfig;
  tracking: TrackingConfig;
}

/** Carrier tracking (providers/tracking): 17TRACK API v2.2, or the dev adapter that reports nothing. */
export type TrackingConfig = { provider: 'dev' } | { provider: '17track'; token: string; baseUrl: string };

export type PlacesConfig = { provider: 'offline' } | { provider: 'google'; apiKey: string; baseUrl: string };

export class ConfigError extends Error {}

const REPO_ROOT = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = parseNodeEnv(env.NODE_ENV);
  const isProduction = nodeEnv === 'production';
  return {
    env: nodeEnv,
    isProduction,
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    // Relative to where the command was typed (npm's INIT_CWD), so `npm start -w server` at the root uses <root>/data.
    dataDir: path.resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    h5Dist: path.resolve(env.H5_DIST || path.join(REPO_ROOT, 'dist', 'h5')),
    publicBaseUrl: env.PUBLIC_BASE_URL?.replace(/\/+$/, '') || undefined,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    sms: parseSms(env, isProduction),
    wechat: {
      baseUrl: (env.WECHAT_API_BASE || 'https://api.weixin.qq.com').replace(/\/+$/, ''),
      mp: wechatApp(env.WECHAT_MP_APPID, env.WECHAT_MP_SECRET, 'WECHAT_MP'),
      oa: wechatApp(env.WECHAT_OA_APPID, env.WECHAT_OA_SECRET, 'WECHAT_OA'),
    },
    fileUrlSecret: parseFileUrlSecret(env.FILE_URL_SECRET),
    places: parsePlaces(env),
    tracking: parseTracking(env),
  };
}

function parseNodeEnv(value: string | undefined): NodeEnv {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

function parsePort(value: string | undefined): number {
  const port = Number(value || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function parseSms(env: NodeJS.ProcessEnv, isProduction: boolean): SmsConfig {
  const provider = env.SMS_PROVIDER || (isProduction ? '' : 'outbox');
  if (provider === 'twilio') {
    const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].filter((name) => !env[name]);
    if (missing.length) throw new ConfigError(`SMS_PROVIDER=twilio needs ${missing.join(', ')}`);
    return {
      provider: 'twilio',
      baseUrl: (env.TWILIO_BASE_URL || 'https://api.twilio.com').replace(/\/+$/, ''),
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      from: env.TWILIO_FROM!,
    };
  }
  if (isProduction) {
    // The outbox only writes codes to a file: in production nobody would receive them.
    throw new ConfigError('Production needs a real SMS provider: set SMS_PROVIDER=twilio and TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM');
  }
  if (provider !== 'outbox') throw new ConfigError(`SMS_PROVIDER must be "twilio" or "outbox", got "${provider}"`);
  return { provider: 'outbox' };
}

function wechatApp(appId: string | undefined, secret: string | undefined, prefix: string): WechatAppConfig | undefined {
  if (!appId && !secret) return undefined;
  if (!appId || !secret) throw new ConfigError(`${prefix}_APPID and ${prefix}_SECRET must be set together`);
  return { appId, secret };
}

function parseFileUrlSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new ConfigError('FILE_URL_SECRET must be at least 32 characters');
  return value;
}

function parsePlaces(env: NodeJS.ProcessEnv): PlacesConfig {
  const provider = env.PLACES_PROVIDER || 'offline';
  if (provider === 'offline') return { provider };
  if (provider !== 'google') throw new ConfigError(`PLACES_PROVIDER must be "offline" or "google", got "${provider}"`);
  if (!env.GOOGLE_PLACES_API_KEY) throw new ConfigError('PLACES_PROVIDER=google needs GOOGLE_PLACES_API_KEY');
  return {
    provider,
    apiKey: env.GOOGLE_PLACES_API_KEY,
    baseUrl: (env.GOOGLE_PLACES_BASE_URL || 'https://places.googleapis.com').replace(/\/+$/, ''),
  };
}

function parseTracking(env: NodeJS.ProcessEnv): TrackingConfig {
  const provider = env.TRACKING_PROVIDER || 'dev';
  if (provider === 'dev') return { provider };
  if (provider !== '17track') throw new ConfigError(`TRACKING_PROVIDER must be "dev" or "17track", got "${provider}"`);
  if (!env.TRACK17_TOKEN) throw new ConfigError('TRACKING_PROVIDER=17track needs TRACK17_TOKEN');
  return { provider, token: env.TRACK17_TOKEN, baseUrl: (env.TRACK17_BASE_URL || 'https://api.17track.net').replace(/\/+$/, '') };
}
