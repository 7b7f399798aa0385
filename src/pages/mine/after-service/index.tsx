// After-sales service: every claim I filed with its state and amounts, newest first; tap for the detail.
// Pull to refresh, endless scroll, an empty state that leads to filing a claim.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { ClaimAmounts, StatusBadge } from '@/components/claims/ClaimParts';
import { ListStatus } from '@/components/content/ListStatus';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as claimsService from '@/services/claims';
import { useService, useStores } from '@/stores';
import type { ClaimSummary } from '@contract/claim';
import '@/locales/areas/claims';

function Row({ claim }: { claim: ClaimSummary }) {
  const t = useT();
  return (
    <View
      className={`claims-card after-row after-row-${claim.id}`}
      onClick={() => Taro.navigateTo({ url: `${ROUTES.afterServiceDetail}?id=${claim.id}` })}
    >
      <View className="claims-row">
        <View className="after-row-type">{claim.type_text}</View>
        <StatusBadge claim={claim} />
      </View>
      <View className="claims-muted">
        {claim.no} · {t('afterService.on', { no: claim.target_no })}
      </View>
      <ClaimAmounts claim={claim} />
      <View className="claims-muted">
        <Instant at={claim.created_at} />
      </View>
    </View>
  );
}

function Cases() {
  const t = useT();
  const claimsApi = useService(claimsService);
  const list = usePagedList<ClaimSummary>((page, pageSize) => claimsApi.listClaims({ page, page_size: pageSize }), []);
  if (list.loading)
    return (
      <View className="claims-loading">
        <Skeleton rows={4} animated />
      </View>
    );
  if (!list.items.length) {
    return (
      <EmptyState
        className="after-empty"
        text={t('afterService.empty')}
        action={t('afterService.newClaim')}
        onAction={() => Taro.navigateTo({ url: ROUTES.claims })}
      />
    );
  }
  return (
    <View className="after-list">
      {list.items.map((c) => (
        <Row key={c.id} claim={c} />
      ))}
      <ZoneNote className="claims-zone" />
      <ListStatus loadingMore={list.loadingMore} done={!list.hasMore} count={list.items.length} />
    </View>
  );
}

function AfterServicePage() {
  usePage('afterService.title');
  const t = useT();
  const { session } = useStores();
  if (!session.signedIn)
    return (
      <View className="after-page">
        <EmptyState className="after-signed-out" text={t('claims.signedOut')} action={t('common.login')} onAction={goLogin} />
      </View>
    );
  return (
    <View className="after-page">
      <Button className="after-new" type="primary" block onClick={() => Taro.navigateTo({ url: ROUTES.claims })}>
        {t('afterService.newClaim')}
      </Button>
      <View className="after-gap" />
      <Cases />
    </View>
  );
}

export default observer(AfterServicePage);
