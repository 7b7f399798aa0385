// The claims queue: open claims (or one state) oldest first, each with its age, the member, the amount asked and
// whether an approval awaits a second staff member; counts per state on the tabs. A card opens the workbench
// (/pages/staff/claim?id=). Pull to refresh, scroll for more; refreshed when coming back.
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useRef, useState } from 'react';
import { ClaimAmounts, StatusBadge } from '@/components/claims/ClaimParts';
import { EmptyState } from '@/components/EmptyState';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { tab as tabItem, tabList } from '@/lib/tab-row';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as claimsService from '@/services/claims';
import { useService } from '@/stores';
import type { ClaimStatus, StaffClaimSummary } from '@contract/claim';
import { DeletedCustomer } from './DeletedCustomer';
import { ListFoot } from './ListFoot';
import { StaffGate } from './StaffGate';
import '@/locales/areas/cards';
import '@/locales/areas/claims';
import '@/locales/areas/staff';

const TABS: ('open' | ClaimStatus)[] = [
  'open',
  'submitted',
  'need_info',
  'under_review',
  'approved',
  'partially_approved',
  'rejected',
  'paid',
];

function Queue() {
  const t = useT();
  const claimsApi = useService(claimsService);
  const [tab, setTab] = useState<(typeof TABS)[number]>('open');
  const [counts, setCounts] = useState<Partial<Record<ClaimStatus, number>>>({});
  const list = usePagedList<StaffClaimSummary>(
    async (page, pageSize) => {
      const answer = await claimsApi.staffListClaims({ page, page_size: pageSize, ...(tab === 'open' ? {} : { status: tab }) });
      setCounts(answer.counts);
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
      <View className="staff-tabs claims-tabs" {...tabList(t('common.statusTabs'))}>
        {TABS.map((x) => (
          <View
            key={x}
            className={`staff-tab claims-tab-${x}${x === tab ? ' staff-tab--active' : ''}`}
            {...tabItem(x === tab, () => setTab(x))}
          >
            {x === 'open' ? t('staffClaims.all') : t(`afterService.status.${x}`)}
            {x !== 'open' && counts[x] ? ` ${counts[x]}` : ''}
          </View>
        ))}
      </View>
      {list.loading ? (
        <Skeleton rows={4} animated />
      ) : list.items.length === 0 ? (
        <EmptyState className="staff-claims-empty" text={t('staffClaims.empty')} />
      ) : (
        <View className="staff-claims-list">
          {list.items.map((c) => (
            <View
              key={c.id}
              className={`staff-card staff-claim-card staff-claim-card-${c.id}`}
              onClick={() => Taro.navigateTo({ url: `${ROUTES.staffClaim}?id=${c.id}` })}
            >
              <View className="staff-row">
                <View>
                  {c.type_text} · {c.no}
                </View>
                <StatusBadge claim={c} />
              </View>
              <View className="staff-row staff-muted">
                <View>
                  {t('staffClaims.member', { code: c.member_code })}
                  <DeletedCustomer deleted={c.customer_deleted} /> · {c.target_no}
                </View>
                <View className="staff-claim-age">{t('staffClaims.age', { h: c.age_hours })}</View>
              </View>
              <ClaimAmounts claim={c} />
              {c.awaiting_second_approval && <View className="staff-badge staff-claim-second">{t('staffClaims.second')}</View>}
            </View>
          ))}
          <ListFoot list={list} />
        </View>
      )}
    </>
  );
}

export default function StaffClaimsPage() {
  usePage('staffClaims.title');
  return <StaffGate className="staff-claims-page">{() => <Queue />}</StaffGate>;
}
