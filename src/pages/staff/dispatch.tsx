// Dispatch: scan waybills into the list (or tick them, or "select all"), then one batch call (a second Enter
// on the empty scan field, or the button), then each id's result (ok, or failed with the server's reason).
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { EmptyState } from '@/components/EmptyState';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { gramsToKg } from '@contract/units';
import { DeletedCustomer } from './DeletedCustomer';
import { inside } from './format';
import { ScanField } from './ScanField';
import { StaffGate } from './StaffGate';
import { useDispatch } from './useDispatch';
import '@/locales/areas/cards';
import '@/locales/areas/staff';
import '@/locales/areas/operations';

function Dispatch() {
  const t = useT();
  const { list, selected, allOn, toggle, toggleAll, results, batch, scanner, submit } = useDispatch();

  return (
    <>
      <View className="staff-card dispatch-scan-card">
        <ScanField
          scanner={scanner}
          name="dispatch"
          label={t('staff.scan.waybillNo')}
          placeholder={t('staff.scan.dispatchPlaceholder')}
          hint={t('staff.scan.dispatchHint')}
        />
      </View>
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
      <View className="staff-bottom-bar dispatch-bar">
        <View className="dispatch-select-all" onClick={toggleAll}>
          <View className={`staff-check${allOn ? ' staff-check--on' : ''}`} />
          <View>{t('staff.dispatch.selectAll')}</View>
        </View>
        <View className="dispatch-count">{t('staff.dispatch.selected', { count: selected.length })}</View>
        <Button className="dispatch-submit" type="primary" size="small" loading={scanner.busy} disabled={scanner.busy} onClick={submit}>
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
