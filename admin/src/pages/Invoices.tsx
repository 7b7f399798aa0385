// Invoices issued (GET /api/staff/invoice/lst): keyword, issue days and the sort in the URL.
import { Tag } from 'antd';
import type { StaffInvoice, StaffInvoiceListData } from '@contract/invoice';
import { formatMoney } from '@contract/money';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable } from '../table/DataTable';
import { DayRangeFilter, KeywordFilter } from '../table/filters';

export function Invoices() {
  const t = useT();
  const { get } = useSession();
  const columns: Column<StaffInvoice>[] = [
    { key: 'no', title: t('invoices.no'), dataIndex: 'no', fixed: 'left', sortable: true },
    { key: 'member', title: t('waybills.member'), dataIndex: 'member_code' },
    { key: 'kind', title: t('invoices.kind'), render: (_, i) => t(`invoiceKind.${i.kind}`) },
    { key: 'buyer', title: t('invoices.buyer'), dataIndex: 'title' },
    { key: 'tax', title: t('invoices.taxNumber'), render: (_, i) => i.tax_number || '—' },
    { key: 'total', title: t('invoices.total'), align: 'right', sortable: true, render: (_, i) => formatMoney(i.total, i.currency) },
    { key: 'gst', title: t('invoices.gst'), align: 'right', render: (_, i) => formatMoney(i.gst, i.currency) },
    { key: 'issued_at', title: t('invoices.issued'), sortable: true, render: (_, i) => <SiteTime at={i.issued_at} /> },
    {
      key: 'emailed',
      title: t('invoices.emailed'),
      render: (_, i) => (i.emailed_at ? <SiteTime at={i.emailed_at} /> : <Tag color="orange">{t('invoices.notEmailed')}</Tag>),
    },
  ];
  return (
    <DataTable<StaffInvoice>
      name="invoices"
      rowKey="id"
      columns={columns}
      load={(q) => get<StaffInvoiceListData>('/api/staff/invoice/lst', q)}
      filters={
        <>
          <KeywordFilter placeholder={t('invoices.keyword')} />
          <DayRangeFilter placeholder={t('invoices.dates')} />
        </>
      }
    />
  );
}
