// The activity form's text fields -> the content admin API's body (server/src/modules/content/kinds.ts
// activityKind), or the first field that is wrong (checked before sending; the server checks again).
import type { AdminActivityInput, AdminRow } from '@contract/content';

export type AdminActivity = AdminRow<AdminActivityInput>;

/** The texts the form edits, in both languages; colour and picture stay as they are. */
export const ACTIVITY_TEXTS = ['title', 'summary', 'coupon_hint', 'body'] as const;
type Texts = Record<`${(typeof ACTIVITY_TEXTS)[number]}_${'zh' | 'en'}`, string>;
export type ActivityFields = Texts & { code: string; starts_on: string; ends_on: string; sort: string; active: boolean };

export function activityFields(a: AdminActivity | null): ActivityFields {
  return {
    code: a?.code ?? '',
    title_zh: a?.title_zh ?? '',
    title_en: a?.title_en ?? '',
    summary_zh: a?.summary_zh ?? '',
    summary_en: a?.summary_en ?? '',
    coupon_hint_zh: a?.coupon_hint_zh ?? '',
    coupon_hint_en: a?.coupon_hint_en ?? '',
    body_zh: a?.body_zh ?? '',
    body_en: a?.body_en ?? '',
    starts_on: a?.starts_on ?? '',
    ends_on: a?.ends_on ?? '',
    sort: a ? String(a.sort) : '0',
    active: a?.active ?? true,
  };
}

/** A real calendar day written YYYY-MM-DD. */
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

export function activityInput(f: ActivityFields): Required<Omit<AdminActivityInput, 'color' | 'image_url'>> | { error: string } {
  const code = f.code.trim();
  const [starts, ends] = [f.starts_on.trim(), f.ends_on.trim()];
  const sort = f.sort.trim() === '' ? 0 : Number(f.sort);
  if (!/^[a-z0-9][a-z0-9_-]{0,39}$/.test(code)) return { error: 'code' };
  if (!f.title_zh.trim() || !f.title_en.trim()) return { error: 'title' };
  if (!isDay(starts) || !isDay(ends) || ends < starts) return { error: 'dates' };
  if (!Number.isInteger(sort) || Math.abs(sort) > 100_000) return { error: 'sort' };
  const texts = Object.fromEntries(
    ACTIVITY_TEXTS.flatMap((name) => (['zh', 'en'] as const).map((lang) => [`${name}_${lang}`, f[`${name}_${lang}`].trim()])),
  ) as Texts;
  return { code, ...texts, starts_on: starts, ends_on: ends, sort, active: f.active };
}
