// The record's wallet: its ledger (GET /api/staff/customer/wallet/lst/{id}), the adjustments, and for finance a form
// to adjust it (above the site's amount it waits for another person, who approves or rejects it here).
import { App, Button, Flex, Form, Input, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { StaffCustomerRecord, WalletAdjustment } from '@contract/customer';
import { formatMoney } from '@contract/money';
import type { WalletEntry, WalletEntryListData } from '@contract/payment';
import { mayWorkIn } from '@contract/staff';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';

const PAGE = 10;

export function CustomerWallet({ record, onChanged }: { record: StaffCustomerRecord; onChanged(): void }) {
  const t = useT();
  const { get, post, me } = useSession();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [ledger, setLedger] = useState<WalletEntryListData | null>(null);
  const [form] = Form.useForm<{ amount: number; reason: string }>();
  const currency = record.wallet.currency;
  const finance = !!me && mayWorkIn(me.roles, 'money');

  const load = useCallback(() => {
    get<WalletEntryListData>(`/api/staff/customer/wallet/lst/${record.id}`, { page, page_size: PAGE }).then(setLedger, () =>
      setLedger(null),
    );
  }, [get, record.id, page]);
  useEffect(load, [load, record]);

  const act = async (path: string, body: object) => {
    try {
      await post(path, body);
      onChanged();
      return true;
    } catch (err) {
      message.error((err as Error).message || t('error.network'));
      return false;
    }
  };
  const adjust = async ({ amount, reason }: { amount: number; reason: string }) => {
    if (await act(`/api/staff/customer/wallet/adjust/${record.id}`, { amount: Math.round(amount * 100), reason })) form.resetFields();
  };

  const adjustments = (
    <Table<WalletAdjustment>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={record.adjustments}
      locale={{ emptyText: t('customers.none') }}
      columns={[
        { key: 'created', title: t('waybills.created'), render: (_, a) => <SiteTime at={a.created_at} /> },
        { key: 'amount', title: t('customers.ledgerAmount'), align: 'right', render: (_, a) => formatMoney(a.amount, a.currency) },
        { key: 'reason', title: t('customers.adjustReason'), dataIndex: 'reason' },
        {
          key: 'status',
          title: t('customers.status'),
          render: (_, a) => <Tag color={a.status === 'pending' ? 'orange' : undefined}>{t(`adjustmentStatus.${a.status}`)}</Tag>,
        },
        { key: 'by', title: t('customers.requestedBy'), render: (_, a) => [a.requested_by, a.decided_by].filter(Boolean).join(' → ') },
        {
          key: 'actions',
          title: '',
          render: (_, a) =>
            finance &&
            a.status === 'pending' && (
              <Space>
                <Button
                  size="small"
                  type="primary"
                  onClick={() => void act(`/api/staff/customer/wallet/decide/${a.id}`, { approve: true })}
                >
                  {t('customers.approve')}
                </Button>
                <Button size="small" onClick={() => void act(`/api/staff/customer/wallet/decide/${a.id}`, { approve: false })}>
                  {t('customers.reject')}
                </Button>
              </Space>
            ),
        },
      ]}
    />
  );

  return (
    <Flex vertical gap={16}>
      <Table<WalletEntry>
        size="small"
        rowKey="id"
        className="customer-ledger"
        dataSource={ledger?.list ?? []}
        loading={!ledger}
        locale={{ emptyText: t('customers.none') }}
        pagination={{ current: page, pageSize: PAGE, total: ledger?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: 'created', title: t('waybills.created'), render: (_, e) => <SiteTime at={e.created_at} /> },
          { key: 'kind', title: t('payments.purpose'), render: (_, e) => t(`walletKind.${e.kind}`) },
          { key: 'amount', title: t('customers.ledgerAmount'), align: 'right', render: (_, e) => formatMoney(e.amount, currency) },
          { key: 'after', title: t('customers.ledgerAfter'), align: 'right', render: (_, e) => formatMoney(e.balance_after, currency) },
          { key: 'reason', title: t('customers.ledgerReason'), render: (_, e) => [e.reason, e.ref_no].filter(Boolean).join(' · ') },
        ]}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('customers.adjustments')}
      </Typography.Title>
      {adjustments}
      {finance && (
        <Form form={form} layout="inline" className="wallet-adjust" onFinish={(v) => void adjust(v)}>
          <Form.Item name="amount" rules={[{ required: true, message: t('detail.required') }]}>
            <InputNumber<number> placeholder={t('customers.adjustAmount')} precision={2} step={1} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="reason" rules={[{ required: true, whitespace: true, message: t('detail.required') }]}>
            <Input placeholder={t('customers.adjustReason')} maxLength={200} style={{ width: 260 }} />
          </Form.Item>
          <Button htmlType="submit">{t('customers.adjust')}</Button>
          <Typography.Text type="secondary" style={{ marginTop: 4 }}>
            {t('customers.adjustHint', { amount: formatMoney(record.dual_approval_above, currency) })}
          </Typography.Text>
        </Form>
      )}
    </Flex>
  );
}
