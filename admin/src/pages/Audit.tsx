// The audit log (GET /api/admin/audit/lst), newest first: object, customer and days in the URL; each row opens to
// the fields it changed, before and after.
import { Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { type AuditChange, type AuditEntry, type AuditListData } from '@contract/audit';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable } from '../table/DataTable';
import { DayRangeFilter } from '../table/filters';
import { useUrlQuery } from '../table/useUrlQuery';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

function Changes({ changes }: { changes: AuditChange[] }) {
  const t = useT();
  return (
    <Table<AuditChange>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={changes}
      columns={[
        { key: 'field', title: t('audit.field'), render: (_, c) => <span translate="no">{c.field}</span> },
        { key: 'old', title: t('audit.before'), render: (_, c) => <span translate="no">{shown(c.old)}</span> },
        { key: 'new', title: t('audit.after'), render: (_, c) => <span translate="no">{shown(c.new)}</span> },
      ]}
    />
  );
}

export function Audit() {
  const t = useT();
  const { get } = useSession();
  const [query, setQuery] = useUrlQuery();
  // The kinds the log holds come with each page: the filter offers those.
  const [kinds, setKinds] = useState<string[]>([]);
  const columns: Column<AuditEntry>[] = [
    { key: 'when', title: t('audit.when'), render: (_, e) => <SiteTime at={e.created_at} />, fixed: 'left' },
    { key: 'actor', title: t('audit.actor'), render: (_, e) => <span translate="no">{e.actor.name}</span> },
    { key: 'action', title: t('audit.action'), render: (_, e) => <Tag className="audit-action">{t(`auditAction.${e.action}`)}</Tag> },
    // Kinds and fields are the API's own names; a label is the record's code or name as it was: none is translated.
    { key: 'kind', title: t('audit.kind'), render: (_, e) => <span translate="no">{e.kind}</span> },
    { key: 'label', title: t('audit.label'), render: (_, e) => <span translate="no">{e.label || (e.entity_id ?? '—')}</span> },
    { key: 'customer', title: t('audit.customer'), render: (_, e) => e.customer?.member_code ?? '—' },
    {
      key: 'changes',
      title: t('audit.changes'),
      render: (_, e) => <span translate="no">{e.changes.map((c) => c.field).join(', ') || '—'}</span>,
    },
  ];
  return (
    <DataTable<AuditEntry>
      name="audit"
      rowKey="id"
      columns={columns}
      expandable={{ rowExpandable: (e) => e.changes.length > 0, expandedRowRender: (e) => <Changes changes={e.changes} /> }}
      load={(q) =>
        get<AuditListData>('/api/admin/audit/lst', q).then((page) => {
          setKinds(page.kinds);
          return page;
        })
      }
      filters={
        <>
          <Select<string>
            allowClear
            className="filter-kind"
            style={{ width: 190 }}
            placeholder={t('audit.kind')}
            aria-label={t('audit.kind')}
            value={query.kind}
            options={kinds.map((k) => ({ value: k, label: k }))}
            onChange={(kind) => setQuery({ kind })}
          />
          <Input
            allowClear
            style={{ width: 130 }}
            placeholder={t('audit.customerId')}
            aria-label={t('audit.customerId')}
            value={query.customer_id}
            onChange={(e) => setQuery({ customer_id: /^\d+$/.test(e.target.value) ? e.target.value : undefined })}
          />
          <DayRangeFilter placeholder={t('audit.dates')} />
        </>
      }
    />
  );
}
