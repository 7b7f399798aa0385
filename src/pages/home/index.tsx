// Home (tab): banners and the grid of services, from GET /api/home/lst in the current language; the
// built-in ones show while loading or offline.
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { FeatureIcon } from '@/components/FeatureIcon';
import { useContentItem } from '@/hooks/useContentItem';
import { usePage } from '@/hooks/usePage';
import { openRoute } from '@/lib/navigation';
import { useT } from '@/locales';
import * as contentService from '@/services/content';
import { useService, useStores } from '@/stores';
import { Banners } from './Banners';
import { homeContent } from './content';
import './index.css';
import '@/locales/areas/tabs';

function HomePage() {
  usePage('title.home', { tab: true });
  const t = useT();
  const { language } = useStores();
  const contentApi = useService(contentService);
  const remote = useContentItem(() => contentApi.getHome(), [language.lang]);
  const { banners, entries } = homeContent(remote.data, t);
  return (
    <View className="home-page">
      <Banners banners={banners} />
      <View className="home-section">
        <View className="home-section-title">{t('home.services')}</View>
        <View className="home-features">
          {entries.map((f) => (
            <View key={f.key} className={`home-feature feature-${f.key}`} onClick={() => openRoute(f.route)}>
              <FeatureIcon name={f.key} color={f.color} />
              <View className="home-feature-label">{f.label}</View>
            </View>
          ))}
        </View>
      </View>
    </View>
  );
}

export default observer(HomePage);
