/**
 * The table style of the bad-input tests: each case names a call, a valid body and, per field, its label in zh
 * and en and the bad values to send (MISSING drops the field). `refusesEachValue` sends each bad value in both
 * languages and checks HTTP 200 + 40001 naming the field, and that nothing was written.
 */
import { type Answer, get, post, type TestApp } from './helpers';

export const MISSING = Symbol('missing');
export const long = (n: number) => 'x'.repeat(n);
export const NOT_STRINGS = [123, true, null, [], {}];
export const NOT_INTS = ['12', 1.5, -1, 0, true, null, [], {}];

export interface FieldCase {
  zh: string;
  en: string;
  values: unknown[];
}

export interface BadInputCase {
  label: string;
  url: () => string;
  token: () => string;
  body: () => Record<string, unknown>;
  fields: Record<string, FieldCase>;
}

const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** `written` counts the rows the call could write; it must not change. */
export async function refusesEachValue(
  t: TestApp,
  kind: 'body' | 'query',
  c: BadInputCase,
  field: string,
  written: () => Promise<unknown>,
) {
  const { zh, en, values } = c.fields[field];
  const before = await written();
  for (const value of values) {
    const sent = c.body();
    if (value === MISSING) delete sent[field];
    else sent[field] = value;
    for (const [lang, label] of [
      ['zh-cn', zh],
      ['en', en],
    ] as const) {
      const answer: Answer =
        kind === 'body'
          ? await post(t, c.url(), sent, { token: c.token(), lang })
          : await get(t, `${c.url()}?${query(sent)}`, { token: c.token(), lang });
      expect([field, value, answer.http, answer.body.status]).toEqual([field, value, 200, 40001]);
      expect([field, value, answer.body.msg]).toEqual([field, value, expect.stringContaining(label)]);
    }
  }
  expect(await written()).toEqual(before);
}
