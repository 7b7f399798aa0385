// The clipboard's text on a tap, in the mini-program (a privacy-scoped API: the privacy guide lists it). H5:
// clipboard-text.h5.ts. '' when nothing can be read.
import Taro from '@tarojs/taro';

export const readClipboardText = (): Promise<string> =>
  Taro.getClipboardData().then(
    (r) => r.data ?? '',
    () => '',
  );
