/**
 * Our own fuzzer: for every operation of the OpenAPI document, as the kind of user the operation is for
 * (customer, staff under /api/staff, admin under /api/admin), requests built by fast-check from a seed —
 * wrong types, non-finite and huge numbers, control characters, 100 KB and emoji strings, deep nesting,
 * arrays for objects, broken JSON and multipart, wrong content types, bad path and query values, bad headers.
 * Every answer is checked: below 500, no stack or SQL text, and a refused request leaves the database as it was.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { TestApp } from './helpers';
import { type JsonSchema, type Operation, urlOf } from './openapi-walk';

export type UserKind = 'customer' | 'staff' | 'admin';
export type Tokens = Record<UserKind, string>;

export const userKindOf = (op: Operation): UserKind =>
  op.path.startsWith('/api/admin/') ? 'admin' : op.path.startsWith('/api/staff/') ? 'staff' : 'customer';

/** One generated request, and which family of bad input it belongs to. */
export interface FuzzRequest {
  family: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

// ---- bad values -------------------------------------------------------------------------------------------

const CONTROL = fc
  .integer({ min: 0, max: 0x9f })
  .filter((c) => c < 0x20 || c >= 0x7f)
  .map((c) => String.fromCharCode(c));
const EMOJI = fc.constantFrom('😀', '👨‍👩‍👧‍👦', '🇳🇿', '🀄', '\u{1F9D1}\u{200D}\u{1F680}', '\uD83D', '\uFEFF', '\u202E');
const controlText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.array(CONTROL, { minLength: 1, maxLength: 4 }), fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => a + c.join('') + b);
const emojiText = fc.array(EMOJI, { minLength: 1, maxLength: 200 }).map((e) => e.join(''));
const hugeText = fc.constantFrom(100_000, 100_001, 20_000).chain((n) => fc.constantFrom('x', '汉', '😀', '\u0000').map((c) => c.repeat(n)));
const odd = fc.constantFrom(
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '__proto__',
  'constructor',
);

/** Raw JSON text of a value that does not belong anywhere sensible. */
const NUMBER_TEXT = fc.constantFrom(
  '1e309',
  '-1e309',
  '9007199254740993',
  '-9007199254740993',
  '1e20',
  '-1',
  '0',
  '1.5',
  '-0',
  '2147483648',
  '1E400',
  '0.0000001',
);
const deepArray = fc.integer({ min: 20, max: 3000 }).map((d) => '['.repeat(d) + ']'.repeat(d));
const deepObject = fc.integer({ min: 20, max: 3000 }).map((d) => '{"a":'.repeat(d) + '1' + '}'.repeat(d));
export const badJsonValue: fc.Arbitrary<string> = fc.oneof(
  NUMBER_TEXT,
  fc.constantFrom('true', 'false', 'null', '[]', '{}', '""', '[1,2,3]', '[{"a":1}]', '{"0":1}', '{"__proto__":{"admin":true}}'),
  fc.oneof(controlText, emojiText, hugeText, odd, fc.string(), fc.string({ unit: 'grapheme' })).map((s) => JSON.stringify(s)),
  deepArray,
  deepObject,
  fc.double().map((d) => (Number.isFinite(d) ? JSON.stringify(d) : '1e999')),
);

/** URL-encoded; a lone surrogate (not encodable) goes as the bytes a careless client would send. */
function urlText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%BD';
  }
}

/** A bad value for a path segment or query value, as URL text. */
const badUrlValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Infinity',
    '-Infinity',
    '1e309',
    'NaN',
    '-1',
    '0',
    '9007199254740993',
    '99999999999999999999',
    '1.5',
    '0x10',
    '+1',
    '1e3',
    ' 1',
    'true',
    'null',
    '[]',
    '',
  ),
  fc.constantFrom('%00', '%0a', '%ZZ', '%', '..%2F..%2Fetc%2Fpasswd', "1'%20OR%20'1'='1", '%F0%9F%98%80', '%C0%AF', '%uFFFF', '%E2%80%AE'),
  fc.oneof(controlText, emojiText, odd, fc.string({ unit: 'grapheme', maxLength: 30 })).map(urlText),
  fc.integer({ min: 1000, max: 100_000 }).map((n) => 'x'.repeat(n)),
);

// ---- plausible values, so bad ones get past the first check -----------------------------------------------

function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.find((s) => s.type !== 'null');
  if (branch) return plausible(branch);
  const type = ([] as string[]).concat(schema.type ?? 'object').find((t) => t !== 'null');
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'date-time' ? new Date().toISOString() : 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 1) }, () => plausible(schema.items));
    default:
      return Object.fromEntries(
        (schema.required ?? Object.keys(schema.properties ?? {})).map((k) => [k, plausible(schema.properties?.[k])]),
      );
  }
}

const HOLE = 'fuzz-hole-7f3a9c';

/** The JSON text of a plausible body with the value at `path` replaced by raw JSON text. */
function bodyWith(schema: JsonSchema, path: string[], raw: string): string {
  const body = plausible(schema) as Record<string, unknown>;
  let at: Record<string, unknown> = body;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    at = (Array.isArray(next) ? next[0] : next) as Record<string, unknown>;
    if (!at || typeof at !== 'object') return raw;
  }
  at[path[path.length - 1]] = HOLE;
  return JSON.stringify(body).replace(`"${HOLE}"`, () => raw);
}

/** Where a body has fields: ['a'], ['goods', 'name'] ... */
function fieldPaths(schema: JsonSchema, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 3) return [];
  const props = schema.properties ?? schema.oneOf?.[0]?.properties ?? {};
  return Object.entries(props).flatMap(([name, child]) => {
    const inner = child.items ?? child;
    return [[...prefix, name], ...(inner.properties ? fieldPaths(inner, [...prefix, name], depth + 1) : [])];
  });
}

// ---- requests ---------------------------------------------------------------------------------------------

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';
const PNG_HEAD = Buffer.from('89504e470d0a1a0a', 'hex');

function multipart(parts: { name: string; filename?: string; type?: string; content: Buffer | string }[], end = true): Buffer {
  const chunks = parts.map((p) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
          (p.type ? `Content-Type: ${p.type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content),
      Buffer.from('\r\n'),
    ]),
  );
  return Buffer.concat([...chunks, Buffer.from(end ? `--${BOUNDARY}--\r\n` : '')]);
}

const BAD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'multipart/form-data',
  `multipart/form-data; boundary=${BOUNDARY}`,
  'application/octet-stream',
  'image/png',
  '',
  'application/json; boundary=x',
];

/** The arbitrary of bad requests to one operation. */
export function badRequests(op: Operation, token: string): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const jsonSchema = op.bodies['application/json'];
  const isUpload = Boolean(op.bodies['multipart/form-data']);
  const auth: Record<string, string> = op.secured ? { 'x-token': token } : {};
  const base = (family: string, extra: Partial<FuzzRequest> = {}): FuzzRequest => ({
    family,
    method: op.method,
    url: urlOf(op),
    headers: { ...auth, 'x-lang': 'en' },
    ...extra,
  });
  const json = (family: string, payload: string, contentType = 'application/json') =>
    base(family, { headers: { ...auth, 'x-lang': 'en', 'content-type': contentType }, payload });

  const families: fc.Arbitrary<FuzzRequest>[] = [];
  // Bad headers: tokens, sites, languages, content types that make no sense.
  families.push(
    fc
      .record({
        token: fc.oneof(
          fc.constant(token),
          fc.constantFrom('', 'null', 'Bearer x', token.slice(0, -1), `${token}x`, 'x'.repeat(8000)),
          fc.string({ unit: fc.constantFrom(...'abcdef0123456789-_.~'), maxLength: 80 }),
        ),
        site: fc.constantFrom('1', '2', '0', '-1', 'Infinity', '1e309', 'NaN', '99999999999', 'abc', '1.5', '', '1,2'),
        lang: fc.constantFrom('en', 'zh-cn', 'xx', '', '*', 'en;q=0.9,zh;q=0.8', 'x'.repeat(2000)),
      })
      .map(({ token: t, site, lang }) => base('header', { headers: { 'x-token': t, 'site-id': site, 'x-lang': lang } })),
  );
  // Bad path values.
  if (pathParams.length) {
    families.push(
      fc
        .tuple(fc.constantFrom(...pathParams.map((p) => p.name)), badUrlValue)
        .map(([name, value]) => base('path', { url: op.path.replace(/\{(\w+)\}/g, (_, n: string) => (n === name ? value : '1')) })),
    );
  }
  // Bad query values, repeated keys and unknown keys.
  families.push(
    fc
      .tuple(
        queryParams.length ? fc.constantFrom(...queryParams.map((p) => p.name)) : fc.constant('page'),
        badUrlValue,
        fc.constantFrom('single', 'repeated', 'bracket', 'unknown'),
      )
      .map(([name, value, shape]) => {
        const query =
          shape === 'repeated'
            ? `${name}=1&${name}=${value}`
            : shape === 'bracket'
              ? `${name}[]=${value}&${name}[x]=1`
              : shape === 'unknown'
                ? `${name}=1&zz${value.slice(0, 50)}=${value}`
                : `${name}=${value}`;
        return base('query', { url: `${urlOf(op)}?${query}` });
      }),
  );
  if (op.method !== 'GET') {
    // One field of an otherwise plausible body made bad.
    const paths = jsonSchema ? fieldPaths(jsonSchema) : [];
    if (jsonSchema && paths.length) {
      families.push(
        fc.tuple(fc.constantFrom(...paths), badJsonValue).map(([path, raw]) => json('body-field', bodyWith(jsonSchema, path, raw))),
      );
    }
    // The whole body broken: not JSON, cut off, the wrong shape, deep, huge, with a wrong content type.
    const plausibleText = JSON.stringify(jsonSchema ? plausible(jsonSchema) : {});
    families.push(
      fc
        .oneof(
          badJsonValue,
          fc.constantFrom(
            '{',
            '{"a":',
            '{"a":1,}',
            "{'a':1}",
            '{"a":1}{"b":2}',
            'NaN',
            '\u0000',
            '\uFEFF{}',
            '{"a":"\\u0000"}',
            '{"a":"\\ud800"}',
          ),
          fc.nat({ max: Math.max(0, plausibleText.length - 1) }).map((n) => plausibleText.slice(0, n)),
        )
        .map((payload) => json('body', payload)),
    );
    families.push(
      fc
        .tuple(fc.constantFrom(...BAD_CONTENT_TYPES), fc.constantFrom(plausibleText, 'a=1&b=2', '<a/>', '', `--${BOUNDARY}\r\n`))
        .map(([type, payload]) => json('content-type', payload, type)),
    );
  }
  if (isUpload) {
    const form = (family: string, payload: Buffer, type = `multipart/form-data; boundary=${BOUNDARY}`) =>
      base(family, { headers: { ...auth, 'x-lang': 'en', 'content-type': type }, payload });
    const whole = multipart([
      { name: 'version', content: '2026.1' },
      { name: 'file', filename: 'a.png', type: 'image/png', content: Buffer.concat([PNG_HEAD, Buffer.alloc(64, 7)]) },
    ]);
    families.push(
      fc.oneof(
        fc.constant(form('multipart', whole, 'multipart/form-data')), // no boundary
        fc.nat({ max: whole.length - 1 }).map((n) => form('multipart', whole.subarray(0, n))), // cut off
        fc.uint8Array({ maxLength: 2000 }).map((bytes) => form('multipart', Buffer.from(bytes))), // noise
        fc
          .constantFrom('file', 'photo', '', '"', 'x'.repeat(300))
          .map((name) => form('multipart', multipart([{ name, filename: 'a.png', type: 'image/png', content: 'not an image' }]))),
        fc.constant(form('multipart', Buffer.from(`--${BOUNDARY}\r\nno headers here\r\n\r\n--${BOUNDARY}--`))),
        fc
          .integer({ min: 7, max: 40 })
          .map((n) => form('multipart', multipart(Array.from({ length: n }, (_, i) => ({ name: `f${i}`, content: 'x' }))))),
        fc.constant(form('multipart', multipart([{ name: 'file', filename: 'a.png', type: 'image/png', content: whole }], false))),
      ),
    );
  }
  return fc.oneof(...families);
}

// ---- checks -----------------------------------------------------------------------------------------------

/** Text that must never reach a client: stack frames, file paths, SQL and driver words. */
export const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d+|Failed query|\binsert into\b|syntax error at|violates [\w ]*constraint|relation "|column "|duplicate key|invalid input syntax|out of range for type|SQLSTATE|TypeError|ReferenceError|FST_ERR/i;

/**
 * Tables that record refusals on purpose: failed password attempts count towards a lock-out, and a wrong SMS code
 * (the deletion confirmation's, once that code was sent) counts towards killing the code.
 */
const REFUSAL_RECORDS = new Set(['login_failures', 'sms_codes']);

/** Row count and newest row version of every table: any insert, update or delete changes it. */
export async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = rowsOf(await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`))
    .map((r) => String(r.tablename))
    .filter((name) => !REFUSAL_RECORDS.has(name));
  const parts = tables.map(
    (name) =>
      sql`select ${name} as t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as f from ${sql.identifier(name)}`,
  );
  const rows = rowsOf(await t.db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(rows.map((r) => [String(r.t), String(r.f)]));
}

/**
 * The next transaction id: it moves only when a transaction wrote (or began to write and rolled back), so the
 * full fingerprint is taken only then — one cheap query per request instead of one per table.
 */
async function nextXid(t: TestApp): Promise<string> {
  return String(rowsOf(await t.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`))[0].x);
}

/** Follows the database from request to request; `changed` names the tables written since the last look. */
export async function databaseWatch(t: TestApp) {
  let xid = await nextXid(t);
  let tables = await fingerprint(t);
  return async function changed(): Promise<string[]> {
    const now = await nextXid(t);
    if (now === xid) return [];
    xid = now;
    const after = await fingerprint(t);
    xid = await nextXid(t);
    const names = Object.keys(after).filter((k) => after[k] !== tables[k]);
    tables = after;
    return names;
  };
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

export interface FuzzFigures {
  seed: number;
  operations: number;
  requests: number;
  byHttp: Record<string, number>;
  byFamily: Record<string, number>;
  refused: number;
  accepted: number;
  failures: string[];
  seconds: number;
}

/** Sends `casesPerOperation` bad requests to every operation and checks every answer. */
export async function fuzzOperations(
  t: TestApp,
  operations: Operation[],
  tokens: Tokens,
  options: { seed: number; casesPerOperation: number },
): Promise<FuzzFigures> {
  const started = Date.now();
  const figures: FuzzFigures = {
    seed: options.seed,
    operations: operations.length,
    requests: 0,
    byHttp: {},
    byFamily: {},
    refused: 0,
    accepted: 0,
    failures: [],
    seconds: 0,
  };
  // Signing out revokes the token the rest of the run uses: those operations go last.
  const ordered = [...operations].sort((a, b) => Number(/login_out|logout/.test(a.path)) - Number(/login_out|logout/.test(b.path)));
  const changed = await databaseWatch(t);
  for (const op of ordered) {
    const seed = options.seed + hash(`${op.method} ${op.path}`);
    const requests = fc.sample(badRequests(op, tokens[userKindOf(op)]), { seed, numRuns: options.casesPerOperation });
    for (const request of requests) {
      const problem = await sendAndCheck(t, request, figures);
      const written = await changed();
      if (problem === 'refused') {
        if (written.length) figures.failures.push(`${describe(request)}: refused but wrote to ${written.join(', ')}`);
      } else if (problem !== 'accepted') {
        figures.failures.push(`${describe(request)}: ${problem}`);
      }
    }
  }
  figures.seconds = Math.round((Date.now() - started) / 100) / 10;
  return figures;
}

/** 'refused', 'accepted', or what is wrong with the answer. */
async function sendAndCheck(t: TestApp, request: FuzzRequest, figures: FuzzFigures): Promise<string> {
  figures.requests += 1;
  figures.byFamily[request.family] = (figures.byFamily[request.family] ?? 0) + 1;
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    remoteAddress: '10.9.0.1',
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const http = `${Math.floor(response.statusCode / 100)}xx`;
  figures.byHttp[http] = (figures.byHttp[http] ?? 0) + 1;
  if (response.statusCode >= 500) return `HTTP ${response.statusCode} ${response.body.slice(0, 200)}`;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    return response.statusCode < 400 ? (figures.accepted++, 'accepted') : (figures.refused++, 'refused');
  const body = JSON.parse(response.body) as { status?: number; code?: number; msg?: string };
  if (response.statusCode < 400 && (body.status === 200 || body.code === 0)) {
    figures.accepted += 1;
    return 'accepted';
  }
  // Only refusals are read for leaks: an answer's data is content that may say anything.
  if (LEAK.test(response.body)) return `leaks internals: ${response.body.slice(0, 300)}`;
  if (typeof body.msg !== 'string' || !body.msg) return `refused without a message: ${response.body.slice(0, 200)}`;
  figures.refused += 1;
  return 'refused';
}

const describe = (r: FuzzRequest) =>
  `[${r.family}] ${r.method} ${r.url.slice(0, 120)} ${JSON.stringify(r.headers).slice(0, 120)} ${String(r.payload ?? '').slice(0, 120)}`;

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return Math.abs(h) % 1_000_000;
}
