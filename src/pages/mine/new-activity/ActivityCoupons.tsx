// The coupons an activity gives away: each as a ticket with how many are left and how many I hold, and a
// claim button; when it can't be claimed the server's reason shows (claimed, sold out, not running) and a
// signed-out visitor is offered the login instead.
import { Button } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { CouponTicket } from '@/components/coupon/CouponTicket';
import { Instant } from '@/components/Instant';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import type { ClaimableCoupon } from '@contract/coupon';
import '@/locales/areas/coupons';

interface Props {
  coupons: ClaimableCoupon[];
  /** The template being claimed (its button spins, the others wait). */
  claiming: number | null;
  onClaim(coupon: ClaimableCoupon): void;
}

function ClaimButton({ coupon: c, claiming, onClaim }: { coupon: ClaimableCoupon } & Omit<Props, 'coupons'>) {
  const t = useT();
  if (c.can_claim) {
    return (
      <Button
        className="claim-button"
        type="primary"
        size="small"
        loading={claiming === c.template_id}
        disabled={claiming !== null}
        onClick={() => onClaim(c)}
      >
        {t('coupons.claim')}
      </Button>
    );
  }
  if (c.reason_code === 'sign_in') {
    return (
      <Button className="claim-login" size="small" onClick={goLogin}>
        {t('coupons.claimLogin')}
      </Button>
    );
  }
  return (
    <View className={`claim-refused claim-refused--${c.reason_code ?? 'other'}`}>{t(`coupons.refused.${c.reason_code ?? 'other'}`)}</View>
  );
}

export function ActivityCoupons({ coupons, claiming, onClaim }: Props) {
  const t = useT();
  if (!coupons.length) return null;
  const note = (c: ClaimableCoupon) =>
    [
      c.remaining !== null ? t('coupons.remaining', { n: c.remaining }) : '',
      c.claimed > 0 ? t('coupons.holding', { n: c.claimed, limit: c.per_user_limit }) : '',
      !c.can_claim && c.reason_code !== 'sign_in' && c.reason ? c.reason : '',
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    // A tap on a ticket must not open the activity's popup under it.
    <View className="claim-list" onClick={(e) => e.stopPropagation()}>
      {coupons.map((c) => (
        <CouponTicket
          key={c.template_id}
          className={`claim-item claim-item-${c.template_id}`}
          coupon={c}
          validity={<Instant value={c.valid_text} />}
          note={note(c) || undefined}
          dim={!c.can_claim && c.reason_code !== 'sign_in'}
          action={<ClaimButton coupon={c} claiming={claiming} onClaim={onClaim} />}
        />
      ))}
    </View>
  );
}
