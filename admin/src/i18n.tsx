// The console's words in both languages (Chinese first, as the office works in it). `t('a.b', {n})` reads one.
import { createContext, useContext } from 'react';
import { customerWords } from './words/customers';
import { financeWords } from './words/finance';
import { serviceWords } from './words/service';
import { systemWords } from './words/system';

export type Lang = 'zh' | 'en';

const zh = {
  app: { title: '集运后台', signOut: '退出', lang: 'English', search: '运单号 / 快递单号 / 会员号 / 手机号' },
  signIn: {
    title: '员工登录',
    account: '账号',
    password: '密码',
    site: '站点',
    submit: '登录',
    notStaff: '该账号不是员工账号',
    required: '请填写{field}',
  },
  site: { 1: '新西兰', 2: '澳大利亚' },
  nav: {
    waybills: '运单',
    warehouse: '仓库',
    customers: '客户',
    service: '售后',
    finance: '财务',
    content: '内容与价格',
    settings: '设置',
    audit: '审计',
  },
  table: {
    columns: '显示列',
    total: '共 {n} 条',
    totalCapped: '共 10,000+ 条',
    reset: '清除筛选',
    selected: '已选 {n} 条',
    reload: '刷新',
  },
  waybills: {
    title: '运单',
    no: '运单号',
    status: '状态',
    channel: '线路',
    member: '会员号',
    recipient: '收件人',
    weight: '重量 (kg)',
    amount: '应付',
    parcels: '包裹数',
    created: '创建时间',
    problem: '问题件',
    dates: '创建日期',
    deleted: '已注销',
    dispatch: '发出所选',
    dispatched: '已发出 {n} 单',
  },
  status: {
    pending_receipt: '待收货',
    pending_pack: '待打包',
    pending_payment: '待付款',
    pending_dispatch: '待发出',
    in_transit: '运输中',
    delivered: '已签收',
    cancelled: '已取消',
    received: '网点已收货',
    handed_over: '已移交国内快递',
  },
  detail: {
    size: '尺寸 (cm)',
    parcels: '包裹快递单号',
    history: '状态记录',
    receive: '确认收货',
    pack: '打包并计价',
    l: '长',
    w: '宽',
    h: '高',
    delivered: '标记已签收',
    flagProblem: '标记问题件',
    clearProblem: '解除问题件',
    reasonZh: '问题说明（中文）',
    reasonEn: '问题说明（英文）',
    required: '必填',
    done: '已保存',
  },
  parcels: {
    title: '包裹',
    trackingNo: '快递单号',
    courier: '快递公司',
    location: '库位',
    waybill: '运单号',
    arrived: '入库时间',
    arrivedOn: '入库日期',
    unclaimed: '无主',
    keyword: '快递单号 / 会员号 / 库位',
  },
  parcelStatus: {
    declared: '已预报',
    in_warehouse: '已入库',
    packing: '打包中',
    packed: '已打包',
    return_requested: '退货中',
    returned: '已退货',
    unclaimed: '无主件',
    collected: '已自提',
    delivered: '已签收',
  },
  payments: {
    title: '支付记录',
    no: '支付单号',
    purpose: '用途',
    amount: '金额',
    online: '在线支付',
    paidAt: '支付时间',
    dates: '创建日期',
    keyword: '支付单号 / 运单号 / 会员号',
    refund: '全额退款',
    refundNote: '退款说明',
    refunded: '已提交退款',
  },
  paymentStatus: { pending: '待支付', paid: '已支付', failed: '失败', cancelled: '已取消', refunded: '已退款' },
  paymentPurpose: { waybill: '运费', topup: '充值', card: '公斤卡', return: '退货费' },
  error: { network: '网络错误，请稍后重试' },
};

type Dict = typeof zh;

const en: Dict = {
  app: { title: 'Parcel office', signOut: 'Sign out', lang: '中文', search: 'Waybill / tracking no. / member code / mobile' },
  signIn: {
    title: 'Staff sign-in',
    account: 'Account',
    password: 'Password',
    site: 'Site',
    submit: 'Sign in',
    notStaff: 'This account is not a staff account',
    required: 'Enter the {field}',
  },
  site: { 1: 'New Zealand', 2: 'Australia' },
  nav: {
    waybills: 'Waybills',
    warehouse: 'Warehouse',
    customers: 'Customers',
    service: 'After-sales',
    finance: 'Finance',
    content: 'Content & prices',
    settings: 'Settings',
    audit: 'Audit',
  },
  table: {
    columns: 'Columns',
    total: '{n} in all',
    totalCapped: '10,000+ in all',
    reset: 'Clear filters',
    selected: '{n} selected',
    reload: 'Reload',
  },
  waybills: {
    title: 'Waybills',
    no: 'Waybill no.',
    status: 'Status',
    channel: 'Line',
    member: 'Member',
    recipient: 'Recipient',
    weight: 'Weight (kg)',
    amount: 'Due',
    parcels: 'Parcels',
    created: 'Created',
    problem: 'Problem',
    dates: 'Created on',
    deleted: 'Deleted',
    dispatch: 'Dispatch selected',
    dispatched: '{n} dispatched',
  },
  status: {
    pending_receipt: 'Awaiting drop-off',
    pending_pack: 'To pack',
    pending_payment: 'Awaiting payment',
    pending_dispatch: 'To dispatch',
    in_transit: 'In transit',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    received: 'Received at depot',
    handed_over: 'Handed to China carrier',
  },
  detail: {
    size: 'Size (cm)',
    parcels: 'Parcel tracking no.',
    history: 'History',
    receive: 'Received at the depot',
    pack: 'Pack and price',
    l: 'Length',
    w: 'Width',
    h: 'Height',
    delivered: 'Mark delivered',
    flagProblem: 'Flag a problem',
    clearProblem: 'Clear the problem',
    reasonZh: 'Reason (Chinese)',
    reasonEn: 'Reason (English)',
    required: 'Required',
    done: 'Saved',
  },
  parcels: {
    title: 'Parcels',
    trackingNo: 'Tracking no.',
    courier: 'Courier',
    location: 'Location',
    waybill: 'Waybill no.',
    arrived: 'Arrived',
    arrivedOn: 'Arrived on',
    unclaimed: 'Unclaimed',
    keyword: 'Tracking no. / member / location',
  },
  parcelStatus: {
    declared: 'Declared',
    in_warehouse: 'In warehouse',
    packing: 'Packing',
    packed: 'Packed',
    return_requested: 'Return requested',
    returned: 'Returned',
    unclaimed: 'Unclaimed',
    collected: 'Collected',
    delivered: 'Delivered',
  },
  payments: {
    title: 'Payments',
    no: 'Payment no.',
    purpose: 'Purpose',
    amount: 'Amount',
    online: 'Online',
    paidAt: 'Paid',
    dates: 'Created on',
    keyword: 'Payment / waybill no. / member',
    refund: 'Refund in full',
    refundNote: 'Note',
    refunded: 'Refund sent',
  },
  paymentStatus: { pending: 'Pending', paid: 'Paid', failed: 'Failed', cancelled: 'Cancelled', refunded: 'Refunded' },
  paymentPurpose: { waybill: 'Freight', topup: 'Top-up', card: 'Kilogram card', return: 'Return fee' },
  error: { network: 'Network error, please try again' },
};

/** The frame's words above; each area's pages bring their own (words/). */
const PAGE_WORDS = [serviceWords, customerWords, financeWords, systemWords];
const DICTS: Record<Lang, object> = {
  zh: Object.assign({}, zh, ...PAGE_WORDS.map((w) => w.zh)),
  en: Object.assign({}, en, ...PAGE_WORDS.map((w) => w.en)),
};

export type T = (key: string, values?: Record<string, string | number>) => string;

export function translator(lang: Lang): T {
  return (key, values) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], DICTS[lang]);
    const text = typeof found === 'string' ? found : key;
    return values ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '')) : text;
  };
}

export const LangContext = createContext<{ lang: Lang; t: T; setLang(lang: Lang): void }>({
  lang: 'zh',
  t: translator('zh'),
  setLang: () => {},
});

export const useT = () => useContext(LangContext).t;
export const useLang = () => useContext(LangContext);
