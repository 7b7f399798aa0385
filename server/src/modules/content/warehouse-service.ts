/**
 * The site's receiving addresses with the customer's member code written in, each with a ready-to-copy text,
 * and the depots with their opening hours. The recipient is something a shop can print: the customer's chosen
 * name and the code, or the code alone while they have none (a default nickname, the masked mobile or
 * "WeChat user", is not a name).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { type OpeningHours, type UserRow, warehouses } from '../../db/schema';
import type { Deps } from '../../deps';
import { t } from '../../i18n';
import { pickLang } from '../../lib/bilingual';
import { maskMobile } from '../../lib/phone';
import { WEEKDAYS } from './constants';

export type WarehouseRow = typeof warehouses.$inferSelect;
export const LABELS = {
  zh: {
    recipient: '收件人',
    phone: '电话',
    address: '地址',
    days: { mon: '周一', tue: '周二', wed: '周三', thu: '周四', fri: '周五', sat: '周六', sun: '周日' },
    closed: '休息',
  },
  en: {
    recipient: 'Recipient',
    phone: 'Phone',
    address: 'Address',
    days: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
    closed: 'closed',
  },
};

/** The nickname the customer chose, or '' while it is still the one given at sign-up. */
function recipientName(user: Pick<UserRow, 'nickname' | 'mobile'>): string {
  const given = [t('zh-cn', 'wechat_nickname'), t('en', 'wechat_nickname'), user.mobile ? maskMobile(user.mobile) : ''];
  return given.includes(user.nickname) ? '' : user.nickname;
}

/** `{member_code}` and `{name}` (the customer's chosen name) in the stored text, filled in for this customer. */
function placeFor(lang: ApiLang, w: WarehouseRow, memberCode: string, name: string) {
  const fill = (s: string) =>
    s
      .replace(/\{member_code\}/g, memberCode)
      .replace(/\{name\}/g, name)
      .replace(/\s+/g, ' ')
      .trim();
  const labels = LABELS[lang === 'en' ? 'en' : 'zh'];
  const recipient = fill(w.contact);
  const lines = w.addressLines.map(fill);
  const address = addressText(w, lines);
  return {
    id: w.id,
    code: w.code,
    kind: w.kind,
    name: pickLang(lang, w.nameZh, w.nameEn),
    recipient,
    phone: w.phone,
    address_lines: lines,
    suburb: w.suburb,
    city: w.city,
    region: w.region,
    postcode: w.postcode,
    country: w.country,
    opening_hours: openingHours(w.openingHours, labels.days),
    notes: fill(pickLang(lang, w.notesZh, w.notesEn)),
    full_text: `${labels.recipient}: ${recipient}\n${labels.phone}: ${w.phone}\n${labels.address}: ${address}`,
  };
}

/** One line: street lines, suburb, city region postcode, country; a region named like its city (Auckland) once. */
export function addressText(w: WarehouseRow, lines = w.addressLines): string {
  const region = w.region.trim().toLowerCase() === w.city.trim().toLowerCase() ? '' : w.region;
  const cityLine = [w.city, region, w.postcode].filter(Boolean).join(' ');
  return [...lines, w.suburb, cityLine, w.country === 'NZ' ? 'New Zealand' : 'Australia'].filter(Boolean).join(', ');
}

export function openingHours(hours: OpeningHours, days: Record<string, string>) {
  return WEEKDAYS.map((day) => ({ day, label: days[day], open: hours[day]?.[0] ?? null, close: hours[day]?.[1] ?? null }));
}

/** The customer's addresses to send to, and the depots, in order. */
export async function warehousePlaces(deps: Deps, user: UserRow, lang: ApiLang) {
  const rows = await deps.db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.siteId, user.siteId), eq(warehouses.active, true)))
    .orderBy(asc(warehouses.sort), asc(warehouses.id));
  const name = recipientName(user);
  const places = rows.map((w) => placeFor(lang, w, user.memberCode, name));
  return {
    warehouses: places.filter((p) => p.kind === 'warehouse'),
    depots: places.filter((p) => p.kind === 'depot'),
    member_code: user.memberCode,
    recipient_name: name,
  };
}
