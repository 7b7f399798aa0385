// Home (tab): the announcement, banners, my member code and counters (signed in) and the grid of services, from
// GET /api/home/lst in the current language; the built-in banners and services show while loading or offline.
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { FeatureIcon } from '@/components/FeatureIcon';
import { Later } from '@/components/Later';
import { useContentItem } from '@/hooks/useContentItem';
import { usePage } from '@/hooks/usePage';
import { openRoute } from '@/lib/navigation';
import { useT } from '@/locales';
import * as contentService from '@/services/content';
import { useService, useStores } from '@/stores';
import { Announcement } from './Announcement';
import { Banners } from './Banners';
import { type EntryView, homeContent } from './content';
import { MineAtAGlance } from './MineAtAGlance';
import './index.css';
import '@/locales/areas/tabs';

const feature = (f: EntryView) => (
  <View key={f.key} className={`home-feature feature-${f.key}`} onClick={() => openRoute(f.route)}>
    <FeatureIcon name={f.key} color={f.color} />
    <View className="home-feature-label">{f.label}</View>
  </View>
);

function HomePage() {
  usePage('title.home', { tab: true });
  const t = useT();
  const { language, session } = useStores();
  const contentApi = useService(contentService);
  const remote = useContentItem(() => contentApi.getHome(), [language.lang]);
  const { banners, entries } = homeContent(remote.data, t);
  // Drawn in four tasks: the banners, then my counters, then the services, half in each. At a slow phone's speed the
  // page drawn in one task held up taps for longest; the first screen in the HTML shows until the last part is drawn.
  const half = Math.ceil(entries.length / 2);
  // Back on home (paid, packed meanwhile): the counters as they are now; the first show has the prefetched answer.
  const shown = useRef(false);
  Taro.useDidShow(() => {
    if (shown.current && session.signedIn) remote.reload();
    shown.current = true;
  });
  return (
    <View className="home-page">
      <Announcement notice={remote.data?.announcement} />
      <Banners banners={banners} />
      <Later>
        <MineAtAGlance counters={remote.data?.counters} />
        <Later>
          <View className="home-section">
            <View className="home-section-title">{t('home.services')}</View>
            <View className="home-features">
              {entries.slice(0, half).map(feature)}
              <Later>{entries.slice(half).map(feature)}</Later>
            </View>
          </View>
        </Later>
      </Later>
    </View>
  );
}

export default observer(HomePage);
