// The logistics track of one waybill (`?no=`, or `?id=` of one of mine): newest event first, local times,
// texts in the current language; pull-to-refresh. The track itself is public (GET /api/order/v2/log).
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { LoadFailed } from '@/components/content/ListStatus';
import { EmptyState } from '@/components/EmptyState';
import { TrackTimeline } from '@/components/TrackTimeline';
import { WaybillStatusBadge } from '@/components/WaybillStatusBadge';
import { ZoneNote } from '@/components/ZoneNote';
import { useContentItem } from '@/hooks/useContentItem';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import * as trackingService from '@/services/tracking';
import * as waybillService from '@/services/waybill';
import { useService, useStores } from '@/stores';
import { trackShareCard } from './track-share';
import './index.css';
import './logistics.css';
import '@/locales/areas/waybill';

function LogisticsPage() {
  usePage('logistics.title', { share: () => (log ? trackShareCard(log.no) : null) });
  const t = useT();
  const { language } = useStores();
  const trackingApi = useService(trackingService);
  const waybillApi = useService(waybillService);
  const params = Taro.useRouter().params ?? {};
  const givenNo = decodeURIComponent(params.no ?? '');
  const id = Number(params.id);
  const enabled = givenNo !== '' || id > 0;
  const remote = useContentItem(
    async () => trackingApi.getTrackLog(givenNo || (await waybillApi.getWaybill(id)).no),
    [givenNo, id, language.lang],
    { enabled },
  );
  const log = remote.data;

  if (!enabled) {
    return (
      <View className="waybill-page logistics-page">
        <EmptyState className="logistics-missing" text={t('logistics.missing')} />
      </View>
    );
  }
  if (!log) {
    return (
      <View className="waybill-page logistics-page">
        {remote.loading ? (
          <View className="logistics-card logistics-loading">
            <Skeleton rows={6} animated />
          </View>
        ) : (
          <LoadFailed className="logistics-failed" onRetry={remote.reload} />
        )}
      </View>
    );
  }
  const copy = () =>
    Taro.setClipboardData({ data: log.no }).then(
      () => toast(t('waybillDetail.copied')),
      () => {},
    );
  return (
    <View className="waybill-page logistics-page">
      <View className="logistics-card logistics-head">
        <View className="logistics-no-row">
          <View className="logistics-no">{log.no}</View>
          <View className="waybill-copy logistics-copy" onClick={copy}>
            {t('common.copy')}
          </View>
          <WaybillStatusBadge status={log.status} className="logistics-status" />
        </View>
        {log.channel_name && <View className="logistics-channel">{t('logistics.channel', { name: log.channel_name })}</View>}
      </View>
      <View className="logistics-card">
        <TrackTimeline events={log.events} emptyText={t('logistics.empty')} className="logistics-timeline" />
        {log.time_zone && log.events.length > 0 && <ZoneNote zone={log.time_zone} className="logistics-zone" />}
      </View>
    </View>
  );
}

export default observer(LogisticsPage);
