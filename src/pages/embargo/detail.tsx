// One prohibited or restricted item: badge, category, summary, the full rules and examples.
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { LoadFailed } from '@/components/content/ListStatus';
import { TextBlocks } from '@/components/content/TextBlocks';
import { MissingId } from '@/components/MissingId';
import { useContentItem } from '@/hooks/useContentItem';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as contentService from '@/services/content';
import { useService, useStores } from '@/stores';
import { LevelBadge } from './LevelBadge';
import '../content.css';
import './index.css';
import '@/locales/areas/info';
import '@/locales/areas/missing';

function EmbargoDetailPage() {
  usePage('embargo.detailTitle');
  const t = useT();
  const { language } = useStores();
  const contentApi = useService(contentService);
  const id = Number(Taro.getCurrentInstance().router?.params?.id);
  const remote = useContentItem(() => contentApi.getEmbargo(id), [id, language.lang], { enabled: id > 0 });
  const item = remote.data;

  if (!(id > 0) || remote.notFound) {
    const toList = { label: t('missing.toEmbargo'), go: () => Taro.redirectTo({ url: ROUTES.embargo }) };
    return (
      <View className="content-page embargo-detail-page">
        <MissingId className="embargo-detail-missing" text={t(id > 0 ? 'missing.noSuchEmbargo' : 'missing.embargo')} back={toList} />
      </View>
    );
  }

  if (!item) {
    return (
      <View className="content-page embargo-detail-page">
        {remote.loading ? (
          <View className="content-card embargo-detail-loading">
            <Skeleton rows={8} animated />
          </View>
        ) : (
          <LoadFailed className="embargo-detail-failed" onRetry={remote.reload} />
        )}
      </View>
    );
  }
  return (
    <View className="content-page embargo-detail-page">
      <View className="content-card">
        <View className="embargo-detail-head">
          <View className="embargo-detail-name">{item.name}</View>
          <LevelBadge level={item.level} />
        </View>
        <View className="content-muted embargo-detail-category">
          {t('embargo.category')}: {item.category.name}
        </View>
      </View>
      <View className="content-card embargo-detail-summary">
        <View className="embargo-detail-label">{t('embargo.summary')}</View>
        <TextBlocks text={item.summary} />
      </View>
      {item.detail && (
        <View className="content-card embargo-detail-detail">
          <View className="embargo-detail-label">{t('embargo.detail')}</View>
          <TextBlocks text={item.detail} />
        </View>
      )}
      {item.examples && (
        <View className="content-card embargo-detail-examples">
          <View className="embargo-detail-label">{t('embargo.examples')}</View>
          <TextBlocks text={item.examples} />
        </View>
      )}
    </View>
  );
}

export default observer(EmbargoDetailPage);
