// The home carousel in the mini-program: NutUI's Swiper over WeChat's native swiper (spec defaults: autoplay
// every 5000 ms, 500 ms transition). The H5 build has its own (Banners.h5.tsx).
import { Swiper } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { SWIPER_DURATION_MS, SWIPER_INTERVAL_MS } from '@/constants';
import { BannerSlide } from './BannerSlide';
import type { BannerView } from './content';

export function Banners({ banners }: { banners: BannerView[] }) {
  return (
    <View className="home-banner">
      {/* keyed by the set shown, so the swiper restarts cleanly when the server's banners replace the built-ins */}
      <Swiper
        key={banners.map((b) => b.key).join('|')}
        autoplay
        interval={SWIPER_INTERVAL_MS}
        duration={SWIPER_DURATION_MS}
        indicator
        loop={banners.length > 2}
        height={150}
      >
        {banners.map((b) => (
          <Swiper.Item key={b.key}>
            <BannerSlide banner={b} />
          </Swiper.Item>
        ))}
      </Swiper>
    </View>
  );
}
