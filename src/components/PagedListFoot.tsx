// Under a list of hooks/usePagedList: "loading" while the next page comes, "pull up for more", then "no more" —
// shown once there is more than one page.
import { View } from '@tarojs/components';
import { useT } from '@/locales';

interface Props {
  list: { hasMore: boolean; loadingMore: boolean; items: unknown[] };
  pageSize: number;
  className: string;
}

export function PagedListFoot({ list, pageSize, className }: Props) {
  const t = useT();
  if (!(list.hasMore || list.loadingMore || list.items.length > pageSize)) return null;
  return (
    <View className={className}>{list.loadingMore ? t('pagedList.loading') : list.hasMore ? t('pagedList.more') : t('pagedList.end')}</View>
  );
}
