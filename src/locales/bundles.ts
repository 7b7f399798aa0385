// The start-up strings of both languages, bundled: the mini-program and the tests read them synchronously.
// On H5, bundles.h5.ts takes this file's place (Taro picks the platform file) and loads only the chosen language.
import en from './en';
import type { Lang } from './lang';
import zhCN from './zh-CN';

/** Both languages are in the package: they are installed at start. */
export const BUNDLED: Lang[] = ['zh_CN', 'en'];

export const coreStrings = (lang: Lang): typeof zhCN | Promise<typeof zhCN> => (lang === 'en' ? en : zhCN);
