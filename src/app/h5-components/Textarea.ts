import { defineCustomElement } from '@tarojs/components/dist/components/taro-textarea-core';
import { proxy } from './proxy';

export const Textarea = /*#__PURE__*/ proxy('taro-textarea-core', defineCustomElement);
