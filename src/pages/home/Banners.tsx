// The home carousel (swiper defaults: autoplay every 5000 ms, 500 ms transition). Server
// banners carry their gradient and route; the built-in ones are drawn by class (no external images).
import { Swiper } from '@nutui/nutui-react-taro';
import { Image, View } from '@tarojs/components';
import { SWIPER_DURATION_MS, SWIPER_INTERVAL_MS } from '@/constants';
import { openRoute } from '@/lib/navigation';
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
            <View
              className={`home-banner-slide home-banner-slide--${b.key}`}
              style={
                b.colors
                  ? { background: `linear-gradient(120deg, ${b.colors.from} 0%, ${b.colors.to} 100%)`, color: b.colors.text }
                  : undefined
              }
              onClick={() => b.route && openRoute(b.route)}
            >
              {b.image && <Image className="home-banner-image" src={b.image} mode="aspectFill" />}
              <View className="home-banner-title">{b.title}</View>
              <View className="home-banner-text">{b.text}</View>
            </View>
          </Swiper.Item>
        ))}
      </Swiper>
    </View>
  );
}
