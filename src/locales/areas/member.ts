// The points ledger page (pages/mine/points). The mine tab's level card reads areas/tabs.
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  points: {
    title: '我的积分',
    signedOut: '登录后查看积分',
    balance: '可用积分',
    hint: '支付运单时可用积分抵扣运费',
    ledger: '积分明细',
    empty: '暂无积分记录',
    balanceAfter: '余额 {{points}}',
    expires: '{{date}} 到期',
    kind: {
      earn: '支付获得',
      spend: '支付抵扣',
      spend_back: '抵扣退回',
      earn_back: '积分扣回',
      expire: '积分过期',
    },
  },
};

export const en: Messages<typeof zh> = {
  points: {
    title: 'My points',
    signedOut: 'Log in to see your points',
    balance: 'Points',
    hint: 'Use points to pay freight when you pay a waybill',
    ledger: 'Points history',
    empty: 'No points yet',
    balanceAfter: 'Balance {{points}}',
    expires: 'Expires {{date}}',
    kind: {
      earn: 'Earned',
      spend: 'Spent',
      spend_back: 'Given back',
      earn_back: 'Taken back',
      expire: 'Expired',
    },
  },
};

addStrings(zh, en);
