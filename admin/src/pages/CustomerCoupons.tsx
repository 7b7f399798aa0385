// The record's coupons (GET /api/staff/customer/coupon/lst/{id}?status) by state, as the customer's own tabs: what
// each takes off, when it is valid, and the waybill a used one paid.
import { Flex, Segmented, Table, type TableColumnType, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type Coupon, COUPON_TABS, type CouponListData, type CouponStatus } from '@contract/coupon';
import { mayWorkIn } from '@contract/staff';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { usePaged } from '../table/usePaged';

const STATUS_COLOR = { unused: 'green', used: undefined, expired: 'orange' } as const;

export function CustomerCoupons({ customerId }: { customerId: number }) {
  const t = useT();
  const { me } = useSession();
  const [status, setStatus] = useState<CouponStatus>('unused');
  const coupons = usePaged<Coupon, CouponListData>(`/api/staff/customer/coupon/lst/${customerId}`, { status });
  const waybills = !!me && mayWorkIn(me.roles, 'waybills');
  const counts = coupons.data?.counts;
  const usedOn: TableColumnType<Coupon> = {
    key: 'used',
    title: t('customers.couponUsedOn'),
    render: (_, c) =>
      !c.waybill_no ? (
        '—'
      ) : (
        <>
          {waybills ? <Link to={`/waybills?keyword=${c.waybill_no}`}>{c.waybill_no}</Link> : c.waybill_no} <SiteTime at={c.used_at} />
        </>
      ),
  };
  return (
    <Flex vertical gap={12}>
      <Segmented<CouponStatus>
        className="coupon-tabs"
        value={status}
        onChange={setStatus}
        options={COUPON_TABS.map((s) => ({ value: s, label: `${t(`couponStatus.${s}`)} ${counts ? counts[s] : ''}` }))}
      />
      <Table<Coupon>
        size="small"
        rowKey="id"
        className="customer-coupons"
        {...coupons.table}
        locale={{ emptyText: t('customers.none') }}
        columns={[
          { key: 'name', title: t('customers.couponName'), dataIndex: 'name', width: 160 },
          { key: 'terms', title: t('customers.couponTerms'), dataIndex: 'description' },
          {
            key: 'status',
            title: t('customers.status'),
            render: (_, c) => <Tag color={STATUS_COLOR[c.status]}>{t(`couponStatus.${c.status}`)}</Tag>,
          },
          {
            key: 'valid',
            title: t('customers.couponValid'),
            render: (_, c) => (
              <div style={{ whiteSpace: 'nowrap' }}>
                <SiteTime at={c.starts_at} />
                <br />– <SiteTime at={c.expires_at} />
              </div>
            ),
          },
          // Only a used coupon paid a waybill.
          ...(status === 'used' ? [usedOn] : []),
        ]}
      />
    </Flex>
  );
}
