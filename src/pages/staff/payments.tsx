// Staff: payments with filters (status, purpose, method, keyword, date range) and the sum of the filtered
// list; a paid payment without a refund can be refunded whole, with a note the customer sees.
import { Button, Input, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { useSearchKeyword } from '@/hooks/useSearchKeyword';
import { tab as tabItem, tabList } from '@/lib/tab-row';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import * as paymentService from '@/services/payment';
import { type StaffPaymentQuery } from '@/services/payment';
import { useService } from '@/stores';
import { formatMoney } from '@/utils/money';
import {
  ONLINE_METHODS,
  type OnlineMethod,
  PAYMENT_PURPOSES,
  type PaymentPurpose,
  type PaymentStatus,
  type StaffPayment,
  type StaffPaymentListData,
} from '@contract/payment';
import { DeletedCustomer } from './DeletedCustomer';
import { copy, inside } from './format';
import { ListFoot } from './ListFoot';
import { Chips, failureText, paymentParts } from './money';
import { NoteSheet } from './NoteSheet';
import { StaffGate } from './StaffGate';
import '@/locales/areas/cards';
import '@/locales/areas/staff';
import '@/locales/areas/pay';
import '@/locales/areas/pay-staff';
import '@/locales/areas/wallet';

const STATUSES: PaymentStatus[] = ['paid', 'pending', 'failed', 'cancelled', 'refunded'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Money taken is the paid payments only; the other states each get their own count and sum beneath. */
function PaymentsSum({ byStatus, currency }: { byStatus: StaffPaymentListData['by_status']; currency: string }) {
  const t = useT();
  const paid = byStatus.find((row) => row.status === 'paid');
  const others = byStatus.filter((row) => row.status !== 'paid');
  return (
    <View className="money-sum payments-sum">
      <View className="payments-sum-paid">
        {t('pay.staff.sum', { amount: formatMoney(paid?.amount ?? 0, currency), count: paid?.count ?? 0 })}
      </View>
      {others.length > 0 && (
        <View className="staff-muted payments-sum-others">
          {others
            .map((row) =>
              t('pay.staff.stateSum', {
                status: t(`pay.staff.status.${row.status}`),
                count: row.count,
                amount: formatMoney(row.amount, currency),
              }),
            )
            .join(' · ')}
        </View>
      )}
    </View>
  );
}

function Payments() {
  const t = useT();
  const paymentApi = useService(paymentService);
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const [purpose, setPurpose] = useState<PaymentPurpose | ''>('');
  const [method, setMethod] = useState<OnlineMethod | ''>('');
  const [input, setInput] = useState('');
  const [keyword] = useSearchKeyword(input.trim());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sum, setSum] = useState<{ byStatus: StaffPaymentListData['by_status']; currency: string } | null>(null);
  const [refunding, setRefunding] = useState<StaffPayment | null>(null);
  // A date filter applies once it is a whole date or cleared; a half-typed one keeps the last.
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  useEffect(() => {
    if (!from || DATE.test(from)) setDateFrom(from);
  }, [from]);
  useEffect(() => {
    if (!to || DATE.test(to)) setDateTo(to);
  }, [to]);
  const dates = { ...(dateFrom ? { from: dateFrom } : {}), ...(dateTo ? { to: dateTo } : {}) };

  const list = usePagedList<StaffPayment>(
    async (page, pageSize) => {
      const query: StaffPaymentQuery = {
        page,
        page_size: pageSize,
        ...dates,
        ...(status ? { status } : {}),
        ...(purpose ? { purpose } : {}),
        ...(method ? { method } : {}),
        ...(keyword ? { keyword } : {}),
      };
      const answer = await paymentApi.listStaffPayments(query);
      setSum({ byStatus: answer.by_status, currency: answer.list[0]?.currency ?? sum?.currency ?? 'NZD' });
      return answer;
    },
    [status, purpose, method, keyword, dateFrom, dateTo],
  );

  const dateField = (value: string, set: (v: string) => void, placeholder: string, className: string) => (
    <Input
      className={className}
      value={value}
      onChange={(v: string) => set(v)}
      onBlur={() => value && !DATE.test(value) && toast(t('pay.staff.badDate'))}
      placeholder={placeholder}
      maxLength={10}
      clearable
    />
  );

  return (
    <>
      <View className="staff-tabs payments-tabs" {...tabList(t('common.statusTabs'))}>
        {(['', ...STATUSES] as const).map((s) => (
          <View
            key={s || 'all'}
            className={`staff-tab payments-tab-${s || 'all'}${s === status ? ' staff-tab--active' : ''}`}
            {...tabItem(s === status, () => setStatus(s))}
          >
            {s ? t(`pay.staff.status.${s}`) : t('pay.staff.all')}
          </View>
        ))}
      </View>
      <View className="money-filters">
        <View className="staff-search payments-search">
          <Input
            value={input}
            onChange={(v: string) => setInput(v)}
            placeholder={t('pay.staff.searchPlaceholder')}
            clearable
            maxLength={50}
          />
        </View>
        <Chips<PaymentPurpose>
          name="payments-purpose"
          values={PAYMENT_PURPOSES}
          value={purpose}
          label={(v) => t(`pay.staff.purpose.${v}`)}
          onChange={setPurpose}
        />
        <Chips<OnlineMethod>
          name="payments-method"
          values={ONLINE_METHODS}
          value={method}
          label={(v) => t(`pay.method.${v}`)}
          onChange={setMethod}
        />
        <View className="money-dates">
          {dateField(from, setFrom, t('pay.staff.from'), 'payments-from')}
          {dateField(to, setTo, t('pay.staff.to'), 'payments-to')}
        </View>
      </View>
      {sum && !list.loading && <PaymentsSum byStatus={sum.byStatus} currency={sum.currency} />}
      {list.loading ? (
        <View className="payments-loading">
          <Skeleton rows={3} animated />
        </View>
      ) : list.items.length === 0 ? (
        <EmptyState className="payments-empty" text={t('pay.staff.empty')} />
      ) : (
        <View className="payments-list">
          {list.items.map((p) => (
            <View key={p.id} className={`staff-card payment-card payment-card-${p.id}`}>
              <View className="staff-row">
                <View className="payment-card-no" onClick={inside(() => copy(p.no))}>
                  {p.no}
                </View>
                <View className={`money-status--${p.status} payment-card-status`}>{t(`pay.staff.status.${p.status}`)}</View>
              </View>
              <View className="staff-row">
                <View className="payment-card-member">
                  {p.member_code}
                  <DeletedCustomer deleted={p.customer_deleted} /> · {t(`pay.staff.purpose.${p.purpose}`)}
                  {p.waybill_no ? ` · ${p.waybill_no}` : ''}
                  {p.card_name ? ` · ${p.card_name}` : ''}
                </View>
                <View className="money-amount payment-card-amount">{formatMoney(p.amount, p.currency)}</View>
              </View>
              {paymentParts(p, t) && <View className="staff-muted payment-card-parts">{paymentParts(p, t)}</View>}
              {p.refund && (
                <View className={`staff-muted payment-card-refund money-status--${p.refund.status}`}>
                  {t('pay.staff.refundState', { status: t(`pay.payback.status.${p.refund.status}`) })} · {p.refund.no}
                </View>
              )}
              {p.failure_reason && <View className="staff-muted payment-card-failure">{failureText(p.failure_reason, t)}</View>}
              <View className="staff-row staff-muted">
                <View>
                  <Instant at={p.paid_at ?? p.created_at} />
                </View>
              </View>
              {p.status === 'paid' && !p.refund && (
                <View className="money-actions">
                  <Button className="payment-refund" size="small" onClick={() => setRefunding(p)}>
                    {t('pay.staff.refund')}
                  </Button>
                </View>
              )}
            </View>
          ))}
          <ZoneNote className="staff-zone" />
          <ListFoot list={list} />
        </View>
      )}
      <NoteSheet
        open={refunding !== null}
        words={{
          title: refunding ? t('pay.staff.refundTitle', { no: refunding.no }) : '',
          placeholder: t('pay.staff.refundNote'),
          required: t('pay.staff.noteRequired'),
          confirm: t('pay.staff.refundConfirm'),
          done: t('pay.staff.refundDone'),
        }}
        send={(note) => paymentApi.refundStaffPayment(refunding!.id, { note })}
        onClose={() => setRefunding(null)}
        onDone={() => {
          setRefunding(null);
          list.refresh();
        }}
      />
    </>
  );
}

export default function StaffPaymentsPage() {
  usePage('pay.staff.payments');
  return <StaffGate className="staff-payments-page">{() => <Payments />}</StaffGate>;
}
