import { defineCustomElement } from '@tarojs/components/dist/components/taro-input-core';
import { proxy } from './proxy';

export const Input = /*#__PURE__*/ proxy('taro-input-core', defineCustomElement);
