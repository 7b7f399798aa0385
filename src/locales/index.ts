// The app's one i18n entry: a small translator of our own. It does what i18next did here (dot-path keys, zh-CN
// fallback, {{name}} values) for 16 KB gz less on the H5 sign-in first load and 53 KB less weapp main package.
// Start-up strings: zh-CN.ts / en.ts (on H5 only the chosen language is fetched: bundles.h5.ts). Area strings:
// areas/<area>.ts, each added by addStrings when the first page that imports it loads (docs/architecture.md).
import { useEffect, useReducer } from 'react';
import { BUNDLED, coreStrings } from './bundles';
import type { KeyArg } from './keys';
import type { Lang } from './lang';

export type { Lang } from './lang';
export type { Key } from './keys';

/** The English side of a strings object: the same keys, any text. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** <html lang> tags. */
const TAG: Record<Lang, string> = { zh_CN: 'zh-CN', en: 'en' };

type Strings = { [key: string]: unknown };
const strings: Record<Lang, Strings> = { zh_CN: {}, en: {} };
let current: Lang = 'zh_CN';
const listeners = new Set<() => void>();

const isStrings = (value: unknown): value is Strings => typeof value === 'object' && value !== null;

/** Deep merge, later strings winning; copies, so the area and start-up modules are never changed. */
function merge(into: Strings, from: Strings): Strings {
  for (const [key, value] of Object.entries(from)) {
    into[key] = isStrings(value) ? merge(isStrings(into[key]) ? into[key] : {}, value) : value;
  }
  return into;
}

const areas: Array<{ zh: Strings; en: Strings }> = [];
const loaded = new Set<Lang>();
const loading: Partial<Record<Lang, Promise<void>>> = {};

function add(lang: Lang, more: Strings) {
  merge(strings[lang], more);
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
  current = lang;
  // Also when the language is unchanged: the first strings of the start language have just arrived, and
  // components that rendered before (the page loader) re-render.
  for (const listener of listeners) listener();
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

const find = (lang: Lang, key: string): unknown =>
  key.split('.').reduce<unknown>((at, part) => (isStrings(at) ? at[part] : undefined), strings[lang]);

/** A value's text; one not given leaves its {{placeholder}} as it is, null gives ''. */
const interpolate = (text: string, values: Record<string, unknown>) =>
  text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const value = values[name.trim()];
    return value === undefined ? placeholder : String(value ?? '');
  });

/**
 * Translates a key (a dot path): in the current language, else Chinese, else options.defaultValue, else the key
 * itself (plain text passes through). A literal key must exist in the strings (keys.ts), or tsc fails.
 */
export function t<K extends string>(key: K & KeyArg<K>, options?: Record<string, unknown>): string {
  const found = [find(current, key), find('zh_CN', key), options?.defaultValue].find((text) => typeof text === 'string');
  const text = (found as string | undefined) ?? key;
  return options ? interpolate(text, options) : text;
}

/** The language being shown, for a component that follows it (re-rendered like useT's). */
export function useShownLang(): Lang {
  useT();
  return current;
}

/** The t of a component: re-renders it when the language changes. */
export function useT() {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    listeners.add(rerender);
    return () => {
      listeners.delete(rerender);
    };
  }, []);
  return t;
}
