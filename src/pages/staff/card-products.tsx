// Kilogram-card products of my site (admin): every product with its price per kg, validity, lines and
// whether customers see it; create, edit, put on sale / take off sale (no delete: bought cards keep their
// snapshot). Staff who are not admins see "admins only" and no admin call is made.
import { View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import { BothNames } from '@/components/InLanguage';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { siteCurrency } from '@/pages/waybill/form/currency';
import * as cardService from '@/services/card';
import * as pricingService from '@/services/pricing';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { AdminCardProduct } from '@contract/card';
import type { ChannelInfo } from '@contract/pricing';
import { gramsToKg } from '@contract/units';
import { AdminList } from './AdminList';
import { CardProductForm } from './CardProductForm';
import { AdminOnly, StaffGate } from './StaffGate';
import './admin.css';
import '@/locales/areas/cards';
import '@/locales/areas/staff';

function ProductRow({
  product: p,
  channels,
  currency,
  onEdit,
  onToggle,
}: {
  product: AdminCardProduct;
  channels: ChannelInfo[];
  currency: string;
  onEdit(): void;
  onToggle(): void;
}) {
  const t = useT();
  const lines = p.channel_codes.length
    ? p.channel_codes.map((code) => channels.find((c) => c.code === code)?.name ?? code).join(' · ')
    : t('kgCard.allLines');
  return (
    <View className={`staff-card card-product card-product-${p.id}${p.active ? '' : ' admin-off'}`}>
      <View className="staff-row">
        <View className="card-product-name">
          <BothNames zh={p.name_zh} en={p.name_en} />
        </View>
        <View className={`staff-badge card-product-state card-product-state--${p.active ? 'on' : 'off'}`}>
          {t(p.active ? 'kgCard.admin.onSaleTag' : 'kgCard.admin.offSaleTag')}
        </View>
      </View>
      <View className="staff-row card-product-meta">
        {gramsToKg(p.grams)} kg · {formatMoney(p.price, currency)} · {t('kgCard.perKg', { price: formatMoney(p.price_per_kg, currency) })}
      </View>
      <View className="staff-row staff-muted card-product-more">
        {t('kgCard.validDays', { days: p.valid_days })} · {lines} · {t('kgCard.admin.sortIs', { n: p.sort })}
      </View>
      <View className="admin-actions">
        <View className="card-product-edit" onClick={onEdit}>
          {t('kgCard.admin.edit')}
        </View>
        <View className="card-product-toggle" onClick={onToggle}>
          {t(p.active ? 'kgCard.admin.takeOff' : 'kgCard.admin.putOn')}
        </View>
      </View>
    </View>
  );
}

function CardProducts() {
  const { session } = useStores();
  const cardApi = useService(cardService);
  const pricingApi = useService(pricingService);
  const currency = siteCurrency(session);
  const [channels, setChannels] = useState<ChannelInfo[]>([]);
  useEffect(() => {
    pricingApi.listChannels({ page: 1, page_size: 50 }).then(
      ({ list: all }) => setChannels(all),
      () => {},
    );
  }, [pricingApi]);
  return (
    <AdminList<AdminCardProduct>
      name="card-product"
      load={(page, pageSize) => cardApi.listAdminCardProducts({ page, page_size: pageSize })}
      setActive={(p, active) => cardApi.updateCardProduct(p.id, { active })}
      texts={{
        add: 'kgCard.admin.add',
        empty: 'kgCard.admin.empty',
        activated: 'kgCard.admin.putOnDone',
        deactivated: 'kgCard.admin.tookOff',
      }}
      form={(product, done) => <CardProductForm product={product} channels={channels} onCancel={() => done()} onDone={done} />}
      row={(p, { edit, toggle }) => <ProductRow product={p} channels={channels} currency={currency} onEdit={edit} onToggle={toggle} />}
    />
  );
}

export default function StaffCardProductsPage() {
  usePage('kgCard.admin.title');
  return <StaffGate className="staff-card-products-page">{() => <AdminOnly>{() => <CardProducts />}</AdminOnly>}</StaffGate>;
}
