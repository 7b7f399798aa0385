// What staff read on a waybill: owner, parcels (number, location, weight), declared goods, recipient with
// the ID photos (signed links, preview), services asked, measurements, the frozen charge, photos, carrier,
// history and track.
import { Image, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { useT } from '@/locales';
import { useCategories } from '@/pages/waybill/form/useCategories';
import { formatMoney } from '@/utils/money';
import { formatPhone } from '@/utils/phone';
import { memberDiscountLine, serviceFee, stepsText } from '@/utils/price-lines';
import type { TrackEvent } from '@contract/tracking';
import { gramsToKg, mmToCm } from '@contract/units';
import type { PartySnapshot, StaffWaybillDetail, WaybillCharge } from '@contract/waybill';
import { DeletedCustomer } from './DeletedCustomer';
import { copy } from './format';
import '@/locales/areas/waybill';
import '@/locales/areas/freight';
import '@/locales/areas/freight-estimate';

const kg = (g: number | null) => (g == null ? '' : `${gramsToKg(g)} kg`);
const cmSize = (l: number | null, w: number | null, h: number | null) => (l && w && h ? `${mmToCm(l)}×${mmToCm(w)}×${mmToCm(h)} cm` : '');

export function partyAddress(p: PartySnapshot): string {
  return p.country === 'CN'
    ? `${p.province}${p.city}${p.district}${p.address}`
    : [p.address, p.district, p.city, p.province, p.postcode].filter(Boolean).join(', ');
}

function Row({ cls, label, value, onCopy }: { cls: string; label: string; value: string; onCopy?: () => void }) {
  const t = useT();
  return (
    <View className={`staff-kv ${cls}`}>
      <View className="staff-kv-label">{label}</View>
      <View className="staff-kv-value">{value}</View>
      {onCopy && (
        <View className="staff-copy" onClick={onCopy}>
          {t('staff.copy')}
        </View>
      )}
    </View>
  );
}

export function OrderHead({ d }: { d: StaffWaybillDetail }) {
  const t = useT();
  return (
    <View className="staff-card order-head">
      <View className="staff-row">
        <View className="order-no">{d.no}</View>
        <View className="staff-copy order-no-copy" onClick={() => copy(d.no)}>
          {t('staff.copy')}
        </View>
        <View className={`staff-badge order-status order-status--${d.status}`}>{t(`staff.status.${d.status}`)}</View>
      </View>
      <Row cls="order-member" label={t('staff.order.member')} value={d.member_code} onCopy={() => copy(d.member_code)} />
      <Row cls="order-kind" label={t('staff.order.kind')} value={t(`staff.kind.${d.kind}`)} />
      <Row cls="order-channel" label={t('staff.order.channel')} value={d.channel.name} />
      {d.weight_g != null && <Row cls="order-weight" label={t('staff.order.weight')} value={kg(d.weight_g)} />}
      {d.dimensions.length_mm != null && (
        <Row
          cls="order-dims"
          label={t('staff.order.dims')}
          value={cmSize(d.dimensions.length_mm, d.dimensions.width_mm, d.dimensions.height_mm)}
        />
      )}
      {d.problem && (
        <View className="staff-notice staff-notice--problem order-problem">{t('staff.order.problem', { reason: d.problem.reason })}</View>
      )}
    </View>
  );
}

export function OrderParcels({ d }: { d: StaffWaybillDetail }) {
  const t = useT();
  return (
    <View className="staff-card order-parcels">
      <View className="staff-card-title">{t('staff.order.parcels')}</View>
      {d.parcels.length === 0 && <View className="staff-muted">{t('staff.order.noParcels')}</View>}
      {d.parcels.map((p) => (
        <View key={p.id} className={`order-parcel order-parcel-${p.id}`}>
          <View className="staff-row">
            <View className="order-parcel-no">{p.tracking_no}</View>
            <View className="staff-copy" onClick={() => copy(p.tracking_no)}>
              {t('staff.copy')}
            </View>
          </View>
          <View className="staff-row staff-muted">
            <View className="order-parcel-location">
              {p.location ? t('staff.order.location', { location: p.location }) : t('staff.order.noLocation')}
            </View>
            <View className="order-parcel-weight">{kg(p.weight_g)}</View>
          </View>
        </View>
      ))}
      {d.kind === 'send' && d.depot && <Row cls="order-depot" label={t('staff.order.depot')} value={d.depot.name} />}
      {d.kind === 'send' && d.estimate.weight_g != null && (
        <Row
          cls="order-estimate"
          label={t('staff.order.estimate')}
          value={[kg(d.estimate.weight_g), cmSize(d.estimate.length_mm, d.estimate.width_mm, d.estimate.height_mm)]
            .filter(Boolean)
            .join(' · ')}
        />
      )}
    </View>
  );
}

export function OrderGoods({ d }: { d: StaffWaybillDetail }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, d.currency);
  // The category's name in the staff member's language, not its code ("general").
  const categories = useCategories();
  const categoryName = (code: string) => categories.find((c) => c.code === code)?.name ?? code;
  return (
    <View className="staff-card order-goods">
      <View className="staff-card-title">{t('staff.order.goods')}</View>
      {d.goods.map((g, i) => (
        <View key={i} className="order-goods-line">
          <View className="order-goods-name">{g.name}</View>
          <View className="staff-muted">
            {t('staff.order.goodsLine', { category: categoryName(g.category), quantity: g.quantity, price: money(g.unit_value) })}
          </View>
        </View>
      ))}
      <Row cls="order-declared" label={t('staff.order.declared')} value={money(d.declared_value)} />
      {d.insured && <Row cls="order-insured" label="" value={t('staff.order.insured', { value: money(d.insured_value) })} />}
      <Row
        cls="order-services"
        label={t('staff.order.services')}
        value={d.services.length ? d.services.map((s) => s.name).join('、') : t('staff.order.noServices')}
      />
      {d.note ? <Row cls="order-note" label={t('staff.order.note')} value={d.note} /> : null}
    </View>
  );
}

export function OrderRecipient({ d }: { d: StaffWaybillDetail }) {
  const t = useT();
  const r = d.recipient;
  const sides = [
    { key: 'front', url: d.id_photos.front },
    { key: 'back', url: d.id_photos.back },
  ] as const;
  const urls = sides.map((s) => s.url).filter((u): u is string => !!u);
  return (
    <View className="staff-card order-recipient">
      <View className="staff-card-title">{t('staff.order.recipient')}</View>
      <View className="staff-row">
        <View className="order-recipient-name">
          {r.name || <DeletedCustomer deleted={d.customer_deleted} />} {formatPhone(r.mobile)}
        </View>
        <View className="staff-copy order-recipient-copy" onClick={() => copy(`${r.name} ${r.mobile} ${partyAddress(r)} ${r.postcode}`)}>
          {t('staff.copy')}
        </View>
      </View>
      <View className="order-recipient-address">
        {partyAddress(r)} {r.postcode}
      </View>
      {r.id_number ? (
        <Row cls="order-id-number" label={t('staff.order.idNumber')} value={r.id_number} onCopy={() => copy(r.id_number)} />
      ) : null}
      <View className="staff-label order-id-title">{t('staff.order.idPhotos')}</View>
      <View className="staff-photos order-id-photos">
        {sides.map((s, i) => (
          <View key={s.key} className={`staff-photo order-id-${s.key}`}>
            {s.url ? (
              <Image
                className="staff-photo-img"
                src={s.url}
                mode="aspectFill"
                ariaLabel={`${t('staff.order.idPhotos')} · ${t('common.photo', { n: i + 1 })}`}
                onClick={() => Taro.previewImage({ urls, current: s.url! })}
              />
            ) : (
              <View className="staff-photo-missing">{t('staff.order.noIdPhoto')}</View>
            )}
            <View className="staff-photo-caption">{t(s.key === 'front' ? 'staff.order.idFront' : 'staff.order.idBack')}</View>
          </View>
        ))}
      </View>
    </View>
  );
}

export function ChargeCard({ charge, currency }: { charge: WaybillCharge; currency: string }) {
  const t = useT();
  const b = charge.breakdown;
  const money = (minor: number) => formatMoney(minor, b.currency || currency);
  const discount = memberDiscountLine(b, money, t);
  return (
    <View className="staff-card order-charge">
      <View className="staff-card-title">{t('staff.order.charge')}</View>
      <Row cls="charge-actual" label={t('freight.actual')} value={kg(b.actual_g)} />
      <Row cls="charge-volumetric" label={t('freight.volumetric')} value={kg(b.volumetric_g)} />
      <Row cls="charge-chargeable" label={t('freight.chargeable')} value={kg(b.chargeable_g)} />
      <Row cls="charge-first" label={t('freight.firstPrice')} value={money(b.first_price)} />
      {b.additional_steps > 0 && (
        <Row cls="charge-additional" label={t('freight.additional')} value={stepsText(b, money, t, 'freight.steps')} />
      )}
      {discount && <Row cls="charge-member-discount" label={discount.label} value={discount.value} />}
      {b.insurance > 0 && <Row cls="charge-insurance" label={t('freight.insurance')} value={money(b.insurance)} />}
      {!!b.storage_fee && (
        <Row cls="charge-storage" label={t('waybillDetail.storage', { days: b.storage_days })} value={money(b.storage_fee)} />
      )}
      {charge.services.map((s) => (
        <Row key={s.code} cls={`charge-service charge-service-${s.code}`} label={s.name} value={serviceFee(s, money, t)} />
      ))}
      <Row cls="charge-total" label={t('staff.order.total')} value={money(charge.total)} />
    </View>
  );
}

export function OrderPhotos({ d }: { d: StaffWaybillDetail }) {
  const t = useT();
  if (d.photos.length === 0) return null;
  const urls = d.photos.map((p) => p.url);
  return (
    <View className="staff-card order-photos">
      <View className="staff-card-title">{t('staff.order.photos')}</View>
      <View className="staff-photos">
        {d.photos.map((p, i) => (
          <View key={p.file} className="staff-photo">
            <Image
              className="staff-photo-img"
              src={p.url}
              mode="aspectFill"
              ariaLabel={t('common.photo', { n: i + 1 })}
              onClick={() => Taro.previewImage({ urls, current: p.url })}
            />
          </View>
        ))}
      </View>
    </View>
  );
}

export function OrderHistory({ d, events }: { d: StaffWaybillDetail; events: TrackEvent[] }) {
  const t = useT();
  return (
    <>
      {d.carrier && (
        <View className="staff-card order-carrier">
          <View className="staff-card-title">{t('staff.order.carrier')}</View>
          <View className="staff-row">
            <View className="order-carrier-line">
              {t('staff.order.carrierLine', {
                carrier: t(`staff.carriers.${d.carrier.code}`, { defaultValue: d.carrier.code }),
                no: d.carrier.no,
              })}
            </View>
            <View className="staff-copy" onClick={() => copy(d.carrier!.no)}>
              {t('staff.copy')}
            </View>
          </View>
        </View>
      )}
      <View className="staff-card order-track">
        <View className="staff-card-title">{t('staff.order.track')}</View>
        {events.length === 0 && <View className="staff-muted order-track-empty">{t('staff.order.noTrack')}</View>}
        {events.map((e, i) => (
          <View key={`${e.time}-${i}`} className="order-track-event">
            <View className="order-track-text instant">{e.text}</View>
            <View className="staff-muted">
              <Instant value={e.time_local} />
              {e.place ? ` · ${e.place}` : ''}
            </View>
          </View>
        ))}
      </View>
      <View className="staff-card order-history">
        <View className="staff-card-title">{t('staff.order.history')}</View>
        {d.history.map((s, i) => (
          <View key={`${s.status}-${i}`} className="staff-row order-history-step">
            <View>{t(`staff.status.${s.status}`)}</View>
            <View className="staff-muted">
              <Instant at={s.at} />
            </View>
          </View>
        ))}
        <ZoneNote className="order-zone" />
      </View>
    </>
  );
}
