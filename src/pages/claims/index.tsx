// After-sales claims: waybills the warehouse or the carrier marked lost or damaged first (a prompt that opens the
// claim form prefilled), then every waybill and declared parcel that can carry a claim; links to the rules and
// to my cases. Pull to refresh.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as claimsService from '@/services/claims';
import { useService, useStores } from '@/stores';
import type { ClaimTarget } from '@contract/claim';
import '@/components/claims/claims.css';
import '@/locales/areas/claims';

export const addUrl = (target: Pick<ClaimTarget, 'kind' | 'id'>, type?: string) =>
  `${ROUTES.claimsAdd}?${target.kind}_id=${target.id}${type ? `&type=${type}` : ''}`;

function TargetRow({ target }: { target: ClaimTarget }) {
  const t = useT();
  return (
    <View
      className={`claims-card claims-target claims-target-${target.kind}-${target.id}${target.incident ? ' claims-target--incident' : ''}`}
      onClick={() => Taro.navigateTo({ url: addUrl(target, target.incident ?? undefined) })}
    >
      <View className="claims-row">
        <View className="claims-target-no">{t(`claims.${target.kind}`, { no: target.no })}</View>
        <View className="claims-badge">{target.status_text}</View>
      </View>
      {target.incident && <View className="claims-incident">{target.incident_text}</View>}
      <View className="claims-row">
        <View className="claims-muted">
          <Instant at={target.created_at} />
        </View>
        <View className="claims-link">{t(target.incident ? 'claims.prompt' : 'claims.pick')} ›</View>
      </View>
    </View>
  );
}

function Targets() {
  const t = useT();
  const claimsApi = useService(claimsService);
  const [list, setList] = useState<ClaimTarget[] | null>(null);
  const load = () =>
    claimsApi
      .listClaimTargets()
      .then((answer) => setList(answer.list))
      .catch(() => setList((shown) => shown ?? []));
  useEffect(() => {
    load();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  Taro.usePullDownRefresh(() => {
    load().finally(() => Taro.stopPullDownRefresh());
  });
  if (!list)
    return (
      <View className="claims-loading">
        <Skeleton rows={4} animated />
      </View>
    );
  if (!list.length) return <EmptyState className="claims-empty" text={t('claims.empty')} />;
  // Marked waybills first: they are the ones a claim is waiting for.
  const sorted = [...list.filter((x) => x.incident), ...list.filter((x) => !x.incident)];
  return (
    <View className="claims-targets">
      {sorted.map((x) => (
        <TargetRow key={`${x.kind}-${x.id}`} target={x} />
      ))}
      <ZoneNote className="claims-zone" />
    </View>
  );
}

function ClaimsPage() {
  usePage('claims.title');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="claims-page">
      <View className="claims-card claims-intro">
        <View>{t('claims.intro')}</View>
        <View className="claims-row claims-intro-links">
          <View className="claims-link claims-rules" onClick={() => Taro.navigateTo({ url: ROUTES.packRule })}>
            {t('claims.rules')} ›
          </View>
          <Button className="claims-my-cases" size="small" onClick={() => Taro.navigateTo({ url: ROUTES.afterService })}>
            {t('claims.myCases')}
          </Button>
        </View>
      </View>
      {session.signedIn ? (
        <Targets />
      ) : (
        <EmptyState className="claims-signed-out" text={t('claims.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(ClaimsPage);
