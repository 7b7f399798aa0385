// Home: the site's announcement bar (admin-edited, already in the caller's language and within its days), opening
// its app page on a tap when it names one.
import { View } from '@tarojs/components';
import { openRoute } from '@/lib/navigation';
import { useT } from '@/locales';
import type { HomeAnnouncement } from '@contract/content';
import '@/locales/areas/home';

export function Announcement({ notice }: { notice: HomeAnnouncement | null | undefined }) {
  const t = useT();
  if (!notice) return null;
  const link = notice.route !== '';
  return (
    <View className={`home-notice${link ? ' home-notice--link' : ''}`} onClick={link ? () => openRoute(notice.route) : undefined}>
      <View className="home-notice-tag">{t('homeMine.announcement')}</View>
      <View className="home-notice-text">{notice.text}</View>
      {link && <View className="home-notice-more">›</View>}
    </View>
  );
}
