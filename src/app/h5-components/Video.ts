import { defineCustomElement } from '@tarojs/components/dist/components/taro-video-core';
import { stencil } from './stencil';

export const Video = /*#__PURE__*/ stencil('taro-video-core', defineCustomElement);
