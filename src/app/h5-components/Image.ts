import { defineCustomElement } from '@tarojs/components/dist/components/taro-image-core';
import { proxy } from './proxy';

export const Image = /*#__PURE__*/ proxy('taro-image-core', defineCustomElement);
