import { defineCustomElement } from '@tarojs/components/dist/components/taro-picker-core';
import { proxy } from './proxy';

export const Picker = /*#__PURE__*/ proxy('taro-picker-core', defineCustomElement);
