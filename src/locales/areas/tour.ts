// Strings of what a customer trips over: time zones, pages opened without their id, page not
// found, the About page.
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  zone: {
    note: '时间均为{{zone}}',
    names: { nz: '新西兰时间', sydney: '澳洲东部时间' },
    other: '{{zone}} 时间',
  },
  missing: {
    waybill: '没有指定要查看的运单(缺少运单编号)',
    payment: '没有指定要付款的运单(缺少运单编号)',
    embargo: '没有指定要查看的物品(缺少物品编号)',
    noSuchWaybill: '找不到这个运单:它不存在或不属于您的账号',
    noSuchEmbargo: '找不到这个物品:它已被删除或不存在',
    toWaybills: '去我的运单',
    toEmbargo: '查看禁运品列表',
    noSuchPayment: '找不到要付款的运单:它不存在或不属于您的账号',
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
  about: {
    title: '关于我们',
    intro: '我们为新西兰、澳大利亚的华人提供国际包裹转运服务:仓库代收、合箱打包、多条专线直邮中国,全程物流可查。',
    site: '服务站点',
    phone: '客服电话',
    version: '版本',
    agreement: '运输协议',
    guide: '新手指南',
  },
};

export const en: Messages<typeof zh> = {
  zone: {
    note: 'Times are {{zone}}',
    names: { nz: 'New Zealand time', sydney: 'Sydney time' },
    other: '{{zone}} time',
  },
  missing: {
    waybill: 'No waybill was given to show (the waybill id is missing)',
    payment: 'No waybill was given to pay (the waybill id is missing)',
    embargo: 'No item was given to show (the item id is missing)',
    noSuchWaybill: "This waybill wasn't found: it doesn't exist or isn't on your account",
    noSuchEmbargo: "This item wasn't found: it was removed or doesn't exist",
    toWaybills: 'My waybills',
    toEmbargo: 'Prohibited goods',
    noSuchPayment: "The waybill to pay wasn't found: it doesn't exist or isn't on your account",
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
  about: {
    title: 'About us',
    intro:
      'We forward parcels for the Chinese community in New Zealand and Australia: we receive your online orders at our warehouse, pack them together and send them to China on dedicated lines, tracked all the way.',
    site: 'Site',
    phone: 'Customer service',
    version: 'Version',
    agreement: 'Transport agreement',
    guide: "Beginner's guide",
  },
};

addStrings(zh, en);
