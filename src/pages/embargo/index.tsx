// Prohibited and restricted goods by category: search (500 ms debounce), category chips, items with a
// prohibited/restricted badge and summary -> the item's detail.
import { Skeleton } from '@nutui/nutui-react-taro';
import { ScrollView, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ListStatus, LoadFailed } from '@/components/content/ListStatus';
import { SearchField } from '@/components/content/SearchField';
import { EmptyState } from '@/components/EmptyState';
import { useContentList } from '@/hooks/useContentList';
import { usePage } from '@/hooks/usePage';
import { useSearchKeyword } from '@/hooks/useSearchKeyword';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as contentService from '@/services/content';
import { useService, useStores } from '@/stores';
import type { EmbargoCategory } from '@contract/content';
import { LevelBadge } from './LevelBadge';
import '../content.css';
import './index.css';
import '@/locales/areas/info';

const ALL = '';

function EmbargoPage() {
  usePage('embargo.title');
  const t = useT();
  const { language } = useStores();
  const contentApi = useService(contentService);
  const [input, setInput] = useState('');
  const [keyword, searchNow] = useSearchKeyword(input.trim());
  const [category, setCategory] = useState(ALL);
  const list = useContentList<EmbargoCategory>(
    (page, page_size) => contentApi.listEmbargo({ keyword, page, page_size }),
    [keyword, language.lang],
  );
  const shown = list.list.filter((c) => category === ALL || c.code === category);
  const open = (id: number) => Taro.navigateTo({ url: `${ROUTES.embargoDetail}?id=${id}` });

  return (
    <View className="content-page embargo-page">
      <SearchField
        className="embargo-search"
        value={input}
        placeholder={t('embargo.searchPlaceholder')}
        onChange={setInput}
        onSearch={(v) => searchNow(v.trim())}
      />
      {list.list.length > 0 && (
        <ScrollView scrollX enhanced showScrollbar={false} className="embargo-chips">
          <View
            className={`content-chip embargo-chip embargo-chip-all ${category === ALL ? 'content-chip--active' : ''}`}
            onClick={() => setCategory(ALL)}
          >
            {t('embargo.all')}
          </View>
          {list.list.map((c) => (
            <View
              key={c.id}
              className={`content-chip embargo-chip embargo-chip-${c.code} ${category === c.code ? 'content-chip--active' : ''}`}
              onClick={() => setCategory(c.code)}
            >
              {c.name}
            </View>
          ))}
        </ScrollView>
      )}
      {list.loading && list.list.length === 0 ? (
        <View className="content-card embargo-loading">
          <Skeleton rows={8} animated />
        </View>
      ) : list.failed ? (
        <LoadFailed className="embargo-failed" onRetry={list.refresh} />
      ) : list.list.length === 0 ? (
        <EmptyState className="embargo-empty" text={t('embargo.empty')} />
      ) : (
        shown.map((c) => (
          <View key={c.id} className={`content-card embargo-category embargo-category-${c.code}`}>
            <View className="content-card-title embargo-category-name">{c.name}</View>
            {c.items.map((item) => (
              <View key={item.id} className={`embargo-item embargo-item-${item.code}`} onClick={() => open(item.id)}>
                <View className="embargo-item-head">
                  <View className="embargo-item-name">{item.name}</View>
                  <LevelBadge level={item.level} />
                </View>
                <View className="embargo-item-summary">{item.summary}</View>
              </View>
            ))}
          </View>
        ))
      )}
      <ListStatus loadingMore={list.loadingMore} done={list.done} count={list.list.length} />
    </View>
  );
}

export default observer(EmbargoPage);
