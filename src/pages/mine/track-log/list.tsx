// My recent track queries (newest first, at most 20): tap to query again, delete one; pull-to-refresh.
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { LoadFailed } from '@/components/content/ListStatus';
import { EmptyState } from '@/components/EmptyState';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { useContentItem } from '@/hooks/useContentItem';
import { usePage } from '@/hooks/usePage';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import * as trackingService from '@/services/tracking';
import { useService, useStores } from '@/stores';
import type { TrackHistoryItem } from '@contract/tracking';
import './index.css';
import '@/locales/areas/tracking';

function TrackHistoryPage() {
  usePage('trackHistory.title');
  const t = useT();
  const { session } = useStores();
  const trackingApi = useService(trackingService);
  const signedIn = session.signedIn;
  const remote = useContentItem(() => trackingApi.listTrackHistory(), [signedIn], { enabled: signedIn });

  if (!signedIn) {
    return (
      <View className="track-history-page">
        <EmptyState className="track-history-signed-out" text={t('trackHistory.signedOut')} action={t('common.login')} onAction={goLogin} />
      </View>
    );
  }

  const open = (item: TrackHistoryItem) => Taro.navigateTo({ url: `${ROUTES.trackLog}?no=${encodeURIComponent(item.no)}` });
  const remove = async (e: { stopPropagation: () => void }, item: TrackHistoryItem) => {
    e.stopPropagation();
    try {
      await trackingApi.deleteTrackHistory(item.id);
    } catch {
      return; // toasted by the request layer
    }
    toast(t('trackHistory.deleted'));
    remote.reload();
  };
  const items = remote.data?.list ?? [];

  return (
    <View className="track-history-page">
      {!remote.data ? (
        remote.loading ? (
          <View className="track-log-card track-history-loading">
            <Skeleton rows={4} animated />
          </View>
        ) : (
          <LoadFailed className="track-history-failed" onRetry={remote.reload} />
        )
      ) : items.length === 0 ? (
        <EmptyState
          className="track-history-empty"
          text={t('trackHistory.empty')}
          action={t('trackHistory.goQuery')}
          onAction={() => Taro.navigateTo({ url: ROUTES.trackLog })}
        />
      ) : (
        <View className="track-log-card track-history-list">
          {items.map((item) => (
            <View key={item.id} className={`track-history-item track-history-item-${item.id}`} onClick={() => open(item)}>
              <View className="track-history-main">
                <View className="track-history-no">{item.no}</View>
                <View className="track-history-time">
                  <InstantIn sentence={t('trackHistory.queriedAt', { time: IN_SENTENCE })} at={item.queried_at} ago />
                </View>
              </View>
              <View className="track-history-delete" onClick={(e) => remove(e, item)}>
                {t('trackHistory.delete')}
              </View>
            </View>
          ))}
        </View>
      )}
    </View>
  );
}

export default observer(TrackHistoryPage);
