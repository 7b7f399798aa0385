import TaroInput from '@tarojs/components-react/dist/components/input/index.js';
import { webAria } from './aria';

export const Input = /*#__PURE__*/ webAria(TaroInput as never);
