import TaroText from '@tarojs/components-react/dist/components/text/index.js';
import { webAria } from './aria';

export const Text = /*#__PURE__*/ webAria(TaroText as never);
