// Dispatch's state: the pending_dispatch waybills, the ones chosen (ticked, or scanned: a scan adds the waybill,
// fetching it when it is past the loaded page, and refuses an unknown number or a waybill in another state),
// and one batch call. By keyboard: Enter on the empty scan field asks once more, the second Enter dispatches;
// the button asks in a dialog.
import { useRef, useState } from 'react';
import { usePagedList } from '@/hooks/usePagedList';
import { useT } from '@/locales';
import { confirmDialog } from '@/services/feedback';
import * as staffService from '@/services/staff';
import { useService } from '@/stores';
import type { DispatchData, StaffWaybillRow } from '@contract/waybill';
import { normaliseWaybillNo } from '@contract/waybill-number';
import * as scanLookup from './scanLookup';
import { isRefusal, type ScanOutcome, SHOWN_BIG, useScanner } from './useScanner';

export const MAX_BATCH = 100;
type Result = DispatchData['results'][number] & { no: string };

export function useDispatch() {
  const t = useT();
  const staffApi = useService(staffService);
  const lookup = useService(scanLookup);
  const list = usePagedList<StaffWaybillRow>(
    (page, pageSize) => staffApi.listStaffWaybills({ status: 'pending_dispatch', page, page_size: pageSize }),
    [],
  );
  const [selected, setSelected] = useState<number[]>([]);
  const [results, setResults] = useState<Result[]>([]);
  const [batch, setBatch] = useState<DispatchData['batch']>(null);
  /** The first Enter on the empty field asked "again to dispatch": the next one dispatches. */
  const armed = useRef(false);

  const ids = list.items.map((w) => w.id);
  const chosen = () => selected.filter((id) => ids.includes(id));
  const allOn = ids.length > 0 && ids.every((id) => selected.includes(id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const toggleAll = () => setSelected(allOn ? [] : ids.slice(0, MAX_BATCH));

  const add = async (code: string): Promise<ScanOutcome> => {
    armed.current = false;
    const no = normaliseWaybillNo(code);
    let row = list.items.find((w) => w.no === no) ?? null;
    if (!row) {
      const found = await lookup.scannedWaybill(no);
      if (isRefusal(found)) return found;
      if (found.status !== 'pending_dispatch') {
        return { tone: 'error', text: t('staff.scan.wrongState', { no, status: t(`staff.status.${found.status}`) }) };
      }
      row = found;
      list.setItems((shown) => [found, ...shown.filter((w) => w.id !== found.id)]);
    }
    if (selected.includes(row.id)) return { tone: 'ok', text: t('staff.scan.already', { no, count: selected.length }) };
    if (selected.length >= MAX_BATCH) return { tone: 'error', text: t('staff.dispatch.full', { count: MAX_BATCH }) };
    setSelected([...selected, row.id]);
    return { tone: 'ok', text: t('staff.scan.added', { no, count: selected.length + 1 }) };
  };

  const dispatch = async (ask: boolean): Promise<ScanOutcome | null> => {
    const going = chosen();
    if (!going.length) return { tone: 'error', text: t('staff.dispatch.none') };
    if (ask && !(await confirmDialog(t('staff.dispatch.submit'), t('staff.dispatch.confirm', { count: going.length })))) return null;
    const numbers = new Map(list.items.map((w) => [w.id, w.no]));
    try {
      const answer = await staffApi.dispatchWaybills(going, SHOWN_BIG);
      setResults(answer.results.map((r) => ({ ...r, no: numbers.get(r.id) ?? String(r.id) })));
      setBatch(answer.batch);
      setSelected([]);
      await list.refresh();
      const failed = answer.results.filter((r) => !r.ok).length;
      return failed
        ? { tone: 'error', text: t('staff.scan.notSent', { count: failed }) }
        : { tone: 'ok', text: t('staff.scan.sent', { count: going.length }) };
    } catch (err) {
      return { tone: 'error', text: (err as Error).message };
    }
  };

  const enterOnEmpty = async (): Promise<ScanOutcome | null> => {
    const count = chosen().length;
    if (!count || armed.current) {
      armed.current = false;
      return dispatch(false);
    }
    armed.current = true;
    return { tone: 'ask', text: t('staff.scan.pressAgain', { count }) };
  };

  const scanner = useScanner(add, { onEmpty: enterOnEmpty });
  const submit = () => scanner.run(() => dispatch(true));

  return { list, selected, allOn, toggle, toggleAll, results, batch, scanner, submit };
}
