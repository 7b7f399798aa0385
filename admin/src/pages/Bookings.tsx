// The site's self-pickup bookings (GET /api/staff/reservation/lst): status, slot days and keyword (booking no.,
// member code, mobile) in the URL, sorted by slot; a booking number opens it beside the list (BookingDetail). The
// list answers everything a booking shows, so the drawer shows the row of the page (its id in the URL).
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { RESERVATION_STATUSES, type StaffReservationListData, type StaffReservationRow } from '@contract/reservation';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable } from '../table/DataTable';
import { ChoiceFilter, DayRangeFilter, KeywordFilter } from '../table/filters';
import { useOpenRow } from '../table/useOpenRow';
import { BOOKING_COLORS, BookingDetail, slotText } from './BookingDetail';
import { MemberCell } from './cells';

export function Bookings() {
  const t = useT();
  const { get } = useSession();
  const [open, setOpen] = useOpenRow();
  const [rows, setRows] = useState<StaffReservationRow[]>([]);
  const columns: Column<StaffReservationRow>[] = [
    {
      key: 'no',
      title: t('bookings.no'),
      fixed: 'left',
      render: (_, b) => (
        <Typography.Link className="booking-open" onClick={() => setOpen(b.id)}>
          {b.no}
        </Typography.Link>
      ),
    },
    {
      key: 'status',
      title: t('waybills.status'),
      render: (_, b) => (
        <Tag className="booking-status" color={BOOKING_COLORS[b.status]}>
          {t(`bookingStatus.${b.status}`)}
        </Tag>
      ),
    },
    { key: 'starts_at', title: t('bookings.slot'), sortable: true, render: (_, b) => <span className="as-written">{slotText(b)}</span> },
    { key: 'depot', title: t('bookings.depot'), dataIndex: 'depot_name' },
    { key: 'member', title: t('waybills.member'), render: (_, b) => <MemberCell row={b} /> },
    { key: 'name', title: t('bookings.realName'), render: (_, b) => b.real_name || '—' },
    { key: 'items', title: t('bookings.items'), align: 'right', render: (_, b) => b.items.length },
    { key: 'created', title: t('waybills.created'), render: (_, b) => <SiteTime at={b.created_at} /> },
  ];
  return (
    <>
      <DataTable<StaffReservationRow>
        name="bookings"
        rowKey="id"
        columns={columns}
        load={(q) =>
          get<StaffReservationListData>('/api/staff/reservation/lst', q).then((page) => {
            setRows(page.list);
            return page;
          })
        }
        filters={
          <>
            <ChoiceFilter values={RESERVATION_STATUSES} labels="bookingStatus" placeholder={t('waybills.status')} />
            <DayRangeFilter placeholder={t('bookings.dates')} />
            <KeywordFilter placeholder={t('bookings.keyword')} />
          </>
        }
      />
      <BookingDetail booking={rows.find((b) => b.id === open) ?? null} onClose={() => setOpen(null)} />
    </>
  );
}
