import { defineCustomElement } from '@tarojs/components/dist/components/taro-scroll-view-core';
import { proxy } from './proxy';

export const ScrollView = /*#__PURE__*/ proxy('taro-scroll-view-core', defineCustomElement);
