// The home carousel on H5 (plain elements: this file is built for the web only): the slides sit in a track moved by a CSS transform. Taro's H5 Swiper (under NutUI's)
// brings Swiper.js, about 43 KB gz and the largest script cost of the home page's start. Same behaviour as the
// mini-program's (spec defaults: autoplay every 5000 ms, a 500 ms slide, a loop over more than two banners).
// The loop has a copy of the last slide before the first and of the first after the last; once a slide to a copy
// ends, the track jumps without a transition to the real slide. Autoplay pauses while a finger is on the
// carousel and is off for users who ask for reduced motion.
import { View } from '@tarojs/components';
import { type TouchEvent, useEffect, useRef, useState } from 'react';
import { SWIPER_DURATION_MS, SWIPER_INTERVAL_MS } from '@/constants';
import { useT } from '@/locales';
import { BannerSlide } from './BannerSlide';
import type { BannerView } from './content';

/** How far (px) a finger must move sideways before the carousel follows it rather than the page's scroll. */
const DRAG_START_PX = 8;
/** A swipe past this share of the width (or 40 px) turns the slide. */
const TURN_SHARE = 0.2;

interface Touch {
  x: number;
  y: number;
  moved: boolean;
}

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function Banners({ banners }: { banners: BannerView[] }) {
  return (
    <View className="home-banner">
      {/* keyed by the set shown, so the carousel restarts cleanly when the server's banners replace the built-ins */}
      <Carousel key={banners.map((b) => b.key).join('|')} banners={banners} />
    </View>
  );
}

function Carousel({ banners }: { banners: BannerView[] }) {
  const t = useT();
  const count = banners.length;
  const loop = count > 2;
  const slides = loop ? [banners[count - 1], ...banners, banners[0]] : banners;
  const [pos, setPos] = useState(loop ? 1 : 0);
  const [animate, setAnimate] = useState(false);
  const [drag, setDrag] = useState(0);
  const [held, setHeld] = useState(false);
  const touch = useRef<Touch | null>(null);
  const width = useRef(0);
  const shown = loop ? (pos - 1 + count) % count : pos;

  const turn = (next: number) => {
    setAnimate(true);
    // In a loop a swipe stays within the copies (one made during the copy's swap-back included).
    setPos(Math.min(Math.max(next, 0), loop ? count + 1 : count - 1));
  };

  useEffect(() => {
    if (held || count < 2 || reducedMotion()) return undefined;
    const timer = setTimeout(() => {
      setAnimate(true);
      setPos((at) => (loop || at < count - 1 ? at + 1 : 0));
    }, SWIPER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [pos, held, count, loop]);

  // After a slide onto a copy, the real slide takes its place (a timer, not transitionend, which a hidden page
  // never fires).
  useEffect(() => {
    if (!loop || (pos > 0 && pos <= count)) return undefined;
    const timer = setTimeout(() => {
      setAnimate(false);
      setPos(pos === 0 ? count : 1);
    }, SWIPER_DURATION_MS);
    return () => clearTimeout(timer);
  }, [pos, count, loop]);

  const onTouchStart = (e: TouchEvent<HTMLElement>) => {
    const { clientX, clientY } = e.touches[0];
    touch.current = { x: clientX, y: clientY, moved: false };
    width.current = e.currentTarget.offsetWidth;
    setHeld(true);
  };
  const onTouchMove = (e: TouchEvent<HTMLElement>) => {
    const start = touch.current;
    if (!start) return;
    const dx = e.touches[0].clientX - start.x;
    if (!start.moved && Math.abs(dx) > DRAG_START_PX && Math.abs(dx) > Math.abs(e.touches[0].clientY - start.y)) start.moved = true;
    const toward = pos + (dx > 0 ? -1 : 1);
    // Past either end of a carousel that does not loop, the track follows a third of the way and springs back.
    if (start.moved) setDrag(!loop && (toward < 0 || toward >= count) ? dx / 3 : dx);
  };
  const onTouchEnd = () => {
    if (touch.current?.moved) {
      const enough = Math.max(width.current * TURN_SHARE, 40);
      turn(drag <= -enough ? pos + 1 : drag >= enough ? pos - 1 : pos);
    }
    setDrag(0);
    setHeld(false);
  };

  return (
    <div className="home-carousel" style={{ height: 150 }} role="region" aria-roledescription="carousel" aria-label={t('home.banners')}>
      <div
        className="home-carousel-track"
        style={{
          transform: `translateX(calc(${-pos * 100}% + ${drag}px))`,
          transition: animate && !drag ? `transform ${SWIPER_DURATION_MS}ms ease` : 'none',
        }}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
      >
        {slides.map((b, i) => (
          <div key={`${b.key}-${i}`} className="home-carousel-item" aria-hidden={(loop && (i === 0 || i === count + 1)) || undefined}>
            <BannerSlide banner={b} canOpen={() => !touch.current?.moved} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="home-carousel-dots" aria-hidden>
          {banners.map((b, i) => (
            <div key={b.key} className={`home-carousel-dot${i === shown ? ' home-carousel-dot--active' : ''}`} />
          ))}
        </div>
      )}
    </div>
  );
}
