// Activities of my site (admin): each with its dates, whether customers see it and the coupon templates
// linked to it (made on the coupons page, linked there); create, edit, show / hide. Staff who are not admins
// see "admins only" and no admin call is made.
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useRef, useState } from 'react';
import { BothNames } from '@/components/InLanguage';
import { Instant } from '@/components/Instant';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as couponService from '@/services/coupon';
import { useService, useStores } from '@/stores';
import type { AdminCouponTemplate } from '@contract/coupon';
import { ActivityForm } from './ActivityForm';
import type { AdminActivity } from './activityInput';
import { AdminList } from './AdminList';
import { AdminOnly, StaffGate } from './StaffGate';
import './admin.css';
import '@/locales/areas/cards';
import '@/locales/areas/staff';

function ActivityRow({
  activity: a,
  coupons,
  onEdit,
  onToggle,
}: {
  activity: AdminActivity;
  coupons: AdminCouponTemplate[];
  onEdit(): void;
  onToggle(): void;
}) {
  const t = useT();
  const { language } = useStores();
  const en = language.lang === 'en';
  return (
    <View className={`staff-card activity-row activity-row-${a.id}${a.active ? '' : ' admin-off'}`}>
      <View className="staff-row">
        <View className="activity-row-title">
          <BothNames zh={a.title_zh} en={a.title_en} />
        </View>
        <View className="staff-badge activity-row-state">{t(a.active ? 'activityAdmin.shown' : 'activityAdmin.hidden')}</View>
      </View>
      <View className="staff-row staff-muted activity-row-dates">
        <Instant value={`${a.starts_on} ~ ${a.ends_on}`} /> · {a.code} · {t('activityAdmin.sortIs', { n: a.sort })}
      </View>
      <View className="activity-row-coupons">
        {coupons.length === 0 ? (
          <View className="staff-muted activity-row-no-coupon">{t('activityAdmin.noCoupon')}</View>
        ) : (
          coupons.map((c) => (
            <View key={c.id} className={`activity-coupon activity-coupon-${c.id}${c.active ? '' : ' admin-off'}`}>
              #{c.id} {en ? c.name_en : c.name_zh}
            </View>
          ))
        )}
      </View>
      <View className="admin-actions">
        <View className="activity-add-coupon" onClick={() => Taro.navigateTo({ url: ROUTES.staffCoupons })}>
          {t('activityAdmin.addCoupon')}
        </View>
        <View className="activity-edit" onClick={onEdit}>
          {t('activityAdmin.edit')}
        </View>
        <View className="activity-toggle" onClick={onToggle}>
          {t(a.active ? 'activityAdmin.hide' : 'activityAdmin.show')}
        </View>
      </View>
    </View>
  );
}

/** The admin coupon templates, again when the page shows (back from the coupons page with a new one). */
function useTemplates(): AdminCouponTemplate[] {
  const couponApi = useService(couponService);
  const [templates, setTemplates] = useState<AdminCouponTemplate[]>([]);
  const loadedAt = useRef(0);
  const load = () => {
    loadedAt.current = Date.now();
    couponApi.listCouponTemplates({ page: 1, page_size: 50, trigger: 'activity' }).then(
      ({ list }) => setTemplates(list),
      () => {},
    );
  };
  useEffect(load, [couponApi]);
  Taro.useDidShow(() => {
    if (Date.now() - loadedAt.current > 1000) load();
  });
  return templates;
}

function Activities() {
  const couponApi = useService(couponService);
  const templates = useTemplates();
  return (
    <AdminList<AdminActivity>
      name="activity"
      plural="activities"
      load={(page, pageSize) => couponApi.listAdminActivities({ page, page_size: pageSize })}
      setActive={(a, active) => couponApi.updateAdminActivity(a.id, { active })}
      texts={{
        add: 'activityAdmin.add',
        empty: 'activityAdmin.empty',
        activated: 'activityAdmin.shownDone',
        deactivated: 'activityAdmin.hiddenDone',
      }}
      form={(activity, done) => <ActivityForm activity={activity} onCancel={() => done()} onDone={done} />}
      row={(a, { edit, toggle }) => (
        <ActivityRow activity={a} coupons={templates.filter((c) => c.activity_id === a.id)} onEdit={edit} onToggle={toggle} />
      )}
    />
  );
}

export default function StaffActivitiesPage() {
  usePage('activityAdmin.title');
  return <StaffGate className="staff-activities-page">{() => <AdminOnly>{() => <Activities />}</AdminOnly>}</StaffGate>;
}
