// Built-in bilingual banners drawn with gradients (no external images); swiper defaults of spec §9.
import { View } from '@tarojs/components'
import { Swiper } from '@nutui/nutui-react-taro'
import { useT } from '@/locales'
import { SWIPER_DURATION_MS, SWIPER_INTERVAL_MS } from '@/constants'

const BANNERS = ['fast', 'safe', 'card'] as const

export function Banners() {
  const t = useT()
  return (
    <View className='home-banner'>
      <Swiper autoplay interval={SWIPER_INTERVAL_MS} duration={SWIPER_DURATION_MS} indicator loop height={150}>
        {BANNERS.map((key) => (
          <Swiper.Item key={key}>
            <View className={`home-banner-slide home-banner-slide--${key}`}>
              <View className='home-banner-title'>{t(`home.banner.${key}.title`)}</View>
              <View className='home-banner-text'>{t(`home.banner.${key}.text`)}</View>
            </View>
          </Swiper.Item>
        ))}
      </Swiper>
    </View>
  )
}
