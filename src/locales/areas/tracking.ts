// Tracking a number and the history of tracked numbers (pages/mine/track-log).
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  trackLog: {
    title: '物流查询',
    placeholder: '请输入运单号,如 NZ1234567890',
    query: '查询',
    required: '请输入运单号',
    format: '运单号格式不正确:应为 NZ 或 AU 加 10 位数字',
    checkDigit: '运单号有误,请核对后重新输入',
    history: '查询记录',
    hint: '无需登录即可查询;登录后会保存查询记录',
  },
  trackHistory: {
    title: '查询记录',
    empty: '还没有查询记录',
    signedOut: '登录后查看查询记录',
    delete: '删除',
    deleted: '已删除',
    queriedAt: '{{time}}查询',
    goQuery: '去查询',
  },
};

export const en: Messages<typeof zh> = {
  trackLog: {
    title: 'Track a waybill',
    placeholder: 'Waybill number, e.g. NZ1234567890',
    query: 'Track',
    required: 'Enter a waybill number',
    format: 'Wrong format: NZ or AU followed by 10 digits',
    checkDigit: 'This waybill number is wrong. Please check it and type it again',
    history: 'Recent queries',
    hint: 'No login needed. Logged in, your queries are remembered',
  },
  trackHistory: {
    title: 'Recent queries',
    empty: 'No queries yet',
    signedOut: 'Log in to see your recent queries',
    delete: 'Delete',
    deleted: 'Deleted',
    queriedAt: 'Queried {{time}}',
    goQuery: 'Track a waybill',
  },
};

addStrings(zh, en);
