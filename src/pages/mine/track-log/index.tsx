// Track any waybill by its number, signed in or not (the public track). The number is checked here first
// (format + Damm check digit, the server's own rule in utils/waybill-no.ts), so a typo never leaves the phone;
// the server answers 40001 / 40004 for what slips through. `?no=` (from my recent queries) queries at once.
import { Button, Input, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { TrackTimeline } from '@/components/TrackTimeline';
import { WaybillStatusBadge } from '@/components/WaybillStatusBadge';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { ApiError } from '@/services/request';
import * as trackingService from '@/services/tracking';
import { useService, useStores } from '@/stores';
import { checkWaybillNoLocal } from '@/utils/waybill-no';
import type { TrackLogData } from '@contract/tracking';
import './index.css';
import '@/locales/areas/tracking';
import '@/locales/areas/waybill';

const ERRORS = { empty: 'trackLog.required', format: 'trackLog.format', check: 'trackLog.checkDigit' } as const;

function TrackLogPage() {
  usePage('trackLog.title');
  const t = useT();
  const { session, language } = useStores();
  const trackingApi = useService(trackingService);
  const params = Taro.useRouter().params ?? {};
  const [input, setInput] = useState(decodeURIComponent(params.no ?? ''));
  const [error, setError] = useState('');
  const [log, setLog] = useState<TrackLogData | null>(null);
  const [loading, setLoading] = useState(false);
  const generation = useRef(0);

  const query = async (raw = input) => {
    const { result, normalized } = checkWaybillNoLocal(raw);
    if (result !== 'ok') {
      setError(t(ERRORS[result]));
      setLog(null);
      return;
    }
    setError('');
    setInput(normalized);
    const mine = ++generation.current;
    setLoading(true);
    try {
      const answer = await trackingApi.getTrackLog(normalized, { remember: true });
      if (mine === generation.current) setLog(answer);
    } catch (err) {
      // 40001 wrong number / 40004 unknown number: the server's words, under the field too
      if (mine === generation.current) {
        setLog(null);
        setError(err instanceof ApiError ? err.message : '');
      }
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  };

  // Opened with a number (from the recent queries): query it; again when the language changes.
  useEffect(() => {
    if (params.no) query(decodeURIComponent(params.no));
  }, [params.no]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (log) query(log.no);
  }, [language.lang]); // eslint-disable-line react-hooks/exhaustive-deps

  Taro.usePullDownRefresh(() => {
    const stop = () => Taro.stopPullDownRefresh();
    if (log) query(log.no).then(stop, stop);
    else stop();
  });

  return (
    <View className="track-log-page">
      <View className="track-log-card track-log-form">
        <View className="track-log-row">
          <Input
            className="track-log-input"
            value={input}
            onChange={(v) => {
              setInput(v);
              if (error) setError('');
            }}
            onConfirm={() => query()}
            placeholder={t('trackLog.placeholder')}
            clearable
            maxLength={20}
          />
          <Button className="track-log-submit" type="primary" size="small" onClick={() => query()} disabled={loading}>
            {t('trackLog.query')}
          </Button>
        </View>
        {error && <View className="track-log-error">{error}</View>}
        <View className="track-log-hint">{t('trackLog.hint')}</View>
        {session.signedIn && (
          <View className="track-log-history-link" onClick={() => Taro.navigateTo({ url: ROUTES.trackLogList })}>
            {t('trackLog.history')} ›
          </View>
        )}
      </View>

      {loading && !log && (
        <View className="track-log-card track-log-loading">
          <Skeleton rows={5} animated />
        </View>
      )}
      {log && (
        <View className="track-log-card track-log-result">
          <View className="track-log-result-head">
            <View className="track-log-result-no">{log.no}</View>
            <WaybillStatusBadge status={log.status} className="track-log-result-status" />
          </View>
          {log.channel_name && <View className="track-log-result-channel">{t('logistics.channel', { name: log.channel_name })}</View>}
          <TrackTimeline events={log.events} emptyText={t('logistics.empty')} className="track-log-timeline" />
          {log.time_zone && log.events.length > 0 && <ZoneNote zone={log.time_zone} className="track-log-zone" />}
        </View>
      )}
    </View>
  );
}

export default observer(TrackLogPage);
