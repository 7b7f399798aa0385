/** Turns message keys into text in the caller's language (`x-lang`). */
import type { ApiLang } from '@contract/api';
import { fieldNames, type FieldReason, fieldReasons, type MessageKey, messages } from './messages';

export type Params = Record<string, string | number>;

/** `x-lang`: `en` answers in English; anything else (or nothing) in Chinese. */
export function parseLang(header: unknown): ApiLang {
  return typeof header === 'string' && header.trim().toLowerCase() === 'en' ? 'en' : 'zh-cn';
}

export function t(lang: ApiLang, key: MessageKey, params: Params = {}): string {
  return fill(messages[key][side(lang)], params);
}

/** A validation message naming the field, e.g. zh "手机号格式不正确", en "mobile: invalid phone number". */
export function fieldMessage(lang: ApiLang, field: string, reason: FieldReason, params: Params = {}): string {
  return fill(fieldReasons[reason][side(lang)], { ...params, field: fieldLabel(lang, field) });
}

export function fieldLabel(lang: ApiLang, field: string): string {
  const names = fieldNames as Record<string, { zh: string; en: string }>;
  return names[field]?.[side(lang)] ?? field;
}

/** "45秒" / "12 minutes": how long to wait before trying again. */
export function waitText(lang: ApiLang, seconds: number): string {
  if (seconds <= 90) return t(lang, 'wait_seconds', { n: Math.max(1, Math.ceil(seconds)) });
  return t(lang, 'wait_minutes', { n: Math.ceil(seconds / 60) });
}

function side(lang: ApiLang): 'zh' | 'en' {
  return lang === 'en' ? 'en' : 'zh';
}

export function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
