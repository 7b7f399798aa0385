// Finance (docs/money.md "Finance"): a day's close of the signed-in site (the day in the URL, yesterday in the site's
// zone unless chosen) and the exports of a range of days for Xero or a spreadsheet, saved with the server's file name.
import { App, Button, Card, DatePicker, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { FinanceClose as Close } from '@contract/finance';
import { siteDay } from '../format';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { useUrlQuery } from '../table/useUrlQuery';
import { FinanceClose } from './FinanceClose';

const DAY = 'YYYY-MM-DD';

/** The exports the server writes (GET /api/staff/finance/export), by their button's words. */
const EXPORTS = [
  { key: 'xeroSales', format: 'xero', file: 'sales' },
  { key: 'xeroBank', format: 'xero', file: 'bank' },
  { key: 'csv', format: 'csv', file: undefined },
] as const;

function Exports({ day }: { day: string }) {
  const t = useT();
  const { message } = App.useApp();
  const { download } = useSession();
  const [range, setRange] = useState<[string, string]>([day, day]);
  useEffect(() => setRange([day, day]), [day]);
  const [busy, setBusy] = useState('');
  const save = async (e: (typeof EXPORTS)[number]) => {
    const query = new URLSearchParams({ format: e.format, ...(e.file && { file: e.file }), from: range[0], to: range[1] });
    setBusy(e.key);
    await download(`/api/staff/finance/export?${query}`)
      .catch((err: Error) => message.error(err.message || t('error.network')))
      .finally(() => setBusy(''));
  };
  return (
    <Card size="small" title={t('close.exports')}>
      <Flex gap={8} wrap align="center">
        <DatePicker.RangePicker
          aria-label={t('close.range')}
          allowClear={false}
          value={[dayjs(range[0]), dayjs(range[1])]}
          onChange={(days) => days?.[0] && days[1] && setRange([days[0].format(DAY), days[1].format(DAY)])}
        />
        {EXPORTS.map((e) => (
          <Button key={e.key} className={`finance-export-${e.key}`} loading={busy === e.key} onClick={() => void save(e)}>
            {t(`close.${e.key}`)}
          </Button>
        ))}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('close.exportHint')}
      </Typography.Paragraph>
    </Card>
  );
}

export function Finance() {
  const t = useT();
  const { message } = App.useApp();
  const { get, siteInfo } = useSession();
  const [query, setQuery] = useUrlQuery();
  const [close, setClose] = useState<Close | null>(null);
  const day = query.date ?? dayjs(siteDay(new Date(), siteInfo)).subtract(1, 'day').format(DAY);

  useEffect(() => {
    let current = true;
    setClose(null);
    get<Close>('/api/staff/finance/close', { date: day }).then(
      (c) => current && setClose(c),
      (err: Error) => current && message.error(err.message || t('error.network')),
    );
    return () => {
      current = false;
    };
    // Another day or site (get changes with the site and the language) reads the close again.
  }, [get, day, message, t]);

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" wrap>
        <Typography.Text strong>{t('close.day')}</Typography.Text>
        <DatePicker
          className="finance-day"
          aria-label={t('close.day')}
          allowClear={false}
          value={dayjs(day)}
          onChange={(d) => d && setQuery({ date: d.format(DAY) })}
        />
        {close && (
          <Typography.Text type="secondary" className="finance-period">
            <SiteTime at={close.from} /> – <SiteTime at={close.to} /> {t('close.zone', { zone: close.time_zone })}
          </Typography.Text>
        )}
      </Flex>
      {close ? <FinanceClose close={close} /> : <Card loading />}
      <Exports day={day} />
    </Flex>
  );
}
