// The returns queue: open returns (or one state) by the shop's deadline, soonest first; an alert for those due
// within 2 days and each card's days left (late ones in red). A card opens the workbench (/pages/staff/return?id=).
// Pull to refresh, scroll for more; refreshed when coming back.
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useRef, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { ReturnBadge } from '@/components/returns/ReturnParts';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { tab as tabItem, tabList } from '@/lib/tab-row';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as returnsService from '@/services/returns';
import { useService } from '@/stores';
import { formatMoney } from '@/utils/money';
import { RETURN_STATUSES, type ReturnStatus, type StaffReturnRow } from '@contract/returns';
import { DeletedCustomer } from './DeletedCustomer';
import { ListFoot } from './ListFoot';
import { StaffGate } from './StaffGate';
import '@/locales/areas/claims';
import '@/locales/areas/staff';
import '@/locales/areas/cards';
import '@/locales/areas/returns';

const TABS: ('open' | ReturnStatus)[] = ['open', ...RETURN_STATUSES];

function Card({ r }: { r: StaffReturnRow }) {
  const t = useT();
  const left = r.days_left < 0 ? t('returns.staff.overdue', { n: -r.days_left }) : t('returns.staff.daysLeft', { n: r.days_left });
  return (
    <View
      className={`staff-card staff-return-card staff-return-card-${r.id}`}
      onClick={() => Taro.navigateTo({ url: `${ROUTES.staffReturn}?id=${r.id}` })}
    >
      <View className="staff-row">
        <View>
          {r.method_text} · {r.no}
        </View>
        <ReturnBadge status={r.status} />
      </View>
      <View className="staff-row staff-muted">
        <View>
          {t('returns.staff.member', { code: r.member_code })}
          <DeletedCustomer deleted={r.customer_deleted} /> · {t('returns.parcels', { n: r.parcel_count })}
        </View>
        <View className={r.due_soon ? 'ret-due-soon' : ''}>
          <Instant value={r.deadline} /> · {left}
        </View>
      </View>
      {r.amount > 0 && <View className="staff-muted">{formatMoney(r.amount, r.currency)}</View>}
    </View>
  );
}

function Queue() {
  const t = useT();
  const returnsApi = useService(returnsService);
  const [tab, setTab] = useState<(typeof TABS)[number]>('open');
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [dueSoon, setDueSoon] = useState(0);
  const list = usePagedList<StaffReturnRow>(
    async (page, pageSize) => {
      const answer = await returnsApi.staffListReturns({ page, page_size: pageSize, ...(tab === 'open' ? {} : { status: tab }) });
      setCounts(answer.counts);
      setDueSoon(answer.due_soon);
      return answer;
    },
    [tab],
  );
  const shown = useRef(false);
  Taro.useDidShow(() => {
    if (shown.current) list.refresh();
    shown.current = true;
  });
  return (
    <>
      {dueSoon > 0 && <View className="ret-alert staff-returns-due">{t('returns.staff.dueSoon', { n: dueSoon })}</View>}
      <View className="staff-tabs staff-returns-tabs" {...tabList(t('common.statusTabs'))}>
        {TABS.map((x) => (
          <View
            key={x}
            className={`staff-tab staff-returns-tab-${x}${x === tab ? ' staff-tab--active' : ''}`}
            {...tabItem(x === tab, () => setTab(x))}
          >
            {x === 'open' ? t('returns.staff.open') : t(`returns.status.${x}`)}
            {x !== 'open' && counts[x] ? ` ${counts[x]}` : ''}
          </View>
        ))}
      </View>
      {list.loading ? (
        <Skeleton rows={4} animated />
      ) : list.items.length === 0 ? (
        <EmptyState className="staff-returns-empty" text={t('returns.empty')} />
      ) : (
        <View className="staff-returns-list">
          {list.items.map((r) => (
            <Card key={r.id} r={r} />
          ))}
          <ListFoot list={list} />
        </View>
      )}
    </>
  );
}

export default function StaffReturnsPage() {
  usePage('returns.staff.title');
  return <StaffGate className="staff-returns-page">{() => <Queue />}</StaffGate>;
}
