/** Pieces the card and coupon modules share: channel names, scoped field errors, the list schema bits. */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ErrorObject } from 'ajv';
import type { ApiLang } from '../../contract';
import type { Queryable } from '../../db/client';
import { channels } from '../../db/schema';
import { FieldError } from '../../lib/errors';
import { fieldErrorFromSchema } from '../../plugins/app/validation';
import type { ChannelRef } from '../../../../types/card';
import { obj } from '../../schemas';
import { pickLang } from '../../lib/bilingual';

/** Code -> name (request language) of every channel of a site, deactivated ones too: old cards still name them. */
export async function channelNames(q: Queryable, siteId: number, lang: ApiLang): Promise<Map<string, string>> {
  const rows = await q.select({ code: channels.code, zh: channels.nameZh, en: channels.nameEn }).from(channels).where(eq(channels.siteId, siteId));
  return new Map(rows.map((r) => [r.code, pickLang(lang, r.zh, r.en)]));
}

export const channelRefs = (names: Map<string, string>, codes: string[]): ChannelRef[] =>
  codes.map((code) => ({ code, name: names.get(code) ?? code }));

/** The first code that is not a channel of the site, or undefined. */
export async function unknownChannel(q: Queryable, siteId: number, codes: string[] | undefined): Promise<string | undefined> {
  if (!codes?.length) return undefined;
  const known = await q.select({ code: channels.code }).from(channels).where(and(eq(channels.siteId, siteId), inArray(channels.code, codes)));
  return codes.find((c) => !known.some((k) => k.code === c));
}

export type MoneyScope = 'card' | 'coupon';

/** Schema errors of the routes registered on `app` name `<scope>.<field>` ("card.status", "coupon.template_id"). */
export function scopeFieldErrors(app: FastifyInstance, scope: MoneyScope): void {
  app.setSchemaErrorFormatter((errors) => {
    const error = fieldErrorFromSchema(errors as unknown as ErrorObject[]);
    return error.field === 'body' ? error : new FieldError(`${scope}.${error.field}`, error.reason, error.params);
  });
}

export const channelRefSchema = obj({ code: { type: 'string' }, name: { type: 'string' } }, ['code', 'name']);
export const dateTime = { type: 'string', format: 'date-time' } as const;
export const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
export const nullableInt = { type: ['integer', 'null'] } as const;
export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
