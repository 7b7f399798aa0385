// One waybill (/pages/staff/order?id=): everything the warehouse needs to pack and ship it, and the
// actions its state allows. An action someone else overtook (42009) reloads the waybill.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { EmptyState } from '@/components/EmptyState';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import * as operationsService from '@/services/operations';
import { labelUrl } from '@/services/operations';
import { useService } from '@/stores';
import type { WaybillStatus } from '@contract/waybill';
import { CarrierActions, HandoverForm, PackForm, ProblemForm, ReceiveAction, TrackForm } from './OrderActions';
import { ChargeCard, OrderGoods, OrderHead, OrderHistory, OrderParcels, OrderPhotos, OrderRecipient } from './OrderDetail';
import { StaffGate } from './StaffGate';
import { useStaffOrder } from './useStaffOrder';
import '@/locales/areas/cards';
import '@/locales/areas/staff';
import '@/locales/areas/operations';

const TRACKABLE: WaybillStatus[] = ['pending_pack', 'pending_payment', 'pending_dispatch', 'in_transit'];
const OPEN: WaybillStatus[] = ['pending_receipt', 'pending_pack', 'pending_payment', 'pending_dispatch', 'in_transit'];

function Order() {
  const t = useT();
  const operationsApi = useService(operationsService);
  const id = Number(Taro.useRouter().params?.id ?? 0);
  const order = useStaffOrder(Number.isInteger(id) && id > 0 ? id : 0);
  const d = order.detail;

  if (order.loading) {
    return (
      <View className="order-loading">
        <Skeleton rows={4} animated />
        <Skeleton rows={4} animated />
      </View>
    );
  }
  if (!d) return <EmptyState className="order-missing" text={t('staff.order.notFound')} />;

  return (
    <>
      <OrderHead d={d} />
      <View className="staff-actions order-label">
        <Button
          className="order-label-print"
          size="small"
          onClick={() => operationsApi.openStaffFile(labelUrl.waybill(d.id), `label-${d.no}.pdf`).catch(() => {})}
        >
          {t('ops.label.print')}
        </Button>
      </View>
      {d.status === 'pending_receipt' && <ReceiveAction d={d} order={order} />}
      {d.status === 'pending_pack' && <PackForm d={d} order={order} />}
      {d.charge && <ChargeCard charge={d.charge} currency={d.currency} />}
      {d.status === 'pending_payment' && <View className="staff-notice order-awaiting-payment">{t('staff.order.awaitingPayment')}</View>}
      <OrderParcels d={d} />
      <OrderGoods d={d} />
      <OrderRecipient d={d} />
      <OrderPhotos d={d} />
      {d.status === 'in_transit' && !d.carrier && <HandoverForm d={d} order={order} />}
      {(d.status === 'in_transit' || (d.status === 'delivered' && d.carrier)) && <CarrierActions d={d} order={order} />}
      {TRACKABLE.includes(d.status) && <TrackForm d={d} order={order} />}
      {OPEN.includes(d.status) && <ProblemForm d={d} order={order} />}
      <OrderHistory d={d} events={order.events} />
    </>
  );
}

export default function StaffOrderPage() {
  usePage('staff.title.order');
  return <StaffGate className="staff-order-page">{() => <Order />}</StaffGate>;
}
