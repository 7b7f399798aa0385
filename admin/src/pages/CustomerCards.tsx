// The record's kilogram cards (GET /api/staff/customer/card/lst/{id}), each opening its ledger
// (card/ledger/{id}?card_id): grams bought, taken per waybill, given back, voided, and what was left after each.
import { Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Card, CardEntry, StaffCardLedgerData, StaffCardListData } from '@contract/card';
import { formatMoney } from '@contract/money';
import { mayWorkIn } from '@contract/staff';
import { kg } from '../format';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { usePaged } from '../table/usePaged';

const STATUS_COLOR = { usable: 'green', used_up: undefined, expired: 'orange', void: 'red' } as const;

function CardLedger({ customerId, card }: { customerId: number; card: Card }) {
  const t = useT();
  const { me } = useSession();
  const ledger = usePaged<CardEntry, StaffCardLedgerData>(`/api/staff/customer/card/ledger/${customerId}`, { card_id: card.id });
  const waybills = !!me && mayWorkIn(me.roles, 'waybills');
  return (
    <Table<CardEntry>
      size="small"
      rowKey="id"
      className="card-ledger"
      {...ledger.table}
      locale={{ emptyText: t('customers.none') }}
      columns={[
        { key: 'created', title: t('waybills.created'), render: (_, e) => <SiteTime at={e.created_at} /> },
        { key: 'kind', title: t('customers.cardEntry'), render: (_, e) => t(`cardEntryKind.${e.kind}`) },
        { key: 'grams', title: t('customers.cardGrams'), align: 'right', render: (_, e) => kg(e.grams) },
        { key: 'after', title: t('customers.cardLeft'), align: 'right', render: (_, e) => kg(e.remaining_after) },
        {
          key: 'waybill',
          title: t('customers.cardWaybill'),
          render: (_, e) =>
            !e.waybill_no ? '—' : waybills ? <Link to={`/waybills?keyword=${e.waybill_no}`}>{e.waybill_no}</Link> : e.waybill_no,
        },
        {
          key: 'amount',
          title: t('customers.cardCovered'),
          align: 'right',
          render: (_, e) => (e.kind === 'deduction' || e.kind === 'refund' ? formatMoney(e.amount, e.currency) : '—'),
        },
      ]}
    />
  );
}

export function CustomerCards({ customerId }: { customerId: number }) {
  const t = useT();
  const cards = usePaged<Card, StaffCardListData>(`/api/staff/customer/card/lst/${customerId}`);
  // The newest card's ledger is open from the start: usually the one asked about.
  const [expanded, setExpanded] = useState<readonly React.Key[] | null>(null);
  const first = cards.list[0]?.id;
  return (
    <Table<Card>
      size="small"
      rowKey="id"
      className="customer-cards"
      {...cards.table}
      locale={{ emptyText: t('customers.none') }}
      expandable={{
        expandedRowKeys: expanded ?? (first ? [first] : []),
        onExpandedRowsChange: setExpanded,
        expandedRowRender: (card) => <CardLedger customerId={customerId} card={card} />,
      }}
      columns={[
        { key: 'name', title: t('customers.cardName'), dataIndex: 'name' },
        { key: 'left', title: t('customers.cardLeft'), align: 'right', render: (_, c) => `${kg(c.remaining_g)} / ${kg(c.grams)}` },
        {
          key: 'status',
          title: t('customers.status'),
          render: (_, c) => <Tag color={STATUS_COLOR[c.status]}>{t(`cardStatus.${c.status}`)}</Tag>,
        },
        { key: 'expires', title: t('customers.expires'), render: (_, c) => <SiteTime at={c.expires_at} /> },
        { key: 'bought', title: t('customers.cardBought'), render: (_, c) => <SiteTime at={c.created_at} /> },
        { key: 'price', title: t('customers.cardPrice'), align: 'right', render: (_, c) => formatMoney(c.price, c.currency) },
      ]}
    />
  );
}
