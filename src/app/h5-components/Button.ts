import TaroButton from '@tarojs/components-react/dist/components/button/index.js';
import { webAria } from './aria';

export const Button = /*#__PURE__*/ webAria(TaroButton as never);
