import { defineCustomElement } from '@tarojs/components/dist/components/taro-video-core';
import { proxy } from './proxy';

export const Video = /*#__PURE__*/ proxy('taro-video-core', defineCustomElement);
