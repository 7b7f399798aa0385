// The messages sent to the site's customers (GET /api/staff/notification/lst): member code, status, channel and
// creation days in the URL; one is sent again on its channel (POST /api/staff/notification/resend/{id}).
import { Button, Tag, Typography } from 'antd';
import { DELIVERY_CHANNELS, OUTBOX_STATUSES, type OutboxStatus, type StaffDelivery } from '@contract/notification';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable, type PageData } from '../table/DataTable';
import { ChoiceFilter, DayRangeFilter, KeywordFilter } from '../table/filters';
import { useRowAction } from '../table/useRowAction';

const STATUS_COLORS: Record<OutboxStatus, string> = { pending: 'blue', sent: 'green', failed: 'red', skipped: 'default' };

export function Notifications() {
  const t = useT();
  const { get } = useSession();
  const { version, act } = useRowAction();
  const columns: Column<StaffDelivery>[] = [
    {
      key: 'created_at',
      title: t('notifications.created'),
      sortable: true,
      fixed: 'left',
      render: (_, n) => <SiteTime at={n.created_at} />,
    },
    { key: 'member', title: t('notifications.member'), render: (_, n) => n.member_code ?? '—' },
    { key: 'event', title: t('notifications.event'), dataIndex: 'title' },
    { key: 'channel', title: t('notifications.channel'), render: (_, n) => t(`notificationChannel.${n.channel}`) },
    {
      key: 'status',
      title: t('notifications.status'),
      render: (_, n) => (
        <Tag className="notification-status" color={STATUS_COLORS[n.status]}>
          {t(`notificationStatus.${n.status}`)}
        </Tag>
      ),
    },
    { key: 'attempts', title: t('notifications.attempts'), dataIndex: 'attempts', align: 'right' },
    {
      key: 'error',
      title: t('notifications.error'),
      render: (_, n) =>
        n.last_error ? (
          <Typography.Text type="danger" ellipsis={{ tooltip: n.last_error }} style={{ maxWidth: 280 }}>
            {n.last_error}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    { key: 'sent', title: t('notifications.sent'), render: (_, n) => <SiteTime at={n.sent_at} /> },
    {
      key: 'actions',
      title: '',
      render: (_, n) =>
        n.status !== 'pending' && (
          <Button size="small" onClick={() => void act(`/api/staff/notification/resend/${n.id}`, undefined, t('notifications.resent'))}>
            {t('notifications.resend')}
          </Button>
        ),
    },
  ];
  return (
    <DataTable<StaffDelivery>
      name="notifications"
      rowKey="id"
      columns={columns}
      version={version}
      // The search box here is the customer's member code.
      load={({ keyword, ...q }) => get<PageData<StaffDelivery>>('/api/staff/notification/lst', { ...q, member_code: keyword })}
      filters={
        <>
          <KeywordFilter placeholder={t('notifications.member')} />
          <ChoiceFilter values={OUTBOX_STATUSES} labels="notificationStatus" placeholder={t('notifications.status')} />
          <ChoiceFilter
            values={DELIVERY_CHANNELS}
            labels="notificationChannel"
            placeholder={t('notifications.channel')}
            name="channel"
            width={120}
          />
          <DayRangeFilter placeholder={t('notifications.dates')} />
        </>
      }
    />
  );
}
