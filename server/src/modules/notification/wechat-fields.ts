/**
 * Subscribe-message field values cut to WeChat's limits per field type (the key's prefix, e.g. thing1): a value
 * over the limit makes WeChat refuse the whole message (errcode 47003).
 */
import type { NotificationPayload } from '../../db/schema';

const LIMITS: [prefix: string, chars: number][] = [
  ['character_string', 32],
  ['phone_number', 17],
  ['car_number', 8],
  ['thing', 20],
  ['phrase', 5],
  ['number', 32],
  ['letter', 32],
  ['symbol', 5],
  ['name', 10],
];

export function cutField(key: string, value: string): string {
  const limit = LIMITS.find(([prefix]) => key.startsWith(prefix))?.[1];
  const chars = Array.from(value); // by characters, not UTF-16 units: 包裹 is two
  if (!limit || chars.length <= limit) return value;
  return key.startsWith('thing') ? chars.slice(0, limit - 1).join('') + '…' : chars.slice(0, limit).join('');
}

/** Field key -> value: `title` and `body` are the rendered texts, any other name a payload value. */
export function templateData(
  fields: Record<string, string>,
  payload: NotificationPayload,
  text: { title: string; body: string },
): Record<string, string> {
  const source = (name: string) => (name === 'title' ? text.title : name === 'body' ? text.body : String(payload[name] ?? ''));
  return Object.fromEntries(Object.entries(fields).map(([key, name]) => [key, cutField(key, source(name))]));
}
