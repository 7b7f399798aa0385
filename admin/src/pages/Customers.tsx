// The site's customers (GET /api/staff/customer/lst): keyword in the URL; a member code opens the record beside
// the list (its id in the URL, so the search box can open it).
import { Tag, Typography } from 'antd';
import type { StaffCustomerListData, StaffCustomerRow } from '@contract/customer';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable } from '../table/DataTable';
import { DayRangeFilter, KeywordFilter } from '../table/filters';
import { useOpenRow } from '../table/useOpenRow';
import { CustomerRecord } from './CustomerRecord';

export function Customers() {
  const t = useT();
  const { get } = useSession();
  const [open, setOpen] = useOpenRow();
  const columns: Column<StaffCustomerRow>[] = [
    {
      key: 'member_code',
      title: t('customers.member'),
      fixed: 'left',
      sortable: true,
      render: (_, c) => (
        <Typography.Link className="customer-open" onClick={() => setOpen(c.id)}>
          {c.member_code}
        </Typography.Link>
      ),
    },
    { key: 'name', title: t('customers.name'), render: (_, c) => c.nickname || '—' },
    { key: 'mobile', title: t('customers.mobile'), render: (_, c) => c.mobile ?? '—' },
    {
      key: 'status',
      title: t('customers.status'),
      render: (_, c) => <Tag color={c.status === 'active' ? undefined : 'default'}>{t(`customerStatus.${c.status}`)}</Tag>,
    },
    { key: 'created_at', title: t('waybills.created'), sortable: true, render: (_, c) => <SiteTime at={c.created_at} /> },
  ];
  return (
    <>
      <DataTable<StaffCustomerRow>
        name="customers"
        rowKey="id"
        columns={columns}
        load={(q) => get<StaffCustomerListData>('/api/staff/customer/lst', q)}
        filters={
          <>
            <KeywordFilter placeholder={t('customers.keyword')} />
            <DayRangeFilter placeholder={t('customers.dates')} />
          </>
        }
      />
      <CustomerRecord id={open} onClose={() => setOpen(null)} />
    </>
  );
}
