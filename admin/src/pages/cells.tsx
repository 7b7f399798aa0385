// Cells more than one list shows.
import { Flex, Image, Tag } from 'antd';
import { useT } from '../i18n';

/** The customer's member code, or that the account was deleted (erased: no code to show). */
export function MemberCell({ row }: { row: { member_code: string | null; customer_deleted: boolean } }) {
  const t = useT();
  return row.customer_deleted ? <Tag>{t('waybills.deleted')}</Tag> : <>{row.member_code ?? '—'}</>;
}

/** Photos as thumbnails that open large (one preview group: the arrows go through them all); nothing when none. */
export function Photos({ photos, label, className }: { photos: { url: string }[]; label: string; className?: string }) {
  if (!photos.length) return null;
  return (
    <Flex wrap gap={8} className={className}>
      <Image.PreviewGroup>
        {photos.map((p, i) => (
          <Image key={p.url} src={p.url} width={88} height={88} style={{ objectFit: 'cover' }} alt={`${label} ${i + 1}`} />
        ))}
      </Image.PreviewGroup>
    </Flex>
  );
}
