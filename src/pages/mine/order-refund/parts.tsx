// Pieces of a return both the customer's detail and the staff workbench show.
import { View } from '@tarojs/components'
import type { ReturnAddress, ReturnEvent } from '@/contract-returns'
import { useT } from '@/locales'
import { localTime } from '@/pages/waybill/format'

/** 12 Queen Street, Auckland Central, Auckland 1010, NZ */
export const addressLine = (a: ReturnAddress) =>
  [a.street, a.suburb, `${a.city === a.region ? a.city : [a.city, a.region].filter(Boolean).join(' ')} ${a.postcode}`.trim(), a.country].filter(Boolean).join(', ')

export function ReturnTimeline({ events }: { events: ReturnEvent[] }) {
  const t = useT()
  return (
    <View className='claims-timeline'>
      {events.map((e, i) => (
        <View key={i} className={`claims-event ret-event ret-event-${e.action}`}>
          <View className='claims-row'>
            <View>{e.action_text}</View>
            <View className='claims-muted'>{t(`returns.detail.by.${e.by}`)}</View>
          </View>
          {e.note && <View className='claims-event-message'>{e.note}</View>}
          <View className='claims-muted'>{localTime(e.at)}</View>
        </View>
      ))}
    </View>
  )
}
