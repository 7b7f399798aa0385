/**
 * The packing claim rules as data: the pack_rule article version in force carries `rules` (ClaimRules); its text
 * shows them through {placeholders} (fillRules, used by the article page) and suggestedMax() computes from the
 * same object, so the page and the amount can't disagree. A claim freezes the version it was judged by.
 */
import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { ApiStatus } from '@contract/api';
import type { ClaimRules, ClaimSnapshot, ClaimType, SuggestedMax } from '@contract/claim';
import { currencySymbol } from '@contract/money';
import type { Queryable } from '../../db/client';
import { articles, type SiteRow } from '../../db/schema';
import { t } from '../../i18n';
import { ApiError } from '../../lib/errors';
import { int } from '../../lib/schema';
import { siteToday } from '../content/today';

/** "NZ$100" / "A$5.50": how the rules write money. */
export function ruleMoney(currency: string, minor: number): string {
  const value = minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
  return `${currencySymbol(currency)}${value}`;
}

const MONEY_KEYS = new Set<keyof ClaimRules>(['uninsured_cap', 'delay_coupon']);

/** The text with each {rule} replaced by its figure; unknown placeholders stay as written. */
export function fillRules(text: string, rules: ClaimRules, currency: string): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, key: string) => {
    if (!(key in rules)) return whole;
    const value = rules[key as keyof ClaimRules];
    return MONEY_KEYS.has(key as keyof ClaimRules) ? ruleMoney(currency, value) : String(value);
  });
}

export interface RulesInForce {
  version: string;
  rules: ClaimRules;
}

/** The rules of the pack_rule version in force on the site's today. */
export async function rulesInForce(q: Queryable, site: SiteRow, now: Date): Promise<RulesInForce> {
  const [row] = await q
    .select({ version: articles.version, rules: articles.rules })
    .from(articles)
    .where(
      and(
        eq(articles.siteId, site.id),
        eq(articles.key, 'pack_rule'),
        isNotNull(articles.publishedAt),
        lte(articles.effectiveOn, siteToday(site, now)),
      ),
    )
    .orderBy(desc(articles.effectiveOn), desc(articles.publishedAt), desc(articles.id))
    .limit(1);
  if (!row?.rules) throw new ApiError(ApiStatus.NOT_FOUND, 'claim_rules_missing');
  return { version: row.version, rules: row.rules };
}

/**
 * The most a claim can be paid, by the packing claim rules:
 *  - lost: insured -> the insured value; uninsured -> the declared value within min(freight x multiple, cap);
 *    plus the freight refunded (rule 2);
 *  - damaged, short: the same caps, no freight refund (rules 3, 4);
 *  - delayed: a coupon of the rules' value, never cash (rule 11);
 *  - not_in_account: the parcel's declared value within the cap (rule 12).
 */
export function suggestedMax(rules: ClaimRules, type: ClaimType, snap: ClaimSnapshot, lang: ApiLang): SuggestedMax {
  const money = (minor: number) => ruleMoney(snap.currency, minor);
  if (type === 'delayed') {
    return {
      kind: 'coupon',
      amount: rules.delay_coupon,
      freight_refund: 0,
      basis: t(lang, 'claim_basis_delay', { coupon: money(rules.delay_coupon) }),
    };
  }
  if (type === 'not_in_account') {
    const amount = Math.min(snap.declared_value, rules.uninsured_cap);
    return {
      kind: 'wallet',
      amount,
      freight_refund: 0,
      basis: t(lang, 'claim_basis_parcel', { value: money(snap.declared_value), cap: money(rules.uninsured_cap) }),
    };
  }
  const goods = snap.insured
    ? Math.min(snap.insured_value, snap.declared_value)
    : Math.min(snap.declared_value, snap.freight * rules.freight_multiple, rules.uninsured_cap);
  const basis = snap.insured
    ? t(lang, 'claim_basis_insured', { insured: money(snap.insured_value) })
    : t(lang, 'claim_basis_uninsured', {
        value: money(snap.declared_value),
        multiple: rules.freight_multiple,
        freight: money(snap.freight),
        cap: money(rules.uninsured_cap),
      });
  const refund = type === 'lost' ? snap.freight : 0;
  return {
    kind: 'wallet',
    amount: goods + refund,
    freight_refund: refund,
    basis: refund ? `${basis}${t(lang, 'claim_basis_freight_refund', { freight: money(refund) })}` : basis,
  };
}

const RULE_KEYS: (keyof ClaimRules)[] = [
  'freight_multiple',
  'uninsured_cap',
  'damage_hours',
  'lost_grace_days',
  'lost_file_days',
  'delay_grace_days',
  'delay_coupon',
  'arrival_days',
  'appeal_days',
];
/** The rule figures as an admin sets them on a pack_rule version (whole numbers; money in minor units). */
export const CLAIM_RULES_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: RULE_KEYS,
  properties: Object.fromEntries(RULE_KEYS.map((k) => [k, int(0, 10_000_000)])),
};

/** The rules of one pack_rule version (a claim is judged by the version it was filed under). */
export async function rulesOfVersion(q: Queryable, siteId: number, version: string): Promise<ClaimRules> {
  const [row] = await q
    .select({ rules: articles.rules })
    .from(articles)
    .where(and(eq(articles.siteId, siteId), eq(articles.key, 'pack_rule'), eq(articles.version, version)));
  if (!row?.rules) throw new ApiError(ApiStatus.NOT_FOUND, 'claim_rules_missing');
  return row.rules;
}
