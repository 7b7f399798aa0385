// NutUI's own texts (its picker, dialog and list buttons) by language, for app.tsx's ConfigProvider. Chinese is
// NutUI's default, always in its code; the English texts come with the English start-up strings (en.ts adds
// them), so on H5 only a visitor reading English fetches them.
import type { ConfigProvider } from '@nutui/nutui-react-taro';
import nutZhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN';
import type { ComponentProps } from 'react';
import type { Lang } from './lang';

type NutTexts = NonNullable<ComponentProps<typeof ConfigProvider>['locale']>;

const texts: Partial<Record<Lang, NutTexts>> = { zh_CN: nutZhCN };

export function addNutTexts(lang: Lang, more: NutTexts) {
  texts[lang] = more;
}

/** The language's NutUI texts; Chinese until its own have arrived. */
export const nutTexts = (lang: Lang): NutTexts => texts[lang] ?? nutZhCN;
