// One day's close (GET /api/staff/finance/close) laid out for the accountant: the day's money by where it came from
// and went, each with its count and amount, then what is owed to customers and agents at the day's end.
import { Card, Col, Descriptions, Row, Statistic, Table, type TableColumnsType, Typography } from 'antd';
import type { FinanceClose as Close } from '@contract/finance';
import { formatMoney } from '@contract/money';
import { useT } from '../i18n';

interface Line {
  key: string;
  label: string;
  count: number;
  /** The amounts, in the columns' order. */
  amounts: number[];
}

const kg = (grams: number) => `${(grams / 1000).toFixed(2)} kg`;

/** A small table of lines with their counts and amounts, and a total row. */
function Lines({
  name,
  first,
  amounts,
  lines,
  money,
}: {
  name: string;
  first: string;
  amounts: string[];
  lines: Line[];
  money(minor: number): string;
}) {
  const t = useT();
  const columns: TableColumnsType<Line> = [
    { key: 'label', title: first, dataIndex: 'label' },
    { key: 'count', title: t('close.count'), dataIndex: 'count', align: 'right' },
    ...amounts.map((title, i) => ({
      key: `amount-${i}`,
      title,
      align: 'right' as const,
      render: (_: unknown, l: Line) => money(l.amounts[i]),
    })),
  ];
  const sum = (pick: (l: Line) => number) => lines.reduce((n, l) => n + pick(l), 0);
  return (
    <Table<Line>
      className={`finance-${name}`}
      size="small"
      rowKey="key"
      pagination={false}
      columns={columns}
      dataSource={lines}
      locale={{ emptyText: <Typography.Text type="secondary">{t('close.none')}</Typography.Text> }}
      summary={() =>
        lines.length > 1 && (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('close.total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {sum((l) => l.count)}
            </Table.Summary.Cell>
            {amounts.map((title, i) => (
              <Table.Summary.Cell key={title} index={i + 2} align="right">
                {money(sum((l) => l.amounts[i]))}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )
      }
    />
  );
}

export function FinanceClose({ close }: { close: Close }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, close.currency);
  const counted = (c: { count: number; amount: number }) => `${c.count} · ${money(c.amount)}`;
  const paid = close.commission_paid;
  const owed = close.owed;
  return (
    <Row gutter={[16, 16]}>
      <Col span={12}>
        <Card size="small" title={t('close.online')}>
          <Lines
            name="online"
            first={t('close.provider')}
            amounts={[t('close.amount')]}
            money={money}
            lines={close.online.map((o) => ({
              key: `${o.provider}-${o.purpose}`,
              label: `${t(`onlineMethod.${o.provider}`)} · ${t(`paymentPurpose.${o.purpose}`)}`,
              count: o.count,
              amounts: [o.amount],
            }))}
          />
        </Card>
      </Col>
      <Col span={12}>
        <Card
          size="small"
          title={t('close.wallet')}
          extra={`${t('close.walletIn')} ${money(close.wallet_in)} · ${t('close.walletOut')} ${money(close.wallet_out)}`}
        >
          <Lines
            name="wallet"
            first={t('close.kind')}
            amounts={[t('close.amount')]}
            money={money}
            lines={close.wallet.map((w) => ({ key: w.kind, label: t(`walletKind.${w.kind}`), count: w.count, amounts: [w.amount] }))}
          />
        </Card>
      </Col>
      <Col span={12}>
        <Card size="small" title={t('close.refunds')}>
          <Lines
            name="refunds"
            first={t('close.provider')}
            amounts={[t('close.refundOnline'), t('close.refundWallet')]}
            money={money}
            lines={close.refunds.map((r) => ({
              key: r.provider ?? 'wallet',
              label: r.provider ? t(`onlineMethod.${r.provider}`) : t('close.walletOnly'),
              count: r.count,
              amounts: [r.online, r.wallet],
            }))}
          />
        </Card>
      </Col>
      <Col span={12}>
        <Card size="small" title={t('close.other')}>
          <Descriptions className="finance-other" column={1} size="small" styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label={t('close.claimPayouts')}>{counted(close.claim_payouts)}</Descriptions.Item>
            <Descriptions.Item label={t('close.cardSales')}>{counted(close.card_sales)}</Descriptions.Item>
            <Descriptions.Item label={t('close.cardUsed')}>
              {kg(close.card_grams_used)} · {t('close.cardCovered')} {money(close.card_freight_covered)}
            </Descriptions.Item>
            <Descriptions.Item label={t('close.commissionAccrued')}>{money(close.commission_accrued)}</Descriptions.Item>
            <Descriptions.Item label={t('close.commissionReversed')}>{money(close.commission_reversed)}</Descriptions.Item>
            <Descriptions.Item label={t('close.commissionPaid')}>
              {paid.count} · {money(paid.amount)} ({t('close.fee')} {money(paid.fee)}, {t('close.net')} {money(paid.net)})
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title={t('close.owed')} className="finance-owed">
          <Row gutter={16}>
            <Col span={6}>
              <Statistic title={t('close.walletBalances')} value={money(owed.wallet_balances)} />
            </Col>
            <Col span={6}>
              <Statistic title={t('close.cardUnused')} value={kg(owed.card_grams_unused)} />
            </Col>
            <Col span={6}>
              <Statistic title={t('close.cardValue')} value={money(owed.card_value_unused)} />
            </Col>
            <Col span={6}>
              <Statistic title={t('close.commissionPayable')} value={money(owed.commission_payable)} />
            </Col>
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
