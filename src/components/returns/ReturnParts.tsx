// Pieces of a return the customer's pages and the staff workbench show: the state badge, copyable numbers and
// addresses, the whole return (fee, shipment, parcels, shop, label, photos) and its timeline.
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { Photos } from '@/components/claims/ClaimParts';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { useT } from '@/locales';
import { kg } from '@/pages/waybill/format';
import { toast } from '@/services/feedback';
import { formatMoney } from '@/utils/money';
import type { ReturnAddress, ReturnDetail, ReturnEvent, ReturnStatus } from '@contract/returns';
import '@/components/claims/claims.css';
import './returns.css';

export function ReturnBadge({ status }: { status: ReturnStatus }) {
  const t = useT();
  return <View className={`claims-badge ret-status ret-status--${status}`}>{t(`returns.status.${status}`)}</View>;
}

/** 12 Queen Street, Auckland Central, Auckland 1010, NZ */
export const addressLine = (a: ReturnAddress) =>
  [a.street, a.suburb, `${a.city === a.region ? a.city : [a.city, a.region].filter(Boolean).join(' ')} ${a.postcode}`.trim(), a.country]
    .filter(Boolean)
    .join(', ');

export function ReturnTimeline({ events }: { events: ReturnEvent[] }) {
  const t = useT();
  return (
    <View className="claims-timeline">
      {events.map((e, i) => (
        <View key={i} className={`claims-event ret-event ret-event-${e.action}`}>
          <View className="claims-row">
            <View>{e.action_text}</View>
            <View className="claims-muted">{t(`returns.detail.by.${e.by}`)}</View>
          </View>
          {e.note && <View className="claims-event-message">{e.note}</View>}
          <View className="claims-muted">
            <Instant at={e.at} />
          </View>
        </View>
      ))}
      <ZoneNote className="claims-zone" />
    </View>
  );
}

function Copyable({ name, label, value }: { name: string; label: string; value: string }) {
  const t = useT();
  const copy = () =>
    Taro.setClipboardData({ data: value }).then(
      () => toast(t('returns.detail.copied')),
      () => {},
    );
  return (
    <View className={`claims-row ret-${name}`}>
      {label && <View className="claims-muted">{label}</View>}
      <View className={`ret-${name}-value`}>{value}</View>
      <View className="claims-copy" onClick={copy}>
        {t('common.copy')}
      </View>
    </View>
  );
}

export function ReturnBody({ item }: { item: ReturnDetail }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, item.currency);
  const openLabel = () => {
    if (!item.label) return;
    if (item.label_kind === 'image') Taro.previewImage({ urls: [item.label.url] });
    else if (process.env.TARO_ENV === 'h5') window.open(item.label.url, '_blank');
    else
      Taro.downloadFile({ url: item.label.url }).then(
        (f) => Taro.openDocument({ filePath: f.tempFilePath, fileType: 'pdf' }),
        () => {},
      );
  };
  return (
    <>
      <View className="claims-card ret-head">
        <View className="claims-row">
          <View className="claims-head-type">{item.method_text}</View>
          <ReturnBadge status={item.status} />
        </View>
        <Copyable name="no" label="" value={item.no} />
        {item.reject_reason && (
          <View className="ret-reject-reason">
            {t('returns.detail.rejectReason')}: {item.reject_reason}
          </View>
        )}
        {item.refunded && <View className="claims-muted ret-refunded">{t('returns.detail.refunded')}</View>}
      </View>
      <View className="claims-card ret-fee-card">
        <View className="claims-label">{t('returns.detail.fee')}</View>
        <View className="claims-row">
          <View>{t('returns.detail.handling')}</View>
          <View>{money(item.handling_fee)}</View>
        </View>
        <View className="claims-row">
          <View>{t('returns.detail.postage')}</View>
          <View>{item.postage === null ? t('returns.detail.postagePending') : money(item.postage)}</View>
        </View>
        <View className="claims-row claims-amount ret-total">
          <View>{t('returns.detail.total')}</View>
          <View>{money(item.amount)}</View>
        </View>
      </View>
      {item.tracking_no && (
        <View className="claims-card ret-shipping">
          <View className="claims-label">{t('returns.detail.shipping')}</View>
          <View className="claims-row">
            <View className="claims-muted">{t('returns.detail.carrier')}</View>
            <View className="ret-carrier">{item.carrier}</View>
          </View>
          <Copyable name="tracking" label={t('returns.detail.trackingNo')} value={item.tracking_no} />
        </View>
      )}
      <View className="claims-card ret-parcels">
        <View className="claims-label">{t('returns.detail.parcels')}</View>
        {item.parcels.map((p) => (
          <View key={p.id} className="claims-row">
            <View>{p.tracking_no}</View>
            <View className="claims-muted">{p.weight_g ? `${kg(p.weight_g)} kg` : ''}</View>
          </View>
        ))}
      </View>
      <View className="claims-card ret-shop">
        <View className="claims-label">{t('returns.detail.shop')}</View>
        {/* A pickup return may have no shop address or RMA number: the customer takes the parcels back. */}
        {item.address.name && (
          <>
            <View className="ret-shop-name">
              {item.address.name}
              {item.address.phone ? ` · ${item.address.phone}` : ''}
            </View>
            <Copyable name="address" label="" value={addressLine(item.address)} />
          </>
        )}
        {item.ra_number && <Copyable name="ra" label={t('returns.detail.ra')} value={item.ra_number} />}
        <View className="claims-row">
          <View className="claims-muted">{t('returns.detail.deadline')}</View>
          <Instant value={item.deadline} />
        </View>
        {item.label && (
          <View className="claims-copy ret-open-label" onClick={openLabel}>
            {t('returns.detail.openLabel')}
          </View>
        )}
      </View>
      {item.photos.length > 0 && (
        <View className="claims-card ret-photos">
          <View className="claims-label">
            {t('returns.detail.photos')}
            {item.weight_g ? ` · ${kg(item.weight_g)} kg` : ''}
          </View>
          <Photos photos={item.photos} />
        </View>
      )}
      <View className="claims-card">
        <View className="claims-label">{t('returns.detail.timeline')}</View>
        <ReturnTimeline events={item.events} />
      </View>
    </>
  );
}
