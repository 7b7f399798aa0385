// The app's one i18n entry: i18next (works on weapp and H5; taro-i18n-lite is not published).
// Start-up strings: zh-CN.ts / en.ts (on H5 only the chosen language is fetched: bundles.h5.ts). Area strings:
// areas/<area>.ts, each added by addStrings when the first page that imports it loads (docs/architecture.md).
import i18next from 'i18next';
import { useEffect, useReducer } from 'react';
import { BUNDLED, coreStrings } from './bundles';
import type { KeyArg } from './keys';
import type { Lang } from './lang';

export type { Lang } from './lang';
export type { Key } from './keys';

/** The English side of a strings object: the same keys, any text. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** i18next language tags (it splits on '-', so the stored 'zh_CN' is mapped). */
const TAG: Record<Lang, string> = { zh_CN: 'zh-CN', en: 'en' };

i18next.init({
  resources: {},
  lng: TAG.zh_CN,
  fallbackLng: TAG.zh_CN,
  initAsync: false, // strings are added before anything renders: translate synchronously from the first render
  partialBundledLanguages: true,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  showSupportNotice: false,
});

type Strings = Record<string, unknown>;
const areas: Array<{ zh: Strings; en: Strings }> = [];
const loaded = new Set<Lang>();
const loading: Partial<Record<Lang, Promise<void>>> = {};

function add(lang: Lang, strings: Strings) {
  i18next.addResourceBundle(TAG[lang], 'translation', strings, true, true);
}

function install(lang: Lang, core: Strings) {
  add(lang, core);
  for (const area of areas) add(lang, lang === 'en' ? area.en : area.zh);
  loaded.add(lang);
}

/** An area's strings in both languages (areas/<area>.ts calls it once, when the first page importing it loads). */
export function addStrings(zh: Strings, en: Strings) {
  areas.push({ zh, en });
  for (const lang of loaded) add(lang, lang === 'en' ? en : zh);
}

/** The language's start-up strings: at once where both are bundled (weapp, tests), else a promise (H5). */
function loadLang(lang: Lang): Promise<void> | undefined {
  if (loaded.has(lang)) return undefined;
  const core = coreStrings(lang);
  if (!(core instanceof Promise)) {
    install(lang, core);
    return undefined;
  }
  return (loading[lang] ??= core.then(
    (strings) => install(lang, strings),
    (error) => {
      delete loading[lang]; // asked again on the next try
      throw error;
    },
  ));
}

for (const lang of BUNDLED) loadLang(lang);

let shown: Promise<void> = Promise.resolve();
let wanted: Lang = 'zh_CN';
/**
 * Settles once the language being shown has its strings; H5 page chunks wait for it (app/h5.ts). After a failed
 * fetch (offline) the next page load asks again, so the page loader's "tap to reload" recovers.
 */
export const langReady = (): Promise<void> => shown.catch(() => setLang(wanted));

function show(lang: Lang) {
  // Also when the tag is unchanged: the first strings of the start language have just arrived, and components
  // that rendered before (the page loader) re-render on this event.
  i18next.changeLanguage(TAG[lang]);
  // Screen readers pick their voice and browsers their fonts and hyphenation from <html lang>.
  if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') document.documentElement.lang = TAG[lang];
}

/** Switches the strings; returns a promise when they must be fetched first (H5), else switches at once. */
export function setLang(lang: Lang): Promise<void> | undefined {
  wanted = lang;
  const pending = loadLang(lang);
  if (!pending) {
    show(lang);
    return undefined;
  }
  shown = pending.then(() => show(lang));
  return shown;
}

/** Translates a key; a literal key must exist in the strings (keys.ts), or tsc fails. */
export const t = <K extends string>(key: K & KeyArg<K>, options?: Record<string, unknown>): string => i18next.t(key, options) as string;

/**
 * The t of a component: re-renders it when the language changes (react-i18next's useTranslation did only this
 * here, for ~5 KB gz more on every first load).
 */
export function useT() {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    i18next.on('languageChanged', rerender);
    return () => i18next.off('languageChanged', rerender);
  }, []);
  return t;
}
