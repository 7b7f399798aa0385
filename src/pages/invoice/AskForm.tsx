// "Ask for an invoice": my paid, dispatched waybills not invoiced yet (checkboxes; the total follows), personal
// or company, the name, the tax number of the site's country (NZ GST number / AU ABN, checked by its check digit
// as the server does), the email. One submission makes one invoice: a retry or a double tap reuses its request id.
import { Button, Input, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { randomId } from '@/lib/device-id';
import { useT } from '@/locales';
import * as invoiceService from '@/services/invoice';
import { useService } from '@/stores';
import { formatMoney } from '@/utils/money';
import { isEmail } from '@/utils/validate';
import {
  checkTaxNumber,
  INVOICE_KINDS,
  type InvoiceCreateRequest,
  type InvoiceDetail,
  type InvoiceKind,
  type InvoiceWaybillsData,
  normaliseTaxNumber,
} from '@contract/invoice';
import { gramsToKg } from '@contract/units';
import '@/locales/areas/preview';

interface FormState {
  ids: number[];
  kind: InvoiceKind;
  title: string;
  taxNumber: string;
  address: string;
  email: string;
}

const EMPTY: FormState = { ids: [], kind: 'personal', title: '', taxNumber: '', address: '', email: '' };

/** The message key of the first failed check, '' when the form can be sent. */
export function formProblem(form: FormState, country: string): string {
  if (!form.ids.length) return 'invoice.ask.error.waybills';
  if (!form.title.trim()) return 'invoice.ask.error.title';
  const tax = checkTaxNumber(country, form.taxNumber);
  if (tax === 'empty' && form.kind === 'company') return 'invoice.ask.error.taxRequired';
  if (tax === 'format') return country === 'AU' ? 'invoice.ask.error.abnFormat' : 'invoice.ask.error.gstFormat';
  if (tax === 'check') return 'invoice.ask.error.taxCheck';
  if (!isEmail(form.email.trim())) return 'invoice.ask.error.email';
  return '';
}

function bodyOf(form: FormState): Omit<InvoiceCreateRequest, 'request_id'> {
  const tax = normaliseTaxNumber(form.taxNumber);
  return {
    waybill_ids: form.ids,
    kind: form.kind,
    title: form.title.trim(),
    ...(tax ? { tax_number: tax } : {}),
    email: form.email.trim(),
    ...(form.kind === 'company' && form.address.trim() ? { address: form.address.trim() } : {}),
  };
}

function Field({ name, label, children }: { name: string; label: string; children: React.ReactNode }) {
  return (
    <View className={`invoice-field invoice-field-${name}`}>
      <View className="invoice-field-label">{label}</View>
      {children}
    </View>
  );
}

/** `reload` changes on pull-to-refresh: the waybills are fetched again, the form keeps what was typed. */
export function AskForm({ onIssued, reload = 0 }: { onIssued(invoice: InvoiceDetail): void; reload?: number }) {
  const t = useT();
  const invoiceApi = useService(invoiceService);
  const [data, setData] = useState<InvoiceWaybillsData | null>(null);
  const [failed, setFailed] = useState(false);
  const [form, setForm] = useState<FormState>(EMPTY);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const request = useRef<{ id: string; body: string } | null>(null);
  const set =
    <K extends keyof FormState>(key: K) =>
    (value: FormState[K]) =>
      setForm((now) => ({ ...now, [key]: value }));

  const load = () => {
    setFailed(false);
    invoiceApi.listInvoiceableWaybills().then(setData, () => setFailed(true));
  };
  useEffect(load, [reload, invoiceApi]);

  if (!data) {
    return failed ? (
      <EmptyState className="invoice-ask-failed" text={t('previewFile.failed')} action={t('previewFile.retry')} onAction={load} />
    ) : (
      <View className="invoice-ask-loading">
        <Skeleton rows={5} animated />
      </View>
    );
  }

  const country = data.country;
  const money = (minor: number) => formatMoney(minor, data.currency);
  const total = data.list.filter((w) => form.ids.includes(w.id)).reduce((sum, w) => sum + w.amount, 0);
  const toggle = (id: number) => set('ids')(form.ids.includes(id) ? form.ids.filter((x) => x !== id) : [...form.ids, id]);
  const allPicked = data.list.length > 0 && form.ids.length === data.list.length;
  const pickAll = () => set('ids')(allPicked ? [] : data.list.map((w) => w.id));

  const submit = async () => {
    if (busy) return;
    const problem = formProblem(form, country);
    setError(problem ? t(problem) : '');
    if (problem) return;
    const body = bodyOf(form);
    const key = JSON.stringify(body);
    setBusy(true);
    try {
      // The same form sent again (a retry after a timeout) carries the same id: the server answers the first invoice.
      if (request.current?.body !== key) request.current = { id: await randomId(), body: key };
      const invoice = await invoiceApi.createInvoice({ ...body, request_id: request.current.id });
      request.current = null;
      setForm(EMPTY);
      onIssued(invoice);
    } catch {
      // the request layer showed the server's message (42009 names the waybill)
    } finally {
      setBusy(false);
    }
  };

  return (
    <View className="invoice-ask">
      <View className="invoice-card invoice-pick">
        <View className="invoice-card-title">
          <View>{t('invoice.ask.pick')}</View>
          {data.list.length > 0 && (
            <View className={`invoice-pick-all${allPicked ? ' invoice-pick-all--on' : ''}`} onClick={pickAll}>
              {t('invoice.ask.selectAll')}
            </View>
          )}
        </View>
        <View className="invoice-muted invoice-ask-why">{t('invoice.ask.why')}</View>
        {data.awaiting_dispatch > 0 && (
          <View className="invoice-muted invoice-ask-waiting">{t('invoice.ask.waiting', { n: data.awaiting_dispatch })}</View>
        )}
        {data.list.length === 0 ? (
          <EmptyState className="invoice-ask-none" text={t('invoice.ask.none')} />
        ) : (
          data.list.map((w) => {
            const on = form.ids.includes(w.id);
            return (
              <View
                key={w.id}
                className={`invoice-waybill invoice-waybill-${w.id}${on ? ' invoice-waybill--on' : ''}`}
                onClick={() => toggle(w.id)}
              >
                <View className="invoice-check">{on ? '✓' : ''}</View>
                <View className="invoice-waybill-main">
                  <View className="invoice-waybill-no">{w.no}</View>
                  <View className="invoice-muted">{t('invoice.ask.line', { channel: w.channel_name, kg: gramsToKg(w.chargeable_g) })}</View>
                </View>
                <View className="invoice-waybill-amount">{money(w.amount)}</View>
              </View>
            );
          })
        )}
      </View>

      <View className="invoice-card invoice-buyer">
        <Field name="kind" label={t('invoice.ask.kind')}>
          <View className="invoice-kinds">
            {INVOICE_KINDS.map((kind) => (
              <View
                key={kind}
                className={`invoice-kind invoice-kind-${kind}${form.kind === kind ? ' invoice-kind--on' : ''}`}
                onClick={() => set('kind')(kind)}
              >
                {t(`invoice.kind.${kind}`)}
              </View>
            ))}
          </View>
        </Field>
        <Field name="title" label={t(form.kind === 'company' ? 'invoice.ask.companyTitle' : 'invoice.ask.personalTitle')}>
          <Input
            className="invoice-input"
            value={form.title}
            maxLength={100}
            placeholder={t('invoice.ask.titlePlaceholder')}
            onChange={set('title')}
          />
        </Field>
        <Field
          name="tax"
          label={`${t(`invoice.ask.taxNumber.${country}`)}${form.kind === 'personal' ? ` (${t('invoice.ask.optional')})` : ''}`}
        >
          <Input
            className="invoice-input"
            type="text"
            value={form.taxNumber}
            maxLength={20}
            placeholder={t(`invoice.ask.taxPlaceholder.${country}`)}
            onChange={set('taxNumber')}
          />
        </Field>
        {form.kind === 'company' && (
          <Field name="address" label={`${t('invoice.ask.address')} (${t('invoice.ask.optional')})`}>
            <Input className="invoice-input" value={form.address} maxLength={200} onChange={set('address')} />
          </Field>
        )}
        <Field name="email" label={t('invoice.ask.email')}>
          <Input
            className="invoice-input"
            type="text"
            value={form.email}
            maxLength={254}
            placeholder={t('invoice.ask.emailPlaceholder')}
            onChange={set('email')}
          />
        </Field>
      </View>

      {error && <View className="invoice-error">{error}</View>}
      <View className="invoice-submit-bar">
        <View className="invoice-submit-total">
          <View className="invoice-muted">
            {t('invoice.ask.selected', { n: form.ids.length })} · {t('invoice.ask.total')}
          </View>
          <View className="invoice-ask-total">{money(total)}</View>
        </View>
        <Button className="invoice-submit" type="primary" loading={busy} disabled={busy} onClick={submit}>
          {t('invoice.ask.submit')}
        </Button>
      </View>
    </View>
  );
}
