// Text that is not in the page's language on purpose: an NZ street address on a Chinese page, the English title an
// admin edits beside the Chinese one, a code or a login name. Marked in HTML (`lang`, `translate="no"`), so a screen
// reader reads it in its own language and the screen check (e2e/screens/inspect.js) does not take it for a string
// left untranslated. The mini-program ignores the attributes.
import { Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';

export type TextLang = 'en' | 'zh-CN';

interface Props {
  className?: string;
  children?: ReactNode;
  /** A block of its own (a line of an address); inline text otherwise. */
  block?: boolean;
}

// Taro's View and Text put unknown props on their element on H5 (a div, a span); their types do not name them.
const marked = ({ block, className, children }: Props, attributes: Record<string, string>) =>
  block ? (
    <View className={className} {...attributes}>
      {children}
    </View>
  ) : (
    <Text className={className} {...attributes}>
      {children}
    </Text>
  );

/** Text in the language it is written in, whatever the page's. */
export const InLanguage = ({ lang, ...props }: Props & { lang: TextLang }) => marked(props, { lang });

/** Text never translated: a code, a login name, a web address. */
export const Verbatim = (props: Props) => marked(props, { translate: 'no' });

/** The language of a bilingual field by its name (`title_en`, `name_zh`); undefined for other fields. */
export function langOfField(field: string): TextLang | undefined {
  if (field.endsWith('_en')) return 'en';
  if (field.endsWith('_zh')) return 'zh-CN';
  return undefined;
}

/** A record's two names side by side, as admins see them: "中文名 / English name", each in its language. */
export function BothNames({ zh, en }: { zh: string; en: string }) {
  return (
    <>
      <InLanguage lang="zh-CN">{zh}</InLanguage> / <InLanguage lang="en">{en}</InLanguage>
    </>
  );
}
