import { defineCustomElement as defineSwiper } from '@tarojs/components/dist/components/taro-swiper-core';
import { defineCustomElement as defineSwiperItem } from '@tarojs/components/dist/components/taro-swiper-item-core';
import { proxy } from './proxy';

export const Swiper = /*#__PURE__*/ proxy('taro-swiper-core', defineSwiper);
export const SwiperItem = /*#__PURE__*/ proxy('taro-swiper-item-core', defineSwiperItem);
