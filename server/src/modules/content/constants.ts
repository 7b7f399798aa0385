/** Fixed vocabularies of the content: the versioned articles, FAQ sections, weekdays. */
import type { ArticleKey } from '@contract/content';

/** Customers sign the transport protocol and agree to the privacy policy, claims are judged by the packing rules: a published version never changes. */
export const VERSIONED_ARTICLES: readonly ArticleKey[] = ['transport_protocol', 'pack_rule', 'privacy_policy'];

export const FAQ_CATEGORIES: Record<string, { zh: string; en: string }> = {
  account: { zh: '账号', en: 'Account' },
  shipping: { zh: '寄件与运输', en: 'Shipping' },
  customs: { zh: '清关与税费', en: 'Customs and duty' },
  payment: { zh: '支付', en: 'Payment' },
  claims: { zh: '理赔', en: 'Claims' },
  returns: { zh: '退货', en: 'Returns' },
};

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
