// One channel's answer: price and its breakdown, or greyed with the reason it cannot take the parcel.
import { View } from '@tarojs/components';
import { useT } from '@/locales';
import { formatMoney } from '@/utils/money';
import { stepsText } from '@/utils/price-lines';
import type { ChannelQuote } from '@contract/pricing';
import { shownKg } from '@contract/units';
import '@/locales/areas/freight';
import '@/locales/areas/freight-estimate';

const kg = (g: number) => `${shownKg(g)} kg`;

export function QuoteCard({ quote, currency }: { quote: ChannelQuote; currency: string }) {
  const t = useT();
  const { channel, breakdown: b } = quote;
  const money = (minor: number) => formatMoney(minor, b?.currency || currency);
  const transit = t('freight.transit', { min: channel.transit_days_min, max: channel.transit_days_max });
  const allowed = quote.ok && b;

  return (
    <View className={`card quote-card${allowed ? '' : ' quote-card--blocked'}`} data-channel={channel.code}>
      <View className="quote-head">
        <View className="quote-name">{channel.name}</View>
        {allowed ? (
          <View className="quote-total">{money(b.total)}</View>
        ) : (
          <View className="quote-unavailable">{t('freight.unavailable')}</View>
        )}
      </View>
      <View className="quote-transit">
        {transit}
        {channel.requires_id ? ` · ${t('freight.requiresId')}` : ''}
      </View>
      {allowed ? (
        <View className="quote-breakdown">
          <Row cls="quote-actual" label={t('freight.actual')} value={kg(b.actual_g)} />
          <Row cls="quote-volumetric" label={t('freight.volumetric')} value={kg(b.volumetric_g)} />
          <Row cls="quote-chargeable" label={t('freight.chargeable')} value={kg(b.chargeable_g)} />
          <Row cls="quote-first" label={t('freight.firstPrice')} value={money(b.first_price)} />
          {b.additional_steps > 0 && (
            <Row cls="quote-additional" label={t('freight.additional')} value={stepsText(b, money, t, 'freight.steps')} />
          )}
          {b.insurance > 0 && <Row cls="quote-insurance" label={t('freight.insurance')} value={money(b.insurance)} />}
        </View>
      ) : (
        <View className="quote-reason">{quote.reason?.msg ?? ''}</View>
      )}
    </View>
  );
}

function Row({ cls, label, value }: { cls: string; label: string; value: string }) {
  return (
    <View className={`quote-row ${cls}`}>
      <View className="quote-row-label">{label}</View>
      <View className="quote-row-value">{value}</View>
    </View>
  );
}
