// An article page (packing claim rules, transport agreement, guide): the version in force from
// GET /api/article/detail/{key}, in the current language; re-fetched when the language changes.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { useContentItem } from '@/hooks/useContentItem';
import { usePage } from '@/hooks/usePage';
import { openRoute } from '@/lib/navigation';
import { useT } from '@/locales';
import * as contentService from '@/services/content';
import { useService, useStores } from '@/stores';
import type { Article, ArticleKey } from '@contract/content';
import { LoadFailed } from './ListStatus';
import { TextBlocks } from './TextBlocks';
import './article.css';
import '@/locales/areas/content';

interface Props {
  articleKey: ArticleKey;
  titleKey: string;
  /** Stable root class, e.g. `pack-rule-page`. */
  className: string;
  /** Legal texts show their version and effective date. */
  versioned?: boolean;
  /** The guide: numbered steps, each with a link to its page. */
  steps?: boolean;
}

function Meta({ article }: { article: Article }) {
  const t = useT();
  return (
    <View className="article-meta">
      <Text className="article-version">{t('article.version', { version: article.version })}</Text>
      <Text className="article-effective">
        <InstantIn sentence={t('article.effective', { date: IN_SENTENCE })} value={article.effective_on} />
      </Text>
    </View>
  );
}

/** A loaded article: its head (title, version, intro) and its sections. Also used by the agreement signing page. */
export function ArticleContent({ article, versioned = false, steps = false }: { article: Article; versioned?: boolean; steps?: boolean }) {
  const t = useT();
  return (
    <>
      <View className="content-card article-head">
        <View className="article-title">{article.title}</View>
        {versioned && <Meta article={article} />}
        {article.intro && <TextBlocks className="article-intro" text={article.intro} />}
      </View>
      {article.sections.map((s) => (
        <View key={`${s.no}-${s.title}`} className={`content-card article-section article-section-${s.no} ${steps ? 'article-step' : ''}`}>
          <View className="article-section-head">
            {s.no > 0 && <Text className={steps ? 'article-step-no' : 'article-section-no'}>{steps ? s.no : `${s.no}.`}</Text>}
            <Text className="article-section-title">{s.title}</Text>
          </View>
          <TextBlocks className="article-section-body" text={s.body} />
          {steps && s.route && (
            <Button className="article-step-go" size="small" fill="outline" type="primary" onClick={() => openRoute(s.route!)}>
              {t('article.go')}
            </Button>
          )}
        </View>
      ))}
    </>
  );
}

function ArticleView({ articleKey, titleKey, className, versioned = false, steps = false }: Props) {
  usePage(titleKey);
  const { language } = useStores();
  const contentApi = useService(contentService);
  const remote = useContentItem(() => contentApi.getArticle(articleKey), [articleKey, language.lang]);
  const article = remote.data;

  return (
    <View className={`content-page article-page ${className}`}>
      {!article ? (
        remote.loading ? (
          <View className="content-card article-loading">
            <Skeleton rows={10} animated />
          </View>
        ) : (
          <LoadFailed className="article-failed" onRetry={remote.reload} />
        )
      ) : (
        <ArticleContent article={article} versioned={versioned} steps={steps} />
      )}
    </View>
  );
}

export const ArticlePage = observer(ArticleView);
