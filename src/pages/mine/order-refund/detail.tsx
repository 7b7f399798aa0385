// Return details: state, fee (handling + postage), the shipment (carrier and tracking number, copyable), the
// parcels, the shop's address (copyable), the label, photos as sent back (tap to preview), the timeline; and what
// I may do now: pay (wallet or online), cancel before it is shipped.
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import type { ReturnDetail } from '@/contract-returns'
import { useT } from '@/locales'
import { useStores } from '@/stores'
import { usePage } from '@/hooks/usePage'
import { MissingId } from '@/components/MissingId'
import { Photos } from '@/components/claims/ClaimParts'
import { takeReturnedPayment, waitForPayment } from '@/lib/pay'
import { cancelReturn, getReturn } from '@/services/returns'
import { toast } from '@/services/feedback'
import { formatMoney } from '@/utils/money'
import { ROUTES } from '@/routes'
import { kg, localTime } from '@/pages/waybill/format'
import { ReturnBadge } from './index'
import { PaySheet } from './PaySheet'
import { ReturnTimeline, addressLine } from './parts'
import '@/components/claims/claims.css'
import './returns.css'

function Copyable({ name, label, value }: { name: string; label: string; value: string }) {
  const t = useT()
  const copy = () => Taro.setClipboardData({ data: value }).then(() => toast(t('returns.detail.copied')), () => {})
  return (
    <View className={`claims-row ret-${name}`}>
      <View className='claims-muted'>{label}</View>
      <View className={`ret-${name}-value`}>{value}</View>
      <View className='claims-copy' onClick={copy}>{t('common.copy')}</View>
    </View>
  )
}

export function ReturnBody({ item }: { item: ReturnDetail }) {
  const t = useT()
  const money = (minor: number) => formatMoney(minor, item.currency)
  const openLabel = () => {
    if (!item.label) return
    if (item.label_kind === 'image') Taro.previewImage({ urls: [item.label.url] })
    else if (process.env.TARO_ENV === 'h5') window.open(item.label.url, '_blank')
    else Taro.downloadFile({ url: item.label.url }).then((f) => Taro.openDocument({ filePath: f.tempFilePath, fileType: 'pdf' }), () => {})
  }
  return (
    <>
      <View className='claims-card ret-head'>
        <View className='claims-row'>
          <View className='claims-head-type'>{item.method_text}</View>
          <ReturnBadge status={item.status} />
        </View>
        <Copyable name='no' label='' value={item.no} />
        {item.reject_reason && <View className='ret-reject-reason'>{t('returns.detail.rejectReason')}: {item.reject_reason}</View>}
        {item.refunded && <View className='claims-muted ret-refunded'>{t('returns.detail.refunded')}</View>}
      </View>
      <View className='claims-card ret-fee-card'>
        <View className='claims-label'>{t('returns.detail.fee')}</View>
        <View className='claims-row'><View>{t('returns.detail.handling')}</View><View>{money(item.handling_fee)}</View></View>
        <View className='claims-row'><View>{t('returns.detail.postage')}</View><View>{item.postage === null ? t('returns.detail.postagePending') : money(item.postage)}</View></View>
        <View className='claims-row claims-amount ret-total'><View>{t('returns.detail.total')}</View><View>{money(item.amount)}</View></View>
      </View>
      {item.tracking_no && (
        <View className='claims-card ret-shipping'>
          <View className='claims-label'>{t('returns.detail.shipping')}</View>
          <View className='claims-row'><View className='claims-muted'>{t('returns.detail.carrier')}</View><View className='ret-carrier'>{item.carrier}</View></View>
          <Copyable name='tracking' label={t('returns.detail.trackingNo')} value={item.tracking_no} />
        </View>
      )}
      <View className='claims-card ret-parcels'>
        <View className='claims-label'>{t('returns.detail.parcels')}</View>
        {item.parcels.map((p) => <View key={p.id} className='claims-row'><View>{p.tracking_no}</View><View className='claims-muted'>{kg(p.weight_g)}</View></View>)}
      </View>
      <View className='claims-card ret-shop'>
        <View className='claims-label'>{t('returns.detail.shop')}</View>
        <Copyable name='address' label={item.address.name} value={addressLine(item.address)} />
        <Copyable name='ra' label={t('returns.detail.ra')} value={item.ra_number} />
        <View className='claims-row'><View className='claims-muted'>{t('returns.detail.deadline')}</View><View>{item.deadline}</View></View>
        {item.label && <View className='claims-copy ret-open-label' onClick={openLabel}>{t('returns.detail.openLabel')}</View>}
      </View>
      {item.photos.length > 0 && (
        <View className='claims-card ret-photos'>
          <View className='claims-label'>{t('returns.detail.photos')}{item.weight_g ? ` · ${kg(item.weight_g)}` : ''}</View>
          <Photos photos={item.photos} />
        </View>
      )}
      <View className='claims-card'>
        <View className='claims-label'>{t('returns.detail.timeline')}</View>
        <ReturnTimeline events={item.events} />
        <View className='claims-muted'>{localTime(item.created_at)}</View>
      </View>
    </>
  )
}

export default function ReturnDetailPage() {
  usePage('returns.detailTitle')
  const t = useT()
  const { http } = useStores()
  const params = Taro.useRouter().params ?? {}
  const id = Number(params.id)
  const [item, setItem] = useState<ReturnDetail | null>(null)
  const [paying, setPaying] = useState(false)
  const load = () => (id > 0 ? getReturn(http, id).then(setItem, () => {}) : Promise.resolve())
  useEffect(() => {
    // Back from a checkout page: wait for the server's word on that payment, then show where the return is.
    const returned = takeReturnedPayment(params, 'return')
    if (returned) waitForPayment(returned, { http }).then((outcome) => toast(t(`returns.pay.${outcome}`))).finally(load)
    else load()
  }, [id]) // eslint-disable-line react-hooks/exhaustive-deps
  Taro.usePullDownRefresh(() => { load().finally(() => Taro.stopPullDownRefresh()) })

  if (!(id > 0)) {
    return <View className='ret-page'><MissingId text={t('returns.missing')} back={{ label: t('returns.title'), go: () => Taro.redirectTo({ url: ROUTES.orderRefund }) }} /></View>
  }
  if (!item) return <View className='ret-page'><View className='claims-loading'><Skeleton rows={6} animated /></View></View>
  const cancel = async () => {
    const { confirm } = await Taro.showModal({ content: t('returns.detail.cancelConfirm') })
    if (!confirm) return
    cancelReturn(http, item.id).then((next) => { setItem(next); toast(t('returns.detail.cancelled')) }, () => {})
  }
  return (
    <View className='ret-page ret-detail'>
      <ReturnBody item={item} />
      <View className='ret-actions'>
        {item.actions.includes('pay') && <Button className='ret-pay' type='primary' block onClick={() => setPaying(true)}>{t('returns.detail.pay')}</Button>}
        {item.actions.includes('cancel') && <Button className='ret-cancel' block onClick={cancel}>{t('returns.detail.cancel')}</Button>}
      </View>
      <PaySheet item={item} open={paying} onClose={() => setPaying(false)} onPaid={() => { setPaying(false); load() }} />
    </View>
  )
}
