import { defineCustomElement } from '@tarojs/components/dist/components/taro-button-core';
import { proxy } from './proxy';

export const Button = /*#__PURE__*/ proxy('taro-button-core', defineCustomElement);
