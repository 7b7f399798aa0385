// Food query: type a food (500 ms debounce) -> allowed / restricted / prohibited, the lines that take it,
// the limit and a note. Popular searches before typing; nothing found -> ask us.
import { Skeleton } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
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
import type { FoodEntry } from '@contract/content';
import '../../content.css';
import './index.css';
import '@/locales/areas/info';

function FoodCard({ food }: { food: FoodEntry }) {
  const t = useT();
  return (
    <View className={`content-card food-item food-item-${food.code} food-status-${food.status}`}>
      <View className="food-item-head">
        <View className="food-item-name">{food.name}</View>
        <Text className={`content-badge content-badge--${food.status} food-status`}>{t(`foodQuery.status.${food.status}`)}</Text>
      </View>
      <View className="food-row food-channels">
        <View className="food-row-label">{t('foodQuery.channels')}</View>
        <View className="food-row-value">
          {food.channels.length
            ? food.channels.map((c) => (
                <Text key={c.code} className="food-channel">
                  {c.name}
                </Text>
              ))
            : t('foodQuery.noChannels')}
        </View>
      </View>
      {food.limit && (
        <View className="food-row food-limit">
          <View className="food-row-label">{t('foodQuery.limit')}</View>
          <View className="food-row-value">{food.limit}</View>
        </View>
      )}
      {food.note && (
        <View className="food-row food-note">
          <View className="food-row-label">{t('foodQuery.note')}</View>
          <View className="food-row-value">{food.note}</View>
        </View>
      )}
    </View>
  );
}

function FoodQueryPage() {
  usePage('foodQuery.title');
  const t = useT();
  const { language } = useStores();
  const contentApi = useService(contentService);
  const [input, setInput] = useState('');
  const [keyword, searchNow] = useSearchKeyword(input.trim());
  const list = useContentList<FoodEntry>(
    (page, page_size) => contentApi.listFoods({ keyword, page, page_size }),
    [keyword, language.lang],
    {
      enabled: keyword !== '',
    },
  );
  const pick = (word: string) => {
    setInput(word);
    searchNow(word);
  };
  const popular = t('foodQuery.popularList').split('|');

  return (
    <View className="content-page food-page">
      <SearchField
        className="food-search"
        value={input}
        placeholder={t('foodQuery.searchPlaceholder')}
        onChange={setInput}
        onSearch={(v) => searchNow(v.trim())}
      />
      {keyword === '' ? (
        <View className="content-card food-popular">
          <View className="content-muted food-popular-title">{t('foodQuery.popular')}</View>
          <View className="content-chips">
            {popular.map((word) => (
              <View key={word} className="content-chip food-suggestion" onClick={() => pick(word)}>
                {word}
              </View>
            ))}
          </View>
        </View>
      ) : list.loading && list.list.length === 0 ? (
        <View className="content-card food-loading">
          <Skeleton rows={5} animated />
        </View>
      ) : list.failed ? (
        <LoadFailed className="food-failed" onRetry={list.refresh} />
      ) : list.list.length === 0 ? (
        <EmptyState
          className="food-empty"
          text={t('foodQuery.notFound', { keyword })}
          action={t('foodQuery.ask')}
          onAction={() => Taro.navigateTo({ url: `${ROUTES.askQuestion}?tab=ask` })}
        />
      ) : (
        <>
          {list.list.map((f) => (
            <FoodCard key={f.id} food={f} />
          ))}
          <ListStatus loadingMore={list.loadingMore} done={list.done} count={list.list.length} />
        </>
      )}
    </View>
  );
}

export default observer(FoodQueryPage);
