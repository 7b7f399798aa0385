// My parcels: status tabs with counts, search, declare / edit / delete (while declared), copy the number,
// check-in photos, pack the selected in-warehouse parcels; unclaimed arrivals claimed by the full number.
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { usePage } from '@/hooks/usePage';
import { goLogin } from '@/lib/navigation';
import { tab as tabItem, tabList } from '@/lib/tab-row';
import { useT } from '@/locales';
import { siteCurrency } from '@/pages/waybill/form/currency';
import * as pricingService from '@/services/pricing';
import { useService, useStores } from '@/stores';
import type { Parcel } from '@contract/parcel';
import type { GoodsCategory } from '@contract/pricing';
import { ParcelForm } from './ParcelForm';
import { ParcelList } from './ParcelList';
import { type Counts, PARCEL_TABS, type ParcelTab, readTab } from './tabs';
import { UnclaimedList } from './UnclaimedList';
import '../../../components/fields.css';
import '../../tab-pages.css';
import '../../status-tabs.css';
import './index.css';
import '@/locales/areas/parcel';
import '@/locales/areas/operations';

function MyParcelPage() {
  usePage('parcel.title');
  const t = useT();
  const { session } = useStores();
  const pricingApi = useService(pricingService);
  const params = Taro.useRouter().params ?? {};
  const [tab, setTab] = useState<ParcelTab>(readTab(params.tab));
  const [counts, setCounts] = useState<Counts>({});
  const [categories, setCategories] = useState<GoodsCategory[]>([]);
  /** undefined: the lists; null: declaring a new parcel; a parcel: editing it. */
  const [editing, setEditing] = useState<Parcel | null | undefined>(undefined);
  const signedIn = session.signedIn;

  useEffect(() => {
    if (!signedIn) return;
    session.ensureUser();
    pricingApi
      .listGoodsCategories()
      .then(({ list }) => setCategories(list))
      .catch(() => {});
  }, [pricingApi, signedIn, session]);

  if (!signedIn) {
    return (
      <View className="parcel-page">
        <EmptyState className="parcel-signed-out" text={t('parcel.signedOut')} action={t('common.login')} onAction={goLogin} />
      </View>
    );
  }

  const currency = siteCurrency(session);
  const closeForm = () => setEditing(undefined);

  if (editing !== undefined) {
    return (
      <View className="tab-page parcel-page">
        <ParcelForm
          parcel={editing}
          categories={categories}
          currency={currency}
          onCancel={closeForm}
          onDone={() => {
            closeForm();
            if (!editing) setTab('declared');
          }}
        />
      </View>
    );
  }

  return (
    <View className="parcel-page">
      <View className="parcel-tabs status-tabs-scroll" {...tabList(t('common.statusTabs'))}>
        {PARCEL_TABS.map((key) => (
          <View
            key={key}
            className={`status-tab parcel-tab parcel-tab-${key}${tab === key ? ' status-tab--active parcel-tab--active' : ''}`}
            {...tabItem(tab === key, () => setTab(key))}
          >
            <View className="parcel-tab-label">{t(`parcel.tab.${key}`)}</View>
            {key !== 'unclaimed' && <View className="status-tab-count parcel-tab-count">{counts[key] ?? 0}</View>}
          </View>
        ))}
      </View>
      <View className="parcel-body">
        {tab === 'unclaimed' ? (
          <UnclaimedList onClaimed={() => setTab('in_warehouse')} />
        ) : (
          <ParcelList key={tab} status={tab} onCounts={setCounts} onDeclare={() => setEditing(null)} onEdit={(p) => setEditing(p)} />
        )}
      </View>
    </View>
  );
}

export default observer(MyParcelPage);
