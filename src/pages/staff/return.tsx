// The returns workbench: the return as the customer sees it (fee, parcels, the shop's address and label, photos,
// timeline) and the next step: quote the postage, reject with a reason, weigh and photograph it, ship it with the
// carrier and tracking number, complete it (a collection: when the desk hands it over).
import { Button, Input, Skeleton, TextArea } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { PhotoStrip } from '@/components/PhotoStrip';
import { ReturnBody } from '@/components/returns/ReturnParts';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import * as returnsService from '@/services/returns';
import { useService } from '@/stores';
import { currencySymbol, toMinorUnits } from '@/utils/money';
import { RETURN_PHOTOS_MAX, RETURN_TEXT_MAX, type ReturnDetail } from '@contract/returns';
import { StaffGate } from './StaffGate';
import { useStaffPhotos } from './useStaffPhotos';
import '@/locales/areas/claims';
import '@/locales/areas/staff';
import '@/locales/areas/cards';
import '@/locales/areas/returns';

type Run = (call: () => Promise<ReturnDetail>) => void;

function Line({
  name,
  label,
  value,
  onChange,
  type = 'text',
}: {
  name: string;
  label: string;
  value: string;
  onChange(v: string): void;
  type?: 'text' | 'digit';
}) {
  return (
    <View className={`staff-field staff-return-${name}`}>
      <View className="staff-label">{label}</View>
      <Input className={`staff-return-${name}-input`} type={type} value={value} placeholder={label} onChange={onChange} />
    </View>
  );
}

function Steps({ item, run }: { item: ReturnDetail; run: Run }) {
  const t = useT();
  const returnsApi = useService(returnsService);
  const [postage, setPostage] = useState('');
  const [reason, setReason] = useState('');
  const [weight, setWeight] = useState(item.weight_g ? String(item.weight_g) : '');
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const photos = useStaffPhotos(RETURN_PHOTOS_MAX);
  const can = (a: string) => item.actions.includes(a);
  const need = (key: string) => toast(t(`returns.staff.need.${key}`));
  const quote = () => {
    const minor = toMinorUnits(postage);
    if (Number.isNaN(minor) || minor < 0) return need('postage');
    run(() => returnsApi.staffQuoteReturn(item.id, minor));
  };
  const process = () => {
    const grams = Number(weight);
    if (!Number.isInteger(grams) || grams < 1) return need('weight');
    if (!photos.photos.length) return need('photos');
    run(() => returnsApi.staffProcessReturn(item.id, { weight_g: grams, photos: photos.photos.map((p) => p.file) }));
  };
  const ship = () =>
    carrier.trim() && trackingNo.trim()
      ? run(() => returnsApi.staffShipReturn(item.id, { carrier: carrier.trim(), tracking_no: trackingNo.trim() }))
      : need('ship');
  const reject = () => (reason.trim() ? run(() => returnsApi.staffRejectReturn(item.id, reason.trim())) : need('reason'));
  return (
    <View className="staff-card staff-return-steps">
      {can('quote') && (
        <>
          <Line
            name="postage"
            label={t('returns.staff.postage', { symbol: currencySymbol(item.currency) })}
            value={postage}
            onChange={setPostage}
            type="digit"
          />
          <Button className="staff-return-quote" type="primary" block onClick={quote}>
            {t('returns.staff.quote')}
          </Button>
        </>
      )}
      {can('process') && (
        <>
          <Line name="weight" label={t('returns.staff.weight')} value={weight} onChange={setWeight} type="digit" />
          <View className="staff-field staff-return-photos">
            <View className="staff-label">{t('returns.staff.photos')}</View>
            <PhotoStrip photos={photos} addLabel={t('returns.staff.addPhoto')} />
          </View>
          <Button className="staff-return-process" block disabled={photos.uploading} onClick={process}>
            {t('returns.staff.process')}
          </Button>
        </>
      )}
      {can('ship') && (
        <>
          <Line name="carrier" label={t('returns.staff.carrier')} value={carrier} onChange={setCarrier} />
          <Line name="tracking" label={t('returns.staff.trackingNo')} value={trackingNo} onChange={setTrackingNo} />
          <Button className="staff-return-ship" type="primary" block onClick={ship}>
            {t('returns.staff.ship')}
          </Button>
        </>
      )}
      {can('complete') && (
        <Button className="staff-return-complete" type="primary" block onClick={() => run(() => returnsApi.staffCompleteReturn(item.id))}>
          {t('returns.staff.complete')}
        </Button>
      )}
      {can('reject') && (
        <>
          <TextArea
            className="staff-return-reason"
            value={reason}
            maxLength={RETURN_TEXT_MAX}
            placeholder={t('returns.staff.reason')}
            onChange={(v: string) => setReason(v)}
          />
          <Button className="staff-return-reject" block onClick={reject}>
            {t('returns.staff.reject')}
          </Button>
        </>
      )}
    </View>
  );
}

function Workbench() {
  const t = useT();
  const returnsApi = useService(returnsService);
  const id = Number(Taro.useRouter().params?.id);
  const [item, setItem] = useState<ReturnDetail | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (id > 0) returnsApi.staffGetReturn(id).then(setItem, () => {});
  }, [id, returnsApi]);
  const run: Run = (call) => {
    if (busy) return;
    setBusy(true);
    call()
      .then(
        (next) => {
          setItem(next);
          toast(t('returns.staff.done'));
        },
        () => {},
      )
      .finally(() => setBusy(false));
  };
  if (!item) return <Skeleton rows={6} animated />;
  return (
    <View className="ret-detail staff-return">
      {item.actions.length > 0 && <Steps key={item.status + item.events.length} item={item} run={run} />}
      <ReturnBody item={item} />
    </View>
  );
}

export default function StaffReturnPage() {
  usePage('returns.staff.detailTitle');
  return <StaffGate className="staff-return-page">{() => <Workbench />}</StaffGate>;
}
