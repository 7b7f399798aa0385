// Dispatch: the pending_dispatch waybills with checkboxes and "select all"; one batch call, then each
// id's result (ok, or failed with the server's reason) and the list again.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { confirmDialog } from '@/services/feedback';
import * as staffService from '@/services/staff';
import { useService } from '@/stores';
import { gramsToKg } from '@/utils/units';
import type { DispatchData, StaffWaybillRow } from '@contract/waybill';
import { DeletedCustomer } from './DeletedCustomer';
import { inside } from './format';
import { StaffGate } from './StaffGate';
import '@/locales/areas/cards';
import '@/locales/areas/staff';
import '@/locales/areas/operations';

type Row = StaffWaybillRow;
const MAX_BATCH = 100;

function Dispatch() {
  const t = useT();
  const staffApi = useService(staffService);
  const list = usePagedList<Row>(
    (page, pageSize) => staffApi.listStaffWaybills({ status: 'pending_dispatch', page, page_size: pageSize }),
    [],
  );
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [results, setResults] = useState<(DispatchData['results'][number] & { no: string })[]>([]);
  const [batch, setBatch] = useState<DispatchData['batch']>(null);

  const ids = list.items.map((w) => w.id);
  const allOn = ids.length > 0 && ids.every((id) => selected.includes(id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const toggleAll = () => setSelected(allOn ? [] : ids.slice(0, MAX_BATCH));

  const submit = async () => {
    if (busy) return;
    const chosen = selected.filter((id) => ids.includes(id));
    setError(chosen.length ? '' : t('staff.dispatch.none'));
    if (!chosen.length) return;
    const confirm = await confirmDialog(t('staff.dispatch.submit'), t('staff.dispatch.confirm', { count: chosen.length }));
    if (!confirm) return;
    const numbers = new Map(list.items.map((w) => [w.id, w.no]));
    setBusy(true);
    try {
      const answer = await staffApi.dispatchWaybills(chosen);
      setResults(answer.results.map((r) => ({ ...r, no: numbers.get(r.id) ?? String(r.id) })));
      setBatch(answer.batch);
      setSelected([]);
      await list.refresh();
    } catch {
      // toasted by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {results.length > 0 && (
        <View className="staff-card dispatch-results">
          <View className="staff-card-title">{t('staff.dispatch.results')}</View>
          {batch && (
            <View className="staff-row dispatch-batch" onClick={() => Taro.navigateTo({ url: `${ROUTES.staffBatches}?id=${batch.id}` })}>
              <View className="dispatch-batch-no">{t('ops.batches.made', { no: batch.no })}</View>
              <View className="staff-copy dispatch-batch-open">{t('ops.batches.open')}</View>
            </View>
          )}
          {results.map((r) => (
            <View key={r.id} className={`staff-row dispatch-result dispatch-result-${r.id} dispatch-result--${r.ok ? 'ok' : 'failed'}`}>
              <View className="dispatch-result-no">{r.no}</View>
              <View className="dispatch-result-text">{r.ok ? t('staff.dispatch.ok') : t('staff.dispatch.failed', { msg: r.msg })}</View>
            </View>
          ))}
        </View>
      )}
      {list.loading ? (
        <View className="dispatch-loading">
          <Skeleton rows={3} animated />
        </View>
      ) : list.items.length === 0 ? (
        <EmptyState className="dispatch-empty" text={t('staff.dispatch.empty')} />
      ) : (
        <View className="dispatch-list">
          {list.items.map((w) => {
            const on = selected.includes(w.id);
            return (
              <View
                key={w.id}
                className={`staff-card dispatch-item dispatch-item-${w.id}${on ? ' dispatch-item--on' : ''}`}
                onClick={() => toggle(w.id)}
              >
                <View className={`staff-check dispatch-check${on ? ' staff-check--on' : ''}`} />
                <View className="dispatch-item-body">
                  <View className="staff-row">
                    <View className="dispatch-item-no" onClick={inside(() => Taro.navigateTo({ url: `${ROUTES.staffOrder}?id=${w.id}` }))}>
                      {w.no}
                    </View>
                    <View>
                      {w.member_code}
                      <DeletedCustomer deleted={w.customer_deleted} />
                    </View>
                  </View>
                  <View className="staff-row staff-muted">
                    <View>
                      {w.recipient_name} · {w.recipient_city}
                    </View>
                    <View>
                      {w.weight_g != null ? `${gramsToKg(w.weight_g)} kg` : ''} · {w.channel.name}
                    </View>
                  </View>
                </View>
              </View>
            );
          })}
          {list.loadingMore && <View className="staff-list-foot">{t('pagedList.loading')}</View>}
        </View>
      )}
      {error && <View className="form-error staff-error dispatch-error">{error}</View>}
      <View className="staff-bottom-bar dispatch-bar">
        <View className="dispatch-select-all" onClick={toggleAll}>
          <View className={`staff-check${allOn ? ' staff-check--on' : ''}`} />
          <View>{t('staff.dispatch.selectAll')}</View>
        </View>
        <View className="dispatch-count">{t('staff.dispatch.selected', { count: selected.length })}</View>
        <Button className="dispatch-submit" type="primary" size="small" loading={busy} disabled={busy} onClick={submit}>
          {t('staff.dispatch.submit')}
        </Button>
      </View>
    </>
  );
}

export default function StaffDispatchPage() {
  usePage('staff.title.dispatch');
  return <StaffGate className="staff-dispatch-page">{() => <Dispatch />}</StaffGate>;
}
