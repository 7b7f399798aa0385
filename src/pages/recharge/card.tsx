// Kilogram cards: the products of my site to buy (grams, price, price per kg, validity, lines; readable
// signed out) and my cards by tab. Buying opens the pay sheet (at once for ?product_id=, a purchase continued from
// the records); after a paid purchase the usable tab shows the new card. Links to the purchase records and the
// deduction records.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { StripeSheet } from '@/components/StripeSheet';
import { usePage } from '@/hooks/usePage';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as cardService from '@/services/card';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { CardProduct } from '@contract/card';
import { BuySheet } from './BuySheet';
import { kgText, linesText } from './format';
import { MyCards } from './MyCards';
import './recharge.css';
import '@/locales/areas/cards';

function ProductRow({ product: p, onBuy }: { product: CardProduct; onBuy(): void }) {
  const t = useT();
  return (
    <View className={`recharge-product recharge-product-${p.id}`}>
      <View className="recharge-product-main">
        <View className="recharge-product-name">{p.name}</View>
        <View className="recharge-product-grams">{kgText(p.grams)}</View>
        <View className="recharge-product-meta">
          {t('kgCard.perKg', { price: formatMoney(p.price_per_kg, p.currency) })} · {t('kgCard.validDays', { days: p.valid_days })}
        </View>
        <View className="recharge-product-lines">{linesText(p.channels)}</View>
      </View>
      <View className="recharge-product-side">
        <View className="recharge-product-price">{formatMoney(p.price, p.currency)}</View>
        <Button className="recharge-product-buy" type="primary" size="small" onClick={onBuy}>
          {t('kgCard.buyAction')}
        </Button>
      </View>
    </View>
  );
}

function RechargeCardPage() {
  usePage('kgCard.title.card');
  const t = useT();
  const { language, session } = useStores();
  const cardApi = useService(cardService);
  const signedIn = session.signedIn;
  const [products, setProducts] = useState<CardProduct[] | null>(null);
  const [buying, setBuying] = useState<CardProduct | null>(null);
  const [bought, setBought] = useState(0);

  const continued = Number(Taro.useRouter().params?.product_id) || 0;
  const loadProducts = () =>
    cardApi.listCardProducts().then(
      ({ list }) => setProducts(list),
      () => setProducts((shown) => shown ?? []),
    );
  useEffect(() => {
    loadProducts();
  }, [language.lang]); // eslint-disable-line react-hooks/exhaustive-deps
  // A purchase continued from the records: its product's pay sheet, once the products are in.
  useEffect(() => {
    const product = products?.find((p) => p.id === continued);
    if (product && signedIn) setBuying(product);
  }, [products === null]); // eslint-disable-line react-hooks/exhaustive-deps
  Taro.usePullDownRefresh(() => {
    loadProducts();
  });

  const buy = (p: CardProduct) => (signedIn ? setBuying(p) : goLogin());
  const done = () => {
    setBuying(null);
    setBought((n) => n + 1);
  };
  const scrollToProducts = () => Taro.pageScrollTo({ scrollTop: 0, duration: 200 });

  return (
    <View className="recharge-page recharge-card-page">
      {signedIn && (
        <View className="recharge-links">
          <View className="recharge-link recharge-link-record" onClick={() => Taro.navigateTo({ url: ROUTES.rechargeRecord })}>
            {t('kgCard.title.record')}
          </View>
          <View className="recharge-link recharge-link-deduction" onClick={() => Taro.navigateTo({ url: ROUTES.rechargeDeduction })}>
            {t('kgCard.title.deduction')}
          </View>
        </View>
      )}
      <View className="recharge-section-title">{t('kgCard.products')}</View>
      {products === null ? (
        <View className="recharge-products-loading">
          <Skeleton rows={3} animated />
        </View>
      ) : products.length === 0 ? (
        <EmptyState className="recharge-products-empty" text={t('kgCard.noProducts')} />
      ) : (
        <View className="recharge-products">
          {products.map((p) => (
            <ProductRow key={p.id} product={p} onBuy={() => buy(p)} />
          ))}
        </View>
      )}
      <View className="recharge-section-title">{t('kgCard.mine')}</View>
      {signedIn ? (
        <MyCards bought={bought} onBuy={scrollToProducts} />
      ) : (
        <EmptyState className="recharge-signed-out" text={t('kgCard.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
      {signedIn && <BuySheet product={buying} onClose={() => setBuying(null)} onBought={done} />}
      {process.env.TARO_ENV === 'h5' && <StripeSheet />}
    </View>
  );
}

export default observer(RechargeCardPage);
