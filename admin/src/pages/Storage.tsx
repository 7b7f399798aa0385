// Parcels on the shelf (GET /api/staff/storage/lst), oldest first: past their free days (the default), unclaimed,
// checked in today or all held, with the days stored, the fee so far and whether it may be disposed of; the site's
// storage rule above the table.
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatMoney } from '@contract/money';
import { STORAGE_VIEWS, type StorageListData, type StorageParcel } from '@contract/operations';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable } from '../table/DataTable';
import { ChoiceFilter } from '../table/filters';

export function Storage() {
  const t = useT();
  const { get } = useSession();
  const [rule, setRule] = useState<StorageListData['rule']>();
  const columns: Column<StorageParcel>[] = [
    { key: 'tracking_no', title: t('parcels.trackingNo'), dataIndex: 'tracking_no', fixed: 'left' },
    {
      key: 'member',
      title: t('waybills.member'),
      render: (_, p) => p.member_code ?? <Tag color="orange">{t('parcels.unclaimed')}</Tag>,
    },
    { key: 'location', title: t('parcels.location'), render: (_, p) => p.location || '—' },
    { key: 'arrived', title: t('parcels.arrived'), render: (_, p) => <SiteTime at={p.arrived_at} /> },
    { key: 'days', title: t('storage.days'), align: 'right', render: (_, p) => p.storage?.days ?? '—' },
    // A calendar day in the site's zone, as the rule counts it.
    { key: 'free', title: t('storage.freeUntil'), render: (_, p) => <span className="as-written">{p.storage?.free_until ?? '—'}</span> },
    {
      key: 'fee',
      title: t('storage.fee'),
      align: 'right',
      render: (_, p) => (p.storage ? formatMoney(p.storage.fee, p.storage.currency) : '—'),
    },
    {
      key: 'disposable',
      title: t('storage.disposable'),
      render: (_, p) => (p.disposable ? <Tag color="red">{t('storage.disposable')}</Tag> : '—'),
    },
  ];
  return (
    <DataTable<StorageParcel>
      name="storage"
      rowKey="id"
      columns={columns}
      load={(q) =>
        get<StorageListData>('/api/staff/storage/lst', q).then((data) => {
          setRule(data.rule);
          return data;
        })
      }
      filters={
        <>
          <ChoiceFilter name="view" values={STORAGE_VIEWS} labels="storageView" placeholder={t('storage.view')} />
          {rule && (
            <Typography.Text type="secondary" className="storage-rule">
              {t('storage.rule', {
                free: rule.free_storage_days,
                fee: formatMoney(rule.daily_storage_fee, rule.currency),
                disposal: rule.disposal_days,
              })}
            </Typography.Text>
          )}
        </>
      }
    />
  );
}
