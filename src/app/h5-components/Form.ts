import { defineCustomElement } from '@tarojs/components/dist/components/taro-form-core';
import { proxy } from './proxy';

export const Form = /*#__PURE__*/ proxy('taro-form-core', defineCustomElement);
