// Goods categories for the goods lines (GET /api/price/categories, in the request language).
import { useEffect, useState } from 'react'
import type { GoodsCategory } from '@/contract'
import { useStores } from '@/stores'
import { listGoodsCategories } from '@/services/pricing'

export function useCategories() {
  const { http } = useStores()
  const [categories, setCategories] = useState<GoodsCategory[]>([])
  useEffect(() => {
    listGoodsCategories(http).then(({ list }) => setCategories(list)).catch(() => {})
  }, [http])
  return categories
}
