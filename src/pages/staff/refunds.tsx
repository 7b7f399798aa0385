// Staff: refunds by status, with counts on the tabs; an online refund that failed or is still pending can be asked of
// the provider again, and a bank transfer's (no provider sends it back) is marked paid back from the bank, with a
// note, by finance. The page opens where work waits: pending, or failed when nothing is pending.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useRef, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { tab as tabItem, tabList } from '@/lib/tab-row';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import * as paymentService from '@/services/payment';
import { useService } from '@/stores';
import type { Refund, RefundStatus } from '@contract/payment';
import { DeletedCustomer } from './DeletedCustomer';
import { copy, inside } from './format';
import { ListFoot } from './ListFoot';
import { refundMoney } from './money';
import { NoteSheet } from './NoteSheet';
import { StaffGate } from './StaffGate';
import '@/locales/areas/cards';
import '@/locales/areas/staff';
import '@/locales/areas/pay';
import '@/locales/areas/pay-staff';
import '@/locales/areas/wallet';

const STATUSES: RefundStatus[] = ['pending', 'failed', 'succeeded'];
type Row = Refund & { member_code: string; customer_deleted: boolean };

function Refunds() {
  const t = useT();
  const paymentApi = useService(paymentService);
  const [status, setStatus] = useState<RefundStatus>('pending');
  const [busy, setBusy] = useState<number | null>(null);
  const [counts, setCounts] = useState<Partial<Record<RefundStatus, number>>>({});
  const [payingBack, setPayingBack] = useState<Row | null>(null);
  const opened = useRef(false);
  const list = usePagedList<Row>(
    async (page, pageSize) => {
      const answer = await paymentApi.listStaffRefunds({ status, page, page_size: pageSize });
      setCounts(answer.counts);
      if (!opened.current && !answer.counts.pending && answer.counts.failed) setStatus('failed');
      opened.current = true;
      return answer;
    },
    [status],
  );

  const retry = async (r: Row) => {
    if (busy !== null) return;
    setBusy(r.id);
    try {
      await paymentApi.retryStaffRefund(r.id);
      toast(t('pay.staff.retried'));
    } catch {
      // toasted by the request layer
    } finally {
      setBusy(null);
      list.refresh();
    }
  };

  return (
    <>
      <View className="staff-tabs refunds-tabs" {...tabList(t('common.statusTabs'))}>
        {STATUSES.map((s) => (
          <View
            key={s}
            className={`staff-tab refunds-tab-${s}${s === status ? ' staff-tab--active' : ''}`}
            {...tabItem(s === status, () => setStatus(s))}
          >
            {t(`pay.payback.status.${s}`)}
            {counts[s] ? ` ${counts[s]}` : ''}
          </View>
        ))}
      </View>
      {list.loading ? (
        <View className="refunds-loading">
          <Skeleton rows={3} animated />
        </View>
      ) : list.items.length === 0 ? (
        <EmptyState className="refunds-empty" text={t('pay.staff.refundsEmpty')} />
      ) : (
        <View className="refunds-list">
          {list.items.map((r) => (
            <View key={r.id} className={`staff-card refund-card refund-card-${r.id}`}>
              <View className="staff-row">
                <View className="refund-card-no" onClick={inside(() => copy(r.no))}>
                  {r.no}
                </View>
                <View className={`money-status--${r.status} refund-card-status`}>{t(`pay.payback.status.${r.status}`)}</View>
              </View>
              <View className="staff-row">
                <View className="refund-card-member">
                  {r.member_code}
                  <DeletedCustomer deleted={r.customer_deleted} /> · {r.payment_no}
                  {r.waybill_no ? ` · ${r.waybill_no}` : ''}
                </View>
                <View className="money-amount refund-card-amount">{refundMoney(r)}</View>
              </View>
              <View className="staff-muted refund-card-reason">{r.reason_text}</View>
              <View className="staff-muted">
                <Instant at={r.completed_at ?? r.created_at} />
                {r.method ? ` · ${t(`pay.method.${r.method}`)}` : ''}
              </View>
              {r.status === 'pending' && r.method === 'bank_transfer' ? (
                <View className="money-actions">
                  <View className="staff-muted refund-by-bank">{t('pay.staff.byBank')}</View>
                  <Button className="refund-paid-back" size="small" type="primary" onClick={() => setPayingBack(r)}>
                    {t('pay.staff.paidBack')}
                  </Button>
                </View>
              ) : (
                r.status !== 'succeeded' &&
                r.online_amount > 0 && (
                  <View className="money-actions">
                    <Button
                      className="refund-retry"
                      size="small"
                      type="primary"
                      loading={busy === r.id}
                      disabled={busy !== null}
                      onClick={() => retry(r)}
                    >
                      {t('pay.staff.retry')}
                    </Button>
                  </View>
                )
              )}
            </View>
          ))}
          <ZoneNote className="staff-zone" />
          <ListFoot list={list} />
        </View>
      )}
      <NoteSheet
        open={payingBack !== null}
        words={{
          title: payingBack ? t('pay.staff.paidBackTitle', { no: payingBack.no }) : '',
          placeholder: t('pay.staff.paidBackNote'),
          required: t('pay.staff.paidBackRequired'),
          confirm: t('pay.staff.paidBack'),
          done: t('pay.staff.paidBackDone'),
        }}
        send={(note) => paymentApi.paidBackStaffRefund(payingBack!.id, { note })}
        onClose={() => setPayingBack(null)}
        onDone={() => {
          setPayingBack(null);
          list.refresh();
        }}
      />
    </>
  );
}

export default function StaffRefundsPage() {
  usePage('pay.staff.refunds');
  return <StaffGate className="staff-refunds-page">{() => <Refunds />}</StaffGate>;
}
