// A depot: name, address with copy and map, phone, weekly hours and the special dates ahead.
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { InLanguage } from '@/components/InLanguage';
import { Instant } from '@/components/Instant';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import type { Depot } from '@contract/reservation';

export function copyAddress(t: (key: string) => string, address: string) {
  Taro.setClipboardData({ data: address }).then(
    () => toast(t('reservation.addressCopied')),
    () => {},
  );
}

/** H5 opens Google Maps; the mini-program can't open outside links, so the link is copied. */
export function openMap(t: (key: string) => string, url: string) {
  if (process.env.TARO_ENV === 'h5') window.open(url, '_blank', 'noopener');
  else
    Taro.setClipboardData({ data: url }).then(
      () => toast(t('reservation.mapCopied')),
      () => {},
    );
}

export function DepotCard({ depot, full = false }: { depot: Depot; full?: boolean }) {
  const t = useT();
  return (
    <View className={`rsv-depot rsv-depot-${depot.id}`}>
      <View className="rsv-depot-name">{depot.name}</View>
      <InLanguage block lang="en" className="rsv-depot-address">
        {depot.address}
      </InLanguage>
      <View className="rsv-row rsv-depot-actions">
        <View className="rsv-link rsv-copy-address" onClick={() => copyAddress(t, depot.address)}>
          {t('reservation.copyAddress')}
        </View>
        <View className="rsv-link rsv-open-map" onClick={() => openMap(t, depot.map_url)}>
          {t('reservation.openMap')}
        </View>
        <View className="rsv-muted">{t('reservation.phone', { phone: depot.phone })}</View>
      </View>
      {full && (
        <>
          <View className="rsv-subtitle">{t('reservation.hours')}</View>
          <View className="rsv-hours">
            {depot.opening_hours.map((h) => (
              <View key={h.day} className="rsv-hours-day">
                {h.label} {h.open ? <Instant value={`${h.open}-${h.close}`} /> : t('reservation.closedDay')}
              </View>
            ))}
          </View>
          {depot.exceptions.length > 0 && (
            <View className="rsv-exceptions">
              <View className="rsv-subtitle">{t('reservation.exceptions')}</View>
              {depot.exceptions.map((e) => (
                <View key={e.date} className="rsv-exception instant">
                  {e.open
                    ? t('reservation.exceptionHours', { date: e.date, open: e.open, close: e.close, reason: e.reason })
                    : t('reservation.exceptionClosed', { date: e.date, reason: e.reason })}
                </View>
              ))}
            </View>
          )}
        </>
      )}
    </View>
  );
}
