// The create-return form: parcels chosen, the method, the label, the shop's address, RMA number, deadline and
// note, checked before the call (every gap named at once); one request id per form so a retried tap creates once.
// A pickup return is collected at a depot by the customer: the shop's address and RMA number are not asked.
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { useZone } from '@/components/Instant';
import type { PlaceValue } from '@/components/PlaceField';
import { newIdempotencyKey } from '@/lib/pay';
import { t } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import * as returnsService from '@/services/returns';
import { type LabelData } from '@/services/returns';
import { useService } from '@/stores';
import { addDays, zoneToday } from '@/utils/zone-time';
import type { ReturnableData, ReturnMethod } from '@contract/returns';
import { pickLabelFile } from './label';

export function useReturnForm() {
  const returnsApi = useService(returnsService);
  const [returnable, setReturnable] = useState<ReturnableData | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [method, setMethod] = useState<ReturnMethod>('postage');
  const [label, setLabel] = useState<LabelData | null>(null);
  const [uploading, setUploading] = useState(false);
  const [shop, setShop] = useState({ name: '', phone: '', street: '' });
  const [country, setCountry] = useState<'NZ' | 'AU'>('NZ');
  const [place, setPlace] = useState<PlaceValue | null>(null);
  const [ra, setRa] = useState('');
  // The shop's usual window: two weeks from today until the customer picks their date.
  const zone = useZone();
  const [deadline, setDeadline] = useState(() => addDays(zoneToday(zone), 14));
  const [note, setNote] = useState('');
  /** Submit was tapped: from then on the missing fields are listed as they stand (filled ones go, a method change too). */
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [requestId] = useState(newIdempotencyKey);

  const load = () =>
    returnsApi.listReturnableParcels().then(setReturnable, () => setReturnable({ list: [], handling_fee: 0, currency: 'NZD' }));
  useEffect(() => {
    load();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  const uploadLabel = async () => {
    const path = await pickLabelFile().catch(() => null);
    if (!path) return;
    setUploading(true);
    try {
      setLabel(await returnsApi.uploadReturnLabel(path));
    } catch {
      // toasted (not a PDF or image, too large ...)
    } finally {
      setUploading(false);
    }
  };

  const pickup = method === 'pickup';
  /** Every field still missing, in the form's order. */
  const missing = (): string[] => {
    const gaps: [string, boolean][] = [
      ['parcels', !chosen.length],
      ['label', method === 'label' && !label],
      ['shopName', !pickup && !shop.name.trim()],
      ['place', !pickup && !place],
      ['street', !pickup && !shop.street.trim()],
      ['ra', !pickup && !ra.trim()],
      ['deadline', !deadline],
    ];
    return gaps.filter(([, gap]) => gap).map(([name]) => name);
  };

  const submit = async () => {
    setTried(true);
    if (missing().length || busy) return;
    setBusy(true);
    try {
      const made = await returnsApi.createReturn({
        parcel_ids: chosen,
        method,
        deadline,
        note: note.trim(),
        request_id: requestId,
        ...(pickup
          ? {}
          : {
              ra_number: ra.trim(),
              address: { ...shop, suburb: place!.suburb, city: place!.city, region: place!.region, postcode: place!.postcode, country },
            }),
        ...(method === 'label' && label ? { label_file: label.file } : {}),
      });
      toast(t('returns.add.done'));
      Taro.redirectTo({ url: `${ROUTES.orderRefundDetail}?id=${made.id}` });
    } catch {
      // toasted: the field the server named, or a parcel that moved meanwhile (reloaded)
      load();
    } finally {
      setBusy(false);
    }
  };

  const error = tried
    ? missing()
        .map((gap) => t(`returns.add.need.${gap}`))
        .join('\n')
    : '';

  return {
    returnable,
    chosen,
    toggle,
    method,
    setMethod,
    pickup,
    label,
    uploading,
    uploadLabel,
    shop,
    setShop,
    country,
    setCountry,
    place,
    setPlace,
    ra,
    setRa,
    deadline,
    setDeadline,
    note,
    setNote,
    error,
    busy,
    submit,
  };
}
