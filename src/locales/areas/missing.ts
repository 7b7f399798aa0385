// What a page of a sub-package shows when what it was opened for isn't there: the page-not-found view, a page opened
// without its id or with one that isn't the customer's (the waybill pages' are in areas/tour, in the main package).
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  missing: {
    embargo: '没有指定要查看的物品(缺少物品编号)',
    noSuchEmbargo: '找不到这个物品:它已被删除或不存在',
    toEmbargo: '查看禁运品列表',
    claim: '没有指定要查看的理赔(缺少理赔编号)',
    noSuchClaim: '找不到这个理赔:它不存在或不属于您的账号',
    toClaims: '去我的理赔',
    noSuchReturn: '找不到这个退货单:它不存在或不属于您的账号',
    booking: '没有指定要查看的预约(缺少预约编号)',
    noSuchBooking: '找不到这个预约:它不存在或不属于您的账号',
    toBookings: '去我的预约',
  },
  notFound: {
    title: '页面不存在',
    text: '您打开的页面不存在或已移动',
    home: '返回首页',
  },
};

export const en: Messages<typeof zh> = {
  missing: {
    embargo: 'No item was given to show (the item id is missing)',
    noSuchEmbargo: "This item wasn't found: it was removed or doesn't exist",
    toEmbargo: 'Prohibited goods',
    claim: 'No claim was given to show (the claim id is missing)',
    noSuchClaim: "This claim wasn't found: it doesn't exist or isn't on your account",
    toClaims: 'My claims',
    noSuchReturn: "This return wasn't found: it doesn't exist or isn't on your account",
    booking: 'No booking was given to show (the booking id is missing)',
    noSuchBooking: "This booking wasn't found: it doesn't exist or isn't on your account",
    toBookings: 'My bookings',
  },
  notFound: {
    title: 'Page not found',
    text: "The page you opened doesn't exist or has moved",
    home: 'Back to home',
  },
};

addStrings(zh, en);
