// A waybill's state as a coloured badge (stable class `waybill-status--<status>`), in the current language.
import { Text } from '@tarojs/components';
import { useT } from '@/locales';
import type { WaybillStatus } from '@contract/waybill';
import './waybill-status.css';
import '@/locales/areas/waybill';

export function WaybillStatusBadge({ status, className = '' }: { status: WaybillStatus; className?: string }) {
  const t = useT();
  return <Text className={`waybill-status waybill-status--${status} ${className}`}>{t(`waybillStatus.${status}`)}</Text>;
}
