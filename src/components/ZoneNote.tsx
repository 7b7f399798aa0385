// The line under a list of times: which zone they are in, in the customer's language.
import { View } from '@tarojs/components';
import { useT } from '@/locales';
import { zoneName } from '@/utils/zone-time';
import './zone-note.css';
import '@/locales/areas/tour';

export function ZoneNote({ zone, className = '' }: { zone: string; className?: string }) {
  const t = useT();
  return <View className={`zone-note ${className}`}>{t('zone.note', { zone: zoneName(zone, t) })}</View>;
}
