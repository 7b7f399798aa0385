// Reference content: the list status of content lists and the article page (info pages, agreement).
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  content: {
    retry: '点击重试',
    loadFailed: '加载失败',
    loadingMore: '加载中...',
    noMore: '没有更多了',
    searchPlaceholder: '搜索',
  },
  article: {
    version: '版本 {{version}}',
    effective: '生效日期 {{date}}',
    empty: '暂无内容',
    go: '去看看',
  },
};

export const en: Messages<typeof zh> = {
  content: {
    retry: 'Tap to retry',
    loadFailed: 'Could not load',
    loadingMore: 'Loading...',
    noMore: 'No more',
    searchPlaceholder: 'Search',
  },
  article: {
    version: 'Version {{version}}',
    effective: 'Effective {{date}}',
    empty: 'Nothing here yet',
    go: 'Open',
  },
};

addStrings(zh, en);
