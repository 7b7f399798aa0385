// Payback log: refunds (each part back where it came from: card grams, coupon, wallet, online with its
// state) and compensation credited to the wallet; newest first, endless scroll, pull to refresh.
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { PagedListFoot } from '@/components/PagedListFoot';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import * as paymentService from '@/services/payment';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { PaybackItem, Refund } from '@contract/payment';
import { gramsToKg } from '@contract/units';
import '../wallet.css';
import './index.css';
import '@/locales/areas/pay';
import '@/locales/areas/wallet';

const PAGE_SIZE = 20;

function CopyNo({ no }: { no: string }) {
  const t = useT();
  return (
    <View className="wallet-entry-ref">
      {no}
      <View
        className="wallet-copy"
        onClick={() =>
          Taro.setClipboardData({ data: no }).then(
            () => toast(t('pay.copied')),
            () => {},
          )
        }
      >
        {t('common.copy')}
      </View>
    </View>
  );
}

/** The parts of a refund, as the customer gets them back. */
export function refundParts(r: Refund, t: (key: string, o?: Record<string, unknown>) => string): string[] {
  const money = (minor: number) => formatMoney(minor, r.currency);
  return [
    r.card_grams > 0 ? t('pay.payback.grams', { kg: gramsToKg(r.card_grams) }) : '',
    r.coupon_restored ? t('pay.payback.coupon') : '',
    r.wallet_amount > 0 ? t('pay.payback.walletPart', { amount: money(r.wallet_amount) }) : '',
    r.online_amount > 0 ? t('pay.payback.online', { amount: money(r.online_amount) }) : '',
  ].filter(Boolean);
}

function Item({ item }: { item: PaybackItem }) {
  const t = useT();
  if (item.type === 'compensation') {
    return (
      <View className={`payback-item payback-compensation payback-item-${item.no}`}>
        <View className="payback-head">
          <View className="payback-kind">{t('pay.payback.compensation')}</View>
          <View className="payback-amount">+{formatMoney(item.amount, item.currency)}</View>
        </View>
        <View className="payback-reason">{item.reason_text}</View>
        {item.waybill_no && <View className="wallet-muted payback-waybill">{t('pay.payback.waybill', { no: item.waybill_no })}</View>}
        <View className="wallet-muted">
          <CopyNo no={item.no} />
        </View>
        <View className="wallet-muted payback-time">
          <Instant at={item.created_at} />
        </View>
      </View>
    );
  }
  return (
    <View className={`payback-item payback-refund payback-item-${item.no}`}>
      <View className="payback-head">
        <View className="payback-kind">{t('pay.payback.refund')}</View>
        <View className={`payback-status payback-status--${item.status}`}>{t(`pay.payback.status.${item.status}`)}</View>
      </View>
      <View className="payback-reason">{item.reason_text}</View>
      {refundParts(item, t).map((part) => (
        <View key={part} className="payback-part">
          {part}
        </View>
      ))}
      {item.waybill_no && <View className="wallet-muted payback-waybill">{t('pay.payback.waybill', { no: item.waybill_no })}</View>}
      <View className="wallet-muted">
        <CopyNo no={item.no} />
      </View>
      <View className="wallet-muted payback-time">
        <Instant at={item.completed_at ?? item.created_at} />
      </View>
    </View>
  );
}

function PaybackList() {
  const t = useT();
  const paymentApi = useService(paymentService);
  const list = usePagedList<PaybackItem>((page, pageSize) => paymentApi.listPayback({ page, page_size: pageSize }), [], PAGE_SIZE);
  if (list.loading)
    return (
      <View className="wallet-loading">
        <Skeleton rows={4} animated />
      </View>
    );
  if (list.items.length === 0) return <EmptyState className="payback-empty" text={t('pay.payback.empty')} />;
  return (
    <View className="payback-list">
      {list.items.map((item) => (
        <Item key={`${item.type}-${item.id}`} item={item} />
      ))}
      <ZoneNote className="wallet-zone" />
      <PagedListFoot list={list} pageSize={PAGE_SIZE} className="wallet-list-foot" />
    </View>
  );
}

function PaybackLogPage() {
  usePage('pay.payback.title');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="wallet-page payback-page">
      {session.signedIn ? (
        <PaybackList />
      ) : (
        <EmptyState className="payback-signed-out" text={t('pay.payback.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(PaybackLogPage);
