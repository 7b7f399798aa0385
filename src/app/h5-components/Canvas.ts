import { defineCustomElement } from '@tarojs/components/dist/components/taro-canvas-core';
import { stencil } from './stencil';

export const Canvas = /*#__PURE__*/ stencil('taro-canvas-core', defineCustomElement);
