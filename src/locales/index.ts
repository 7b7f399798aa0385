// The app's one i18n entry: i18next + react-i18next (works on weapp and H5; taro-i18n-lite is not published).
import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import zhCN from './zh-CN'
import en from './en'

export type Lang = 'zh_CN' | 'en'

/** i18next language tags (it splits on '-', so the stored 'zh_CN' is mapped). */
const TAG: Record<Lang, string> = { zh_CN: 'zh-CN', en: 'en' }

i18next.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
  lng: TAG.zh_CN,
  fallbackLng: TAG.zh_CN,
  initAsync: false, // resources are bundled: translate synchronously from the first render
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  showSupportNotice: false,
})

export const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options) as string

export function setLang(lang: Lang) {
  if (i18next.language !== TAG[lang]) i18next.changeLanguage(TAG[lang])
  // Screen readers pick their voice and browsers their fonts and hyphenation from <html lang>.
  if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') document.documentElement.lang = TAG[lang]
}

/** The t of a component: re-renders it when the language changes. */
export function useT() {
  return useTranslation().t as (key: string, options?: Record<string, unknown>) => string
}
