// FAQ and questions, on two tabs: the FAQ (search with a 500 ms debounce, category filter, expandable
// Q&A, endless scroll) and "ask us" (signed in: a question form and my questions with the staff answers).
// `?tab=ask` opens the second tab (the food query's "ask us").
import { Collapse, Skeleton } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ListStatus, LoadFailed } from '@/components/content/ListStatus';
import { SearchField } from '@/components/content/SearchField';
import { TextBlocks } from '@/components/content/TextBlocks';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { useContentList } from '@/hooks/useContentList';
import { usePage } from '@/hooks/usePage';
import { useSearchKeyword } from '@/hooks/useSearchKeyword';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import * as contentService from '@/services/content';
import { useService, useStores } from '@/stores';
import type { FaqItem, FaqListData, Question } from '@contract/content';
import { AskForm } from './AskForm';
import '../../content.css';
import './index.css';
import '@/locales/areas/info';

function MyQuestion({ q }: { q: Question }) {
  const t = useT();
  const answered = q.status === 'answered' && !!q.answer;
  return (
    <View className={`faq-mine-item faq-mine-item-${q.id} faq-mine-${answered ? 'answered' : 'pending'}`}>
      <View className="faq-mine-head">
        <Instant className="faq-mine-date" at={q.created_at} day />
        <Text className={`content-badge content-badge--${answered ? 'answered' : 'open'} faq-mine-status`}>
          {t(answered ? 'faq.answered' : 'faq.pending')}
        </Text>
      </View>
      <View className="faq-mine-content">{q.content}</View>
      {answered && (
        <View className="faq-mine-answer">
          <View className="faq-mine-answer-label">{t('faq.answer')}</View>
          <TextBlocks text={q.answer!} />
        </View>
      )}
    </View>
  );
}

function AskQuestionPage() {
  usePage('faq.title');
  const t = useT();
  const { language, session } = useStores();
  const contentApi = useService(contentService);
  const [input, setInput] = useState('');
  const [keyword, searchNow] = useSearchKeyword(input.trim());
  const [category, setCategory] = useState('');
  const [tab, setTab] = useState<'faq' | 'ask'>(Taro.getCurrentInstance().router?.params?.tab === 'ask' ? 'ask' : 'faq');
  const faq = useContentList<FaqItem, FaqListData>(
    (page, page_size) => contentApi.listFaq({ keyword, category, page, page_size }),
    [keyword, category, language.lang],
    { more: tab === 'faq' },
  );
  const mine = useContentList<Question>((page, page_size) => contentApi.listQuestions({ page, page_size }), [session.token], {
    enabled: session.signedIn,
    more: tab === 'ask',
  });
  const categories = faq.answer?.categories ?? [];

  const faqView = (
    <>
      <SearchField
        className="faq-search"
        value={input}
        placeholder={t('faq.searchPlaceholder')}
        onChange={setInput}
        onSearch={(v) => searchNow(v.trim())}
      />
      {categories.length > 0 && (
        <View className="content-chips faq-chips">
          <View
            className={`content-chip faq-chip faq-chip-all ${category === '' ? 'content-chip--active' : ''}`}
            onClick={() => setCategory('')}
          >
            {t('faq.all')}
          </View>
          {categories.map((c) => (
            <View
              key={c.code}
              className={`content-chip faq-chip faq-chip-${c.code} ${category === c.code ? 'content-chip--active' : ''}`}
              onClick={() => setCategory(c.code)}
            >
              {c.name}
            </View>
          ))}
        </View>
      )}
      {faq.loading && faq.list.length === 0 ? (
        <View className="content-card faq-loading">
          <Skeleton rows={6} animated />
        </View>
      ) : faq.failed ? (
        <LoadFailed className="faq-failed" onRetry={faq.refresh} />
      ) : faq.list.length === 0 ? (
        <EmptyState className="faq-empty" text={t('faq.empty')} />
      ) : (
        <View className="content-card faq-list">
          <Collapse accordion>
            {faq.list.map((f) => (
              <Collapse.Item key={f.id} name={String(f.id)} className={`faq-item faq-item-${f.id}`} title={f.question}>
                <TextBlocks className="faq-answer" text={f.answer} />
              </Collapse.Item>
            ))}
          </Collapse>
          <ListStatus loadingMore={faq.loadingMore} done={faq.done} count={faq.list.length} />
        </View>
      )}
    </>
  );

  const askView = session.signedIn ? (
    <>
      <AskForm onSent={mine.refresh} />
      <View className="content-card faq-mine">
        <View className="content-card-title">{t('faq.mineTitle')}</View>
        {mine.loading && mine.list.length === 0 ? (
          <Skeleton rows={3} animated />
        ) : mine.list.length === 0 ? (
          <View className="content-muted faq-mine-empty">{t('faq.mineEmpty')}</View>
        ) : (
          mine.list.map((q) => <MyQuestion key={q.id} q={q} />)
        )}
        <ListStatus loadingMore={mine.loadingMore} done={mine.done} count={mine.list.length} />
      </View>
    </>
  ) : (
    <EmptyState className="faq-signed-out" text={t('faq.signedOut')} action={t('common.login')} onAction={goLogin} />
  );

  return (
    <View className="content-page ask-question-page">
      <View className="faq-tabs">
        {(['faq', 'ask'] as const).map((key) => (
          <View key={key} className={`faq-tab faq-tab-${key} ${tab === key ? 'faq-tab--active' : ''}`} onClick={() => setTab(key)}>
            {t(key === 'faq' ? 'faq.tabFaq' : 'faq.tabAsk')}
          </View>
        ))}
      </View>
      {tab === 'faq' ? faqView : askView}
    </View>
  );
}

export default observer(AskQuestionPage);
