// The home page's counters, member code and announcement bar (pages/home).
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  homeMine: {
    memberCode: '会员号',
    copy: '复制',
    copied: '会员号已复制',
    inWarehouse: '在库包裹',
    toPay: '待付款',
    inTransit: '运输中',
    announcement: '公告',
  },
};

export const en: Messages<typeof zh> = {
  homeMine: {
    memberCode: 'Member code',
    copy: 'Copy',
    copied: 'Member code copied',
    inWarehouse: 'In warehouse',
    toPay: 'To pay',
    inTransit: 'In transit',
    announcement: 'Notice',
  },
};

addStrings(zh, en);
