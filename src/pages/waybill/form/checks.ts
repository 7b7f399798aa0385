// What both waybill forms check before creating: recipient, goods, channel (and its answer for these
// goods), insured value. Each answers a message key and, for goods, the line; null when fine.
import { checkGoodsRows, declaredValue, type GoodsProblem, rowsToGoods } from '@/lib/goods';
import type { WaybillDraftBase } from '@/stores/drafts';
import { toMinorUnits } from '@/utils/money';
import { isAmount } from '@/utils/validate';
import type { GoodsLine } from '@contract/parcel';
import type { QuoteData, QuoteRequest } from '@contract/pricing';
import '@/locales/areas/sending';

export interface Problem extends GoodsProblem {
  /** A text to show as is (the channel's refusal, from the server in the request language). */
  text?: string;
}

const problem = (key: string, line = 0): Problem => ({ key, line });

/** The goods as the API takes them, when every line is complete; null otherwise. */
export function readyGoods(draft: Pick<WaybillDraftBase, 'goods'>): GoodsLine[] | null {
  return checkGoodsRows(draft.goods) ? null : rowsToGoods(draft.goods);
}

/** The quote request for this declaration (weight in grams, at least 1 as the quote asks). */
export function quoteBody(
  goods: GoodsLine[],
  weightG: number,
  insured: boolean,
  dims: Partial<Pick<QuoteRequest, 'length_mm' | 'width_mm' | 'height_mm'>> = {},
): QuoteRequest {
  return {
    weight_g: Math.max(1, weightG),
    ...dims,
    declared_value: declaredValue(goods),
    category: goods[0].category,
    items: goods.map((g) => ({ category: g.category, quantity: g.quantity })),
    insured,
  };
}

/** The chosen channel's refusal of the current declaration, if the latest quote refused it. */
export function channelRefusal(quotes: QuoteData | null, code: string): string {
  const q = quotes?.quotes.find((x) => x.channel.code === code);
  return q && !q.ok ? (q.reason?.msg ?? '') : '';
}

export interface CommonFields {
  address_id: number;
  channel_code: string;
  goods: GoodsLine[];
  insured: boolean;
  insured_value?: number;
  services: WaybillDraftBase['services'];
  note?: string;
}

/** The fields both create requests share, or the first problem (in the order the form shows them). */
export function readCommon(draft: WaybillDraftBase, quotes: QuoteData | null): { fields: CommonFields | null; problem: Problem | null } {
  const fail = (p: Problem) => ({ fields: null, problem: p });
  if (!draft.recipient) return fail(problem('waybillForm.error.recipient'));
  const goodsProblem = checkGoodsRows(draft.goods);
  if (goodsProblem) return fail(goodsProblem);
  const goods = rowsToGoods(draft.goods);
  if (!draft.channel_code) return fail(problem('waybillForm.error.channel'));
  const refusal = channelRefusal(quotes, draft.channel_code);
  if (refusal) return fail({ key: 'waybillForm.error.refused', line: 0, text: refusal });
  let insuredValue: number | undefined;
  const typed = draft.insured_value.trim();
  if (draft.insured && typed) {
    if (!isAmount(typed)) return fail(problem('waybillForm.error.insuredValue'));
    insuredValue = toMinorUnits(typed);
    if (insuredValue > declaredValue(goods)) return fail(problem('waybillForm.error.insuredOver'));
  }
  const note = draft.note.trim();
  return {
    fields: {
      address_id: draft.recipient.id,
      channel_code: draft.channel_code,
      goods,
      insured: draft.insured,
      ...(insuredValue !== undefined ? { insured_value: insuredValue } : {}),
      services: draft.services,
      ...(note ? { note } : {}),
    },
    problem: null,
  };
}
