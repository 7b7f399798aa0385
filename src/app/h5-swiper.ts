// H5 only: config/index.ts points NutUI's Swiper (home banners) here instead of '@tarojs/components'.
// These are the same Stencil <taro-swiper-core> / <taro-swiper-item-core> React proxies that
// @tarojs/components/lib/react builds, made in a module of their own. There, every proxy lives in one
// module of Taro's start-up chunk, so a Swiper used on any page put the Swiper library (swiper-bundle,
// ~330 KB raw) into the first load of every page, login included; from here it loads with the page that
// shows a swiper. Not used by the mini-program build (its Swiper is WeChat's native component).
import { defineCustomElement as defineSwiper } from '@tarojs/components/dist/components/taro-swiper-core';
import { defineCustomElement as defineSwiperItem } from '@tarojs/components/dist/components/taro-swiper-item-core';
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper';
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib';

export { View } from '@tarojs/components';

export const Swiper = /*#__PURE__*/ createReactComponent('taro-swiper-core', undefined, manipulatePropsFunction, defineSwiper);
export const SwiperItem = /*#__PURE__*/ createReactComponent('taro-swiper-item-core', undefined, manipulatePropsFunction, defineSwiperItem);
