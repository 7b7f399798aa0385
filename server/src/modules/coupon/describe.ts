/** The one-line texts of a coupon in the request language: what it takes off, and how long it is valid. */
import type { ApiLang } from '@contract/api';
import { formatMoney } from '@contract/money';
import type { CouponTemplateRow, SiteRow } from '../../db/schema';
import { t } from '../../i18n';
import { siteToday } from '../content/today';

/** 10 % off is "9 折", 15 % off "8.5 折". */
const zhe = (percent: number) => String((100 - percent) / 10);

type Terms = Pick<CouponTemplateRow, 'kind' | 'value' | 'maxOff' | 'minSpend' | 'firstWaybillOnly'>;

/**
 * "满 NZ$20.00 减 NZ$5.00" / "NZ$5.00 off orders of NZ$20.00 or more"; "9 折，最多减 NZ$10.00" / "10% off, up to
 * NZ$10.00", in the site's currency; a first-waybill coupon says so (",仅限首个付款运单" / ", first paid waybill only").
 */
export function describeCoupon(lang: ApiLang, terms: Terms, currency: string): string {
  const first = terms.firstWaybillOnly ? t(lang, 'coupon_first_waybill_note') : '';
  const money = (minor: number) => formatMoney(minor, currency);
  return offText(lang, terms, money) + first;
}

function offText(lang: ApiLang, terms: Terms, money: (minor: number) => string): string {
  const min = terms.minSpend > 0;
  if (terms.kind === 'amount') {
    return t(lang, min ? 'coupon_amount_off_min' : 'coupon_amount_off', { off: money(terms.value), min: money(terms.minSpend) });
  }
  const head = t(lang, min ? 'coupon_percent_off_min' : 'coupon_percent_off', {
    rate: zhe(terms.value),
    pct: terms.value,
    min: money(terms.minSpend),
  });
  return terms.maxOff === null ? head : head + t(lang, 'coupon_max_off', { max: money(terms.maxOff) });
}

/** "领取后 14 天内有效" / "Valid for 14 days after claiming", or the fixed window in the site's days. */
export function validText(lang: ApiLang, site: SiteRow, template: Pick<CouponTemplateRow, 'validDays' | 'validFrom' | 'validTo'>): string {
  if (template.validFrom && template.validTo) {
    return t(lang, 'coupon_valid_window', {
      from: siteToday(site, template.validFrom),
      to: siteToday(site, new Date(template.validTo.getTime() - 1)),
    });
  }
  return t(lang, 'coupon_valid_days', { days: template.validDays ?? 0 });
}
