// Under a list: "Loading..." while the next page comes, "No more" at the end, "Tap to retry" after a failure.
import { View } from '@tarojs/components';
import { useT } from '@/locales';
import './list-status.css';
import '@/locales/areas/content';

interface Props {
  loadingMore: boolean;
  done: boolean;
  count: number;
}

export function ListStatus({ loadingMore, done, count }: Props) {
  const t = useT();
  if (loadingMore) return <View className="list-status list-status-loading">{t('content.loadingMore')}</View>;
  if (done && count > 0) return <View className="list-status list-status-done">{t('content.noMore')}</View>;
  return null;
}

/** A first page that failed: the toast said why; a tap tries again. */
export function LoadFailed({ onRetry, className = '' }: { onRetry: () => void; className?: string }) {
  const t = useT();
  return (
    <View className={`list-status list-status-failed ${className}`} onClick={onRetry}>
      {t('content.loadFailed')} · {t('content.retry')}
    </View>
  );
}
