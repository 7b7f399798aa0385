import TaroPicker from '@tarojs/components-react/dist/components/picker/index.js';
import { webAria } from './aria';
// Taro's Picker styles, split out of its components' one stylesheet (config/taro-html-css-loader.js).
import '@tarojs/components-react/dist/index.css?picker';

export const Picker = /*#__PURE__*/ webAria(TaroPicker as never);
