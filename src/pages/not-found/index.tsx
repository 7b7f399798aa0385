// An address the app doesn't have: say so and lead home (instead of a blank page).
import { View } from '@tarojs/components';
import { EmptyState } from '@/components/EmptyState';
import { usePage } from '@/hooks/usePage';
import { goHome } from '@/lib/navigation';
import { useT } from '@/locales';
import '@/locales/areas/missing';

export default function NotFoundPage() {
  usePage('notFound.title');
  const t = useT();
  return (
    <View className="not-found-page">
      <EmptyState className="not-found" text={t('notFound.text')} action={t('notFound.home')} onAction={goHome} />
    </View>
  );
}
