// Send parcel (tab): the two ways to ship (a direct send dropped at a depot; parcels bought online to the
// warehouse and packed), the entries to both forms, and the depots; signed out, a way to log in.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { InLanguage } from '@/components/InLanguage';
import { usePage } from '@/hooks/usePage';
import { goLogin, openRoute } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as contentService from '@/services/content';
import { useService, useStores } from '@/stores';
import type { WarehousePlace } from '@contract/content';
import '../tab-pages.css';
import './index.css';
import '@/locales/areas/sending';
import '@/locales/areas/tabs';

const STEPS = ['buy', 'declare', 'pack', 'deliver'] as const;
const SEND_STEPS = ['fill', 'drop', 'pay'] as const;

function ExpressPage() {
  usePage('title.express', { tab: true });
  const t = useT();
  const { session } = useStores();
  const contentApi = useService(contentService);
  const [depots, setDepots] = useState<WarehousePlace[] | null>(null);
  const signedIn = session.signedIn;

  useEffect(() => {
    if (!signedIn) return;
    contentApi
      .getWarehouses()
      .then((answer) => setDepots(answer.depots))
      .catch(() => setDepots([]));
  }, [contentApi, signedIn]);

  if (!signedIn) {
    return <EmptyState className="express-signed-out" text={t('express.signedOut')} action={t('common.login')} onAction={goLogin} />;
  }
  return (
    <View className="tab-page express-page">
      <View className="card express-direct">
        <View className="card-title">{t('sendEntry.directTitle')}</View>
        {SEND_STEPS.map((step, i) => (
          <View key={step} className={`express-step express-send-step-${step}`}>
            <View className="express-step-no">{i + 1}</View>
            <View className="express-step-body">
              <View className="express-step-title">{t(`sendEntry.step.${step}.title`)}</View>
              <View className="express-step-text">{t(`sendEntry.step.${step}.text`)}</View>
            </View>
          </View>
        ))}
        <Button className="express-send" type="primary" block onClick={() => openRoute(ROUTES.waybillSend)}>
          {t('sendEntry.send')}
        </Button>
      </View>
      <View className="card express-warehouse">
        <View className="card-title">{t('express.howTitle')}</View>
        {STEPS.map((step, i) => (
          <View key={step} className={`express-step express-step-${step}`}>
            <View className="express-step-no">{i + 1}</View>
            <View className="express-step-body">
              <View className="express-step-title">{t(`express.step.${step}.title`)}</View>
              <View className="express-step-text">{t(`express.step.${step}.text`)}</View>
            </View>
          </View>
        ))}
        <Button className="express-pack" type="primary" fill="outline" block onClick={() => openRoute(ROUTES.waybillPack)}>
          {t('sendEntry.pack')}
        </Button>
        <Button className="express-parcels" block onClick={() => openRoute(ROUTES.myParcel)}>
          {t('sendEntry.parcels')}
        </Button>
      </View>
      <View className="card express-depots">
        <View className="card-title">{t('sendEntry.depots')}</View>
        {depots === null ? (
          <Skeleton rows={2} animated />
        ) : depots.length === 0 ? (
          <View className="express-no-depot">{t('sendEntry.noDepot')}</View>
        ) : (
          depots.map((d) => (
            <View key={d.id} className={`express-depot express-depot-${d.id}`}>
              <View className="express-depot-head">
                <View className="express-depot-name">{d.name}</View>
                <View className="express-depot-copy" onClick={() => Taro.setClipboardData({ data: d.full_text })}>
                  {t('common.copy')}
                </View>
              </View>
              <InLanguage block lang="en" className="express-depot-address">
                {[...d.address_lines, d.suburb, d.city, d.postcode].filter(Boolean).join(', ')}
              </InLanguage>
              {d.phone && <View className="express-depot-phone">{d.phone}</View>}
            </View>
          ))
        )}
      </View>
      <Button className="express-estimate" block onClick={() => openRoute(ROUTES.freightTrial)}>
        {t('feature.freight')}
      </Button>
    </View>
  );
}

export default observer(ExpressPage);
