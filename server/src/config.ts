/** Every environment variable the server reads, parsed and checked in one place. */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './toolkit/paths';

export type NodeEnv = 'development' | 'test' | 'production';

export type SmsConfig =
  { provider: 'outbox' } | { provider: 'twilio'; baseUrl: string; accountSid: string; authToken: string; from: string };

/** Email (tax invoices): Postmark, or the dev outbox DATA_DIR/outbox/email.jsonl (never in production). */
export type EmailConfig = { provider: 'outbox' } | { provider: 'postmark'; baseUrl: string; serverToken: string; from: string };

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
  /** DB_LOG_SQL=1: every statement on stdout (PostgreSQL server only; for plans, never in production). */
  logSql: boolean;
  h5Dist: string;
  /** The office console's build (admin/, served at /admin/). */
  adminDist: string;
  /** Origin used in URLs the server hands out (uploads); the request's own origin when unset. */
  publicBaseUrl?: string;
  trustProxy: boolean;
  logLevel: string;
  sms: SmsConfig;
  email: EmailConfig;
  /** `pushToken`: the token set for WeChat's message push (WECHAT_PUSH_TOKEN); unset = the push endpoint refuses. */
  wechat: { baseUrl: string; mp?: WechatAppConfig; oa?: WechatAppConfig; pushToken?: string };
  /** Hours between asking to delete an account and its erasure, during which signing in can cancel it. */
  accountDeleteGraceHours: number;
  /** Background jobs poll the queue (JOBS_POLLING=1/0; on except in tests, where `runDue()` runs them; the journeys turn it on). */
  jobsPolling: boolean;
  /** Signs the short-lived links to private files (ID photos); when unset (not in production), a secret kept under DATA_DIR. */
  fileUrlSecret?: string;
  /** Signs reservation QR codes and derives pickup codes; when unset (not in production), a secret kept under DATA_DIR. */
  reservationSecret?: string;
  /** Bearer token of GET /metrics; the endpoint is off when unset. */
  metricsToken?: string;
  places: PlacesConfig;
  tracking: TrackingConfig;
  payments: PaymentsConfig;
  /** Where files are kept (providers/storage): the local disk under DATA_DIR, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Seals ID numbers at rest (toolkit/seal.ts). */
  dataKeys: DataKeysConfig;
}

/**
 * DATA_KEY (base64, 32 bytes) seals new values; DATA_KEYS_PREVIOUS (comma-separated, same form) still open values
 * sealed before a rotation until `npm run keys:rotate -w server` has re-sealed them. Outside production, without
 * DATA_KEY, a key made once under DATA_DIR (`keyFile`).
 */
export type DataKeysConfig = { current: Buffer; previous: Buffer[] } | { keyFile: string };

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** Unset for AWS; the server's URL for MinIO, R2 and the like. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name (MinIO-style servers). */
  forcePathStyle: boolean;
}

export type StorageConfig = { kind: 'local' } | S3StorageConfig;

/** Carrier tracking (providers/tracking): 17TRACK API v2.2, or the dev adapter that reports nothing. */
export type TrackingConfig = { provider: 'dev' } | { provider: '17track'; token: string; baseUrl: string };

export type PlacesConfig = { provider: 'offline' } | { provider: 'google'; apiKey: string; baseUrl: string };

/** Online payments (providers/payment): each provider present only when configured. */
export interface PaymentsConfig {
  wechat?: WechatPayConfig;
  stripe?: StripeConfig;
  /** Development and demos only: never in production. */
  sandbox?: SandboxPayConfig;
}

/** WeChat Pay global API (APIv3) for an overseas merchant; the app ids are config.wechat.mp / .oa. */
export interface WechatPayConfig {
  baseUrl: string;
  mchId: string;
  merchantSerial: string;
  /** PEM of the merchant API private key. */
  privateKey: string;
  /** 32 characters: decrypts notification resources. */
  apiV3Key: string;
  platformSerial: string;
  /** PEM of the WeChat Pay platform public key (or certificate) named by platformSerial. */
  platformPublicKey: string;
  merchantCategoryCode?: string;
}

export interface StripeConfig {
  baseUrl: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** `secret` when SANDBOX_PAY_SECRET is set, otherwise one made once in `secretFile` (under DATA_DIR). */
export interface SandboxPayConfig {
  secret?: string;
  secretFile: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = parseNodeEnv(env.NODE_ENV);
  const isProduction = nodeEnv === 'production';
  // Relative to where the command was typed (npm's INIT_CWD), so `npm start -w server` at the root uses <root>/data.
  const dataDir = path.resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR || 'data');
  return {
    env: nodeEnv,
    isProduction,
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    logSql: env.DB_LOG_SQL === '1' && !isProduction,
    h5Dist: path.resolve(env.H5_DIST || path.join(REPO_ROOT, 'dist', 'h5')),
    adminDist: path.resolve(env.ADMIN_DIST || path.join(REPO_ROOT, 'dist', 'admin')),
    publicBaseUrl: env.PUBLIC_BASE_URL?.replace(/\/+$/, '') || undefined,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    sms: parseSms(env, isProduction),
    email: parseEmail(env, isProduction),
    wechat: {
      baseUrl: (env.WECHAT_API_BASE || 'https://api.weixin.qq.com').replace(/\/+$/, ''),
      mp: wechatApp(env.WECHAT_MP_APPID, env.WECHAT_MP_SECRET, 'WECHAT_MP'),
      oa: wechatApp(env.WECHAT_OA_APPID, env.WECHAT_OA_SECRET, 'WECHAT_OA'),
      pushToken: env.WECHAT_PUSH_TOKEN || undefined,
    },
    ...parseSecrets(env, isProduction),
    accountDeleteGraceHours: parseGraceHours(env.ACCOUNT_DELETE_GRACE_HOURS),
    jobsPolling: env.JOBS_POLLING ? ['1', 'true'].includes(env.JOBS_POLLING) : nodeEnv !== 'test',
    places: parsePlaces(env),
    tracking: parseTracking(env),
    payments: parsePayments(env, isProduction, dataDir),
    storage: parseStorage(env),
    dataKeys: parseDataKeys(env, isProduction, dataDir),
  };
}

export function parseDataKeys(env: NodeJS.ProcessEnv, isProduction: boolean, dataDir: string): DataKeysConfig {
  if (!env.DATA_KEY) {
    // A key kept beside the database would protect nothing against whoever copies the server's disk.
    if (isProduction) throw new ConfigError('DATA_KEY is required in production (base64 of 32 random bytes: openssl rand -base64 32)');
    if (env.DATA_KEYS_PREVIOUS) throw new ConfigError('DATA_KEYS_PREVIOUS needs DATA_KEY');
    return { keyFile: path.join(dataDir, 'secrets', 'data-key') };
  }
  const key = (name: string, value: string) => {
    const bytes = Buffer.from(value.trim(), 'base64');
    if (bytes.length !== 32) throw new ConfigError(`${name} must be base64 of exactly 32 bytes (openssl rand -base64 32)`);
    return bytes;
  };
  const previous = (env.DATA_KEYS_PREVIOUS ?? '')
    .split(',')
    .filter((v) => v.trim())
    .map((v) => key('DATA_KEYS_PREVIOUS', v));
  return { current: key('DATA_KEY', env.DATA_KEY), previous };
}

export function parseStorage(env: NodeJS.ProcessEnv): StorageConfig {
  if (!env.S3_BUCKET) return { kind: 'local' };
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the AWS default credentials)');
  }
  if (env.S3_ENDPOINT && !/^https?:\/\/[^/]/.test(env.S3_ENDPOINT))
    throw new ConfigError(`S3_ENDPOINT must be an http(s) URL, got "${env.S3_ENDPOINT}"`);
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, '') || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
  };
}

function parseNodeEnv(value: string | undefined): NodeEnv {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

function parseGraceHours(value: string | undefined): number {
  const hours = Number(value || 168);
  if (!Number.isInteger(hours) || hours < 0 || hours > 8760)
    throw new ConfigError(`ACCOUNT_DELETE_GRACE_HOURS must be 0-8760, got "${value}"`);
  return hours;
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
    throw new ConfigError(
      'Production needs a real SMS provider: set SMS_PROVIDER=twilio and TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM',
    );
  }
  if (provider !== 'outbox') throw new ConfigError(`SMS_PROVIDER must be "twilio" or "outbox", got "${provider}"`);
  return { provider: 'outbox' };
}

function parseEmail(env: NodeJS.ProcessEnv, isProduction: boolean): EmailConfig {
  const provider = env.EMAIL_PROVIDER || (isProduction ? '' : 'outbox');
  if (provider === 'postmark') {
    const missing = ['POSTMARK_SERVER_TOKEN', 'EMAIL_FROM'].filter((name) => !env[name]);
    if (missing.length) throw new ConfigError(`EMAIL_PROVIDER=postmark needs ${missing.join(', ')}`);
    return {
      provider,
      baseUrl: (env.POSTMARK_BASE_URL || 'https://api.postmarkapp.com').replace(/\/+$/, ''),
      serverToken: env.POSTMARK_SERVER_TOKEN!,
      from: env.EMAIL_FROM!,
    };
  }
  if (isProduction) {
    // The outbox only writes mail to a file: in production no customer would get their invoice.
    throw new ConfigError('Production needs a real email provider: set EMAIL_PROVIDER=postmark, POSTMARK_SERVER_TOKEN and EMAIL_FROM');
  }
  if (provider !== 'outbox') throw new ConfigError(`EMAIL_PROVIDER must be "postmark" or "outbox", got "${provider}"`);
  return { provider: 'outbox' };
}

function wechatApp(appId: string | undefined, secret: string | undefined, prefix: string): WechatAppConfig | undefined {
  if (!appId && !secret) return undefined;
  if (!appId || !secret) throw new ConfigError(`${prefix}_APPID and ${prefix}_SECRET must be set together`);
  return { appId, secret };
}

/**
 * The server's own secrets, one line each: production refuses to start without the `required` ones (outside it each
 * falls back to a secret made once under DATA_DIR/secrets, which other processes do not share). Provider credentials
 * are checked with their provider (parseSms, parseWechatPay...). docs/operations.md "Secrets" lists them all.
 */
const SECRETS = [
  { name: 'FILE_URL_SECRET', key: 'fileUrlSecret', min: 32, required: true },
  { name: 'RESERVATION_SECRET', key: 'reservationSecret', min: 32, required: true },
  { name: 'METRICS_TOKEN', key: 'metricsToken', min: 16, required: false },
] as const;

type Secrets = { [S in (typeof SECRETS)[number] as S['key']]?: string };

function parseSecrets(env: NodeJS.ProcessEnv, isProduction: boolean): Secrets {
  const missing: string[] = SECRETS.filter((s) => s.required && !env[s.name]).map((s) => s.name);
  // DATA_KEY has a form of its own (parseDataKeys) but is named here too, so one line lists everything missing.
  if (!env.DATA_KEY) missing.push('DATA_KEY');
  if (isProduction && missing.length) {
    throw new ConfigError(`production needs ${missing.join(', ')} set (docs/operations.md "Secrets")`);
  }
  const secrets: Secrets = {};
  for (const s of SECRETS) {
    const value = env[s.name];
    if (!value) continue;
    if (value.length < s.min) throw new ConfigError(`${s.name} must be at least ${s.min} characters`);
    secrets[s.key] = value;
  }
  return secrets;
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

const WECHATPAY_REQUIRED = [
  'WECHATPAY_MCHID',
  'WECHATPAY_MERCHANT_SERIAL',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PLATFORM_SERIAL',
  'WECHATPAY_PLATFORM_PUBLIC_KEY',
];
const STRIPE_REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'];

export function parsePayments(env: NodeJS.ProcessEnv, isProduction: boolean, dataDir: string): PaymentsConfig {
  return {
    wechat: parseWechatPay(env),
    stripe: parseStripe(env),
    sandbox: parseSandboxPay(env, isProduction, dataDir),
  };
}

/** All of a provider's variables or none: a partial set is a mistake worth stopping for. */
function requireTogether(env: NodeJS.ProcessEnv, names: string[], what: string): boolean {
  const missing = names.filter((name) => !env[name]);
  if (missing.length === names.length) return false;
  if (missing.length) throw new ConfigError(`${what} needs ${missing.join(', ')}`);
  return true;
}

function parseWechatPay(env: NodeJS.ProcessEnv): WechatPayConfig | undefined {
  if (!requireTogether(env, WECHATPAY_REQUIRED, 'WeChat Pay')) return undefined;
  if (Buffer.byteLength(env.WECHATPAY_APIV3_KEY!) !== 32) throw new ConfigError('WECHATPAY_APIV3_KEY must be exactly 32 characters');
  if (!env.WECHAT_MP_APPID && !env.WECHAT_OA_APPID) throw new ConfigError('WeChat Pay needs WECHAT_MP_APPID or WECHAT_OA_APPID');
  const privateKey = pemSetting(env, 'WECHATPAY_PRIVATE_KEY');
  const platformPublicKey = pemSetting(env, 'WECHATPAY_PLATFORM_PUBLIC_KEY');
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new ConfigError('WECHATPAY_PRIVATE_KEY is not a PEM private key');
  }
  try {
    createPublicKey(platformPublicKey);
  } catch {
    throw new ConfigError('WECHATPAY_PLATFORM_PUBLIC_KEY is not a PEM public key or certificate');
  }
  return {
    baseUrl: (env.WECHATPAY_BASE_URL || 'https://apihk.mch.weixin.qq.com').replace(/\/+$/, ''),
    mchId: env.WECHATPAY_MCHID!,
    merchantSerial: env.WECHATPAY_MERCHANT_SERIAL!,
    privateKey,
    apiV3Key: env.WECHATPAY_APIV3_KEY!,
    platformSerial: env.WECHATPAY_PLATFORM_SERIAL!,
    platformPublicKey,
    merchantCategoryCode: env.WECHATPAY_MERCHANT_CATEGORY_CODE || undefined,
  };
}

/** A PEM given inline (literal "\n" allowed, as env files often carry it) or as @path to a file. */
function pemSetting(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]!;
  if (!value.startsWith('@')) return value.replace(/\\n/g, '\n');
  const file = path.resolve(env.INIT_CWD || process.cwd(), value.slice(1));
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new ConfigError(`${name}: cannot read ${file}: ${(err as Error).message}`);
  }
}

function parseStripe(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  if (!requireTogether(env, STRIPE_REQUIRED, 'Stripe')) return undefined;
  return {
    baseUrl: (env.STRIPE_BASE_URL || 'https://api.stripe.com').replace(/\/+$/, ''),
    secretKey: env.STRIPE_SECRET_KEY!,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
  };
}

function parseSandboxPay(env: NodeJS.ProcessEnv, isProduction: boolean, dataDir: string): SandboxPayConfig | undefined {
  const flag = env.PAY_SANDBOX;
  if (flag !== undefined && flag !== '' && flag !== '0' && flag !== '1')
    throw new ConfigError(`PAY_SANDBOX must be "0" or "1", got "${flag}"`);
  if (isProduction) {
    // The sandbox confirms any payment on a button press: in production anyone could pay for free.
    if (flag === '1') throw new ConfigError('PAY_SANDBOX=1 is refused in production: the sandbox lets anyone pay for free');
    return undefined;
  }
  if (flag === '0') return undefined;
  const secret = env.SANDBOX_PAY_SECRET || undefined;
  if (secret && secret.length < 32) throw new ConfigError('SANDBOX_PAY_SECRET must be at least 32 characters');
  return { secret, secretFile: path.join(dataDir, 'secrets', 'sandbox-pay-secret') };
}
