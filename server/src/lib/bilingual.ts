/** Texts kept in both languages, and the side a reader of `lang` gets. */
export type Bilingual = { zh: string; en: string };

export const inLang = (lang: string, text: Bilingual): string => (lang === 'en' ? text.en : text.zh);

export const pickLang = <T>(lang: string, zh: T, en: T): T => (lang === 'en' ? en : zh);
