// Goods categories for the goods lines (GET /api/price/categories, in the request language).
import { useEffect, useState } from 'react';
import * as pricingService from '@/services/pricing';
import { useService } from '@/stores';
import type { GoodsCategory } from '@contract/pricing';

export function useCategories() {
  const pricingApi = useService(pricingService);
  const [categories, setCategories] = useState<GoodsCategory[]>([]);
  useEffect(() => {
    pricingApi
      .listGoodsCategories()
      .then(({ list }) => setCategories(list))
      .catch(() => {});
  }, [pricingApi]);
  return categories;
}
