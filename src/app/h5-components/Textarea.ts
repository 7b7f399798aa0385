import { defineCustomElement } from '@tarojs/components/dist/components/taro-textarea-core';
import { stencil } from './stencil';

export const Textarea = /*#__PURE__*/ stencil('taro-textarea-core', defineCustomElement);
