// Pieces of a claim both the customer's detail and the staff workbench show: the number with copy, state badge,
// photos with preview, the timeline of steps and messages.
import { Image, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import type { ReactNode } from 'react';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import { formatMoney } from '@/utils/money';
import type { ClaimEvent, ClaimSummary } from '@contract/claim';
import type { PhotoLink } from '@contract/parcel';
import './claims.css';

export function ClaimNo({ no }: { no: string }) {
  const t = useT();
  const copy = () =>
    Taro.setClipboardData({ data: no }).then(
      () => toast(t('afterService.copied')),
      () => {},
    );
  return (
    <View className="claims-row claims-no">
      <View>{no}</View>
      <View className="claims-copy" onClick={copy}>
        {t('common.copy')}
      </View>
    </View>
  );
}

export function StatusBadge({ claim }: { claim: Pick<ClaimSummary, 'status'> }) {
  const t = useT();
  return <View className={`claims-badge claims-badge--${claim.status} claims-status`}>{t(`afterService.status.${claim.status}`)}</View>;
}

/** Asked and (once decided) approved amounts; a delay is paid as a coupon. */
export function ClaimAmounts({ claim }: { claim: ClaimSummary }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, claim.currency);
  return (
    <View className="claims-row claims-amounts">
      <View className="claims-muted">
        {claim.compensation === 'coupon' ? t('afterService.coupon') : t('afterService.asked', { amount: money(claim.amount) })}
      </View>
      {claim.approved_amount !== null && claim.approved_amount > 0 && (
        <View className="claims-amount claims-approved">{t('afterService.approved', { amount: money(claim.approved_amount) })}</View>
      )}
    </View>
  );
}

export function Photos({ photos, className = '' }: { photos: PhotoLink[]; className?: string }) {
  const t = useT();
  if (!photos.length) return null;
  const urls = photos.map((p) => p.url);
  return (
    <View className={`claims-photos ${className}`}>
      {photos.map((p, i) => (
        <Image
          key={p.file}
          className="claims-photo"
          src={p.url}
          mode="aspectFill"
          ariaLabel={t('common.photo', { n: i + 1 })}
          onClick={() => Taro.previewImage({ urls, current: p.url })}
        />
      ))}
    </View>
  );
}

export function Timeline({ events, currency }: { events: ClaimEvent[]; currency: string }) {
  return (
    <View className="claims-timeline">
      {events.map((e, i) => (
        <View key={i} className={`claims-event claims-event-${e.action}`}>
          <View className="claims-row">
            <View>
              {e.action_text}
              {e.amount ? ` · ${formatMoney(e.amount, currency)}` : ''}
            </View>
            <View className="claims-muted">{e.by_name}</View>
          </View>
          {e.reason_text && <View className="claims-muted">{e.reason_text}</View>}
          {e.message && <View className="claims-event-message">{e.message}</View>}
          <Photos photos={e.photos} />
          <View className="claims-muted">
            <Instant at={e.at} />
          </View>
        </View>
      ))}
      <ZoneNote className="claims-zone" />
    </View>
  );
}

/** The head of a claim's page: kind and state, the number with copy, `sub` (what it is on), the amounts. */
export function ClaimHead({ claim, sub, children }: { claim: ClaimSummary; sub: string; children?: ReactNode }) {
  return (
    <View className="claims-card claims-head">
      <View className="claims-row">
        <View className="claims-head-type">{claim.type_text}</View>
        <StatusBadge claim={claim} />
      </View>
      <ClaimNo no={claim.no} />
      <View className="claims-muted claims-head-sub">{sub}</View>
      <ClaimAmounts claim={claim} />
      {children}
    </View>
  );
}
