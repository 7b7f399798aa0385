import { defineCustomElement } from '@tarojs/components/dist/components/taro-form-core';
import { stencil } from './stencil';

export const Form = /*#__PURE__*/ stencil('taro-form-core', defineCustomElement);
