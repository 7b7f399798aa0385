// The claimable coupons of every activity (one call, grouped by activity), reloaded on language change,
// sign-in and pull-to-refresh; a claim posts the template and reloads, so counts and refusals stay the server's.
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { t } from '@/locales';
import * as couponService from '@/services/coupon';
import { toast } from '@/services/feedback';
import { useService, useStores } from '@/stores';
import type { ClaimableCoupon } from '@contract/coupon';
import '@/locales/areas/coupons';

export function useClaimable() {
  const { language, session } = useStores();
  const couponApi = useService(couponService);
  const [coupons, setCoupons] = useState<ClaimableCoupon[]>([]);
  const [claiming, setClaiming] = useState<number | null>(null);

  const load = () =>
    couponApi.listClaimable().then(
      ({ list }) => setCoupons(list),
      () => {},
    );
  useEffect(() => {
    load();
  }, [language.lang, session.signedIn]); // eslint-disable-line react-hooks/exhaustive-deps
  Taro.usePullDownRefresh(() => {
    load();
  });

  const claim = async (coupon: ClaimableCoupon) => {
    if (claiming !== null) return;
    setClaiming(coupon.template_id);
    try {
      await couponApi.claimCoupon(coupon.template_id);
      toast(t('coupons.claimed'));
    } catch {
      // toasted (42022: claimed already, sold out, not running); the reload shows why
    } finally {
      setClaiming(null);
      load();
    }
  };

  const of = (activityId: number) => coupons.filter((c) => c.activity_id === activityId);
  return { of, claiming, claim };
}
