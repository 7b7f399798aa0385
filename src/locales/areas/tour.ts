// Strings of what a customer trips over on the main package's pages: time zones, the waybill pages opened without
// their id. The other pages' are in areas/missing, the About page's in areas/about.
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
    noSuchWaybill: '找不到这个运单:它不存在或不属于您的账号',
    toWaybills: '去我的运单',
    noSuchPayment: '找不到要付款的运单:它不存在或不属于您的账号',
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
    noSuchWaybill: "This waybill wasn't found: it doesn't exist or isn't on your account",
    toWaybills: 'My waybills',
    noSuchPayment: "The waybill to pay wasn't found: it doesn't exist or isn't on your account",
  },
};

addStrings(zh, en);
