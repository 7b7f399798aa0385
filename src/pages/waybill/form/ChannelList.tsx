// Channels priced for this declaration: price, transit days; refused ones greyed with the reason.
import { View } from '@tarojs/components';
import { useT } from '@/locales';
import { formatMoney } from '@/utils/money';
import type { QuoteData } from '@contract/pricing';
import '@/locales/areas/sending';
import '@/locales/areas/freight';

interface Props {
  data: QuoteData | null;
  loading: boolean;
  /** Why there is nothing to price yet (message key), '' when the declaration is complete. */
  waiting: string;
  selected: string;
  onSelect(code: string): void;
}

export function ChannelList({ data, loading, waiting, selected, onSelect }: Props) {
  const t = useT();
  if (waiting) return <View className="channel-waiting">{t(waiting)}</View>;
  if (!data) return <View className="channel-waiting">{loading ? t('waybillForm.quoting') : t('waybillForm.noQuote')}</View>;
  return (
    <View className={`channel-list${loading ? ' channel-list--stale' : ''}`}>
      {data.quotes.map((q) => {
        const code = q.channel.code;
        const ok = q.ok && q.breakdown;
        return (
          <View
            key={code}
            className={`channel-option channel-option-${code}${ok ? '' : ' channel-option--blocked'}${selected === code ? ' channel-option--selected' : ''}`}
            onClick={() => ok && onSelect(code)}
          >
            <View className="channel-radio" />
            <View className="channel-body">
              <View className="channel-head">
                <View className="channel-name">{q.channel.name}</View>
                {ok ? (
                  <View className="channel-price">{formatMoney(q.breakdown!.total, q.breakdown!.currency || data.currency)}</View>
                ) : (
                  <View className="channel-unavailable">{t('freight.unavailable')}</View>
                )}
              </View>
              <View className="channel-transit">
                {t('freight.transit', { min: q.channel.transit_days_min, max: q.channel.transit_days_max })}
                {q.channel.requires_id ? ` · ${t('freight.requiresId')}` : ''}
              </View>
              {!ok && <View className="channel-reason">{q.reason?.msg ?? ''}</View>}
            </View>
          </View>
        );
      })}
    </View>
  );
}
