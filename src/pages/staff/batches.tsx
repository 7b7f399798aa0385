// Dispatch batches, newest first: each batch's labels as one PDF and its customs manifest (.xlsx / .csv; every
// download is logged and listed under the batch). Opened with ?id= it shows that batch first (after a dispatch).
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { IN_SENTENCE, Instant, InstantIn } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { useT } from '@/locales';
import * as operationsService from '@/services/operations';
import { labelUrl, manifestUrl } from '@/services/operations';
import { useService } from '@/stores';
import type { DispatchBatch, DispatchBatchDetail } from '@contract/operations';
import { ListFoot } from './ListFoot';
import { StaffGate } from './StaffGate';
import '@/locales/areas/operations';
import '@/locales/areas/staff';
import '@/locales/areas/cards';

function BatchCard({ batch, open }: { batch: DispatchBatch; open: boolean }) {
  const t = useT();
  const operationsApi = useService(operationsService);
  const [detail, setDetail] = useState<DispatchBatchDetail | null>(null);
  const load = () =>
    operationsApi
      .getBatch(batch.id)
      .then(setDetail)
      .catch(() => {});
  if (open && !detail) load();
  const file = async (url: string, name: string) => {
    await operationsApi.openStaffFile(url, name).catch(() => {});
    if (detail || url.includes('/manifest/')) load();
  };
  return (
    <View className={`staff-card batch-item batch-item-${batch.id}`}>
      <View className="staff-row" onClick={() => (detail ? setDetail(null) : load())}>
        <View className="batch-no">{batch.no}</View>
        <View className="staff-muted">{t('ops.batches.count', { count: batch.waybill_count })}</View>
      </View>
      <View className="staff-muted">
        <Instant at={batch.created_at} />
      </View>
      <View className="staff-actions">
        <Button
          className="batch-labels"
          size="small"
          type="primary"
          onClick={() => file(labelUrl.batch(batch.id), `labels-${batch.no}.pdf`)}
        >
          {t('ops.label.batch')}
        </Button>
        <Button className="batch-xlsx" size="small" onClick={() => file(manifestUrl(batch.id, 'xlsx'), `manifest-${batch.no}.xlsx`)}>
          {t('ops.batches.xlsx')}
        </Button>
        <Button className="batch-csv" size="small" onClick={() => file(manifestUrl(batch.id, 'csv'), `manifest-${batch.no}.csv`)}>
          {t('ops.batches.csv')}
        </Button>
      </View>
      {detail && (
        <View className="batch-detail">
          <View className="staff-muted">{detail.waybills.map((w) => w.no).join(' · ')}</View>
          <View className="staff-section-title">{t('ops.batches.downloads')}</View>
          {detail.downloads.length === 0 ? (
            <View className="staff-muted batch-no-downloads">{t('ops.batches.noDownloads')}</View>
          ) : (
            detail.downloads.map((d, i) => (
              <View key={i} className="staff-muted batch-download">
                <InstantIn sentence={t('ops.batches.download', { staff: d.staff, format: d.format, at: IN_SENTENCE })} at={d.at} />
              </View>
            ))
          )}
        </View>
      )}
    </View>
  );
}

function Batches() {
  const t = useT();
  const operationsApi = useService(operationsService);
  const opened = Number(Taro.useRouter().params?.id ?? 0);
  const list = usePagedList<DispatchBatch>((page, pageSize) => operationsApi.listBatches({ page, page_size: pageSize }), []);
  if (list.loading) return <Skeleton rows={4} animated />;
  if (list.items.length === 0) return <EmptyState className="batches-empty" text={t('ops.batches.empty')} />;
  return (
    <View className="batches-list">
      {list.items.map((b) => (
        <BatchCard key={b.id} batch={b} open={b.id === opened} />
      ))}
      <ZoneNote className="staff-zone" />
      <ListFoot list={list} />
    </View>
  );
}

export default function StaffBatchesPage() {
  usePage('ops.batches.title');
  return <StaffGate className="staff-batches-page">{() => <Batches />}</StaffGate>;
}
