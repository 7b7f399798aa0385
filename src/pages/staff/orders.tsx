// The waybill queues by status (tabs), searchable by number, recipient or member code; a card opens the
// waybill (/pages/staff/order?id=), and so does its number scanned into the scan field (packing starts there).
// Pull to refresh, scroll for more; refreshed when coming back.
import { Input, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useRef, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { useSearchKeyword } from '@/hooks/useSearchKeyword';
import { tab as tabItem, tabList } from '@/lib/tab-row';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as staffService from '@/services/staff';
import { useService } from '@/stores';
import { gramsToKg } from '@contract/units';
import type { StaffWaybillRow, WaybillStatus } from '@contract/waybill';
import { DeletedCustomer } from './DeletedCustomer';
import { copy, inside } from './format';
import { ListFoot } from './ListFoot';
import { ScanField } from './ScanField';
import * as scanLookup from './scanLookup';
import { StaffGate } from './StaffGate';
import { isRefusal, useScanner } from './useScanner';
import '@/locales/areas/cards';
import '@/locales/areas/staff';
import '@/locales/areas/operations';

export const ORDER_TABS: WaybillStatus[] = ['pending_pack', 'pending_receipt', 'pending_payment', 'pending_dispatch', 'in_transit'];
/** Open waybills flagged with a problem, whatever their status (the dashboard's "problems"). */
type Tab = WaybillStatus | 'problem';
const TABS: Tab[] = [...ORDER_TABS, 'problem'];
const tabQuery = (tab: Tab) => (tab === 'problem' ? { problem: 1 as const } : { status: tab });

function Orders() {
  const t = useT();
  const staffApi = useService(staffService);
  const lookup = useService(scanLookup);
  const params = Taro.useRouter().params ?? {};
  const first: Tab = params.problem === '1' ? 'problem' : (params.status as WaybillStatus);
  const [status, setStatus] = useState<Tab>(TABS.includes(first) ? first : 'pending_pack');
  const [input, setInput] = useState('');
  const [keyword] = useSearchKeyword(input.trim());

  const list = usePagedList<StaffWaybillRow>(
    (page, pageSize) => staffApi.listStaffWaybills({ ...tabQuery(status), page, page_size: pageSize, ...(keyword ? { keyword } : {}) }),
    [status, keyword],
  );
  const shown = useRef(false);
  Taro.useDidShow(() => {
    if (shown.current) list.refresh();
    shown.current = true;
  });

  const open = (w: StaffWaybillRow) => Taro.navigateTo({ url: `${ROUTES.staffOrder}?id=${w.id}` });
  const scanner = useScanner(async (code) => {
    const found = await lookup.scannedWaybill(code);
    if (isRefusal(found)) return found;
    open(found);
    return { tone: 'ok', text: t('staff.scan.opened', { no: found.no, status: t(`staff.status.${found.status}`) }) };
  });

  return (
    <>
      <View className="staff-card orders-scan-card">
        <ScanField scanner={scanner} name="orders" label={t('staff.scan.waybillNo')} placeholder={t('staff.scan.packPlaceholder')} />
      </View>
      <View className="staff-tabs orders-tabs" {...tabList(t('common.statusTabs'))}>
        {TABS.map((tab) => (
          <View
            key={tab}
            className={`staff-tab orders-tab-${tab}${tab === status ? ' staff-tab--active' : ''}`}
            {...tabItem(tab === status, () => setStatus(tab))}
          >
            {tab === 'problem' ? t('ops.dashboard.problems') : t(`staff.status.${tab}`)}
          </View>
        ))}
      </View>
      <View className="staff-search orders-search">
        <Input
          value={input}
          onChange={(value: string) => setInput(value)}
          placeholder={t('staff.orders.searchPlaceholder')}
          clearable
          maxLength={50}
        />
      </View>
      {list.loading ? (
        <View className="orders-loading">
          <Skeleton rows={3} animated />
          <Skeleton rows={3} animated />
        </View>
      ) : list.items.length === 0 ? (
        <EmptyState className="orders-empty" text={t('staff.orders.empty')} />
      ) : (
        <View className="orders-list">
          {list.items.map((w) => (
            <View key={w.id} className={`staff-card order-card order-card-${w.id}`} onClick={() => open(w)}>
              <View className="staff-row">
                <View className="order-card-no" onClick={inside(() => copy(w.no))}>
                  {w.no}
                </View>
                <View className="order-card-member">
                  {w.member_code}
                  <DeletedCustomer deleted={w.customer_deleted} />
                </View>
              </View>
              {w.problem && (
                <View className="staff-badge staff-badge--problem order-card-problem">
                  {t('staff.orders.problem')}: {w.problem.reason}
                </View>
              )}
              <View className="staff-row staff-muted">
                <View className="order-card-recipient">
                  {w.recipient_name} · {w.recipient_city}
                </View>
                <View>{t(`staff.kind.${w.kind}`)}</View>
              </View>
              <View className="staff-row staff-muted">
                <View className="order-card-parcels">
                  {t('staff.orders.parcels', { count: w.parcel_count })}
                  {w.weight_g != null ? ` · ${gramsToKg(w.weight_g)} kg` : ''}
                  {` · ${w.channel.name}`}
                </View>
                <View>
                  <Instant at={w.created_at} />
                </View>
              </View>
            </View>
          ))}
          <ZoneNote className="staff-zone" />
          <ListFoot list={list} />
        </View>
      )}
    </>
  );
}

export default function StaffOrdersPage() {
  usePage('staff.title.orders');
  return <StaffGate className="staff-orders-page">{() => <Orders />}</StaffGate>;
}
