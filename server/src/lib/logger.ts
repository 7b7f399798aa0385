/**
 * The server's log settings (pino, through Fastify): one JSON line per event, each line of a request carrying its
 * `request_id`, and nothing a log reader should not see. Secrets, sign-in and SMS codes and ID numbers are replaced
 * by "[redacted]" and mobile numbers masked (021****567) wherever they appear: as fields of a logged object (by
 * name, SENSITIVE_KEYS / MOBILE_KEYS), in a URL's query, or inside an error's text (a provider's or the database's
 * message quoting the value).
 */
import type { FastifyServerOptions } from 'fastify';
import { maskMobile } from './phone';

export const REDACTED = '[redacted]';

/** Field names whose values never reach a log line (request bodies, provider answers, errors' own fields). */
export const SENSITIVE_KEYS = [
  'password',
  'new_password',
  'old_password',
  'token',
  'access_token',
  'refresh_token',
  'qr_token',
  'secret',
  'captcha',
  'sms_code',
  'verify_code',
  'id_number',
  'idNumber',
  'id_no',
  'id_card',
  'authorization',
  'x-token',
  'cookie',
  'set-cookie',
];
/** Field names holding a mobile number: logged masked, enough to tell two customers apart. */
export const MOBILE_KEYS = ['mobile', 'phone', 'to'];

const sensitive = new Set(SENSITIVE_KEYS.map((k) => k.toLowerCase()));
const mobileKey = new Set(MOBILE_KEYS);

// A run of 8+ digits (spaces, dashes, a leading +): a phone or ID number quoted in free text.
const LONG_NUMBER = /\+?\d(?:[\s-]?\d){7,}/g;
// PostgreSQL's "Key (id_number)=(E1234567) already exists": the value of a sensitive column.
const KEY_VALUE = /\((\w+)\)=\(([^)]*)\)/g;

/** Free text with phone-like numbers masked and sensitive key values of database messages redacted. */
export function scrubText(text: string): string {
  return text
    .replace(KEY_VALUE, (all, key: string) => (sensitive.has(key.toLowerCase()) ? `(${key})=(${REDACTED})` : all))
    .replace(LONG_NUMBER, (n) => maskMobile(n.replace(/[\s-]/g, '')));
}

function censor(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1];
  if (mobileKey.has(key) && typeof value === 'string') return maskMobile(value);
  return REDACTED;
}

const redactPaths = [
  ...SENSITIVE_KEYS.flatMap((k) => (/^\w+$/.test(k) ? [k, `*.${k}`] : [`*["${k}"]`])),
  ...MOBILE_KEYS.flatMap((k) => [k, `*.${k}`]),
  'req.headers.authorization',
  'req.headers["x-token"]',
  'req.headers.cookie',
];

/** An error as a log object: its type, scrubbed text and scalar fields (code, detail...), sensitive ones redacted. */
function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const out: Record<string, unknown> = { type: err.constructor.name, message: scrubText(err.message) };
  if (err.stack) out.stack = scrubText(err.stack);
  for (const [key, value] of Object.entries(err)) {
    if (sensitive.has(key.toLowerCase())) out[key] = REDACTED;
    else if (typeof value === 'string') out[key] = scrubText(value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (err.cause && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** The request line: method and URL (sensitive query values redacted, numbers masked), host and client address. */
function serializeRequest(req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: scrubUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

function scrubUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return scrubText(url);
  const params = new URLSearchParams(url.slice(q + 1));
  for (const [key, value] of [...params]) {
    if (sensitive.has(key.toLowerCase())) params.set(key, REDACTED);
    else if (mobileKey.has(key)) params.set(key, maskMobile(value));
  }
  return `${scrubText(url.slice(0, q))}?${scrubText(params.toString())}`;
}

/** Fastify's `logger` option; `stream` replaces stdout (tests read the lines the server really writes). */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths, censor },
    serializers: { err: serializeError as never, error: serializeError as never, req: serializeRequest as never },
    hooks: {
      // Messages are free text: mask numbers quoted in them too.
      logMethod(args, method) {
        const scrubbed = args.map((a) => (typeof a === 'string' ? scrubText(a) : a));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
}
