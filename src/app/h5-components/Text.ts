import { defineCustomElement } from '@tarojs/components/dist/components/taro-text-core';
import { proxy } from './proxy';

export const Text = /*#__PURE__*/ proxy('taro-text-core', defineCustomElement);
