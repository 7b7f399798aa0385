// H5: the start-up strings of the chosen language only, each language a chunk of its own (~5 KB gz); the other
// is fetched when the user switches. Page chunks wait for it (app/h5.ts), so no page renders without its strings.
import type { Lang } from './lang';
import type zhCN from './zh-CN';

/** Nothing is installed at start: the language store asks for the chosen language. */
export const BUNDLED: Lang[] = [];

export const coreStrings = (lang: Lang): Promise<typeof zhCN> =>
  (lang === 'en' ? import(/* webpackChunkName: "lang-en" */ './en') : import(/* webpackChunkName: "lang-zh" */ './zh-CN')).then(
    (m) => m.default,
  );
