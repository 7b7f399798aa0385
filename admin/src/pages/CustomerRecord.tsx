// One customer (GET /api/staff/customer/detail/{id}) in a drawer: profile, addresses (ID masked), links to their
// waybills, parcels, payments, messages sent and audit; internal notes; the wallet with its ledger and adjustments;
// the kilogram cards with their ledgers; the coupons. The tab shown is in the URL (`tab`) beside `open`.
import { App, Descriptions, Drawer, Flex, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Address } from '@contract/address';
import type { StaffCustomerRecord } from '@contract/customer';
import { formatMoney } from '@contract/money';
import { mayWorkIn } from '@contract/staff';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { useOpenTab } from '../table/useOpenRow';
import { CustomerCards } from './CustomerCards';
import { CustomerCoupons } from './CustomerCoupons';
import { CustomerNotes } from './CustomerNotes';
import { CustomerWallet } from './CustomerWallet';

const TABS = ['addresses', 'notes', 'wallet', 'cards', 'coupons'] as const;

interface Props {
  id: number | null;
  onClose(): void;
}

export function CustomerRecord({ id, onClose }: Props) {
  const t = useT();
  const { get, me } = useSession();
  const { message } = App.useApp();
  const [c, setC] = useState<StaffCustomerRecord | null>(null);
  const [tab, setTab] = useOpenTab(TABS);

  const load = useCallback(() => {
    if (id)
      get<StaffCustomerRecord>(`/api/staff/customer/detail/${id}`).then(setC, (err: Error) =>
        message.error(err.message || t('error.network')),
      );
  }, [id, get, message, t]);
  useEffect(() => {
    setC(null);
    load();
  }, [load]);

  const may = (area: Parameters<typeof mayWorkIn>[1]) => !!me && mayWorkIn(me.roles, area);
  const related = c && (
    <Space wrap className="customer-related">
      {may('waybills') && <Link to={`/waybills?keyword=${c.member_code}`}>{t('waybills.title')}</Link>}
      {may('waybills') && <Link to={`/parcels?keyword=${c.member_code}`}>{t('parcels.title')}</Link>}
      {may('refunds') && <Link to={`/payments?keyword=${c.member_code}`}>{t('payments.title')}</Link>}
      {may('service') && <Link to={`/notifications?keyword=${c.member_code}`}>{t('customers.messages')}</Link>}
      {may('admin') && <Link to={`/audit?customer_id=${c.id}`}>{t('audit.title')}</Link>}
    </Space>
  );
  const addresses = (
    <Table<Address>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={c?.addresses ?? []}
      locale={{ emptyText: t('customers.none') }}
      columns={[
        { key: 'name', title: t('customers.addressName'), render: (_, a) => `${a.name} ${a.mobile}` },
        {
          key: 'address',
          title: t('customers.address'),
          render: (_, a) => [a.province, a.city, a.district, a.address].filter(Boolean).join(' '),
        },
        { key: 'id', title: t('customers.idNumber'), render: (_, a) => a.id_number || '—' },
      ]}
    />
  );

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={760}
      title={c ? `${t('customers.record')} ${c.member_code}` : t('customers.record')}
      loading={!c}
    >
      {c && (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('customers.member')}>
              <Typography.Text copyable>{c.member_code}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('customers.name')}>{c.nickname || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('customers.mobile')}>
              {c.mobile ? <Typography.Text copyable>{c.mobile}</Typography.Text> : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('customers.status')}>
              <Tag>{t(`customerStatus.${c.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('customers.signIn')}>
              {c.sign_in.map((m) => t(`signInMethod.${m}`)).join(' / ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('customers.lang')}>{c.lang === 'en' ? 'English' : '中文'}</Descriptions.Item>
            <Descriptions.Item label={t('customers.wallet')}>{formatMoney(c.wallet.balance, c.wallet.currency)}</Descriptions.Item>
            <Descriptions.Item label={t('waybills.created')}>
              <SiteTime at={c.created_at} />
            </Descriptions.Item>
            <Descriptions.Item label={t('customers.related')} span={2}>
              {related}
            </Descriptions.Item>
          </Descriptions>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'addresses', label: t('customers.addresses'), children: addresses },
              { key: 'notes', label: t('customers.notes'), children: <CustomerNotes record={c} onSaved={load} /> },
              { key: 'wallet', label: t('customers.ledger'), children: <CustomerWallet record={c} onChanged={load} /> },
              { key: 'cards', label: t('customers.cards'), children: <CustomerCards customerId={c.id} /> },
              { key: 'coupons', label: t('customers.coupons'), children: <CustomerCoupons customerId={c.id} /> },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
