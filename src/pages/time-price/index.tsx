// Delivery time and price: every channel of the site with transit days, first / additional weight prices,
// limits (weight, size, declared value, items per box) and the goods it takes. Pull down to refresh.
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '@/components/EmptyState';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { useT } from '@/locales';
import * as pricingService from '@/services/pricing';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { ChannelInfo } from '@contract/pricing';
import { gramsToKg, mmToCm } from '@contract/units';
import '../tab-pages.css';
import './index.css';
import '@/locales/areas/info';

export const PAGE_SIZE = 50;

function TimePricePage() {
  usePage('timePrice.title');
  const t = useT();
  const { language } = useStores();
  const pricingApi = useService(pricingService);
  const channels = usePagedList<ChannelInfo>(
    (page, pageSize) => pricingApi.listChannels({ page, page_size: pageSize }),
    [language.lang],
    PAGE_SIZE,
  );

  return (
    <View className="tab-page timeprice-page">
      {channels.loading ? (
        <View className="card timeprice-loading">
          <Skeleton rows={5} animated />
        </View>
      ) : channels.items.length === 0 ? (
        <EmptyState className="timeprice-empty" text={t('timePrice.empty')} />
      ) : (
        channels.items.map((c) => <ChannelCard key={c.code} channel={c} />)
      )}
      {!channels.loading && channels.items.length > 0 && (
        <View className="timeprice-foot">
          {channels.loadingMore ? t('pagedList.loading') : channels.hasMore ? t('pagedList.more') : t('timePrice.note')}
        </View>
      )}
    </View>
  );
}

function ChannelCard({ channel: c }: { channel: ChannelInfo }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, c.currency);
  const kg = (g: number) => gramsToKg(g);
  const rows: Array<[string, string]> = [
    ['channel-transit', t('timePrice.transit', { min: c.transit_days_min, max: c.transit_days_max })],
    ['channel-first', t('timePrice.first', { kg: kg(c.first_weight_g), price: money(c.first_price) })],
    ['channel-step', t('timePrice.step', { kg: kg(c.step_g), price: money(c.step_price) })],
  ];
  if (c.min_charge_g > 0) rows.push(['channel-min-charge', t('timePrice.minCharge', { kg: kg(c.min_charge_g) })]);
  rows.push(['channel-max-weight', t('timePrice.maxWeight', { kg: kg(c.max_weight_g) })]);
  if (c.max_side_mm !== null) rows.push(['channel-max-side', t('timePrice.maxSide', { cm: mmToCm(c.max_side_mm) })]);
  if (c.volumetric_divisor !== null) rows.push(['channel-volumetric', t('timePrice.volumetric', { divisor: c.volumetric_divisor })]);
  else rows.push(['channel-volumetric', t('timePrice.actualOnly')]);
  if (c.max_declared_value !== null) rows.push(['channel-value-limit', t('timePrice.valueLimit', { money: money(c.max_declared_value) })]);
  if (c.cny_limit !== null) rows.push(['channel-cny-limit', t('timePrice.cnyLimit', { money: formatMoney(c.cny_limit, 'CNY') })]);
  rows.push([
    'channel-insurance',
    t('timePrice.insurance', { rate: c.insurance_rate_bp / 100, min: money(c.insurance_min), cap: money(c.insurance_cap) }),
  ]);

  return (
    <View className="card channel-card" data-channel={c.code}>
      <View className="channel-head">
        <View className="channel-name">{c.name}</View>
        <View className="channel-tags">
          <View className="channel-tag channel-clearance">{t(`timePrice.clearance.${c.clearance}`)}</View>
          {c.tax_included && <View className="channel-tag channel-tax">{t('timePrice.taxIncluded')}</View>}
          {c.requires_id && <View className="channel-tag channel-requires-id">{t('timePrice.requiresId')}</View>}
        </View>
      </View>
      {c.description ? <View className="channel-description">{c.description}</View> : null}
      <View className="channel-rows">
        {rows.map(([cls, text]) => (
          <View key={cls} className={`channel-row ${cls}`}>
            {text}
          </View>
        ))}
      </View>
      {c.categories.length > 0 && (
        <View className="channel-section channel-categories">
          <View className="channel-section-title">{t('timePrice.categories')}</View>
          <View className="channel-category-list">
            {c.categories.map((cat) => (
              <View key={cat.code} className={`channel-category channel-category-${cat.code}`}>
                {cat.name}
              </View>
            ))}
          </View>
        </View>
      )}
      {c.item_limits.length > 0 && (
        <View className="channel-section channel-item-limits">
          <View className="channel-section-title">{t('timePrice.itemLimits')}</View>
          {c.item_limits.map((l) => (
            <View key={l.category} className={`channel-item-limit channel-item-limit-${l.category}`}>
              {t('timePrice.itemLimit', { name: l.name, max: l.max })}
              {l.max_weight_g !== null ? t('timePrice.itemWeight', { kg: kg(l.max_weight_g) }) : ''}
              {l.note ? <View className="channel-item-note">{l.note}</View> : null}
            </View>
          ))}
        </View>
      )}
    </View>
  );
}

export default observer(TimePricePage);
