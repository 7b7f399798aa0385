import { defineCustomElement } from '@tarojs/components/dist/components/taro-view-core';
import { proxy } from './proxy';

export const View = /*#__PURE__*/ proxy('taro-view-core', defineCustomElement);
