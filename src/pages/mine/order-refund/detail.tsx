// Return details: state, fee (handling + postage), the shipment (carrier and tracking number, copyable), the
// parcels, the shop's address (copyable), the label, photos as sent back (tap to preview), the timeline; and what
// I may do now: pay (wallet or online), cancel before it is shipped, and for a collection at a depot book the
// time once paid (the reservation page with ?return=<id>) or open the booking.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { CustomerService } from '@/components/CustomerService';
import { Instant } from '@/components/Instant';
import { MissingId } from '@/components/MissingId';
import { ReturnBody } from '@/components/returns/ReturnParts';
import { usePage } from '@/hooks/usePage';
import { useCheckoutReturn } from '@/lib/pay-flow';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import { isNotFound } from '@/services/request';
import * as returnsService from '@/services/returns';
import { useService } from '@/stores';
import type { ReturnDetail } from '@contract/returns';
import { PaySheet } from './PaySheet';
import '@/components/claims/claims.css';
import '@/locales/areas/claims';
import '@/locales/areas/returns';
import '@/locales/areas/missing';

/** A paid collection: its booking (tap to open it) or the way to book one. */
function PickupBooking({ item }: { item: ReturnDetail }) {
  const t = useT();
  const booking = item.booking;
  const open = booking?.status === 'booked';
  return (
    <View className="claims-card ret-booking">
      <View className="claims-label">{t('returns.booking.title')}</View>
      {booking && (
        <View className="ret-booking-slot" onClick={() => Taro.navigateTo({ url: `${ROUTES.reservationResult}?id=${booking.id}` })}>
          <View>
            {booking.depot_name} · <Instant value={`${booking.date} ${booking.start}-${booking.end}`} />
          </View>
          <View className="claims-muted">
            {booking.no} · {t(`returns.booking.status.${booking.status}`)}
          </View>
        </View>
      )}
      {!open && <View className="claims-muted ret-booking-hint">{t('returns.booking.hint')}</View>}
      {item.actions.includes('book') && (
        <Button
          className="ret-book"
          type="primary"
          block
          onClick={() => Taro.navigateTo({ url: `${ROUTES.reservation}?return=${item.id}` })}
        >
          {t(booking ? 'returns.booking.rebook' : 'returns.booking.book')}
        </Button>
      )}
      {open && (
        <Button className="ret-booking-view" block onClick={() => Taro.navigateTo({ url: `${ROUTES.reservationResult}?id=${booking.id}` })}>
          {t('returns.booking.view')}
        </Button>
      )}
    </View>
  );
}

export default function ReturnDetailPage() {
  usePage('returns.detailTitle');
  const t = useT();
  const returnsApi = useService(returnsService);
  const params = Taro.useRouter().params ?? {};
  const id = Number(params.id);
  const [item, setItem] = useState<ReturnDetail | null>(null);
  const [paying, setPaying] = useState(false);
  const checkout = useCheckoutReturn('return');
  const [notFound, setNotFound] = useState(false);
  const load = () => (id > 0 ? returnsApi.getReturn(id).then(setItem, (err) => setNotFound(isNotFound(err))) : Promise.resolve());
  useEffect(() => {
    // Back from a checkout page: wait for the server's word on that payment, then show where the return is.
    const returned = checkout.returned;
    if (returned)
      checkout
        .waitFor(returned)
        .then((outcome) => toast(t(`returns.pay.${outcome}`)))
        .finally(load);
    else load();
  }, [id]); // eslint-disable-line react-hooks/exhaustive-deps
  Taro.usePullDownRefresh(() => {
    load().finally(() => Taro.stopPullDownRefresh());
  });

  if (!(id > 0) || notFound) {
    return (
      <View className="ret-page">
        <MissingId
          className="ret-missing"
          text={t(notFound ? 'missing.noSuchReturn' : 'returns.missing')}
          back={{ label: t('returns.title'), go: () => Taro.redirectTo({ url: ROUTES.orderRefund }) }}
        />
      </View>
    );
  }
  if (!item)
    return (
      <View className="ret-page">
        <View className="claims-loading">
          <Skeleton rows={6} animated />
        </View>
      </View>
    );
  const cancel = async () => {
    const { confirm } = await Taro.showModal({ content: t('returns.detail.cancelConfirm') });
    if (!confirm) return;
    returnsApi.cancelReturn(item.id).then(
      (next) => {
        setItem(next);
        toast(t('returns.detail.cancelled'));
      },
      () => {},
    );
  };
  return (
    <View className="ret-page ret-detail">
      <ReturnBody item={item} />
      {item.method === 'pickup' && item.status === 'processing' && <PickupBooking item={item} />}
      <CustomerService
        className="ret-service-contact"
        card={{ title: t('service.cardReturn', { no: item.no }), path: `${ROUTES.orderRefundDetail}?id=${item.id}` }}
      />
      <View className="ret-actions">
        {item.actions.includes('pay') && (
          <Button className="ret-pay" type="primary" block onClick={() => setPaying(true)}>
            {t('returns.detail.pay')}
          </Button>
        )}
        {item.actions.includes('cancel') && (
          <Button className="ret-cancel" block onClick={cancel}>
            {t('returns.detail.cancel')}
          </Button>
        )}
      </View>
      <PaySheet
        item={item}
        open={paying}
        onClose={() => setPaying(false)}
        onPaid={() => {
          setPaying(false);
          load();
        }}
      />
    </View>
  );
}
