// Goods categories for the goods lines (GET /api/price/categories, in the request language).
import { useEffect, useState } from 'react';
import { useApi } from '@/stores';
import type { GoodsCategory } from '@contract/pricing';

export function useCategories() {
  const api = useApi();
  const [categories, setCategories] = useState<GoodsCategory[]>([]);
  useEffect(() => {
    api.pricing
      .listGoodsCategories()
      .then(({ list }) => setCategories(list))
      .catch(() => {});
  }, [api]);
  return categories;
}
