/**
 * Two things admins set per site, kept as `site_settings` rows (no table of their own): how customers reach
 * customer service (phone, hours, the WeChat Work customer-service link) and the home page's announcement bar.
 * Admin: GET /api/admin/{customer_service,announcement} and POST .../update, each change in the audit log.
 * Customers read them through user/info (service) and home/lst (the announcement).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import type { AnnouncementSettings, CustomerServiceSettings, HomeAnnouncement } from '@contract/content';
import type { Queryable } from '../../db/client';
import { type SiteRow, siteSettings } from '../../db/schema';
import type { Deps } from '../../deps';
import { FieldError } from '../../lib/errors';
import { recordChange, type Values } from '../audit/record';
import { checkPeriod } from './kinds';
import { siteToday } from './today';

type Stored = Record<string, { zh: string; en: string }>;

async function readKeys(q: Queryable, site: SiteRow, keys: string[]): Promise<Stored> {
  const rows = await q
    .select()
    .from(siteSettings)
    .where(and(eq(siteSettings.siteId, site.id), inArray(siteSettings.key, keys)));
  return Object.fromEntries(keys.map((key) => [key, rows.find((r) => r.key === key) ?? { zh: '', en: '' }]));
}

/** One admin-edited group of settings: the API fields as rows (a row holds a text in both languages, or one value in both). */
interface SettingGroup<T extends object> {
  kind: string;
  keys: string[];
  toApi(stored: Stored): T;
  toStored(value: T): Stored;
  check(value: T): T;
}

const same = (value: string) => ({ zh: value, en: value });

export const customerService: SettingGroup<CustomerServiceSettings> = {
  kind: 'customer_service',
  keys: ['service_phone', 'service_hours', 'service_kf_url'],
  toApi: (s) => ({
    service_phone: s.service_phone.en,
    service_hours_zh: s.service_hours.zh,
    service_hours_en: s.service_hours.en,
    service_kf_url: s.service_kf_url.en,
  }),
  toStored: (v) => ({
    service_phone: same(v.service_phone),
    service_hours: { zh: v.service_hours_zh, en: v.service_hours_en },
    service_kf_url: same(v.service_kf_url),
  }),
  check(v) {
    const trimmed = {
      service_phone: v.service_phone.trim(),
      service_hours_zh: v.service_hours_zh.trim(),
      service_hours_en: v.service_hours_en.trim(),
      service_kf_url: v.service_kf_url.trim(),
    };
    if (trimmed.service_kf_url && !isKfUrl(trimmed.service_kf_url)) throw new FieldError('content.service_kf_url', 'kf_url');
    return trimmed;
  },
};

/** A WeChat Work ("企业微信") customer-service link: the only kind H5 customers are sent to. */
function isKfUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.hostname === 'work.weixin.qq.com' &&
      /^\/kfid\/[A-Za-z0-9_-]+$/.test(url.pathname) &&
      !url.username &&
      !url.password &&
      !url.port
    );
  } catch {
    return false;
  }
}

export const announcement: SettingGroup<AnnouncementSettings> = {
  kind: 'announcement',
  keys: ['announcement', 'announcement_on', 'announcement_route', 'announcement_starts', 'announcement_ends'],
  toApi: (s) => ({
    active: s.announcement_on.en === '1',
    text_zh: s.announcement.zh,
    text_en: s.announcement.en,
    route: s.announcement_route.en,
    starts_on: s.announcement_starts.en || null,
    ends_on: s.announcement_ends.en || null,
  }),
  toStored: (v) => ({
    announcement: { zh: v.text_zh, en: v.text_en },
    announcement_on: same(v.active ? '1' : '0'),
    announcement_route: same(v.route),
    announcement_starts: same(v.starts_on ?? ''),
    announcement_ends: same(v.ends_on ?? ''),
  }),
  check(v) {
    const trimmed = { ...v, text_zh: v.text_zh.trim(), text_en: v.text_en.trim() };
    // Switched on, it must say something in both languages (an English reader would see an empty bar).
    if (v.active && !trimmed.text_zh) throw new FieldError('content.text_zh', 'required');
    if (v.active && !trimmed.text_en) throw new FieldError('content.text_en', 'required');
    checkPeriod(trimmed);
    return trimmed;
  },
};

export async function settingsOf<T extends object>(q: Queryable, site: SiteRow, group: SettingGroup<T>): Promise<T> {
  return group.toApi(await readKeys(q, site, group.keys));
}

/** Replaces the group's values in one transaction with its audit entry (none when nothing changed). */
export async function saveSettings<T extends object>(
  deps: Deps,
  site: SiteRow,
  group: SettingGroup<T>,
  body: T,
  actorId: number,
): Promise<T> {
  const value = group.check(body);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await settingsOf(tx, site, group);
    for (const [key, text] of Object.entries(group.toStored(value))) {
      await tx
        .insert(siteSettings)
        .values({ siteId: site.id, key, ...text, updatedAt: now })
        .onConflictDoUpdate({ target: [siteSettings.siteId, siteSettings.key], set: { ...text, updatedAt: now } });
    }
    const after = await settingsOf(tx, site, group);
    await recordChange(tx, {
      siteId: site.id,
      actorId,
      kind: group.kind,
      entityId: null,
      before: { ...before } as Values,
      after: { ...after } as Values,
      at: now,
    });
  });
  return settingsOf(deps.db, site, group);
}

/** The announcement as the home page shows it today (the site's calendar day), or null. */
export async function homeAnnouncement(deps: Deps, site: SiteRow, lang: ApiLang): Promise<HomeAnnouncement | null> {
  const a = await settingsOf(deps.db, site, announcement);
  const today = siteToday(site, deps.now());
  const text = lang === 'en' ? a.text_en : a.text_zh;
  if (!a.active || !text || (a.starts_on && today < a.starts_on) || (a.ends_on && today > a.ends_on)) return null;
  return { text, route: a.route };
}
