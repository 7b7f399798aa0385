// Storage ageing: held parcels oldest first (days stored, fee so far, past the disposal limit), by view —
// past the free days, unclaimed, checked in today, all held; each with its check-in label.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { tab as tabItem, tabList } from '@/lib/tab-row';
import { useT } from '@/locales';
import * as operationsService from '@/services/operations';
import { labelUrl } from '@/services/operations';
import { useService } from '@/stores';
import { formatMoney } from '@/utils/money';
import { STORAGE_VIEWS, type StorageListData, type StorageParcel, type StorageView } from '@contract/operations';
import { copy } from './format';
import { ListFoot } from './ListFoot';
import { StaffGate } from './StaffGate';
import '@/locales/areas/operations';
import '@/locales/areas/staff';
import '@/locales/areas/cards';

function StorageRow({ p }: { p: StorageParcel }) {
  const t = useT();
  const operationsApi = useService(operationsService);
  const s = p.storage;
  return (
    <View className={`staff-card storage-item storage-item-${p.id}`}>
      <View className="staff-row">
        <View className="storage-no" onClick={() => copy(p.tracking_no)}>
          {p.tracking_no}
        </View>
        {p.disposable && <View className="staff-tag storage-disposable">{t('ops.storage.disposable')}</View>}
      </View>
      <View className="staff-row staff-muted">
        <View>{p.member_code ? t('ops.storage.member', { code: p.member_code }) : t('ops.dashboard.unclaimed')}</View>
        <View>{p.location ? t('ops.storage.shelf', { location: p.location }) : ''}</View>
      </View>
      <View className="staff-row staff-muted">
        <View>
          <Instant at={p.arrived_at} />
        </View>
        {s && <View className="storage-days">{t('ops.storage.days', { days: s.days })}</View>}
      </View>
      {s && (
        <View className="staff-row">
          <View className="storage-free">{t('ops.storage.freeLeft', { n: s.free_days_left })}</View>
          <View className="storage-fee">{t('ops.storage.fee', { fee: formatMoney(s.fee, s.currency) })}</View>
        </View>
      )}
      <Button
        className="storage-label"
        size="small"
        onClick={() => operationsApi.openStaffFile(labelUrl.parcel(p.id), `parcel-${p.tracking_no}.pdf`).catch(() => {})}
      >
        {t('ops.storage.label')}
      </Button>
    </View>
  );
}

function Storage() {
  const t = useT();
  const operationsApi = useService(operationsService);
  const asked = Taro.useRouter().params?.view as StorageView;
  const [view, setView] = useState<StorageView>(STORAGE_VIEWS.includes(asked) ? asked : 'ageing');
  const [rule, setRule] = useState<StorageListData['rule'] | null>(null);
  const list = usePagedList<StorageParcel>(
    async (page, pageSize) => {
      const answer = await operationsApi.listStorage({ view, page, page_size: pageSize });
      setRule(answer.rule);
      return answer;
    },
    [view],
  );

  return (
    <>
      <View className="staff-tabs storage-tabs" {...tabList(t('common.sectionTabs'))}>
        {STORAGE_VIEWS.map((v) => (
          <View
            key={v}
            className={`staff-tab storage-tab-${v}${v === view ? ' staff-tab--active' : ''}`}
            {...tabItem(v === view, () => setView(v))}
          >
            {t(`ops.storage.views.${v}`)}
          </View>
        ))}
      </View>
      {rule && (
        <View className="staff-muted storage-rule">
          {t('ops.storage.rule', {
            free: rule.free_storage_days,
            fee: formatMoney(rule.daily_storage_fee, rule.currency),
            disposal: rule.disposal_days,
          })}
        </View>
      )}
      {list.loading ? (
        <Skeleton rows={4} animated />
      ) : list.items.length === 0 ? (
        <EmptyState className="storage-empty" text={t('ops.storage.empty')} />
      ) : (
        <View className="storage-list">
          {list.items.map((p) => (
            <StorageRow key={p.id} p={p} />
          ))}
          <ZoneNote className="staff-zone" />
          <ListFoot list={list} />
        </View>
      )}
    </>
  );
}

export default function StaffStoragePage() {
  usePage('ops.storage.title');
  return <StaffGate className="staff-storage-page">{() => <Storage />}</StaffGate>;
}
