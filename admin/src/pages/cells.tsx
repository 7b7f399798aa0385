// Cells more than one list shows.
import { Tag } from 'antd';
import { useT } from '../i18n';

/** The customer's member code, or that the account was deleted (erased: no code to show). */
export function MemberCell({ row }: { row: { member_code: string | null; customer_deleted: boolean } }) {
  const t = useT();
  return row.customer_deleted ? <Tag>{t('waybills.deleted')}</Tag> : <>{row.member_code ?? '—'}</>;
}
