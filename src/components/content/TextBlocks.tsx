// Long server text (articles, item details) as paragraphs, headings and lists, on both targets without
// innerHTML: a line "# Title" / "## Title" is a heading, "- item" / "• item" / "* item" a bullet.
import { Text, View } from '@tarojs/components';
import { InLanguage } from '@/components/InLanguage';
import './text-blocks.css';

type Block = { kind: 'h' | 'p' | 'li'; text: string };

export function toBlocks(text: string): Block[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line): Block => {
      const heading = /^#{1,6}\s+(.*)$/.exec(line);
      if (heading) return { kind: 'h', text: heading[1] };
      const bullet = /^[-*•·]\s+(.*)$/.exec(line);
      if (bullet) return { kind: 'li', text: bullet[1] };
      return { kind: 'p', text: line };
    });
}

const CJK = /[\u3400-\u9fff]/;
const LATIN_RUN = /[A-Za-z][A-Za-z0-9'’&./-]*(?:\s+[A-Za-z0-9][A-Za-z0-9'’&./-]*)*/g;

/**
 * A Chinese sentence's English names and terms ("在Chemist Warehouse下单", "(Consumer Guarantees Act 1993)") as
 * runs of their own, marked English, so a screen reader reads them as English. A line without Chinese is left whole.
 */
export function latinRuns(text: string): { text: string; en: boolean }[] {
  if (!CJK.test(text)) return [{ text, en: false }];
  const runs: { text: string; en: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(LATIN_RUN)) {
    if (!/[A-Za-z]{2}/.test(m[0])) continue; // a lone letter or a code like "A1" is not a word
    if (m.index > at) runs.push({ text: text.slice(at, m.index), en: false });
    runs.push({ text: m[0], en: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), en: false });
  return runs;
}

export function TextBlocks({ text, className = '' }: { text: string; className?: string }) {
  return (
    <View className={`text-blocks ${className}`}>
      {toBlocks(text).map((b, i) => (
        <View key={i} className={`text-${b.kind}`}>
          {b.kind === 'li' && <Text className="text-li-dot">•</Text>}
          <Text userSelect>
            {latinRuns(b.text).map((run, j) =>
              run.en ? (
                <InLanguage key={j} lang="en">
                  {run.text}
                </InLanguage>
              ) : (
                run.text
              ),
            )}
          </Text>
        </View>
      ))}
    </View>
  );
}
