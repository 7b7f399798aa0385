// My waybills: one status tab at a time with the per-tab counts the list answers, searched (debounced
// 500 ms), paged with pull-to-refresh and endless scroll, refreshed when the tab is shown again.
import Taro from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { Waybill, WaybillTab } from '@/contract-tracking'
import { useStores } from '@/stores'
import { usePagedList } from '@/hooks/usePagedList'
import * as api from '@/services/waybill'
import { useSearchKeyword } from '@/hooks/useSearchKeyword'

export const PAGE_SIZE = 20

export function useWaybillList() {
  const { http, session } = useStores()
  const [tab, setTab] = useState<WaybillTab>('all')
  const [input, setInput] = useState('')
  const [counts, setCounts] = useState<Partial<Record<WaybillTab, number>>>({})
  const signedIn = session.signedIn

  const [keyword] = useSearchKeyword(input.trim())

  const search = setInput

  const list = usePagedList<Waybill>(
    async (page, pageSize) => {
      if (!signedIn) return { list: [], total: 0 }
      const answer = await api.listWaybills(http, { status: tab, page, page_size: pageSize, ...(keyword ? { keyword } : {}) })
      setCounts(answer.counts ?? {})
      return answer
    },
    [tab, keyword, signedIn],
    PAGE_SIZE,
  )

  // Back from a detail (cancelled, edited) or from sending: show the current states.
  const shown = useRef(false)
  Taro.useDidShow(() => {
    if (shown.current && signedIn) list.refresh()
    shown.current = true
  })

  const switchTab = (next: WaybillTab) => {
    if (next !== tab) setTab(next)
  }

  return { tab, switchTab, input, search, keyword, counts, list }
}
