// The audit log (GET /api/admin/audit/lst), newest first: object, customer and days in the URL; each row opens to
// the fields it changed, before and after.
import { Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { type AuditChange, type AuditEntry, type AuditListData } from '@contract/audit';
import { siteTime } from '../format';
import { useT } from '../i18n';
import { useSession } from '../session';
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
        { key: 'field', title: t('audit.field'), dataIndex: 'field' },
        { key: 'old', title: t('audit.before'), render: (_, c) => shown(c.old) },
        { key: 'new', title: t('audit.after'), render: (_, c) => shown(c.new) },
      ]}
    />
  );
}

export function Audit() {
  const t = useT();
  const { get, siteInfo } = useSession();
  const [query, setQuery] = useUrlQuery();
  // The kinds the log holds come with each page: the filter offers those.
  const [kinds, setKinds] = useState<string[]>([]);
  const columns: Column<AuditEntry>[] = [
    { key: 'when', title: t('audit.when'), render: (_, e) => siteTime(e.created_at, siteInfo), fixed: 'left' },
    { key: 'actor', title: t('audit.actor'), render: (_, e) => e.actor.name },
    { key: 'action', title: t('audit.action'), render: (_, e) => <Tag className="audit-action">{t(`auditAction.${e.action}`)}</Tag> },
    { key: 'kind', title: t('audit.kind'), dataIndex: 'kind' },
    { key: 'label', title: t('audit.label'), render: (_, e) => e.label || (e.entity_id ?? '—') },
    { key: 'customer', title: t('audit.customer'), render: (_, e) => e.customer?.member_code ?? '—' },
    { key: 'changes', title: t('audit.changes'), render: (_, e) => e.changes.map((c) => c.field).join(', ') || '—' },
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
            value={query.kind}
            options={kinds.map((k) => ({ value: k, label: k }))}
            onChange={(kind) => setQuery({ kind })}
          />
          <Input
            allowClear
            style={{ width: 130 }}
            placeholder={t('audit.customerId')}
            value={query.customer_id}
            onChange={(e) => setQuery({ customer_id: /^\d+$/.test(e.target.value) ? e.target.value : undefined })}
          />
          <DayRangeFilter placeholder={t('audit.dates')} />
        </>
      }
    />
  );
}
