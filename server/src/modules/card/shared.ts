/** Pieces the card and coupon modules share: the channels a card or coupon names. */
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import type { ChannelRef } from '@contract/card';
import type { Queryable } from '../../db/client';
import { channels } from '../../db/schema';
import { pickLang } from '../../lib/bilingual';
import { obj } from '../../schemas';

/** Code -> name (request language) of every channel of a site, deactivated ones too: old cards still name them. */
export async function channelNames(q: Queryable, siteId: number, lang: ApiLang): Promise<Map<string, string>> {
  const rows = await q
    .select({ code: channels.code, zh: channels.nameZh, en: channels.nameEn })
    .from(channels)
    .where(eq(channels.siteId, siteId));
  return new Map(rows.map((r) => [r.code, pickLang(lang, r.zh, r.en)]));
}

export const channelRefs = (names: Map<string, string>, codes: string[]): ChannelRef[] =>
  codes.map((code) => ({ code, name: names.get(code) ?? code }));

/** The first code that is not a channel of the site, or undefined. */
export async function unknownChannel(q: Queryable, siteId: number, codes: string[] | undefined): Promise<string | undefined> {
  if (!codes?.length) return undefined;
  const known = await q
    .select({ code: channels.code })
    .from(channels)
    .where(and(eq(channels.siteId, siteId), inArray(channels.code, codes)));
  return codes.find((c) => !known.some((k) => k.code === c));
}

export const channelRefSchema = obj({ code: { type: 'string' }, name: { type: 'string' } }, ['code', 'name']);
