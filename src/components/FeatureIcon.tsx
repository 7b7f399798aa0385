// A feature's icon drawn in CSS: a coloured badge with the first letter of its name (no images to load).
import { View } from '@tarojs/components'
import './feature-icon.css'

export function FeatureIcon({ label, color }: { label: string; color: string }) {
  return (
    <View className='feature-icon' style={{ background: color }}>
      {label.slice(0, 1)}
    </View>
  )
}
