// The line under a list of times: which zone they are in (the site's unless given), in the customer's language.
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useT } from '@/locales';
import { zoneName } from '@/utils/zone-time';
import { useZone } from './Instant';
import './zone-note.css';
import '@/locales/areas/tour';

function Note({ zone, className = '' }: { zone?: string; className?: string }) {
  const t = useT();
  const siteZone = useZone();
  return <View className={`zone-note ${className}`}>{t('zone.note', { zone: zoneName(zone || siteZone, t) })}</View>;
}

export const ZoneNote = observer(Note);
