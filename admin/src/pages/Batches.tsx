// The site's dispatch batches (GET /api/staff/dispatch/batch/lst), newest first unless sorted, creation days in the
// URL; a batch opens in a drawer (BatchDetail) with its waybills, its labels and its customs manifest.
import { Typography } from 'antd';
import type { DispatchBatch } from '@contract/operations';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable, type PageData } from '../table/DataTable';
import { DayRangeFilter } from '../table/filters';
import { useOpenRow } from '../table/useOpenRow';
import { BatchDetail } from './BatchDetail';

export function Batches() {
  const t = useT();
  const { get } = useSession();
  const [open, setOpen] = useOpenRow();
  const columns: Column<DispatchBatch>[] = [
    {
      key: 'no',
      title: t('batches.no'),
      dataIndex: 'no',
      sortable: true,
      fixed: 'left',
      render: (no: string, row) => (
        <Typography.Link className="batch-open" onClick={() => setOpen(row.id)}>
          {no}
        </Typography.Link>
      ),
    },
    { key: 'waybills', title: t('batches.waybills'), dataIndex: 'waybill_count', align: 'right' },
    { key: 'created_at', title: t('batches.created'), sortable: true, render: (_, b) => <SiteTime at={b.created_at} /> },
  ];
  return (
    <>
      <DataTable<DispatchBatch>
        name="batches"
        rowKey="id"
        columns={columns}
        load={(q) => get<PageData<DispatchBatch>>('/api/staff/dispatch/batch/lst', q)}
        filters={<DayRangeFilter placeholder={t('batches.dates')} />}
      />
      <BatchDetail id={open} onClose={() => setOpen(null)} />
    </>
  );
}
