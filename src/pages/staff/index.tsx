// Staff home: the site's dashboard (one call: today's check-ins, unclaimed, the waybill queues, problems,
// parcels past their free storage), each count opening its filtered list, and the warehouse tasks.
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { usePage } from '@/hooks/usePage';
import { type Key, useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as operationsService from '@/services/operations';
import { useService, useStores } from '@/stores';
import type { DashboardData } from '@contract/operations';
import type { StaffArea } from '@contract/staff';
import { mayUse } from './format';
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
import '@/locales/areas/pay-staff';
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

/** Each task's title and line under it, as literal keys (a missing one fails tsc, not the screen), and the area of
 *  work it belongs to: only the tasks the account's roles open are shown. */
export const TASKS: { key: string; area: StaffArea; route: string; title: Key; text: Key }[] = [
  { key: 'checkin', area: 'floor', route: ROUTES.staffCheckin, title: 'staff.home.checkin', text: 'staff.home.checkinText' },
  { key: 'desk', area: 'floor', route: ROUTES.staffDesk, title: 'reservation.title.desk', text: 'reservation.title.deskText' },
  { key: 'orders', area: 'waybills', route: ROUTES.staffOrders, title: 'staff.home.orders', text: 'staff.home.ordersText' },
  { key: 'dispatch', area: 'floor', route: ROUTES.staffDispatch, title: 'staff.home.dispatch', text: 'staff.home.dispatchText' },
  { key: 'batches', area: 'floor', route: ROUTES.staffBatches, title: 'ops.batches.entry', text: 'ops.batches.entryText' },
  { key: 'storage', area: 'waybills', route: ROUTES.staffStorage, title: 'ops.storage.entry', text: 'ops.storage.entryText' },
  { key: 'siteSettings', area: 'admin', route: ROUTES.staffSiteSettings, title: 'ops.settings.entry', text: 'ops.settings.entryText' },
  { key: 'payments', area: 'refunds', route: ROUTES.staffPayments, title: 'pay.staff.payments', text: 'pay.staff.paymentsText' },
  { key: 'refunds', area: 'refunds', route: ROUTES.staffRefunds, title: 'pay.staff.refunds', text: 'pay.staff.refundsText' },
  { key: 'cardProducts', area: 'admin', route: ROUTES.staffCardProducts, title: 'kgCard.admin.title', text: 'kgCard.admin.titleText' },
  { key: 'coupons', area: 'service', route: ROUTES.staffCoupons, title: 'coupons.admin.title', text: 'coupons.admin.titleText' },
  { key: 'activities', area: 'admin', route: ROUTES.staffActivities, title: 'activityAdmin.title', text: 'activityAdmin.titleText' },
  {
    key: 'notifications',
    area: 'service',
    route: ROUTES.staffNotifications,
    title: 'message.staff.title',
    text: 'message.staff.titleText',
  },
  { key: 'claims', area: 'service', route: ROUTES.staffClaims, title: 'staffClaims.entry', text: 'staffClaims.entryText' },
  { key: 'returns', area: 'waybills', route: ROUTES.staffReturns, title: 'returns.staff.entry', text: 'returns.staff.entryText' },
  { key: 'channels', area: 'admin', route: ROUTES.staffChannels, title: 'adminArea.channelsTitle', text: 'adminArea.channelsTitleText' },
  { key: 'content', area: 'admin', route: ROUTES.staffContent, title: 'adminArea.contentTitle', text: 'adminArea.contentTitleText' },
  { key: 'audit', area: 'admin', route: ROUTES.staffAudit, title: 'adminArea.auditTitle', text: 'adminArea.auditTitleText' },
  { key: 'agents', area: 'service', route: ROUTES.staffAgents, title: 'staffAgents.title', text: 'staffAgents.titleText' },
  {
    key: 'agentWithdrawals',
    area: 'money',
    route: ROUTES.staffAgentWithdrawals,
    title: 'staffAgents.withdrawals',
    text: 'staffAgents.withdrawalsText',
  },
];

const StaffHome = observer(function StaffHome() {
  const t = useT();
  const { session } = useStores();
  const operationsApi = useService(operationsService);
  const [counts, setCounts] = useState<DashboardData | null>(null);
  // The counts open the waybill and parcel queues: only for roles that work them (finance alone sees its tasks).
  const queues = mayUse(session.userInfo, 'waybills');

  // Again on every show (back from a task), not twice on the first one.
  const loadedAt = useRef(0);
  const load = () => {
    loadedAt.current = Date.now();
    if (!queues) return Promise.resolve();
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
      {queues && (
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
      )}
      {TASKS.filter((task) => mayUse(session.userInfo, task.area)).map((task) => (
        <View
          key={task.key}
          className={`staff-card staff-task staff-task-${task.key}`}
          onClick={() => Taro.navigateTo({ url: task.route })}
        >
          <View className="staff-task-body">
            <View className="staff-task-title">{t(task.title)}</View>
            <View className="staff-task-text">{t(task.text)}</View>
          </View>
          <View className="staff-arrow" />
        </View>
      ))}
    </>
  );
});

export default function StaffHomePage() {
  usePage('staff.title.home');
  return <StaffGate className="staff-home-page">{() => <StaffHome />}</StaffGate>;
}
