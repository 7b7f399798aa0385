// One team order: the waybill, the member, the cash it is on and the commission with its state.
import { View } from '@tarojs/components';
import { IN_SENTENCE, Instant, InstantIn } from '@/components/Instant';
import { useT } from '@/locales';
import { formatMoney } from '@/utils/money';
import type { TeamOrder } from '@contract/agent';
import './agent.css';

export function OrderRow({ order, currency }: { order: TeamOrder; currency: string }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <View className={`agent-order agent-order-${order.waybill_no}`}>
      <View className="agent-row">
        <View className="agent-order-no">
          {order.waybill_no}
          {order.level === 2 ? ` · ${t('agent.orders.level2')}` : ''}
        </View>
        <View className={`agent-order-status agent-order-status--${order.status}`}>{t(`agent.orders.status.${order.status}`)}</View>
      </View>
      <View className="agent-row agent-muted">
        <View>
          {order.member} · {t('agent.orders.base', { amount: money(order.base) })}
        </View>
        <View className="agent-order-amount">{t('agent.orders.commission', { amount: money(order.amount) })}</View>
      </View>
      <View className="agent-muted">
        {order.available_at ? (
          <InstantIn sentence={t('agent.orders.availableAt', { time: IN_SENTENCE })} at={order.available_at} />
        ) : (
          <Instant at={order.created_at} />
        )}
      </View>
    </View>
  );
}
