import { Swiper as TaroSwiper, SwiperItem as TaroSwiperItem } from '@tarojs/components-react/dist/components/swiper/index.js';
import { webAria } from './aria';

export const Swiper = /*#__PURE__*/ webAria(TaroSwiper as never);
export const SwiperItem = /*#__PURE__*/ webAria(TaroSwiperItem as never);
