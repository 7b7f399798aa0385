// Kilogram-card products of my site (admin): every product with its price per kg, validity, lines and
// whether customers see it; create, edit, put on sale / take off sale (no delete: bought cards keep their
// snapshot). Staff who are not admins see "admins only" and no admin call is made.
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import type { AdminCardProduct } from '@/contract-money'
import type { ChannelInfo } from '@/contract'
import { useT } from '@/locales'
import { useStores } from '@/stores'
import { usePage } from '@/hooks/usePage'
import { usePagedList } from '@/hooks/usePagedList'
import { EmptyState } from '@/components/EmptyState'
import { listAdminCardProducts, updateCardProduct } from '@/services/card'
import { listChannels } from '@/services/pricing'
import { toast } from '@/services/feedback'
import { formatMoney } from '@/utils/money'
import { gramsToKg } from '@/utils/units'
import { siteCurrency } from '@/pages/waybill/form/currency'
import { StaffGate } from './StaffGate'
import { CardProductForm } from './CardProductForm'
import './admin.css'

function ProductRow({ product: p, channels, currency, onEdit, onToggle }: { product: AdminCardProduct; channels: ChannelInfo[]; currency: string; onEdit(): void; onToggle(): void }) {
  const t = useT()
  const lines = p.channel_codes.length ? p.channel_codes.map((code) => channels.find((c) => c.code === code)?.name ?? code).join(' · ') : t('kgCard.allLines')
  return (
    <View className={`staff-card card-product card-product-${p.id}${p.active ? '' : ' admin-off'}`}>
      <View className='staff-row'>
        <View className='card-product-name'>{p.name_zh} / {p.name_en}</View>
        <View className={`staff-badge card-product-state card-product-state--${p.active ? 'on' : 'off'}`}>
          {t(p.active ? 'kgCard.admin.onSaleTag' : 'kgCard.admin.offSaleTag')}
        </View>
      </View>
      <View className='staff-row card-product-meta'>
        {gramsToKg(p.grams)} kg · {formatMoney(p.price, currency)} · {t('kgCard.perKg', { price: formatMoney(p.price_per_kg, currency) })}
      </View>
      <View className='staff-row staff-muted card-product-more'>
        {t('kgCard.validDays', { days: p.valid_days })} · {lines} · {t('kgCard.admin.sortIs', { n: p.sort })}
      </View>
      <View className='admin-actions'>
        <View className='card-product-edit' onClick={onEdit}>{t('kgCard.admin.edit')}</View>
        <View className='card-product-toggle' onClick={onToggle}>{t(p.active ? 'kgCard.admin.takeOff' : 'kgCard.admin.putOn')}</View>
      </View>
    </View>
  )
}

function CardProducts() {
  const t = useT()
  const { http, session } = useStores()
  const currency = siteCurrency(session)
  const [channels, setChannels] = useState<ChannelInfo[]>([])
  /** undefined: the list; null: a new product; a product: editing it. */
  const [editing, setEditing] = useState<AdminCardProduct | null | undefined>(undefined)
  const list = usePagedList<AdminCardProduct>((page, pageSize) => listAdminCardProducts(http, { page, page_size: pageSize }), [])
  useEffect(() => {
    listChannels(http, { page: 1, page_size: 50 }).then(({ list: all }) => setChannels(all), () => {})
  }, [http])

  const replace = (saved: AdminCardProduct) => list.setItems((shown) => shown.map((p) => (p.id === saved.id ? saved : p)))
  const toggle = async (p: AdminCardProduct) => {
    try {
      replace(await updateCardProduct(http, p.id, { active: !p.active }))
      toast(t(p.active ? 'kgCard.admin.tookOff' : 'kgCard.admin.putOnDone'))
    } catch {
      // toasted
    }
  }

  if (editing !== undefined) {
    return (
      <CardProductForm
        product={editing}
        channels={channels}
        onCancel={() => setEditing(undefined)}
        onDone={(saved) => {
          setEditing(undefined)
          if (editing) replace(saved)
          else list.refresh()
        }}
      />
    )
  }
  return (
    <>
      <Button className='card-product-add' type='primary' block onClick={() => setEditing(null)}>{t('kgCard.admin.add')}</Button>
      {list.loading ? (
        <View className='card-products-loading'><Skeleton rows={4} animated /></View>
      ) : list.items.length === 0 ? (
        <EmptyState className='card-products-empty' text={t('kgCard.admin.empty')} />
      ) : (
        <View className='card-products'>
          {list.items.map((p) => (
            <ProductRow key={p.id} product={p} channels={channels} currency={currency} onEdit={() => setEditing(p)} onToggle={() => toggle(p)} />
          ))}
          {list.loadingMore && <View className='staff-list-foot'>{t('pagedList.loading')}</View>}
        </View>
      )}
    </>
  )
}

/** Admins only: the API answers 40003 to staff, so staff are told here instead. */
export const AdminOnly = observer(function AdminOnly({ children }: { children: () => JSX.Element }) {
  const t = useT()
  const { session } = useStores()
  if (session.userInfo?.role !== 'admin') return <EmptyState className='admin-only' text={t('kgCard.admin.adminOnly')} />
  return children()
})

export default function StaffCardProductsPage() {
  usePage('kgCard.admin.title')
  return <StaffGate className='staff-card-products-page'>{() => <AdminOnly>{() => <CardProducts />}</AdminOnly>}</StaffGate>
}
