// Reservation list: my bookings, newest first (depot, local time, status, items); pull to refresh, endless scroll.
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as reservationService from '@/services/reservation';
import { useService, useStores } from '@/stores';
import type { ReservationSummary } from '@contract/reservation';
import './reservation.css';
import '@/locales/areas/reservation';

const PAGE_SIZE = 20;

function Row({ r }: { r: ReservationSummary }) {
  const t = useT();
  return (
    <View
      className={`rsv-card rsv-list-row rsv-list-row-${r.id}`}
      onClick={() => Taro.navigateTo({ url: `${ROUTES.reservationResult}?id=${r.id}` })}
    >
      <View className="rsv-row">
        <View className="rsv-list-no">{r.no}</View>
        <View className={`rsv-badge rsv-badge-${r.status}`}>{t(`reservation.status.${r.status}`)}</View>
      </View>
      <View className="rsv-list-depot">{r.depot_name}</View>
      <View className="rsv-row">
        <View className="rsv-list-time">
          <Instant value={`${r.date} ${r.start}-${r.end}`} />
        </View>
        <View className="rsv-muted">{t('reservation.list.items', { n: r.items.length })}</View>
      </View>
    </View>
  );
}

function Reservations() {
  const t = useT();
  const reservationApi = useService(reservationService);
  const list = usePagedList<ReservationSummary>(
    (page, pageSize) => reservationApi.listReservations({ page, page_size: pageSize }),
    [],
    PAGE_SIZE,
  );
  Taro.useDidShow(() => {
    if (!list.loading) list.refresh();
  });
  if (list.loading)
    return (
      <View className="rsv-loading">
        <Skeleton rows={5} animated />
      </View>
    );
  if (!list.items.length) {
    return (
      <EmptyState
        className="rsv-list-empty"
        text={t('reservation.list.empty')}
        action={t('reservation.list.emptyAction')}
        onAction={() => Taro.navigateTo({ url: ROUTES.reservation })}
      />
    );
  }
  return (
    <View className="rsv-list">
      {list.items.map((r) => (
        <Row key={r.id} r={r} />
      ))}
      <ZoneNote className="rsv-zone" />
      {(list.hasMore || list.loadingMore || list.items.length > PAGE_SIZE) && (
        <View className="rsv-list-foot">
          {list.loadingMore ? t('pagedList.loading') : list.hasMore ? t('pagedList.more') : t('pagedList.end')}
        </View>
      )}
      <View className="rsv-link rsv-book-more" onClick={() => Taro.navigateTo({ url: ROUTES.reservation })}>
        {t('reservation.book')}
      </View>
    </View>
  );
}

function ReservationListPage() {
  usePage('reservation.title.list');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="rsv-page rsv-list-page">
      {session.signedIn ? (
        <Reservations />
      ) : (
        <EmptyState className="rsv-signed-out" text={t('reservation.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(ReservationListPage);
