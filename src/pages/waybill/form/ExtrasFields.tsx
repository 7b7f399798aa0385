// Insurance (switch + insured value) and the value-added services with their fees (WAYBILL_SERVICES).
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import { SERVICE_CODES, WAYBILL_SERVICES, type ServiceCode } from '@/contract-tracking'
import { useStores } from '@/stores'
import { useT } from '@/locales'
import { currencySymbol, formatMoney } from '@/utils/money'

interface InsuranceProps {
  insured: boolean
  value: string
  declared: number
  currency: string
  onInsured(on: boolean): void
  onValue(value: string): void
}

export function InsuranceField({ insured, value, declared, currency, onInsured, onValue }: InsuranceProps) {
  const t = useT()
  return (
    <View className='waybill-insurance'>
      <View className='waybill-row waybill-insured' onClick={() => onInsured(!insured)}>
        <View className='waybill-row-label'>{t('waybillForm.insured')}</View>
        <View className={`waybill-switch${insured ? ' waybill-switch--on' : ''}`}>
          <View className='waybill-switch-knob' />
        </View>
      </View>
      {insured && (
        <View className='waybill-row waybill-insured-value'>
          <View className='waybill-row-label'>{t('waybillForm.insuredValue', { symbol: currencySymbol(currency) })}</View>
          <Input
            type='digit'
            value={value}
            onChange={onValue}
            placeholder={t('waybillForm.insuredPlaceholder', { value: formatMoney(declared, currency) })}
            maxLength={10}
          />
        </View>
      )}
    </View>
  )
}

export const ServicesField = observer(function ServicesField({ services, currency, onChange }: { services: ServiceCode[]; currency: string; onChange(next: ServiceCode[]): void }) {
  const { language } = useStores()
  const toggle = (code: ServiceCode) => onChange(services.includes(code) ? services.filter((c) => c !== code) : [...services, code])
  return (
    <View className='waybill-services'>
      {SERVICE_CODES.map((code) => {
        const on = services.includes(code)
        const service = WAYBILL_SERVICES[code]
        return (
          <View key={code} className={`waybill-row waybill-service waybill-service-${code}${on ? ' waybill-service--on' : ''}`} onClick={() => toggle(code)}>
            <View className='waybill-check' />
            <View className='waybill-service-name'>{language.isEnglish ? service.en : service.zh}</View>
            <View className='waybill-service-fee'>+{formatMoney(service.fee, currency)}</View>
          </View>
        )
      })}
    </View>
  )
})
