// A waybill form's state kept in the draft store on every change (stores/drafts.ts): restored on open with
// a "draft restored" toast, forgotten when the form is blank again, cleared on success or by "clear".
import { useEffect, useRef, useState } from 'react'
import { t } from '@/locales'
import { useStores } from '@/stores'
import type { DraftKind, DraftMap, GoodsRow, WaybillDraftBase } from '@/stores/drafts'
import { toast } from '@/services/feedback'

/** Goods lines nobody typed into (the prefilled empty line) do not make a draft. */
const typed = (rows: GoodsRow[]) => rows.filter((r) => r.name.trim() || r.unit_value.trim() || !['', '1'].includes(r.quantity.trim()))
const content = (d: WaybillDraftBase) => JSON.stringify({ ...d, goods: typed(d.goods), goods_edited: false })
const sameContent = (a: WaybillDraftBase, b: WaybillDraftBase) => content(a) === content(b)

/** `accept` decides whether a stored draft fits this visit (pack: the same parcels as the query). */
export function useDraftState<K extends DraftKind>(kind: K, blank: () => DraftMap[K], accept: (draft: DraftMap[K]) => boolean = () => true) {
  const { drafts } = useStores()
  const blankRef = useRef<DraftMap[K]>()
  if (!blankRef.current) blankRef.current = blank()
  const restored = useRef(false)
  const [state, setState] = useState<DraftMap[K]>(() => {
    const draft = drafts.get(kind)
    if (draft && accept(draft)) {
      restored.current = true
      return { ...blankRef.current!, ...draft }
    }
    return blankRef.current!
  })

  useEffect(() => {
    if (restored.current) toast(t('waybillForm.draftRestored'))
  }, [])

  useEffect(() => {
    if (sameContent(state, blankRef.current!)) drafts.clear(kind)
    else drafts.save(kind, state)
  }, [state, drafts, kind])

  const patch = (change: Partial<DraftMap[K]>) => setState((now) => ({ ...now, ...change }))
  const update = (fn: (now: DraftMap[K]) => DraftMap[K]) => setState(fn)
  const clear = () => {
    drafts.clear(kind)
    setState(blankRef.current!)
  }
  /** After the waybill is created: nothing is kept. */
  const forget = () => drafts.clear(kind)

  return { state, patch, update, clear, forget }
}
