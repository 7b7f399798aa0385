// The signed-in customer's member level on the mine tab: its name and discount, the progress to the next level
// (freight paid over 12 months against its threshold) and the points held, with those expiring soon. Tap: the
// points ledger. Loaded again each time the tab shows (a payment moves both).
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as memberService from '@/services/member';
import { useService } from '@/stores';
import { formatMoney } from '@/utils/money';
import { discountPct } from '@/utils/price-lines';
import type { MemberLevelSummary } from '@contract/member';
import '@/locales/areas/tabs';

export function MemberCard() {
  const t = useT();
  const memberApi = useService(memberService);
  const [s, setSummary] = useState<MemberLevelSummary | null>(null);
  Taro.useDidShow(() => {
    memberApi.getLevel().then(setSummary, () => {}); // the request layer said why; the card keeps what it showed
  });
  if (!s) return null;
  const money = (minor: number) => formatMoney(minor, s.currency);
  const { level, next, points } = s;
  return (
    <View className="member-card" onClick={() => Taro.navigateTo({ url: ROUTES.points })}>
      <View className="member-card-head">
        <View className="member-card-level">
          <View className="member-card-name">{level?.name ?? t('mine.level.none')}</View>
          {!!level?.discount_bp && <View>{t('mine.level.discount', { pct: discountPct(level.discount_bp) })}</View>}
        </View>
        <View className="member-card-points">
          <View className="member-card-points-value">{points.balance}</View>
          {t('mine.level.points')} ›
        </View>
      </View>
      {next && (
        <View className="member-card-bar">
          <View className="member-card-bar-fill" style={{ width: `${s.progress_pct}%` }} />
        </View>
      )}
      <View className="member-card-progress">
        {next
          ? t('mine.level.toNext', { name: next.name, paid: money(s.paid_freight), next: money(next.min_freight) })
          : t('mine.level.top')}
      </View>
      {points.expiring > 0 && (
        <View className="member-card-expiring">
          <InstantIn sentence={t('mine.level.expiring', { points: points.expiring, date: IN_SENTENCE })} at={points.expiring_at} day />
        </View>
      )}
    </View>
  );
}
