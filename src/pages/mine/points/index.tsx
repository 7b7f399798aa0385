// My points: the balance and the ledger of every movement (earned on payments, spent on freight, given back,
// taken back, expired), newest first, endless scroll, pull to refresh.
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { IN_SENTENCE, Instant, InstantIn } from '@/components/Instant';
import { PagedListFoot } from '@/components/PagedListFoot';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import * as memberService from '@/services/member';
import { useService, useStores } from '@/stores';
import type { PointsEntry } from '@contract/member';
import '../wallet.css';
import './index.css';
import '@/locales/areas/member';

const PAGE_SIZE = 20;

function Entry({ e }: { e: PointsEntry }) {
  const t = useT();
  return (
    <View className={`wallet-entry points-entry points-entry-${e.id} wallet-entry--${e.points >= 0 ? 'in' : 'out'}`}>
      <View className="wallet-entry-row">
        <View className="wallet-entry-reason points-entry-kind">{t(`points.kind.${e.kind}`)}</View>
        <View className="wallet-entry-amount points-entry-points">
          {e.points >= 0 ? '+' : ''}
          {e.points}
        </View>
      </View>
      <View className="wallet-entry-row wallet-muted">
        <View className="points-entry-note">{e.note}</View>
        <View className="wallet-entry-after">{t('points.balanceAfter', { points: e.balance_after })}</View>
      </View>
      <View className="wallet-entry-row wallet-muted">
        <Instant className="points-entry-time" at={e.created_at} />
        {e.expires_at && (
          <View className="points-entry-expires">
            <InstantIn sentence={t('points.expires', { date: IN_SENTENCE })} at={e.expires_at} day />
          </View>
        )}
      </View>
    </View>
  );
}

function Points() {
  const t = useT();
  const memberApi = useService(memberService);
  const [balance, setBalance] = useState<number | null>(null);
  const list = usePagedList<PointsEntry>(
    (page, pageSize) =>
      memberApi.listPoints({ page, page_size: pageSize }).then((answer) => {
        setBalance(answer.balance);
        return answer;
      }),
    [],
    PAGE_SIZE,
  );
  return (
    <>
      <View className="wallet-card points-card">
        <View className="wallet-card-label">{t('points.balance')}</View>
        <View className="wallet-balance points-balance">{balance ?? '--'}</View>
        <View className="points-hint">{t('points.hint')}</View>
      </View>
      <View className="wallet-section-title">{t('points.ledger')}</View>
      {list.loading ? (
        <View className="wallet-loading">
          <Skeleton rows={4} animated />
        </View>
      ) : list.items.length === 0 ? (
        <EmptyState className="points-empty" text={t('points.empty')} />
      ) : (
        <View className="wallet-ledger points-ledger">
          {list.items.map((e) => (
            <Entry key={e.id} e={e} />
          ))}
          <ZoneNote className="wallet-zone" />
          <PagedListFoot list={list} pageSize={PAGE_SIZE} className="wallet-list-foot" />
        </View>
      )}
    </>
  );
}

function PointsPage() {
  usePage('points.title');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="wallet-page points-page">
      {session.signedIn ? (
        <Points />
      ) : (
        <EmptyState className="points-signed-out" text={t('points.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(PointsPage);
