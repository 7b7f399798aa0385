// Home, signed in: my member code (copied with a tap: it is the name on every parcel sent to the warehouse) and the
// counters of what wants attention, each opening the list it counts. From home/lst's `counters` (the prefetched call);
// until it answers the same section holds dashes, so the services below do not move when it does.
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import { useStores } from '@/stores';
import type { HomeCounters } from '@contract/content';
import type { WaybillTab } from '@contract/waybill';
import '@/locales/areas/home';

function MineAtAGlanceView({ counters }: { counters: HomeCounters | null | undefined }) {
  const t = useT();
  const { session, ui } = useStores();
  const code = session.userInfo?.member_code;
  if (!session.signedIn || counters === null) return null;
  const count = (n: number | undefined) => (n === undefined ? '–' : n);
  const toWaybills = (tab: WaybillTab) => {
    ui.askWaybillTab(tab);
    Taro.switchTab({ url: ROUTES.waybill });
  };
  const items = [
    {
      key: 'in-warehouse',
      n: count(counters?.in_warehouse),
      label: t('homeMine.inWarehouse'),
      open: () => Taro.navigateTo({ url: `${ROUTES.myParcel}?tab=in_warehouse` }),
    },
    { key: 'to-pay', n: count(counters?.pending_payment), label: t('homeMine.toPay'), open: () => toWaybills('pending_payment') },
    { key: 'in-transit', n: count(counters?.in_transit), label: t('homeMine.inTransit'), open: () => toWaybills('in_transit') },
  ];
  const copy = () =>
    Taro.setClipboardData({ data: code! }).then(
      () => toast(t('homeMine.copied')),
      () => {},
    );
  return (
    <View className="home-section home-mine">
      <View className="home-member">
        <View className="home-member-label">{t('homeMine.memberCode')}</View>
        <View className="home-member-code">{code ?? '–'}</View>
        <View className="home-member-copy" onClick={code ? copy : undefined}>
          {t('homeMine.copy')}
        </View>
      </View>
      <View className="home-counters">
        {items.map((c) => (
          <View key={c.key} className={`home-counter home-counter-${c.key}`} onClick={c.open}>
            <View className="home-counter-n">{c.n}</View>
            <View className="home-counter-label">{c.label}</View>
          </View>
        ))}
      </View>
    </View>
  );
}

export const MineAtAGlance = observer(MineAtAGlanceView);
