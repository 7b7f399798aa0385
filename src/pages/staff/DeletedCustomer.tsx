// Beside a customer's member code: their account was deleted (erased), so no name or mobile is left to show.
import { Text } from '@tarojs/components';
import { useT } from '@/locales';
import './staff.css';
import '@/locales/areas/staff';

export function DeletedCustomer({ deleted }: { deleted: boolean }) {
  const t = useT();
  return deleted ? <Text className="staff-tag staff-customer-deleted">{t('staff.customerDeleted')}</Text> : null;
}
