// Insurance (switch + insured value) and the value-added services with their fees (WAYBILL_SERVICES).
import { Input } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useT } from '@/locales';
import { useStores } from '@/stores';
import { currencySymbol, formatMoney } from '@/utils/money';
import { SERVICE_CODES, type ServiceCode, WAYBILL_SERVICES } from '@contract/waybill';
import '@/locales/areas/sending';

interface InsuranceProps {
  insured: boolean;
  value: string;
  declared: number;
  currency: string;
  onInsured(on: boolean): void;
  onValue(value: string): void;
}

export function InsuranceField({ insured, value, declared, currency, onInsured, onValue }: InsuranceProps) {
  const t = useT();
  return (
    <View className="waybill-insurance">
      <View className="waybill-row waybill-insured" onClick={() => onInsured(!insured)}>
        <View className="waybill-row-label">{t('waybillForm.insured')}</View>
        <View className={`waybill-switch${insured ? ' waybill-switch--on' : ''}`}>
          <View className="waybill-switch-knob" />
        </View>
      </View>
      {insured && (
        <View className="waybill-row waybill-insured-value">
          <View className="waybill-row-label">{t('waybillForm.insuredValue', { symbol: currencySymbol(currency) })}</View>
          <Input
            type="digit"
            value={value}
            onChange={onValue}
            placeholder={t('waybillForm.insuredPlaceholder', { value: formatMoney(declared, currency) })}
            maxLength={10}
          />
        </View>
      )}
    </View>
  );
}

export const ServicesField = observer(function ServicesField({
  services,
  currency,
  onChange,
}: {
  services: ServiceCode[];
  currency: string;
  onChange(next: ServiceCode[]): void;
}) {
  const { language } = useStores();
  const toggle = (code: ServiceCode) => onChange(services.includes(code) ? services.filter((c) => c !== code) : [...services, code]);
  return (
    <View className="waybill-services">
      {SERVICE_CODES.map((code) => {
        const on = services.includes(code);
        const service = WAYBILL_SERVICES[code];
        return (
          <View
            key={code}
            className={`waybill-row waybill-service waybill-service-${code}${on ? ' waybill-service--on' : ''}`}
            onClick={() => toggle(code)}
          >
            <View className="waybill-check" />
            <View className="waybill-service-name">{language.isEnglish ? service.en : service.zh}</View>
            <View className="waybill-service-fee">+{formatMoney(service.fee, currency)}</View>
          </View>
        );
      })}
    </View>
  );
});

interface ExtrasState {
  insured: boolean;
  insured_value: string;
  services: ServiceCode[];
  note: string;
}

/** Insurance, value-added services and a note: the same card on the pack and the send forms. */
export function ExtrasCard({
  state,
  patch,
  declared,
  currency,
}: {
  state: ExtrasState;
  patch(next: Partial<ExtrasState>): void;
  declared: number;
  currency: string;
}) {
  const t = useT();
  return (
    <View className="card waybill-extras">
      <InsuranceField
        insured={state.insured}
        value={state.insured_value}
        declared={declared}
        currency={currency}
        onInsured={(insured) => patch({ insured })}
        onValue={(insured_value) => patch({ insured_value })}
      />
      <ServicesField services={state.services} currency={currency} onChange={(services) => patch({ services })} />
      <View className="waybill-row waybill-note">
        <View className="waybill-row-label">{t('waybillForm.note')}</View>
        <Input value={state.note} onChange={(note) => patch({ note })} placeholder={t('waybillForm.notePlaceholder')} maxLength={200} />
      </View>
    </View>
  );
}
