// Edit a waybill that is not packed yet (pending_pack / pending_receipt): recipient, goods, channel with its
// estimate, services, insurance, note. Checks every goods line before any call.
import { Button, Input, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { WaybillStatusBadge } from '@/components/WaybillStatusBadge';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { useStores } from '@/stores';
import { pickAddressUrl } from '@/stores/address-picker';
import { formatMoney } from '@/utils/money';
import { formatPhone } from '@/utils/phone';
import { gramsToKg } from '@contract/units';
import { SERVICE_CODES, WAYBILL_SERVICES } from '@contract/waybill';
import { estimateWeight, useWaybillEdit } from './useWaybillEdit';
import './index.css';
import './detail.css';
import './edit.css';
import '@/locales/areas/waybill';

function WaybillEditPage() {
  usePage('waybillEdit.title');
  const t = useT();
  const { language } = useStores();
  const id = Number(Taro.useRouter().params?.id);
  const form = useWaybillEdit(id);
  /** The goods line whose category chips are open (a chosen category shows alone until "change"). */
  const [openLine, setOpenLine] = useState(-1);
  const w = form.waybill;

  if (form.loading) {
    return (
      <View className="waybill-page waybill-edit-page">
        <View className="waybill-section">
          <Skeleton rows={8} animated />
        </View>
      </View>
    );
  }
  if (!w) {
    return (
      <View className="waybill-page waybill-edit-page">
        <EmptyState className="waybill-edit-missing" text={t('waybillDetail.notFound')} />
      </View>
    );
  }
  if (!form.editable) {
    return (
      <View className="waybill-page waybill-edit-page">
        <EmptyState
          className="waybill-edit-locked"
          text={t('waybillEdit.notEditable')}
          action={t('common.ok')}
          onAction={() => Taro.navigateBack()}
        />
      </View>
    );
  }
  const currency = w.currency;

  return (
    <View className="waybill-page waybill-edit-page">
      <View className="waybill-section waybill-edit-head">
        <View className="waybill-detail-no-row">
          <View className="waybill-detail-no">{w.no}</View>
          <WaybillStatusBadge status={w.status} className="waybill-detail-status" />
        </View>
      </View>

      <View className="waybill-section waybill-edit-recipient" onClick={() => Taro.navigateTo({ url: pickAddressUrl('recipient') })}>
        <View className="waybill-section-title">{t('waybillEdit.recipient')}</View>
        {form.recipient ? (
          <>
            <View className="waybill-party-name waybill-edit-recipient-name">
              {form.recipient.name} {formatPhone(form.recipient.mobile)}
            </View>
            <View className="waybill-party-address">{form.recipient.place}</View>
          </>
        ) : (
          <View className="waybill-muted">{t('waybillEdit.pickRecipient')}</View>
        )}
        <View className="waybill-link waybill-edit-pick">{t('waybillEdit.changeRecipient')} ›</View>
      </View>

      <View className="waybill-section waybill-edit-goods">
        <View className="waybill-section-title">{t('waybillEdit.goods')}</View>
        {form.goods.map((g, i) => (
          <View key={i} className={`waybill-edit-line waybill-edit-line-${i}`}>
            <View className="waybill-edit-label">{t('waybillEdit.goodsName')}</View>
            <Input
              className="waybill-edit-line-name"
              value={g.name}
              onChange={(v) => form.setLine(i, { name: v })}
              placeholder={t('waybillEdit.goodsName')}
              maxLength={60}
            />
            <View className="waybill-edit-label">{t('waybillEdit.category')}</View>
            <View className="waybill-edit-line-categories">
              {(g.category && openLine !== i ? form.categories.filter((c) => c.code === g.category) : form.categories).map((c) => (
                <View
                  key={c.code}
                  className={`waybill-edit-category waybill-edit-category-${c.code}${g.category === c.code ? ' waybill-edit-category--active' : ''}`}
                  onClick={() => {
                    form.setLine(i, { category: c.code });
                    setOpenLine(-1);
                  }}
                >
                  {c.name}
                </View>
              ))}
              {g.category && openLine !== i && (
                <View className="waybill-link waybill-edit-category-change" onClick={() => setOpenLine(i)}>
                  {t('waybillEdit.changeRecipient')}
                </View>
              )}
            </View>
            <View className="waybill-edit-line-numbers">
              <View className="waybill-edit-number">
                <View className="waybill-edit-label">{t('waybillEdit.goodsQuantity')}</View>
                <Input
                  className="waybill-edit-line-quantity"
                  type="number"
                  value={g.quantity}
                  onChange={(v) => form.setLine(i, { quantity: v })}
                  placeholder={t('waybillEdit.goodsQuantity')}
                  maxLength={3}
                />
              </View>
              <View className="waybill-edit-number waybill-edit-number--value">
                <View className="waybill-edit-label">{t('waybillEdit.goodsValue', { currency })}</View>
                <Input
                  className="waybill-edit-line-value"
                  type="digit"
                  value={g.value}
                  onChange={(v) => form.setLine(i, { value: v })}
                  placeholder={t('waybillEdit.goodsValue', { currency })}
                  maxLength={10}
                />
              </View>
              <View className="waybill-edit-line-remove" onClick={() => form.removeLine(i)}>
                {t('waybillEdit.removeGoods')}
              </View>
            </View>
          </View>
        ))}
        <View className="waybill-link waybill-edit-add-line" onClick={form.addLine}>
          + {t('waybillEdit.addGoods')}
        </View>
      </View>

      <View className="waybill-section waybill-edit-channels">
        <View className="waybill-section-title">{t('waybillEdit.channel')}</View>
        <View className="waybill-muted waybill-edit-estimate-for">
          {t('waybillEdit.estimateFor', { kg: gramsToKg(estimateWeight(w)) })}
        </View>
        {form.quotes.length === 0 ? (
          <View className="waybill-edit-channel waybill-edit-channel--active">{w.channel.name}</View>
        ) : (
          form.quotes.map((q) => (
            <View
              key={q.channel.code}
              className={`waybill-edit-channel waybill-edit-channel-${q.channel.code}${form.channel === q.channel.code ? ' waybill-edit-channel--active' : ''}${q.ok ? '' : ' waybill-edit-channel--refused'}`}
              onClick={() => q.ok && form.setChannel(q.channel.code)}
            >
              <View className="waybill-edit-channel-main">
                <View className="waybill-edit-channel-name">{q.channel.name}</View>
                <View className="waybill-muted">
                  {t('waybillEdit.transitDays', { min: q.channel.transit_days_min, max: q.channel.transit_days_max })}
                </View>
              </View>
              <View className="waybill-edit-channel-price">
                {q.ok && q.breakdown
                  ? formatMoney(q.breakdown.total, q.breakdown.currency)
                  : t('waybillEdit.quoteRefused', { reason: q.reason?.msg ?? '' })}
              </View>
            </View>
          ))
        )}
      </View>

      <View className="waybill-section waybill-edit-services">
        <View className="waybill-section-title">{t('waybillEdit.services')}</View>
        {SERVICE_CODES.map((code) => (
          <View
            key={code}
            className={`waybill-edit-check waybill-edit-service-${code}${form.services.includes(code) ? ' waybill-edit-check--on' : ''}`}
            onClick={() => form.toggleService(code)}
          >
            <View className="waybill-edit-box" />
            <View className="waybill-edit-check-label">{language.isEnglish ? WAYBILL_SERVICES[code].en : WAYBILL_SERVICES[code].zh}</View>
            <View className="waybill-muted">{formatMoney(WAYBILL_SERVICES[code].fee, currency)}</View>
          </View>
        ))}
        <View
          className={`waybill-edit-check waybill-edit-insured${form.insured ? ' waybill-edit-check--on' : ''}`}
          onClick={() => form.setInsured(!form.insured)}
        >
          <View className="waybill-edit-box" />
          <View className="waybill-edit-check-label">{t('waybillEdit.insured')}</View>
        </View>
        <Input
          className="waybill-edit-note"
          value={form.note}
          onChange={form.setNote}
          placeholder={t('waybillEdit.notePlaceholder')}
          maxLength={200}
        />
      </View>

      <View className="waybill-detail-actions waybill-edit-bar">
        {form.error && <View className="waybill-edit-error">{form.error}</View>}
        <Button className="waybill-edit-submit" type="primary" block disabled={form.busy} onClick={form.submit}>
          {t('waybillEdit.submit')}
        </Button>
      </View>
    </View>
  );
}

export default observer(WaybillEditPage);
