// Invoices: my tax invoices (number with copy, date, total, GST, whether the email went out, the PDF through
// /pages/preview-file) and "ask for an invoice" (AskForm). Pull to refresh, endless scroll.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import * as invoiceService from '@/services/invoice';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { Invoice, InvoiceDetail } from '@contract/invoice';
import { AskForm } from './AskForm';
import './index.css';
import '@/locales/areas/invoice';

const PAGE_SIZE = 20;

function InvoiceRow({ invoice, onChanged }: { invoice: Invoice; onChanged(next: Invoice): void }) {
  const t = useT();
  const invoiceApi = useService(invoiceService);
  const [sending, setSending] = useState(false);
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const copy = () =>
    Taro.setClipboardData({ data: invoice.no }).then(
      () => toast(t('invoice.copied')),
      () => {},
    );
  const open = () => Taro.navigateTo({ url: `${ROUTES.previewFile}?type=invoice&id=${invoice.id}` });
  const resend = async () => {
    if (sending) return;
    setSending(true);
    try {
      const next = await invoiceApi.resendInvoice(invoice.id);
      toast(t('invoice.resent', { email: next.email }));
      onChanged(next);
    } catch {
      // toasted by the request layer
    } finally {
      setSending(false);
    }
  };
  return (
    <View className={`invoice-card invoice-row invoice-row-${invoice.id}`}>
      <View className="invoice-row-head">
        <View className="invoice-row-no">{t('invoice.no', { no: invoice.no })}</View>
        <View className="invoice-copy" onClick={copy}>
          {t('common.copy')}
        </View>
        <View className="invoice-row-kind">{t(`invoice.kind.${invoice.kind}`)}</View>
      </View>
      <View className="invoice-row-title">{invoice.title}</View>
      <View className="invoice-muted invoice-row-time">
        <InstantIn sentence={t('invoice.issuedAt', { time: IN_SENTENCE })} at={invoice.issued_at} /> ·{' '}
        {t('invoice.waybills', { n: invoice.items.length })}
      </View>
      <View className="invoice-row-money">
        <View className="invoice-muted">{t('invoice.total')}</View>
        <View className="invoice-row-total">{money(invoice.total)}</View>
      </View>
      <View className="invoice-muted invoice-row-gst">{t('invoice.gst', { amount: money(invoice.gst) })}</View>
      <View className="invoice-row-foot">
        {invoice.emailed_at ? (
          <View className="invoice-row-mail invoice-row-mail--sent">{t('invoice.emailed', { email: invoice.email })}</View>
        ) : (
          <View className="invoice-row-mail invoice-row-mail--pending">
            {t('invoice.notEmailed')}
            <View className="invoice-resend" onClick={resend}>
              {t('invoice.resend')}
            </View>
          </View>
        )}
        <Button className="invoice-view-pdf" size="small" fill="outline" type="primary" onClick={open}>
          {t('invoice.viewPdf')}
        </Button>
      </View>
    </View>
  );
}

function Invoices() {
  const t = useT();
  const invoiceApi = useService(invoiceService);
  const [tab, setTab] = useState<'list' | 'ask'>('list');
  const [formReload, setFormReload] = useState(0);
  // usePagedList refreshes the list on pull-down; on the form it is the waybills that are fetched again.
  Taro.usePullDownRefresh(() => {
    if (tab === 'ask') setFormReload((n) => n + 1);
  });
  const list = usePagedList<Invoice>((page, pageSize) => invoiceApi.listInvoices({ page, page_size: pageSize }), [], PAGE_SIZE);
  const replace = (next: Invoice) => list.setItems((shown) => shown.map((i) => (i.id === next.id ? next : i)));
  const issued = (invoice: InvoiceDetail) => {
    toast(t('invoice.ask.done', { no: invoice.no }));
    setTab('list');
    list.refresh();
  };

  return (
    <>
      <View className="invoice-tabs">
        {(['list', 'ask'] as const).map((key) => (
          <View key={key} className={`invoice-tab invoice-tab-${key}${tab === key ? ' invoice-tab--on' : ''}`} onClick={() => setTab(key)}>
            {t(`invoice.tabs.${key}`)}
          </View>
        ))}
      </View>
      {tab === 'ask' ? (
        <AskForm onIssued={issued} reload={formReload} />
      ) : list.loading ? (
        <View className="invoice-loading">
          <Skeleton rows={4} animated />
        </View>
      ) : list.items.length === 0 ? (
        <EmptyState className="invoice-empty" text={t('invoice.empty')} action={t('invoice.emptyAction')} onAction={() => setTab('ask')} />
      ) : (
        <View className="invoice-list">
          {list.items.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} onChanged={replace} />
          ))}
          <ZoneNote className="invoice-zone" />
          {(list.hasMore || list.loadingMore || list.items.length > PAGE_SIZE) && (
            <View className="invoice-list-foot">
              {list.loadingMore ? t('pagedList.loading') : list.hasMore ? t('pagedList.more') : t('pagedList.end')}
            </View>
          )}
        </View>
      )}
    </>
  );
}

function InvoicePage() {
  usePage('invoice.title');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="invoice-page">
      {session.signedIn ? (
        <Invoices />
      ) : (
        <EmptyState className="invoice-signed-out" text={t('invoice.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(InvoicePage);
