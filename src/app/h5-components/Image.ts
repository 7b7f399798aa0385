import TaroImage from '@tarojs/components-react/dist/components/image/index.js';
import { webAria } from './aria';

export const Image = /*#__PURE__*/ webAria(TaroImage as never);
