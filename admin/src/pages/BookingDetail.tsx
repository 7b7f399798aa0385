// One booking in a drawer beside the list: who comes when to which depot, for what (each item's state), who
// collected it and when. The desk's moves (the code, the hand-over) stay at the depot's desk.
import { Descriptions, Drawer, Flex, Table, Tag, Typography } from 'antd';
import type { ReservationItem, StaffReservationRow } from '@contract/reservation';
import { useT } from '../i18n';
import { SiteTime } from '../SiteTime';
import { MemberCell } from './cells';

export const BOOKING_COLORS: Record<StaffReservationRow['status'], string | undefined> = {
  booked: 'blue',
  completed: 'green',
  cancelled: undefined,
  no_show: 'orange',
};

/** "2026-06-01 15:00–15:30": the slot as the depot's clock reads it. */
export const slotText = (b: StaffReservationRow) => `${b.date} ${b.start}–${b.end}`;

interface Props {
  /** The open booking's row: none (closed) while the page loads, or when the booking is not on it. */
  booking: StaffReservationRow | null;
  onClose(): void;
}

export function BookingDetail({ booking: b, onClose }: Props) {
  const t = useT();
  return (
    <Drawer
      open={b !== null}
      onClose={onClose}
      size={640}
      title={b && <Typography.Text copyable>{b.no}</Typography.Text>}
      className="booking-detail"
    >
      {b && (
        <Flex vertical gap={20}>
          <Descriptions column={2} size="small" bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label={t('waybills.status')}>
              <Tag color={BOOKING_COLORS[b.status]}>{t(`bookingStatus.${b.status}`)}</Tag>
              {b.locked && <Tag color="red">{t('bookings.locked')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('bookings.slot')}>
              <span className="as-written">{slotText(b)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('bookings.depot')} span={2}>
              {b.depot_name}
            </Descriptions.Item>
            <Descriptions.Item label={t('waybills.member')}>
              <MemberCell row={b} />
            </Descriptions.Item>
            <Descriptions.Item label={t('bookings.realName')}>{b.real_name || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('bookings.proxy')}>{b.proxy_name || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('bookings.collector')}>{b.collector_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('bookings.handedOver')}>
              {b.handed_over_at ? <SiteTime at={b.handed_over_at} /> : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('waybills.created')}>
              <SiteTime at={b.created_at} />
            </Descriptions.Item>
            <Descriptions.Item label={t('bookings.note')} span={2}>
              {b.note || '—'}
            </Descriptions.Item>
          </Descriptions>
          <Table<ReservationItem>
            size="small"
            rowKey={(i) => `${i.kind}-${i.id}`}
            pagination={false}
            dataSource={b.items}
            columns={[
              {
                key: 'action',
                title: t('bookings.items'),
                render: (_, i) => `${t(`bookingItem.${i.action}`)} · ${t(`bookingItem.${i.kind}`)}`,
              },
              { key: 'no', title: t('parcels.trackingNo'), dataIndex: 'no' },
              { key: 'title', title: t('claim.goods'), render: (_, i) => i.title || '—' },
              { key: 'status', title: t('waybills.status'), render: (_, i) => <Tag>{t(`bookingItem.${i.status}`)}</Tag> },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
