// Under a staff list: "loading" while the next page comes, "the end" under a list longer than one page.
import { View } from '@tarojs/components';
import { useT } from '@/locales';

export function ListFoot({ list }: { list: { loadingMore: boolean; hasMore: boolean; items: unknown[] } }) {
  const t = useT();
  if (!list.loadingMore && (list.hasMore || list.items.length <= 20)) return null;
  return <View className="staff-list-foot">{list.loadingMore ? t('pagedList.loading') : t('pagedList.end')}</View>;
}
