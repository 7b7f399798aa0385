import { defineCustomElement } from '@tarojs/components/dist/components/taro-canvas-core';
import { proxy } from './proxy';

export const Canvas = /*#__PURE__*/ proxy('taro-canvas-core', defineCustomElement);
