// The site's waybills (GET /api/staff/order/lst): status, problem, creation days and line filters in the URL, with
// the keyword of the search box on top; what is done to the selected ones at once in WaybillBulk.
import { Checkbox, Select, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatMoney } from '@contract/money';
import type { ChannelInfo, ChannelListData } from '@contract/pricing';
import { type StaffWaybillListData, type StaffWaybillRow, WAYBILL_STATUSES, type WaybillStatus } from '@contract/waybill';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable } from '../table/DataTable';
import { ChoiceFilter, DayRangeFilter } from '../table/filters';
import { useOpenRow } from '../table/useOpenRow';
import { useUrlQuery } from '../table/useUrlQuery';
import { MemberCell } from './cells';
import { WaybillBulk } from './WaybillBulk';
import { WaybillDetail } from './WaybillDetail';

const STATUS_COLORS: Record<WaybillStatus, string> = {
  pending_receipt: 'default',
  pending_pack: 'gold',
  pending_payment: 'orange',
  pending_dispatch: 'blue',
  in_transit: 'cyan',
  delivered: 'green',
  cancelled: 'default',
};

function Filters({ channels }: { channels: ChannelInfo[] }) {
  const t = useT();
  const [query, setQuery] = useUrlQuery();
  return (
    <>
      <ChoiceFilter values={WAYBILL_STATUSES} labels="status" placeholder={t('waybills.status')} />
      <Select<string>
        allowClear
        style={{ width: 200 }}
        placeholder={t('waybills.channel')}
        aria-label={t('waybills.channel')}
        value={query.channel}
        options={channels.map((c) => ({ value: c.code, label: c.name }))}
        onChange={(channel) => setQuery({ channel })}
      />
      <DayRangeFilter placeholder={t('waybills.dates')} />
      <Checkbox checked={query.problem === '1'} onChange={(e) => setQuery({ problem: e.target.checked ? '1' : undefined })}>
        {t('waybills.problem')}
      </Checkbox>
    </>
  );
}

export function Waybills() {
  const t = useT();
  const { get } = useSession();
  const [channels, setChannels] = useState<ChannelInfo[]>([]);
  const [open, setOpen] = useOpenRow();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    get<ChannelListData>('/api/price/channels', { page_size: 50 }).then(
      (page) => setChannels(page.list),
      () => undefined,
    );
  }, [get]);

  const columns: Column<StaffWaybillRow>[] = [
    {
      key: 'no',
      title: t('waybills.no'),
      dataIndex: 'no',
      sortable: true,
      fixed: 'left',
      render: (no: string, row) => (
        <Typography.Link className="waybill-open" onClick={() => setOpen(row.id)}>
          {no}
        </Typography.Link>
      ),
    },
    {
      key: 'status',
      title: t('waybills.status'),
      dataIndex: 'status',
      render: (s: WaybillStatus, row) => (
        <>
          <Tag className="waybill-status" color={STATUS_COLORS[s]}>
            {t(`status.${s}`)}
          </Tag>
          {row.problem && <Tag color="red">{t('waybills.problem')}</Tag>}
        </>
      ),
    },
    { key: 'channel', title: t('waybills.channel'), render: (_, row) => row.channel.name },
    {
      key: 'member',
      title: t('waybills.member'),
      render: (_, row) => <MemberCell row={row} />,
    },
    { key: 'recipient', title: t('waybills.recipient'), render: (_, row) => `${row.recipient_name} · ${row.recipient_city}` },
    { key: 'parcels', title: t('waybills.parcels'), dataIndex: 'parcel_count', align: 'right' },
    {
      key: 'weight',
      title: t('waybills.weight'),
      align: 'right',
      render: (_, row) => (row.weight_g === null ? '—' : (row.weight_g / 1000).toFixed(2)),
    },
    {
      key: 'amount',
      title: t('waybills.amount'),
      align: 'right',
      render: (_, row) => (row.amount_due === null ? '—' : formatMoney(row.amount_due, row.currency)),
    },
    {
      key: 'created_at',
      title: t('waybills.created'),
      dataIndex: 'created_at',
      sortable: true,
      render: (at: string) => <SiteTime at={at} />,
    },
  ];

  return (
    <>
      <DataTable<StaffWaybillRow>
        version={version}
        name="waybills"
        rowKey="id"
        columns={columns}
        load={(q) => get<StaffWaybillListData>('/api/staff/order/lst', q)}
        filters={<Filters channels={channels} />}
        bulk={(rows, done) => <WaybillBulk rows={rows} done={done} />}
      />
      <WaybillDetail id={open} onClose={() => setOpen(null)} onChanged={() => setVersion((v) => v + 1)} />
    </>
  );
}
