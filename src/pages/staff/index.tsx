// Staff home: the queues' counts (pending_pack, pending_receipt, pending_dispatch) and the warehouse tasks.
import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { View } from '@tarojs/components'
import type { WaybillStatus } from '@/contract-tracking'
import { useT } from '@/locales'
import { useStores } from '@/stores'
import { usePage } from '@/hooks/usePage'
import { ROUTES } from '@/routes'
import { listStaffWaybills } from '@/services/staff'
import { StaffGate } from './StaffGate'
import '@/locales/areas/cards'
import '@/locales/areas/claims'
import '@/locales/areas/message'
import '@/locales/areas/reservation'
import '@/locales/areas/staff'

export const QUEUES: WaybillStatus[] = ['pending_pack', 'pending_receipt', 'pending_dispatch']

const TASKS: { key: string; route: string; title?: string }[] = [
  { key: 'checkin', route: ROUTES.staffCheckin },
  { key: 'desk', route: ROUTES.staffDesk, title: 'reservation.title.desk' },
  { key: 'orders', route: ROUTES.staffOrders },
  { key: 'dispatch', route: ROUTES.staffDispatch },
  // Money pages: their texts live in the `pay` namespace (pay.staff.payments / paymentsText ...).
  { key: 'payments', route: ROUTES.staffPayments, title: 'pay.staff.payments' },
  { key: 'refunds', route: ROUTES.staffRefunds, title: 'pay.staff.refunds' },
  // Card products (admins) and coupons: texts in the kgCard / coupons namespaces.
  { key: 'cardProducts', route: ROUTES.staffCardProducts, title: 'kgCard.admin.title' },
  { key: 'coupons', route: ROUTES.staffCoupons, title: 'coupons.admin.title' },
  { key: 'activities', route: ROUTES.staffActivities, title: 'activityAdmin.title' },
  { key: 'notifications', route: ROUTES.staffNotifications, title: 'message.staff.title' },
  { key: 'claims', route: ROUTES.staffClaims, title: 'staffClaims.entry' },
]

function StaffHome() {
  const t = useT()
  const { http } = useStores()
  const [counts, setCounts] = useState<Partial<Record<WaybillStatus, number>>>({})

  // No counts call in the API: each queue's `total` from a one-row page. Again on every show (back from a task).
  const loadedAt = useRef(0)
  const load = () => {
    loadedAt.current = Date.now()
    return Promise.all(
      QUEUES.map((status) =>
        listStaffWaybills(http, { status, page: 1, page_size: 1 })
          .then((answer) => setCounts((shown) => ({ ...shown, [status]: answer.total })))
          .catch(() => {}),
      ),
    )
  }
  useEffect(() => { load() }, []) // eslint-disable-line react-hooks/exhaustive-deps
  Taro.useDidShow(() => { if (Date.now() - loadedAt.current > 1000) load() })
  Taro.usePullDownRefresh(() => { load().finally(() => Taro.stopPullDownRefresh()) })

  return (
    <>
      <View className='staff-card staff-queues'>
        <View className='staff-card-title'>{t('staff.home.queues')}</View>
        <View className='staff-queue-row'>
          {QUEUES.map((status) => (
            <View
              key={status}
              className={`staff-queue staff-queue-${status}`}
              onClick={() => Taro.navigateTo({ url: status === 'pending_dispatch' ? ROUTES.staffDispatch : `${ROUTES.staffOrders}?status=${status}` })}
            >
              <View className='staff-queue-count'>{counts[status] ?? '-'}</View>
              <View className='staff-queue-label'>{t(`staff.status.${status}`)}</View>
            </View>
          ))}
        </View>
      </View>
      {TASKS.map((task) => (
        <View key={task.key} className={`staff-card staff-task staff-task-${task.key}`} onClick={() => Taro.navigateTo({ url: task.route })}>
          <View className='staff-task-body'>
            <View className='staff-task-title'>{t(task.title ?? `staff.home.${task.key}`)}</View>
            <View className='staff-task-text'>{t(`${task.title ?? `staff.home.${task.key}`}Text`)}</View>
          </View>
          <View className='staff-arrow' />
        </View>
      ))}
    </>
  )
}

export default function StaffHomePage() {
  usePage('staff.title.home')
  return <StaffGate className='staff-home-page'>{() => <StaffHome />}</StaffGate>
}
