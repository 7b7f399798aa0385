// Channel quotes for the declaration as it is typed: POST /api/price/quote 500 ms after the last change
// (the same priceParcel the server checks at creation), older answers dropped. `body` null: nothing to ask yet.
import { useEffect, useMemo, useRef, useState } from 'react';
import * as pricingService from '@/services/pricing';
import { useService } from '@/stores';
import { debounce } from '@/utils/timing';
import type { QuoteData, QuoteRequest } from '@contract/pricing';

export const QUOTE_DEBOUNCE_MS = 500;

export function useQuotes(body: QuoteRequest | null) {
  const pricingApi = useService(pricingService);
  const [data, setData] = useState<QuoteData | null>(null);
  const [loading, setLoading] = useState(false);
  const generation = useRef(0);
  const key = body ? JSON.stringify(body) : '';

  const ask = useMemo(
    () =>
      debounce(async (request: QuoteRequest) => {
        const mine = ++generation.current;
        try {
          const answer = await pricingApi.quote(request);
          if (mine === generation.current) setData(answer);
        } catch {
          if (mine === generation.current) setData(null); // toasted
        } finally {
          if (mine === generation.current) setLoading(false);
        }
      }, QUOTE_DEBOUNCE_MS),
    [pricingApi],
  );
  useEffect(() => () => ask.cancel(), [ask]);

  useEffect(() => {
    if (!key) {
      ask.cancel();
      generation.current++;
      setData(null);
      setLoading(false);
      return;
    }
    setLoading(true);
    ask(JSON.parse(key) as QuoteRequest);
  }, [key, ask]);

  return { data, loading };
}
