import { Text } from '@tarojs/components'
import type { EmbargoLevel } from '@contract/content'
import { useT } from '@/locales'

export function LevelBadge({ level }: { level: EmbargoLevel }) {
  const t = useT()
  return <Text className={`content-badge content-badge--${level} embargo-badge embargo-badge-${level}`}>{t(`embargo.level.${level}`)}</Text>
}
