// My coupons: tabs unused / used / expired with the counts of the answer; each coupon as a ticket (amount or
// percent off, min spend, lines, validity, the server's one-line rule). "Use" on an unused one goes to the
// waybill tab on "pending payment" (those waybills pick their coupon on the payment page). A link to the
// activities, where coupons are claimed. Pull-to-refresh, endless scroll, empty states.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { CouponTicket } from '@/components/coupon/CouponTicket';
import { EmptyState } from '@/components/EmptyState';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { goLogin, openRoute } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as couponService from '@/services/coupon';
import { useService, useStores } from '@/stores';
import { type Coupon, COUPON_TABS, type CouponStatus } from '@contract/coupon';
import '../../status-tabs.css';
import './index.css';
import '@/locales/areas/coupons';

export const PAGE_SIZE = 20;

function noteOf(c: Coupon, t: ReturnType<typeof useT>) {
  if (c.status === 'used')
    return <InstantIn sentence={t('coupons.usedOn', { time: IN_SENTENCE, no: c.waybill_no ?? '' })} at={c.used_at} day />;
  if (c.status === 'expired') return <InstantIn sentence={t('coupons.expiredOn', { date: IN_SENTENCE })} at={c.expires_at} day />;
  return undefined;
}

const CouponList = observer(function CouponList() {
  const t = useT();
  const { language, ui } = useStores();
  const couponApi = useService(couponService);
  const [tab, setTab] = useState<CouponStatus>('unused');
  const [counts, setCounts] = useState<Partial<Record<CouponStatus, number>>>({});
  const list = usePagedList<Coupon>(
    async (page, pageSize) => {
      const answer = await couponApi.listMyCoupons({ status: tab, page, page_size: pageSize });
      setCounts(answer.counts);
      return answer;
    },
    [tab, language.lang],
    PAGE_SIZE,
  );
  // Back from paying a waybill or claiming on the activities page: show what changed.
  const shown = useRef(false);
  Taro.useDidShow(() => {
    if (shown.current) list.refresh();
    shown.current = true;
  });
  const { items, loading, loadingMore, hasMore } = list;
  const use = () => {
    ui.askWaybillTab('pending_payment');
    Taro.switchTab({ url: ROUTES.waybill });
  };
  const activities = () => openRoute(ROUTES.newActivity);

  return (
    <>
      <View className="mycoupon-tabs">
        {COUPON_TABS.map((key) => (
          <View
            key={key}
            className={`status-tab mycoupon-tab mycoupon-tab-${key}${tab === key ? ' status-tab--active' : ''}`}
            onClick={() => setTab(key)}
          >
            <View className="mycoupon-tab-label">{t(`coupons.tab.${key}`)}</View>
            <View className="status-tab-count mycoupon-tab-count">{counts[key] ?? 0}</View>
          </View>
        ))}
      </View>
      <View className="mycoupon-activities" onClick={activities}>
        {t('coupons.getMore')}
      </View>
      {loading ? (
        <View className="mycoupon-loading">
          <Skeleton rows={3} animated />
          <Skeleton rows={3} animated />
        </View>
      ) : items.length === 0 ? (
        <EmptyState
          className="mycoupon-empty"
          text={t(`coupons.empty.${tab}`)}
          {...(tab === 'unused' ? { action: t('coupons.getMore'), onAction: activities } : {})}
        />
      ) : (
        <View className="mycoupon-list">
          {items.map((c) => (
            <CouponTicket
              key={c.id}
              className={`mycoupon-item mycoupon-item-${c.id} mycoupon-item--${c.status}`}
              coupon={c}
              validity={
                <InstantIn sentence={t('coupons.validity', { from: IN_SENTENCE, to: IN_SENTENCE })} at={[c.starts_at, c.expires_at]} day />
              }
              note={noteOf(c, t)}
              dim={c.status !== 'unused'}
              action={
                c.status === 'unused' ? (
                  <Button className="mycoupon-use" type="primary" size="small" onClick={use}>
                    {t('coupons.use')}
                  </Button>
                ) : (
                  <View className={`mycoupon-stamp mycoupon-stamp--${c.status}`}>{t(`coupons.tab.${c.status}`)}</View>
                )
              }
            />
          ))}
          <ZoneNote className="mycoupon-zone" />
          {(loadingMore || !hasMore) && <View className="mycoupon-foot">{loadingMore ? t('pagedList.loading') : t('pagedList.end')}</View>}
        </View>
      )}
    </>
  );
});

function MyCouponPage() {
  usePage('coupons.title');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="mycoupon-page">
      {session.signedIn ? (
        <CouponList />
      ) : (
        <EmptyState className="mycoupon-signed-out" text={t('coupons.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(MyCouponPage);
