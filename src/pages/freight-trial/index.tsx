// Freight estimate: weight, sides, declared value, goods category, insurance -> a price per channel
// (or why a channel cannot take the parcel). Works signed out; the site currency comes from the session.
import { Button, Input, Picker, Skeleton, Switch } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormError } from '@/components/FormError';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { useStores } from '@/stores';
import { currencySymbol } from '@/utils/money';
import { QuoteCard } from './QuoteCard';
import { useFreightTrial } from './useFreightTrial';
import '../tab-pages.css';
import './index.css';
import '@/locales/areas/freight-estimate';

const DEFAULT_CURRENCY = 'NZD';

function FreightTrialPage() {
  usePage('freight.title');
  const t = useT();
  const { session } = useStores();
  const trial = useFreightTrial();
  const [picking, setPicking] = useState(false);
  Taro.useDidShow(() => session.ensureUser());

  const siteCurrency = session.setting?.site.currency || trial.result?.currency || DEFAULT_CURRENCY;
  const { input, set } = trial;
  const category = trial.categories.find((c) => c.code === input.category);

  if (!trial.ready) {
    // Until the categories answer: the first one's hint would otherwise push the form down as it arrives.
    return (
      <View className="tab-page freight-page">
        <View className="card freight-form freight-loading">
          <Skeleton rows={6} animated />
        </View>
      </View>
    );
  }

  return (
    <View className="tab-page freight-page">
      <View className="card freight-form">
        <View className="freight-row freight-weight">
          <View className="freight-label">{t('freight.weight')}</View>
          <Input type="digit" value={input.weight} onChange={set('weight')} placeholder={t('freight.weightPlaceholder')} maxLength={10} />
          <View className="freight-unit">kg</View>
        </View>
        <View className="freight-row freight-dims">
          <View className="freight-label">{t('freight.dims')}</View>
          <Input
            className="freight-length"
            type="digit"
            value={input.length}
            onChange={set('length')}
            placeholder={t('freight.length')}
            maxLength={6}
          />
          <View className="freight-times">×</View>
          <Input
            className="freight-width"
            type="digit"
            value={input.width}
            onChange={set('width')}
            placeholder={t('freight.width')}
            maxLength={6}
          />
          <View className="freight-times">×</View>
          <Input
            className="freight-height"
            type="digit"
            value={input.height}
            onChange={set('height')}
            placeholder={t('freight.height')}
            maxLength={6}
          />
          <View className="freight-unit">cm</View>
        </View>
        <View className="freight-row freight-declared">
          <View className="freight-label">{t('freight.declared')}</View>
          <Input
            type="digit"
            value={input.declared}
            onChange={set('declared')}
            placeholder={t('freight.declaredPlaceholder')}
            maxLength={12}
          />
          <View className="freight-unit freight-currency">{currencySymbol(siteCurrency).trim()}</View>
        </View>
        <View className="freight-row freight-category" onClick={() => trial.categories.length && setPicking(true)}>
          <View className="freight-label">{t('freight.category')}</View>
          <View className={category ? 'freight-value freight-category-value' : 'freight-placeholder freight-category-value'}>
            {category?.name ?? t('freight.categoryPlaceholder')}
          </View>
          <View className="freight-arrow" />
        </View>
        {category?.hint ? <View className="freight-hint freight-category-hint">{category.hint}</View> : null}
        <View className="freight-row freight-insured">
          <View className="freight-label">{t('freight.insured')}</View>
          <Switch className="freight-insured-switch" ariaLabel={t('freight.insured')} checked={input.insured} onChange={set('insured')} />
        </View>
        {session.setting?.insurance_desc ? <View className="freight-hint">{session.setting.insurance_desc}</View> : null}
        <FormError className="freight-error" text={trial.error} />
        <Button className="freight-submit" type="primary" block loading={trial.busy} onClick={trial.submit}>
          {t('freight.submit')}
        </Button>
      </View>

      {trial.result && (
        <View className="quote-list">
          <View className="quote-list-title">{t('freight.resultTitle')}</View>
          {trial.result.quotes.length === 0 && <View className="card quote-none">{t('freight.noChannels')}</View>}
          {trial.result.quotes.map((q) => (
            <QuoteCard key={q.channel.code} quote={q} currency={trial.result!.currency || siteCurrency} />
          ))}
          <View className="freight-disclaimer">{t('freight.disclaimer')}</View>
        </View>
      )}

      <Picker
        title={t('freight.category')}
        visible={picking}
        options={[trial.categories.map((c) => ({ label: c.name, value: c.code }))]}
        value={input.category ? [input.category] : []}
        onConfirm={(_, values) => set('category')(String(values[0] ?? ''))}
        onClose={() => setPicking(false)}
      />
    </View>
  );
}

export default observer(FreightTrialPage);
