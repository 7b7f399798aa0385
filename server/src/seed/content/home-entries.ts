import type { HomeEntry } from './types';

/** Feature shortcuts on the home page, in display order. `icon` is a keyword the app maps to an icon. */
export const HOME_ENTRIES: readonly HomeEntry[] = [
  {
    key: 'store_address',
    sort: 10,
    icon: 'warehouse',
    route: '/pages/store-address/index',
    title: { zh: '仓库地址', en: 'Warehouse address' },
  },
  {
    key: 'freight_trial',
    sort: 20,
    icon: 'calculator',
    route: '/pages/freight-trial/index',
    title: { zh: '运费试算', en: 'Freight estimate' },
  },
  { key: 'time_price', sort: 30, icon: 'clock', route: '/pages/time-price/index', title: { zh: '时效价格', en: 'Times and prices' } },
  { key: 'embargo', sort: 40, icon: 'ban', route: '/pages/embargo/index', title: { zh: '禁运物品', en: 'Prohibited goods' } },
  { key: 'track_log', sort: 50, icon: 'truck', route: '/pages/mine/track-log/index', title: { zh: '物流查询', en: 'Tracking' } },
  {
    key: 'pack_rule',
    sort: 60,
    icon: 'box',
    route: '/pages/mine/pack-rule/index',
    title: { zh: '打包理赔规则', en: 'Packing and claims' },
  },
  { key: 'guide', sort: 70, icon: 'book', route: '/pages/mine/guide/index', title: { zh: '新手指南', en: 'Getting started' } },
  { key: 'ask_question', sort: 80, icon: 'question', route: '/pages/mine/ask-question/index', title: { zh: '常见问题', en: 'FAQ' } },
  { key: 'food_query', sort: 90, icon: 'search', route: '/pages/mine/food-query/index', title: { zh: '食品查询', en: 'Food query' } },
  { key: 'new_activity', sort: 100, icon: 'gift', route: '/pages/mine/new-activity/index', title: { zh: '最新活动', en: 'Promotions' } },
];
