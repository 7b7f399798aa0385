// One of my waybills: state steps, problem, parcels, goods, parties, weights, charges, warehouse photos,
// the latest track event, and the actions its state allows (the answer's `actions`).
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { Image, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { LoadFailed } from '@/components/content/ListStatus';
import { IN_SENTENCE, Instant, InstantIn } from '@/components/Instant';
import { MissingId } from '@/components/MissingId';
import { newestFirst } from '@/components/TrackTimeline';
import { WaybillStatusBadge } from '@/components/WaybillStatusBadge';
import { ZoneNote } from '@/components/ZoneNote';
import { useContentItem } from '@/hooks/useContentItem';
import { usePage } from '@/hooks/usePage';
import { openRoute } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { confirmDialog, toast } from '@/services/feedback';
import * as trackingService from '@/services/tracking';
import * as waybillService from '@/services/waybill';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import { formatPhone } from '@/utils/phone';
import { memberDiscountLine, serviceFee, stepsText } from '@/utils/price-lines';
import type { TrackEvent } from '@contract/tracking';
import type { PartySnapshot, WaybillDetail } from '@contract/waybill';
import { cm, kg, partyText, stepsOf } from './format';
import { cancelText, PaidLines } from './PaidLines';
import { trackShareCard } from './track-share';
import { WaybillExtras } from './WaybillExtras';
import './index.css';
import './detail.css';
import '@/locales/areas/waybill';
import '@/locales/areas/freight';
import '@/locales/areas/tour';

function copy(data: string, done: string) {
  Taro.setClipboardData({ data }).then(
    () => toast(done),
    () => {},
  );
}

function Party({ title, party, className }: { title: string; party: PartySnapshot; className: string }) {
  const t = useT();
  return (
    <View className={`waybill-section ${className}`}>
      <View className="waybill-section-title">{title}</View>
      <View className="waybill-party-name">
        {party.name} {formatPhone(party.mobile)}
      </View>
      <View className="waybill-party-address">{partyText(party).replace(`${party.name} ${party.mobile} `, '')}</View>
      {party.id_number && <View className="waybill-party-id">{t('waybillDetail.idNumber', { id: party.id_number })}</View>}
      <View className="waybill-copy waybill-party-copy" onClick={() => copy(partyText(party), t('waybillDetail.copied'))}>
        {t('waybillDetail.copyAddress')}
      </View>
    </View>
  );
}

function Row({ label, value, className = '' }: { label: string; value: string; className?: string }) {
  return (
    <View className={`waybill-row ${className}`}>
      <View className="waybill-row-label">{label}</View>
      <View className="waybill-row-value">{value}</View>
    </View>
  );
}

function WaybillDetailPage() {
  usePage('waybillDetail.title', { share: () => (w && w.status !== 'cancelled' ? trackShareCard(w.no) : null) });
  const t = useT();
  const { language, session } = useStores();
  const trackingApi = useService(trackingService);
  const waybillApi = useService(waybillService);
  const id = Number(Taro.useRouter().params?.id);
  const remote = useContentItem(() => waybillApi.getWaybill(id), [id, language.lang], { enabled: id > 0 });
  const w = remote.data;
  const [latest, setLatest] = useState<TrackEvent | null>(null);
  const [busy, setBusy] = useState(false);

  // The latest track event of this number (the public track call).
  useEffect(() => {
    if (!w || w.status === 'cancelled') return setLatest(null);
    let live = true;
    trackingApi.getTrackLog(w.no).then(
      (log) => {
        if (live) setLatest(newestFirst(log.events)[0] ?? null);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [w?.no, w?.status, w?.updated_at, language.lang]); // eslint-disable-line react-hooks/exhaustive-deps

  // Back from the edit page: show what was saved.
  const shown = useRef(false);
  Taro.useDidShow(() => {
    if (shown.current && id > 0) remote.reload();
    shown.current = true;
  });

  // Signed out, launch is on its way to sign-in (src/app/launch.ts): nothing to say about this waybill meanwhile.
  if (!session.signedIn) return <View className="waybill-page waybill-detail-page" />;

  if (!(id > 0) || remote.notFound) {
    const toList = { label: t('missing.toWaybills'), go: () => Taro.switchTab({ url: ROUTES.waybill }) };
    return (
      <View className="waybill-page waybill-detail-page">
        <MissingId className="waybill-detail-missing" text={t(id > 0 ? 'missing.noSuchWaybill' : 'missing.waybill')} back={toList} />
      </View>
    );
  }

  if (!w) {
    return (
      <View className="waybill-page waybill-detail-page">
        {remote.loading ? (
          <View className="waybill-section waybill-detail-loading">
            <Skeleton rows={8} animated />
          </View>
        ) : (
          <LoadFailed className="waybill-detail-failed" onRetry={remote.reload} />
        )}
      </View>
    );
  }

  const money = (minor: number) => formatMoney(minor, w.currency);
  const zone = session.timeZone;
  const trackUrl = `${ROUTES.waybillLogistics}?id=${w.id}&no=${w.no}`;

  const cancel = async () => {
    const confirm = await confirmDialog(t('waybillDetail.cancelTitle'), cancelText(w, t));
    if (!confirm || busy) return;
    setBusy(true);
    try {
      await waybillApi.cancelWaybill(w.id);
      toast(t(w.kind === 'pack' && w.parcel_count > 0 ? 'waybillDetail.cancelledPack' : 'waybillDetail.cancelledSend'));
      remote.reload();
    } catch {
      // toasted by the request layer (e.g. 42009: it was packed or paid meanwhile); show the real state
      remote.reload();
    } finally {
      setBusy(false);
    }
  };

  const { breakdown } = w.charge ?? { breakdown: null };
  const discount = breakdown && memberDiscountLine(breakdown, money, t);
  const measured = w.weight_g !== null;
  const steps = stepsOf(w);
  const currentIndex = steps.reduce((last, s, i) => (s.at ? i : last), -1);

  return (
    <View className="waybill-page waybill-detail-page">
      <View className="waybill-section waybill-detail-head">
        <View className="waybill-detail-no-row">
          <View className="waybill-detail-no">{w.no}</View>
          <View className="waybill-copy waybill-detail-copy-no" onClick={() => copy(w.no, t('waybillDetail.copied'))}>
            {t('waybillDetail.copyNo')}
          </View>
          <WaybillStatusBadge status={w.status} className="waybill-detail-status" />
        </View>
        <View className="waybill-detail-meta">
          {t(`waybillDetail.kind.${w.kind}`)} · {w.channel.name}
        </View>
        <View className="waybill-detail-meta waybill-detail-created">
          <InstantIn sentence={t('waybillDetail.createdAt', { time: IN_SENTENCE })} at={w.created_at} />
        </View>
        {w.problem && <View className="waybill-detail-problem">{t('waybillDetail.problem', { reason: w.problem.reason })}</View>}
      </View>

      {w.status !== 'cancelled' && (
        <View className="waybill-section waybill-detail-track" onClick={() => Taro.navigateTo({ url: trackUrl })}>
          <View className="waybill-section-title">{t('waybillDetail.track')}</View>
          {latest ? (
            <View className="waybill-detail-track-latest">
              <View className="waybill-detail-track-text instant">{latest.text}</View>
              <View className="waybill-detail-track-time">
                <Instant value={latest.time_local} />
                {latest.place ? ` · ${latest.place}` : ''}
              </View>
            </View>
          ) : (
            <View className="waybill-detail-track-none">{t('waybillDetail.trackNone')}</View>
          )}
          <View className="waybill-link waybill-detail-track-more">{t('waybillDetail.trackMore')} ›</View>
        </View>
      )}

      {w.carrier && (
        <View className="waybill-section waybill-detail-carrier">
          <View className="waybill-detail-carrier-text">{t('waybillDetail.carrier', { code: w.carrier.code, no: w.carrier.no })}</View>
          <View className="waybill-copy waybill-detail-copy-carrier" onClick={() => copy(w.carrier!.no, t('waybillDetail.copied'))}>
            {t('common.copy')}
          </View>
        </View>
      )}

      <View className="waybill-section waybill-steps">
        <View className="waybill-section-title">{t('waybillDetail.steps')}</View>
        {steps.map((s, i) => (
          <View
            key={`${s.status}-${i}`}
            className={`waybill-step waybill-step--${s.status}${s.at ? ' waybill-step--done' : ''}${i === currentIndex ? ' waybill-step--current' : ''}`}
          >
            <View className="waybill-step-dot" />
            <View className="waybill-step-body">
              <View className="waybill-step-name">{t(`waybillStatus.${s.status}`)}</View>
              {s.at && (
                <View className="waybill-step-time">
                  <Instant at={s.at} />
                </View>
              )}
            </View>
          </View>
        ))}
        <ZoneNote zone={zone} className="waybill-steps-zone" />
      </View>

      {w.parcels.length > 0 && (
        <View className="waybill-section waybill-detail-parcels">
          <View className="waybill-section-title">{t('waybillDetail.parcels', { count: w.parcels.length })}</View>
          {w.parcels.map((p) => (
            <View key={p.id} className={`waybill-detail-parcel waybill-detail-parcel-${p.id}`}>
              <View className="waybill-detail-parcel-no">
                {p.courier ? `${p.courier} ` : ''}
                {p.tracking_no}
              </View>
              <View className="waybill-copy waybill-detail-copy-parcel" onClick={() => copy(p.tracking_no, t('waybillDetail.copied'))}>
                {t('common.copy')}
              </View>
            </View>
          ))}
        </View>
      )}

      <View className="waybill-section waybill-detail-goods">
        <View className="waybill-section-title">{t('waybillDetail.goods')}</View>
        {w.goods.map((g, i) => (
          <View key={i} className="waybill-detail-goods-line">
            {t('waybillDetail.goodsLine', { name: g.name, quantity: g.quantity, value: money(g.unit_value) })}
          </View>
        ))}
        <View className="waybill-detail-declared">{t('waybillDetail.declaredValue', { amount: money(w.declared_value) })}</View>
        <View className="waybill-detail-insured">
          {w.insured ? t('waybillDetail.insured', { amount: money(w.insured_value) }) : t('waybillDetail.notInsured')}
        </View>
        <View className="waybill-detail-services">
          {t('waybillDetail.services')}: {w.services.length ? w.services.map((s) => s.name).join('、') : t('waybillDetail.noServices')}
        </View>
        {w.note && <View className="waybill-detail-note">{t('waybillDetail.note', { note: w.note })}</View>}
      </View>

      <Party title={t('waybillDetail.recipient')} party={w.recipient} className="waybill-detail-recipient" />
      {w.sender && <Party title={t('waybillDetail.sender')} party={w.sender} className="waybill-detail-sender" />}
      {w.depot && <View className="waybill-section waybill-detail-depot">{t('waybillDetail.depot', { name: w.depot.name })}</View>}

      <View className="waybill-section waybill-detail-weights">
        <View className="waybill-section-title">{t('waybillDetail.weights')}</View>
        {measured ? (
          <>
            <Row
              className="waybill-weight-actual"
              label={t('waybillDetail.actualWeight')}
              value={t('waybillDetail.kg', { kg: kg(breakdown?.actual_g ?? w.weight_g) })}
            />
            {breakdown && (
              <>
                <Row
                  className="waybill-weight-volumetric"
                  label={t('waybillDetail.volumetricWeight')}
                  value={t('waybillDetail.kg', { kg: kg(breakdown.volumetric_g) })}
                />
                <Row
                  className="waybill-weight-chargeable"
                  label={t('waybillDetail.chargeableWeight')}
                  value={t('waybillDetail.kg', { kg: kg(breakdown.chargeable_g) })}
                />
              </>
            )}
            {w.dimensions.length_mm !== null && (
              <Row
                className="waybill-dimensions"
                label={t('waybillDetail.dimensions')}
                value={t('waybillDetail.cm', {
                  l: cm(w.dimensions.length_mm),
                  w: cm(w.dimensions.width_mm),
                  h: cm(w.dimensions.height_mm),
                })}
              />
            )}
          </>
        ) : (
          <>
            {w.estimate.weight_g !== null && (
              <Row
                className="waybill-weight-estimate"
                label={t('waybillDetail.estimate')}
                value={t('waybillDetail.kg', { kg: kg(w.estimate.weight_g) })}
              />
            )}
            <View className="waybill-muted waybill-not-measured">{t('waybillDetail.notMeasured')}</View>
          </>
        )}
      </View>

      <View className="waybill-section waybill-detail-price">
        <View className="waybill-section-title">{t('waybillDetail.price')}</View>
        {w.charge && breakdown ? (
          <>
            <Row className="waybill-price-first" label={t('waybillDetail.firstWeight')} value={money(breakdown.first_price)} />
            {breakdown.additional_steps > 0 && (
              <Row
                className="waybill-price-additional"
                label={t('waybillDetail.additional')}
                value={stepsText(breakdown, money, t, 'freight.steps')}
              />
            )}
            {discount && <Row className="waybill-price-member-discount" label={discount.label} value={discount.value} />}
            <Row className="waybill-price-insurance" label={t('waybillDetail.insurance')} value={money(breakdown.insurance)} />
            {!!breakdown.storage_fee && (
              <Row
                className="waybill-price-storage"
                label={t('waybillDetail.storage', { days: breakdown.storage_days })}
                value={money(breakdown.storage_fee)}
              />
            )}
            {w.charge.services.map((s) => (
              <Row
                key={s.code}
                className={`waybill-price-service waybill-price-service-${s.code}`}
                label={s.name}
                value={serviceFee(s, money, t)}
              />
            ))}
            <Row className="waybill-price-total" label={t('waybillDetail.total')} value={money(w.charge.total)} />
          </>
        ) : (
          <View className="waybill-muted waybill-not-priced">{t('waybillDetail.notPriced')}</View>
        )}
      </View>

      {w.payment && <PaidLines payment={w.payment} refund={w.refund} />}

      {w.photos.length > 0 && (
        <View className="waybill-section waybill-detail-photos">
          <View className="waybill-section-title">{t('waybillDetail.photos')}</View>
          <View className="waybill-photo-grid">
            {w.photos.map((p, i) => (
              <Image
                key={p.file}
                className="waybill-detail-photo"
                src={p.url}
                mode="aspectFill"
                ariaLabel={t('common.photo', { n: i + 1 })}
                onClick={() => Taro.previewImage({ current: p.url, urls: w.photos.map((x) => x.url) })}
              />
            ))}
          </View>
        </View>
      )}

      <Actions w={w} busy={busy} onCancel={cancel} trackUrl={trackUrl} />
      <WaybillExtras w={w} />
    </View>
  );
}

function Actions({ w, busy, onCancel, trackUrl }: { w: WaybillDetail; busy: boolean; onCancel: () => void; trackUrl: string }) {
  const t = useT();
  const can = (a: string) => w.actions.includes(a as never);
  const payable = can('pay');
  // Delivered: lost or damaged goods are claimed from here (the claim form checks the claim window).
  const claimable = w.status === 'delivered';
  if (!can('edit') && !can('cancel') && !payable && !can('track') && !claimable) return null;
  return (
    <View className="waybill-detail-actions">
      {can('cancel') && (
        <Button className="waybill-action waybill-action-cancel" size="small" disabled={busy} onClick={onCancel}>
          {t('waybillDetail.cancel')}
        </Button>
      )}
      {can('edit') && (
        <Button className="waybill-action waybill-action-edit" size="small" onClick={() => openRoute(`${ROUTES.waybillEdit}?id=${w.id}`)}>
          {t('waybillDetail.edit')}
        </Button>
      )}
      {can('track') && (
        <Button className="waybill-action waybill-action-track" size="small" onClick={() => Taro.navigateTo({ url: trackUrl })}>
          {t('waybillDetail.viewTrack')}
        </Button>
      )}
      {claimable && (
        <Button
          className="waybill-action waybill-action-claim"
          size="small"
          onClick={() => Taro.navigateTo({ url: `${ROUTES.claimsAdd}?waybill_id=${w.id}` })}
        >
          {t('waybillDetail.claim')}
        </Button>
      )}
      {payable && (
        <Button
          className="waybill-action waybill-action-pay"
          type="primary"
          size="small"
          onClick={() => openRoute(`${ROUTES.waybillPayment}?id=${w.id}`)}
        >
          {t('waybillDetail.pay')}
        </Button>
      )}
    </View>
  );
}

export default observer(WaybillDetailPage);
