import TaroPicker from '@tarojs/components-react/dist/components/picker/index.js';
import { webAria } from './aria';

export const Picker = /*#__PURE__*/ webAria(TaroPicker as never);
