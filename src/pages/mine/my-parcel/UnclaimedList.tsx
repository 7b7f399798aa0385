// Arrivals nobody declared (numbers masked): the customer claims one by typing its full tracking number.
import { Button, Input, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { usePagedList } from '@/hooks/usePagedList';
import { useSearchKeyword } from '@/hooks/useSearchKeyword';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import * as parcelService from '@/services/parcel';
import { useService } from '@/stores';
import { normaliseTrackingNo, TRACKING_NO_PATTERN, type UnclaimedParcel } from '@contract/parcel';
import { gramsToKg } from '@contract/units';
import { PAGE_SIZE } from './tabs';

export function UnclaimedList({ onClaimed }: { onClaimed(): void }) {
  const t = useT();
  const parcelApi = useService(parcelService);
  const [input, setInput] = useState('');
  const [keyword] = useSearchKeyword(input.trim());
  const [claimNo, setClaimNo] = useState('');
  const [hint, setHint] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const list = usePagedList<UnclaimedParcel>(
    (page, pageSize) => parcelApi.listUnclaimed({ ...(keyword ? { keyword } : {}), page, page_size: pageSize }),
    [keyword],
    PAGE_SIZE,
  );
  const { items, loading, loadingMore, hasMore } = list;

  const claim = async () => {
    if (busy) return;
    const no = normaliseTrackingNo(claimNo);
    const problem = !no ? 'parcel.error.trackingRequired' : TRACKING_NO_PATTERN.test(no) ? '' : 'parcel.error.tracking';
    setError(problem ? t(problem) : '');
    if (problem) return;
    setBusy(true);
    try {
      await parcelApi.claimParcel({ tracking_no: no });
      toast(t('parcel.claimed'));
      setClaimNo('');
      onClaimed();
    } catch {
      // toasted: the number matches no unclaimed arrival
    } finally {
      setBusy(false);
    }
  };

  return (
    <View className="unclaimed">
      <View className="card unclaimed-claim">
        <View className="card-title">{t('parcel.claimTitle')}</View>
        <View className="unclaimed-claim-text">{hint ? t('parcel.claimFor', { no: hint }) : t('parcel.claimText')}</View>
        <View className="parcel-form-row unclaimed-claim-input">
          <Input value={claimNo} onChange={setClaimNo} placeholder={t('parcel.claimPlaceholder')} maxLength={60} />
        </View>
        {error && <View className="form-error unclaimed-claim-error">{error}</View>}
        <Button className="unclaimed-claim-submit" type="primary" block loading={busy} onClick={claim}>
          {t('parcel.claim')}
        </Button>
      </View>
      <View className="parcel-search">
        <Input
          className="unclaimed-search-input"
          value={input}
          onChange={(v) => {
            setInput(v);
          }}
          placeholder={t('parcel.unclaimedSearch')}
          clearable
          maxLength={50}
        />
      </View>
      {loading ? (
        <View className="parcel-loading">
          <Skeleton rows={3} animated />
        </View>
      ) : items.length === 0 ? (
        <EmptyState className="unclaimed-empty" text={t('parcel.unclaimedEmpty')} />
      ) : (
        <View className="unclaimed-list">
          {items.map((u) => (
            <View key={u.id} className={`card unclaimed-row unclaimed-row-${u.id}`} onClick={() => setHint(u.tracking_no_masked)}>
              <View className="unclaimed-no">{u.tracking_no_masked}</View>
              <View className="unclaimed-meta">
                {u.courier && <View className="unclaimed-courier">{u.courier}</View>}
                <View className="unclaimed-date">
                  <InstantIn sentence={t('parcel.arrivedOn', { date: IN_SENTENCE })} value={u.arrived_on} />
                </View>
                {u.weight_g !== null && <View className="unclaimed-weight">{t('parcel.weight', { kg: gramsToKg(u.weight_g) })}</View>}
              </View>
            </View>
          ))}
          {(hasMore || loadingMore || items.length > PAGE_SIZE) && (
            <View className="parcel-list-foot">
              {loadingMore ? t('pagedList.loading') : hasMore ? t('pagedList.more') : t('pagedList.end')}
            </View>
          )}
        </View>
      )}
    </View>
  );
}
