// Staff home: the site's dashboard (one call: today's check-ins, unclaimed, the waybill queues, problems,
// parcels past their free storage), each count opening its filtered list, and the warehouse tasks.
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useRef, useState } from 'react';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as operationsService from '@/services/operations';
import { useService } from '@/stores';
import type { DashboardData } from '@contract/operations';
import { StaffGate } from './StaffGate';
import '@/locales/areas/cards';
import '@/locales/areas/claims';
import '@/locales/areas/message';
import '@/locales/areas/reservation';
import '@/locales/areas/staff';
import '@/locales/areas/admin';
import '@/locales/areas/operations';
import '@/locales/areas/agent';
import '@/locales/areas/returns';
import '@/locales/areas/pay';
import '@/locales/areas/coupons';

/** The dashboard's counts (one call) and the filtered list each opens. */
export const COUNTS: { key: keyof DashboardData; route: string }[] = [
  { key: 'checked_in_today', route: `${ROUTES.staffStorage}?view=today` },
  { key: 'unclaimed', route: `${ROUTES.staffStorage}?view=unclaimed` },
  { key: 'pending_pack', route: `${ROUTES.staffOrders}?status=pending_pack` },
  { key: 'pending_payment', route: `${ROUTES.staffOrders}?status=pending_payment` },
  { key: 'pending_dispatch', route: ROUTES.staffDispatch },
  { key: 'problems', route: `${ROUTES.staffOrders}?problem=1` },
  { key: 'ageing', route: `${ROUTES.staffStorage}?view=ageing` },
];

const TASKS: { key: string; route: string; title?: string }[] = [
  { key: 'checkin', route: ROUTES.staffCheckin },
  { key: 'desk', route: ROUTES.staffDesk, title: 'reservation.title.desk' },
  { key: 'orders', route: ROUTES.staffOrders },
  { key: 'dispatch', route: ROUTES.staffDispatch },
  { key: 'batches', route: ROUTES.staffBatches, title: 'ops.batches.entry' },
  { key: 'storage', route: ROUTES.staffStorage, title: 'ops.storage.entry' },
  { key: 'siteSettings', route: ROUTES.staffSiteSettings, title: 'ops.settings.entry' },
  // Money pages: their texts live in the `pay` namespace (pay.staff.payments / paymentsText ...).
  { key: 'payments', route: ROUTES.staffPayments, title: 'pay.staff.payments' },
  { key: 'refunds', route: ROUTES.staffRefunds, title: 'pay.staff.refunds' },
  // Card products (admins) and coupons: texts in the kgCard / coupons namespaces.
  { key: 'cardProducts', route: ROUTES.staffCardProducts, title: 'kgCard.admin.title' },
  { key: 'coupons', route: ROUTES.staffCoupons, title: 'coupons.admin.title' },
  { key: 'activities', route: ROUTES.staffActivities, title: 'activityAdmin.title' },
  { key: 'notifications', route: ROUTES.staffNotifications, title: 'message.staff.title' },
  { key: 'claims', route: ROUTES.staffClaims, title: 'staffClaims.entry' },
  { key: 'returns', route: ROUTES.staffReturns, title: 'returns.staff.entry' },
  // Admin screens: texts in the adminArea namespace.
  { key: 'channels', route: ROUTES.staffChannels, title: 'adminArea.channelsTitle' },
  { key: 'content', route: ROUTES.staffContent, title: 'adminArea.contentTitle' },
  { key: 'audit', route: ROUTES.staffAudit, title: 'adminArea.auditTitle' },
  { key: 'agents', route: ROUTES.staffAgents, title: 'staffAgents.title' },
  { key: 'agentWithdrawals', route: ROUTES.staffAgentWithdrawals, title: 'staffAgents.withdrawals' },
];

function StaffHome() {
  const t = useT();
  const operationsApi = useService(operationsService);
  const [counts, setCounts] = useState<DashboardData | null>(null);

  // Again on every show (back from a task), not twice on the first one.
  const loadedAt = useRef(0);
  const load = () => {
    loadedAt.current = Date.now();
    return operationsApi
      .getDashboard()
      .then(setCounts)
      .catch(() => {});
  };
  useEffect(() => {
    load();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  Taro.useDidShow(() => {
    if (Date.now() - loadedAt.current > 1000) load();
  });
  Taro.usePullDownRefresh(() => {
    load().finally(() => Taro.stopPullDownRefresh());
  });

  return (
    <>
      <View className="staff-card staff-dashboard">
        <View className="staff-card-title">{t('ops.dashboard.title')}</View>
        <View className="staff-dashboard-grid">
          {COUNTS.map(({ key, route }) => (
            <View key={key} className={`staff-queue staff-count-${key}`} onClick={() => Taro.navigateTo({ url: route })}>
              <View className="staff-queue-count">{counts ? counts[key] : '-'}</View>
              <View className="staff-queue-label">{t(`ops.dashboard.${key}`)}</View>
            </View>
          ))}
        </View>
      </View>
      {TASKS.map((task) => (
        <View
          key={task.key}
          className={`staff-card staff-task staff-task-${task.key}`}
          onClick={() => Taro.navigateTo({ url: task.route })}
        >
          <View className="staff-task-body">
            <View className="staff-task-title">{t(task.title ?? `staff.home.${task.key}`)}</View>
            <View className="staff-task-text">{t(`${task.title ?? `staff.home.${task.key}`}Text`)}</View>
          </View>
          <View className="staff-arrow" />
        </View>
      ))}
    </>
  );
}

export default function StaffHomePage() {
  usePage('staff.title.home');
  return <StaffGate className="staff-home-page">{() => <StaffHome />}</StaffGate>;
}
