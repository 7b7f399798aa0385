// Pay a priced waybill: the price breakdown (the member discount its own line), a kilogram card, a coupon,
// member points, the wallet and an online method for the rest; the total is the server's split of the current choice. After paying: "paid, awaiting dispatch".
import { Check, Clock } from '@nutui/icons-react-taro';
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { BankTransferCard } from '@/components/BankTransferCard';
import { LoadFailed } from '@/components/content/ListStatus';
import { EmptyState } from '@/components/EmptyState';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { MissingId } from '@/components/MissingId';
import { StripeSheet } from '@/components/StripeSheet';
import { usePage } from '@/hooks/usePage';
import { useSubscribe } from '@/hooks/useSubscribe';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import { useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import { memberDiscountLine, serviceFee } from '@/utils/price-lines';
import type { PayOptions, UnusableCoupon, UsableCoupon } from '@contract/payment';
import { gramsToKg, shownKg } from '@contract/units';
import { usePayment } from './usePayment';

/** What a paid waybill will tell its owner about (asked for when paying). */
const SHIPPING_EVENTS = ['waybill.dispatched', 'waybill.handed_over', 'waybill.delivered'] as const;
import './index.css';
import './detail.css';
import './payment.css';
import '@/locales/areas/waybill';
import '@/locales/areas/pay';
import '@/locales/areas/tour';

type Money = (minor: number) => string;

function Row({ label, value, className = '' }: { label: string; value: string; className?: string }) {
  return (
    <View className={`pay-row ${className}`}>
      <View className="pay-row-label">{label}</View>
      <View className="pay-row-value">{value}</View>
    </View>
  );
}

function Pick({ on, onClick, className, children }: { on: boolean; onClick(): void; className: string; children: ReactNode }) {
  return (
    <View className={`pay-pick ${className}${on ? ' pay-pick--on' : ''}`} onClick={onClick}>
      <View className="pay-pick-dot" />
      <View className="pay-pick-body">{children}</View>
    </View>
  );
}

export function couponRule(c: UsableCoupon | UnusableCoupon, money: Money, t: (k: string, o?: Record<string, unknown>) => string): string {
  const first = c.first_waybill_only ? t('pay.coupon.firstOnly') : '';
  if (c.kind === 'percent') {
    const rule = t('pay.coupon.percent', { pct: c.value });
    return [
      rule,
      c.max_off !== null ? t('pay.coupon.maxOff', { max: money(c.max_off) }) : '',
      c.min_spend > 0 ? t('pay.coupon.minSpend', { min: money(c.min_spend) }) : '',
      first,
    ]
      .filter(Boolean)
      .join(t('pay.coupon.sep'));
  }
  const rule =
    c.min_spend > 0
      ? t('pay.coupon.amountOver', { off: money(c.value), min: money(c.min_spend) })
      : t('pay.coupon.amount', { off: money(c.value) });
  return [rule, first].filter(Boolean).join(t('pay.coupon.sep'));
}

function Breakdown({ o, money }: { o: PayOptions; money: Money }) {
  const t = useT();
  const b = o.charge.breakdown;
  const discount = memberDiscountLine(b, money, t);
  return (
    <View className="waybill-section pay-breakdown">
      <View className="waybill-section-title">{t('pay.breakdown')}</View>
      <Row
        className="pay-freight"
        label={t('pay.freight', { kg: shownKg(b.chargeable_g) })}
        value={money(b.first_price + b.additional_price)}
      />
      {discount && <Row className="pay-member-discount" label={discount.label} value={discount.value} />}
      {b.insurance > 0 && <Row className="pay-insurance" label={t('pay.insurance')} value={money(b.insurance)} />}
      {!!b.storage_fee && (
        <Row className="pay-storage" label={t('waybillDetail.storage', { days: b.storage_days })} value={money(b.storage_fee)} />
      )}
      {o.charge.services.map((s) => (
        <Row
          key={s.code}
          className={`pay-service pay-service-${s.code}${s.free ? ' pay-service--free' : ''}`}
          label={s.name}
          value={serviceFee(s, money, t)}
        />
      ))}
      <Row className="pay-charge-total" label={t('pay.chargeTotal')} value={money(o.charge.total)} />
    </View>
  );
}

/** Member points: on, as many as this choice takes (the preview's points_max) off the freight. */
function PointsPick({ o, max, on, onToggle, money }: { o: PayOptions; max: number; on: boolean; onToggle(): void; money: Money }) {
  const t = useT();
  if (max <= 0) return null;
  return (
    <View className="waybill-section pay-points-section">
      <Pick className="pay-points" on={on} onClick={onToggle}>
        <View className="pay-pick-title">{t('pay.points.use', { points: max, amount: money(max * o.point_value) })}</View>
        <View className="pay-pick-text pay-points-held">
          {t('pay.points.held', { points: o.points_balance, value: money(o.point_value) })}
        </View>
      </Pick>
    </View>
  );
}

function PaymentPage() {
  usePage('pay.title');
  const t = useT();
  const { session } = useStores();
  const id = Number(Taro.useRouter().params?.id);
  const p = usePayment(id);
  const askSubscribe = useSubscribe(SHIPPING_EVENTS);
  const pay = () => {
    askSubscribe(); // first, inside the tap: WeChat shows its sheet only there
    p.pay();
  };
  const o = p.options;
  Taro.usePullDownRefresh(() => {
    p.refresh().finally(() => Taro.stopPullDownRefresh());
  });

  if (!session.signedIn) {
    return (
      <View className="waybill-page pay-page">
        <EmptyState className="pay-signed-out" text={t('pay.signedOut')} action={t('common.login')} onAction={goLogin} />
      </View>
    );
  }

  const toDetail = () => Taro.redirectTo({ url: `${ROUTES.waybillDetail}?id=${id}` });
  const toList = () => Taro.switchTab({ url: ROUTES.waybill });

  if (p.stage === 'transfer' && p.transfer) {
    return (
      <View className="waybill-page pay-page pay-result pay-result--transfer">
        <View className="pay-result-icon">
          <Clock size={36} color="#fff" />
        </View>
        <View className="pay-result-title">{t('pay.transfer.title')}</View>
        <View className="pay-result-text">{t('pay.transfer.text')}</View>
        <BankTransferCard transfer={p.transfer} />
        <View className="pay-result-actions pay-transfer-actions">
          <Button className="pay-to-detail" type="primary" onClick={toDetail}>
            {t('pay.toDetail')}
          </Button>
          <Button className="pay-other-way" onClick={p.payAgain}>
            {t('pay.transfer.otherWay')}
          </Button>
        </View>
      </View>
    );
  }

  if (p.stage !== 'choosing') {
    const paid = p.stage === 'paid';
    return (
      <View className={`waybill-page pay-page pay-result pay-result--${p.stage}`}>
        <View className="pay-result-icon">{paid ? <Check size={36} color="#fff" /> : <Clock size={36} color="#fff" />}</View>
        <View className="pay-result-title">{t(`pay.result.${p.stage}`)}</View>
        <View className="pay-result-text">{t(`pay.result.${p.stage}Text`)}</View>
        {p.stage !== 'confirming' && (
          <View className="pay-result-actions">
            <Button className="pay-to-detail" type={paid ? 'primary' : 'default'} onClick={toDetail}>
              {t('pay.toDetail')}
            </Button>
            <Button className="pay-to-list" onClick={toList}>
              {t('pay.toList')}
            </Button>
            {p.stage === 'processing' && (
              <Button className="pay-again" onClick={p.payAgain}>
                {t('pay.payAgain')}
              </Button>
            )}
          </View>
        )}
      </View>
    );
  }

  if (!(id > 0) || p.notFound) {
    return (
      <View className="waybill-page pay-page">
        <MissingId
          className="pay-missing"
          text={t(p.notFound ? 'missing.noSuchPayment' : 'missing.payment')}
          back={{ label: t('missing.toWaybills'), go: toList }}
        />
      </View>
    );
  }

  if (!o || !p.ready) {
    return (
      <View className="waybill-page pay-page">
        {p.loading || o ? (
          <View className="waybill-section pay-loading">
            <Skeleton rows={8} animated />
          </View>
        ) : (
          <LoadFailed className="pay-failed" onRetry={p.reload} />
        )}
      </View>
    );
  }

  if (o.waybill.status !== 'pending_payment') {
    return (
      <View className="waybill-page pay-page">
        <EmptyState
          className="pay-not-payable"
          text={t('pay.notPayable', { status: t(`waybillStatus.${o.waybill.status}`) })}
          action={t('pay.toDetail')}
          onAction={toDetail}
        />
      </View>
    );
  }

  const money: Money = (minor) => formatMoney(minor, o.currency);
  const s = p.split;
  const copyNo = () =>
    Taro.setClipboardData({ data: o.waybill.no }).then(
      () => toast(t('pay.copied')),
      () => {},
    );
  const needOnline = p.online > 0;

  return (
    <View className="waybill-page pay-page">
      <View className="waybill-section pay-head">
        <View className="pay-head-row">
          <View className="pay-no">{o.waybill.no}</View>
          <View className="waybill-copy pay-copy-no" onClick={copyNo}>
            {t('common.copy')}
          </View>
        </View>
        <View className="waybill-muted pay-channel">
          {o.waybill.channel_name} · {t('pay.chargeable', { kg: shownKg(o.waybill.chargeable_g) })}
        </View>
      </View>

      <Breakdown o={o} money={money} />

      <View className="waybill-section pay-cards">
        <View className="waybill-section-title">{t('pay.cards')}</View>
        {o.cards.length === 0 ? (
          <View className="waybill-muted pay-no-cards">{t('pay.noCards')}</View>
        ) : (
          <>
            {o.cards.map((c) => (
              <Pick
                key={c.id}
                className={`pay-card pay-card-${c.id}`}
                on={p.choice.cardId === c.id}
                onClick={() => p.choose({ cardId: c.id })}
              >
                <View className="pay-pick-title">{c.name}</View>
                <View className="pay-pick-text">
                  <InstantIn sentence={t('pay.cardLeft', { kg: gramsToKg(c.remaining_g), date: IN_SENTENCE })} at={c.expires_at} day />
                </View>
                <View className="pay-pick-off">{t('pay.cardDeducts', { kg: gramsToKg(c.grams), amount: money(c.amount_off) })}</View>
                <View className={`pay-pick-text pay-card-value${c.value > c.amount_off ? ' pay-card-value--dearer' : ''}`}>
                  {t(c.value > c.amount_off ? 'pay.cardDearer' : 'pay.cardCheaper', {
                    value: money(c.value),
                    diff: money(Math.abs(c.amount_off - c.value)),
                  })}
                </View>
              </Pick>
            ))}
            <Pick className="pay-card-none" on={p.choice.cardId === null} onClick={() => p.choose({ cardId: null })}>
              <View className="pay-pick-title">{t('pay.noCard')}</View>
            </Pick>
          </>
        )}
      </View>

      <View className="waybill-section pay-coupons">
        <View className="waybill-section-title">{t('pay.coupons')}</View>
        {o.coupons.length === 0 && o.unusable_coupons.length === 0 ? (
          <View className="waybill-muted pay-no-coupons">{t('pay.noCoupons')}</View>
        ) : (
          <>
            {o.coupons.map((c) => {
              // The chosen coupon reads what the summary takes off (the split of this choice); the others, what
              // they take beside the card preselected, nothing shown when that is nothing.
              const off = s && s.coupon_id === c.id ? s.coupon_amount : c.amount_off;
              return (
                <Pick
                  key={c.id}
                  className={`pay-coupon pay-coupon-${c.id}`}
                  on={p.choice.couponId === c.id}
                  onClick={() => p.choose({ couponId: c.id })}
                >
                  <View className="pay-pick-title">{c.name}</View>
                  <View className="pay-pick-text">
                    {couponRule(c, money, t)} ·{' '}
                    <Text className="pay-nowrap">
                      <InstantIn sentence={t('pay.until', { date: IN_SENTENCE })} at={c.expires_at} day />
                    </Text>
                  </View>
                  {off > 0 && <View className="pay-pick-off">-{money(off)}</View>}
                </Pick>
              );
            })}
            {o.unusable_coupons.map((c) => (
              <View key={c.id} className={`pay-pick pay-pick--disabled pay-coupon-blocked pay-coupon-${c.id}`}>
                <View className="pay-pick-dot" />
                <View className="pay-pick-body">
                  <View className="pay-pick-title">{c.name}</View>
                  <View className="pay-pick-text">
                    {couponRule(c, money, t)} ·{' '}
                    <Text className="pay-nowrap">
                      <InstantIn sentence={t('pay.until', { date: IN_SENTENCE })} at={c.expires_at} day />
                    </Text>
                  </View>
                  <View className="pay-pick-reason">{t(`pay.coupon.blocked.${c.reason}`, { min: money(c.min_spend) })}</View>
                </View>
              </View>
            ))}
            <Pick className="pay-coupon-none" on={p.choice.couponId === null} onClick={() => p.choose({ couponId: null })}>
              <View className="pay-pick-title">{t('pay.noCoupon')}</View>
            </Pick>
          </>
        )}
      </View>

      <PointsPick
        o={o}
        max={s?.points_max ?? 0}
        on={p.choice.usePoints}
        onToggle={() => p.choose({ usePoints: !p.choice.usePoints })}
        money={money}
      />

      <View className="waybill-section pay-wallet-section">
        <Pick
          className={`pay-wallet${o.wallet_balance > 0 ? '' : ' pay-pick--disabled'}`}
          on={p.choice.useWallet}
          onClick={() => o.wallet_balance > 0 && p.choose({ useWallet: !p.choice.useWallet })}
        >
          <View className="pay-pick-title">{t('pay.useWallet')}</View>
          <View className="pay-pick-text pay-wallet-balance">{t('pay.balance', { amount: money(o.wallet_balance) })}</View>
        </Pick>
      </View>

      {needOnline && (
        <View className="waybill-section pay-methods">
          <View className="waybill-section-title">{t('pay.methods')}</View>
          {o.methods.length === 0 ? (
            <View className="waybill-muted pay-no-methods">{t('pay.noMethods')}</View>
          ) : (
            o.methods.map((m) => (
              <Pick key={m} className={`pay-method pay-method-${m}`} on={p.method === m} onClick={() => p.setMethod(m)}>
                <View className="pay-pick-title">{t(`pay.method.${m}`)}</View>
              </Pick>
            ))
          )}
        </View>
      )}

      <View className="waybill-section pay-summary">
        <Row className="pay-sum-amount" label={t('pay.amountDue')} value={money(s?.amount ?? o.amount_due)} />
        {!!s?.card_amount && (
          <Row className="pay-sum-card" label={t('pay.sumCard', { kg: gramsToKg(s.card_grams) })} value={`-${money(s.card_amount)}`} />
        )}
        {!!s?.coupon_amount && <Row className="pay-sum-coupon" label={t('pay.sumCoupon')} value={`-${money(s.coupon_amount)}`} />}
        {!!s?.points_amount && (
          <Row className="pay-sum-points" label={t('pay.sumPoints', { points: s.points_used })} value={`-${money(s.points_amount)}`} />
        )}
        {!!s?.wallet_amount && <Row className="pay-sum-wallet" label={t('pay.sumWallet')} value={`-${money(s.wallet_amount)}`} />}
        <Row className="pay-sum-online" label={t('pay.sumOnline')} value={money(p.online)} />
      </View>

      <View className="pay-bar">
        <View className="pay-bar-total">
          {t('pay.toPay')}
          <View className="pay-bar-amount">{money(p.online)}</View>
        </View>
        <Button
          className="pay-submit"
          type="primary"
          loading={p.paying}
          disabled={p.paying || p.previewing || (needOnline && o.methods.length === 0)}
          onClick={pay}
        >
          {t('pay.payAmount', { amount: money(p.online) })}
        </Button>
      </View>
      {process.env.TARO_ENV === 'h5' && <StripeSheet />}
    </View>
  );
}

export default observer(PaymentPage);
