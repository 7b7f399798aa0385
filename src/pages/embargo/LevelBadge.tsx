import { Text } from '@tarojs/components';
import { useT } from '@/locales';
import type { EmbargoLevel } from '@contract/content';

export function LevelBadge({ level }: { level: EmbargoLevel }) {
  const t = useT();
  return (
    <Text className={`content-badge content-badge--${level} embargo-badge embargo-badge-${level}`}>{t(`embargo.level.${level}`)}</Text>
  );
}
