// The app language: stored `lang`, else English on an English device, else Chinese.
import Taro from '@tarojs/taro';
import { makeAutoObservable, runInAction } from 'mobx';
import { STORAGE } from '@/constants';
import { readStored, writeStored } from '@/lib/storage';
import { type Lang, setLang as setI18nLang } from '@/locales';
import { applyTabLabels } from './tabbar';

/** Anything other than 'en' is Chinese. */
export const normalizeLang = (value: unknown): Lang => (value === 'en' ? 'en' : 'zh_CN');

function deviceLanguage(): string {
  // H5: the browser's own (Taro's getSystemInfoSync measures the whole window at start-up to answer the same).
  if (process.env.TARO_ENV === 'h5' && typeof navigator !== 'undefined') return navigator.language || '';
  try {
    return Taro.getSystemInfoSync().language || '';
  } catch {
    return '';
  }
}

export function initialLang(): Lang {
  const stored = readStored(STORAGE.lang);
  if (stored) {
    const lang = normalizeLang(stored);
    if (lang !== stored) writeStored(STORAGE.lang, lang);
    return lang;
  }
  return /^en([-_]|$)/i.test(deviceLanguage()) ? 'en' : 'zh_CN';
}

/**
 * H5: the chosen language as a cookie too, read by the server that sends index.html, so it can have the browser
 * fetch that language's strings beside the app's first script instead of after it.
 */
function tellServer(lang: Lang) {
  if (process.env.TARO_ENV === 'h5') document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
}

export class LanguageStore {
  lang: Lang = initialLang();

  constructor() {
    makeAutoObservable(this);
    tellServer(this.lang);
    // On H5 the strings arrive a moment later; the first page waits for them (app/h5.ts), the tab labels follow.
    setI18nLang(this.lang)?.then(applyTabLabels);
  }

  get isEnglish() {
    return this.lang === 'en';
  }

  /** Switches everything at once: strings (pages re-render), tab labels, stored choice. Titles follow via usePageTitle. */
  setLang(value: string) {
    const lang = normalizeLang(value);
    writeStored(STORAGE.lang, lang);
    tellServer(lang);
    const switched = () => {
      this.lang = lang;
      applyTabLabels();
    };
    // On H5 the other language's strings may have to be fetched first: nothing switches before they are in.
    const loading = setI18nLang(lang);
    if (loading) loading.then(() => runInAction(switched));
    else switched();
  }
}
