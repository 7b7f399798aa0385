// Home (tab): banners and the grid of services.
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { useT } from '@/locales'
import { usePage } from '@/hooks/usePage'
import { HOME_FEATURES } from '@/features'
import { openRoute } from '@/lib/navigation'
import { FeatureIcon } from '@/components/FeatureIcon'
import { Banners } from './Banners'
import './index.css'

function HomePage() {
  usePage('title.home', { tab: true })
  const t = useT()
  return (
    <View className='home-page'>
      <Banners />
      <View className='home-section'>
        <View className='home-section-title'>{t('home.services')}</View>
        <View className='home-features'>
          {HOME_FEATURES.map((f) => (
            <View key={f.key} className={`home-feature feature-${f.key}`} onClick={() => openRoute(f.route)}>
              <FeatureIcon label={t(`feature.${f.key}`)} color={f.color} />
              <View className='home-feature-label'>{t(`feature.${f.key}`)}</View>
            </View>
          ))}
        </View>
      </View>
    </View>
  )
}

export default observer(HomePage)
