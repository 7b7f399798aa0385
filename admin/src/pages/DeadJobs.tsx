// Jobs that failed every retry (GET /api/staff/job/dead/lst), newest first; one may run again with fresh retries
// (POST /api/staff/job/dead/retry/{id}).
import { Button, Typography } from 'antd';
import type { DeadLetter } from '@contract/notification';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable } from '../table/DataTable';
import { useRowAction } from '../table/useRowAction';

export function DeadJobs() {
  const t = useT();
  const { get } = useSession();
  const { version, act } = useRowAction();
  const columns: Column<DeadLetter>[] = [
    { key: 'created', title: t('deadJobs.created'), render: (_, j) => <SiteTime at={j.created_at} />, fixed: 'left' },
    { key: 'queue', title: t('deadJobs.queue'), dataIndex: 'queue' },
    {
      key: 'error',
      title: t('deadJobs.error'),
      render: (_, j) => (
        <Typography.Text type="danger" ellipsis={{ tooltip: j.error }} style={{ maxWidth: 420 }}>
          {j.error}
        </Typography.Text>
      ),
    },
    { key: 'id', title: t('deadJobs.id'), render: (_, j) => <Typography.Text copyable>{j.id}</Typography.Text> },
    {
      key: 'actions',
      title: '',
      render: (_, j) => (
        <Button size="small" onClick={() => void act(`/api/staff/job/dead/retry/${j.id}`, undefined, t('deadJobs.retried'))}>
          {t('deadJobs.retry')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable<DeadLetter>
      name="dead-jobs"
      rowKey="id"
      columns={columns}
      version={version}
      load={(q) => get<{ list: DeadLetter[]; total: number }>('/api/staff/job/dead/lst', q)}
    />
  );
}
