// Bank statements (finance): upload the CSV the bank exports (POST /api/staff/bank/import; the bank is told by
// its header), see what became of its lines, and settle by hand the lines left to staff (GET /api/staff/bank/lines,
// POST /api/staff/bank/settle/:id with a note), with the customer's receipt of the transfer when there is one.
import { App, Button, Flex, Image, Input, Modal, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import {
  BANK_LAYOUTS,
  BANK_LINE_OUTCOMES,
  type BankImportReport,
  type BankLine,
  type BankLineList,
  type BankReceipt,
  type BankSettleAction,
} from '@contract/bank';
import { formatMoney } from '@contract/money';
import { siteTime } from '../format';
import { useT } from '../i18n';
import { useSession } from '../session';
import { type Column, DataTable } from '../table/DataTable';
import { ChoiceFilter } from '../table/filters';

const COUNTED = [...BANK_LINE_OUTCOMES, 'already_imported'] as const;

function ImportReport({ report }: { report: BankImportReport }) {
  const t = useT();
  return (
    <Flex className="bank-report" gap={8} wrap align="center">
      <Typography.Text strong>{t('bank.imported', { bank: t(`bankLayout.${report.bank}`), n: report.lines.length })}</Typography.Text>
      {COUNTED.map((k) => (
        <Tag
          key={k}
          className={`bank-count-${k}`}
          color={k === 'matched' ? 'green' : report.counts[k] && k !== 'already_imported' ? 'orange' : undefined}
        >
          {t(`bankOutcome.${k}`)} {report.counts[k]}
        </Tag>
      ))}
    </Flex>
  );
}

/** Settling a line by hand: the action chosen, a note required (audited with it). */
function SettleModal({
  line,
  action,
  onClose,
  onDone,
}: {
  line: BankLine | null;
  action: BankSettleAction;
  onClose(): void;
  onDone(): void;
}) {
  const t = useT();
  const { post } = useSession();
  const { message } = App.useApp();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const settle = async () => {
    if (!line) return;
    setBusy(true);
    try {
      await post(`/api/staff/bank/settle/${line.id}`, { action, note });
      message.success(t('bank.settled'));
      setNote('');
      onDone();
    } catch (err) {
      message.error((err as Error).message || t('error.network'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={line !== null}
      title={t(`bankAction.${action}`)}
      okText={t('bank.settle')}
      okButtonProps={{ className: 'bank-settle-ok', disabled: !note.trim(), loading: busy }}
      onOk={settle}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t(`bankAction.${action}Note`)}</Typography.Paragraph>
      <Input.TextArea
        className="bank-settle-note"
        rows={3}
        maxLength={500}
        value={note}
        placeholder={t('bank.note')}
        onChange={(e) => setNote(e.target.value)}
      />
    </Modal>
  );
}

export function BankImport() {
  const t = useT();
  const { get, post, siteInfo } = useSession();
  const { message } = App.useApp();
  const [report, setReport] = useState<BankImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const [settling, setSettling] = useState<{ line: BankLine; action: BankSettleAction } | null>(null);
  const [receipt, setReceipt] = useState<string | null>(null);
  const currency = siteInfo?.currency ?? '';

  const importFile = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      setReport(await post<BankImportReport>('/api/staff/bank/import', form));
      setVersion((v) => v + 1);
    } catch (err) {
      message.error((err as Error).message || t('error.network'));
    } finally {
      setBusy(false);
    }
  };
  const showReceipt = (paymentId: number) =>
    get<BankReceipt>(`/api/staff/bank/receipt/${paymentId}`).then(
      (r) => setReceipt(r.url),
      (err: Error) => message.error(err.message || t('error.network')),
    );

  const columns: Column<BankLine>[] = [
    { key: 'date', title: t('bank.date'), dataIndex: 'date' },
    { key: 'amount', title: t('payments.amount'), align: 'right', render: (_, l) => formatMoney(l.amount, currency) },
    { key: 'text', title: t('bank.text'), dataIndex: 'text', ellipsis: true, width: 150 },
    { key: 'payee', title: t('bank.payee'), dataIndex: 'payee', ellipsis: true, width: 120 },
    { key: 'outcome', title: t('bank.outcome'), render: (_, l) => <Tag className="bank-outcome">{t(`bankOutcome.${l.outcome}`)}</Tag> },
    {
      key: 'payment',
      title: t('bank.payment'),
      render: (_, l) =>
        l.payment_no ? (
          <Flex vertical>
            {l.payment_no}
            <Typography.Text type="secondary">{l.member_code}</Typography.Text>
          </Flex>
        ) : (
          '—'
        ),
    },
    {
      key: 'receipt',
      title: t('bank.receipt'),
      render: (_, l) =>
        l.receipt_at && l.payment_id ? (
          <Button
            size="small"
            type="link"
            className="bank-receipt-open"
            title={siteTime(l.receipt_at, siteInfo)}
            onClick={() => showReceipt(l.payment_id!)}
          >
            {t('bank.view')}
          </Button>
        ) : (
          '—'
        ),
    },
    {
      key: 'settle',
      title: t('bank.settle'),
      render: (_, l) =>
        l.settled_as ? (
          <Typography.Text type="secondary" className="bank-settled">
            {t(`bankAction.${l.settled_as}`)}: {l.settle_note}
          </Typography.Text>
        ) : l.outcome === 'matched' || l.outcome === 'late_to_wallet' ? (
          '—'
        ) : (
          <Space>
            {l.payment_id && (
              <Button size="small" className="bank-to-wallet" onClick={() => setSettling({ line: l, action: 'wallet' })}>
                {t('bankAction.wallet')}
              </Button>
            )}
            <Button size="small" className="bank-outside" onClick={() => setSettling({ line: l, action: 'outside' })}>
              {t('bankAction.outside')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} align="center" wrap>
        <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={(file) => (void importFile(file), false)}>
          <Button type="primary" className="bank-upload" loading={busy}>
            {t('bank.upload')}
          </Button>
        </Upload>
        {/* The banks' names are what they are in either language. */}
        <Typography.Text type="secondary">
          {t('bank.banksBefore')}
          <span translate="no">{BANK_LAYOUTS.map((b) => t(`bankLayout.${b}`)).join(', ')}</span>
          {t('bank.banksAfter')}
        </Typography.Text>
      </Flex>
      {report && <ImportReport report={report} />}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('bank.left')}
      </Typography.Title>
      <DataTable<BankLine>
        name="bank-lines"
        rowKey="id"
        columns={columns}
        version={version}
        load={(q) => get<BankLineList>('/api/staff/bank/lines', q)}
        filters={
          <ChoiceFilter values={BANK_LINE_OUTCOMES} labels="bankOutcome" placeholder={t('bank.toSettle')} name="outcome" width={200} />
        }
      />
      <SettleModal
        line={settling?.line ?? null}
        action={settling?.action ?? 'outside'}
        onClose={() => setSettling(null)}
        onDone={() => {
          setSettling(null);
          setVersion((v) => v + 1);
        }}
      />
      <Image
        style={{ display: 'none' }}
        alt={t('bank.receipt')}
        src={receipt ?? undefined}
        preview={{ visible: receipt !== null, src: receipt ?? undefined, onVisibleChange: (v) => !v && setReceipt(null) }}
      />
    </Flex>
  );
}
