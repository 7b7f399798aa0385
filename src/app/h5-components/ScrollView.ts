import TaroScrollView from '@tarojs/components-react/dist/components/scroll-view/index.js';
import { webAria } from './aria';

export const ScrollView = /*#__PURE__*/ webAria(TaroScrollView as never);
