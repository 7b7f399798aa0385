// The freight estimate form: typed units -> API integers (kg -> g, cm -> mm, amount -> minor units), checked
// before the call; POST /api/price/quote -> one quote per channel.
import { useState } from 'react';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { useLoadEffect } from '@/hooks/useLoadEffect';
import * as pricingService from '@/services/pricing';
import { useService } from '@/stores';
import { toMinorUnits } from '@/utils/money';
import { isAmount } from '@/utils/validate';
import type { GoodsCategory, QuoteData, QuoteRequest } from '@contract/pricing';
import { cmToMm, kgToGrams } from '@contract/units';
import '@/locales/areas/freight-estimate';

export const MAX_WEIGHT_G = 1_000_000;
export const MAX_SIDE_MM = 10_000;

export interface FreightInput {
  weight: string;
  length: string;
  width: string;
  height: string;
  declared: string;
  category: string;
  insured: boolean;
}

/** The request body, or the key of the first problem (naming the field). */
export function readQuote(input: FreightInput): { body: QuoteRequest | null; problem: string } {
  const fail = (problem: string) => ({ body: null, problem });
  const weight = kgToGrams(input.weight);
  if (!input.weight.trim()) return fail('freight.error.weightRequired');
  if (!(weight > 0)) return fail('freight.error.weight');
  if (weight > MAX_WEIGHT_G) return fail('freight.error.weightMax');
  const sides = [input.length, input.width, input.height].map((s) => s.trim());
  let dims: Pick<QuoteRequest, 'length_mm' | 'width_mm' | 'height_mm'> = {};
  if (sides.some(Boolean)) {
    const mm = sides.map(cmToMm);
    if (mm.some((v) => !(v > 0) || v > MAX_SIDE_MM)) return fail('freight.error.dims');
    dims = { length_mm: mm[0], width_mm: mm[1], height_mm: mm[2] };
  }
  const declared = input.declared.trim();
  if (!declared) return fail('freight.error.declaredRequired');
  if (!isAmount(declared)) return fail('freight.error.declared');
  if (!input.category) return fail('freight.error.category');
  return {
    body: { weight_g: weight, ...dims, declared_value: toMinorUnits(declared), category: input.category, insured: input.insured },
    problem: '',
  };
}

export function useFreightTrial() {
  const pricingApi = useService(pricingService);
  const form = useFormSubmit();
  const [categories, setCategories] = useState<GoodsCategory[]>([]);
  /** The categories have answered (or failed): the form shows then, with the first one's hint in place. */
  const [ready, setReady] = useState(false);
  const [input, setInput] = useState<FreightInput>({
    weight: '',
    length: '',
    width: '',
    height: '',
    declared: '',
    category: '',
    insured: false,
  });
  const [result, setResult] = useState<QuoteData | null>(null);

  useLoadEffect(() => {
    pricingApi
      .listGoodsCategories()
      .then(({ list }) => {
        setCategories(list);
        // General goods (the first) until the user picks another.
        setInput((now) => (now.category || !list[0] ? now : { ...now, category: list[0].code }));
      })
      .catch(() => {})
      .finally(() => setReady(true));
  }, [pricingApi]);

  const set =
    <K extends keyof FreightInput>(key: K) =>
    (value: FreightInput[K]) =>
      setInput((now) => ({ ...now, [key]: value }));

  form.useRecheck(readQuote(input).problem);

  const submit = () => {
    const { body, problem } = readQuote(input);
    if (problem) setResult(null);
    return form.submit(problem, () => pricingApi.quote(body!), setResult);
  };

  return { input, set, categories, ready, result, submit, error: form.error, busy: form.busy };
}
