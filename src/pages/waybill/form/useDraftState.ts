// A waybill form's state kept in the draft store on every change (stores/drafts.ts): restored on open with
// a "draft restored" toast, forgotten when the form is blank again, cleared on success or by "clear".
// It also holds the submission's request id (server: createOnce): the first submit makes one, a retry of the
// unchanged form (a timeout, a double tap, even after leaving the page) sends it again, so the server
// answers the first waybill instead of creating another; a change to the form or a create drops it.
import { useEffect, useRef, useState } from 'react';
import { randomId } from '@/lib/device-id';
import { t } from '@/locales';
import { toast } from '@/services/feedback';
import { useStores } from '@/stores';
import type { DraftKind, DraftMap, GoodsRow, WaybillDraftBase } from '@/stores/drafts';
import '@/locales/areas/sending';

/** Goods lines nobody typed into (the prefilled empty line) do not make a draft. */
const typed = (rows: GoodsRow[]) => rows.filter((r) => r.name.trim() || r.unit_value.trim() || !['', '1'].includes(r.quantity.trim()));
const content = (d: WaybillDraftBase) => JSON.stringify({ ...d, goods: typed(d.goods), goods_edited: false });
const sameContent = (a: WaybillDraftBase, b: WaybillDraftBase) => content(a) === content(b);
/** What a request id was made for: the whole form but the id. */
const fields = (d: WaybillDraftBase) => JSON.stringify({ ...d, request_id: undefined });

/** `accept` decides whether a stored draft fits this visit (pack: the same parcels as the query). */
export function useDraftState<K extends DraftKind>(
  kind: K,
  blank: () => DraftMap[K],
  accept: (draft: DraftMap[K]) => boolean = () => true,
) {
  const { drafts } = useStores();
  const blankRef = useRef<DraftMap[K]>();
  if (!blankRef.current) blankRef.current = blank();
  const restored = useRef(false);
  const request = useRef<{ id: string; form: string } | null>(null);
  const [state, setState] = useState<DraftMap[K]>(() => {
    const draft = drafts.get(kind);
    if (draft && accept(draft)) {
      restored.current = true;
      const form = { ...blankRef.current!, ...draft };
      if (draft.request_id) request.current = { id: draft.request_id, form: fields(form) };
      return form;
    }
    return blankRef.current!;
  });

  useEffect(() => {
    if (restored.current) toast(t('waybillForm.draftRestored'));
  }, []);

  useEffect(() => {
    if (request.current && request.current.form !== fields(state)) request.current = null; // a new submission
    if (sameContent(state, blankRef.current!)) drafts.clear(kind);
    else drafts.save(kind, { ...state, request_id: request.current?.id });
  }, [state, drafts, kind]);

  const patch = (change: Partial<DraftMap[K]>) => setState((now) => ({ ...now, ...change }));
  const update = (fn: (now: DraftMap[K]) => DraftMap[K]) => setState(fn);
  const clear = () => {
    request.current = null;
    drafts.clear(kind);
    setState(blankRef.current!);
  };
  /** After the waybill is created: nothing is kept, the next submission gets a new request id. */
  const forget = () => {
    request.current = null;
    drafts.clear(kind);
  };
  /** This submission's request id, kept in the draft before it is sent. */
  const requestId = async (): Promise<string> => {
    if (!request.current) request.current = { id: await randomId(), form: fields(state) };
    drafts.save(kind, { ...state, request_id: request.current.id });
    return request.current.id;
  };

  return { state, patch, update, clear, forget, requestId };
}
