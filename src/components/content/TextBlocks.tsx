// Long server text (articles, item details) as paragraphs, headings and lists, on both targets without
// innerHTML: a line "# Title" / "## Title" is a heading, "- item" / "• item" / "* item" a bullet.
import { Text, View } from '@tarojs/components';
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

export function TextBlocks({ text, className = '' }: { text: string; className?: string }) {
  return (
    <View className={`text-blocks ${className}`}>
      {toBlocks(text).map((b, i) => (
        <View key={i} className={`text-${b.kind}`}>
          {b.kind === 'li' && <Text className="text-li-dot">•</Text>}
          <Text userSelect>{b.text}</Text>
        </View>
      ))}
    </View>
  );
}
