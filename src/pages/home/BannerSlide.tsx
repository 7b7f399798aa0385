// One home banner: a server banner carries its gradient, picture and route; the built-in ones are drawn by class.
import { Image, View } from '@tarojs/components';
import { openRoute } from '@/lib/navigation';
import type { BannerView } from './content';

/** `canOpen` lets a carousel ignore the tap that ends a swipe. */
export function BannerSlide({ banner: b, canOpen }: { banner: BannerView; canOpen?: () => boolean }) {
  return (
    <View
      className={`home-banner-slide home-banner-slide--${b.key}`}
      style={
        b.colors ? { background: `linear-gradient(120deg, ${b.colors.from} 0%, ${b.colors.to} 100%)`, color: b.colors.text } : undefined
      }
      onClick={() => b.route && (canOpen?.() ?? true) && openRoute(b.route)}
    >
      {b.image && <Image className="home-banner-image" src={b.image} mode="aspectFill" ariaLabel="" />}
      <View className="home-banner-title">{b.title}</View>
      <View className="home-banner-text">{b.text}</View>
    </View>
  );
}
