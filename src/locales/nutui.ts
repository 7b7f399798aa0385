// NutUI's own texts (its picker, dialog and list buttons) by language, for app.tsx's ConfigProvider. Chinese is
// NutUI's default, always in its code; the English texts come with the English start-up strings (en.ts adds
// them), so on H5 only a visitor reading English fetches them.
import type { ConfigProvider } from '@nutui/nutui-react-taro';
import nutZhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN';
import type { ComponentProps } from 'react';
import type { Lang } from './lang';

type NutTexts = NonNullable<ComponentProps<typeof ConfigProvider>['locale']>;

const texts: Partial<Record<Lang, NutTexts>> = { zh_CN: nutZhCN };

/**
 * A language's texts for the NutUI components the app uses: of NutUI's whole locale (~3 KB), they read only these
 * five (Input, TextArea and SearchBar the placeholder, Popup close, Picker cancel and confirm, Cascader select); the
 * texts of the components the app doesn't use stay Chinese.
 */
export function addNutTexts(lang: Lang, more: Pick<NutTexts, 'placeholder' | 'close' | 'cancel' | 'confirm' | 'select'>) {
  texts[lang] = { ...nutZhCN, ...more };
}

/** The language's NutUI texts; Chinese until its own have arrived. */
export const nutTexts = (lang: Lang): NutTexts => texts[lang] ?? nutZhCN;
