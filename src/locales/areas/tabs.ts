// The tab pages' own strings: home (banner, services), express (how to send), my waybills signed out, mine
// (profile header, menu). Their titles and tab labels are start-up strings (zh-CN.ts).
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  home: {
    services: '常用服务',
    banners: '推荐',
    banner: {
      fast: { title: '新西兰澳洲直邮中国', text: '时效稳定,全程轨迹可查' },
      safe: { title: '安全可靠 放心转运', text: '专业打包,可选保价服务' },
      card: { title: '公斤卡 更优惠', text: '预购重量,寄件直接抵扣' },
    },
  },
  feature: {
    warehouse: '仓库地址',
    freight: '运费估算',
    timePrice: '时效价格',
    embargo: '禁运物品',
    track: '物流查询',
    packRule: '打包规则',
    guide: '新手指南',
    faq: '常见问题',
    card: '公斤卡',
    coupon: '优惠券',
    reservation: '自提预约',
  },
  express: {
    signedOut: '登录后即可寄件',
    howTitle: '寄件流程',
    send: '我要寄件',
    step: {
      buy: { title: '网购发往仓库', text: '收货地址填写仓库地址和您的会员号' },
      declare: { title: '预报包裹', text: '在"我的包裹"中填写快递单号' },
      pack: { title: '合箱打包并支付', text: '仓库称重后生成运单,在线支付运费' },
      deliver: { title: '送货到家', text: '随时查看物流轨迹直至签收' },
    },
  },
  waybill: { signedOut: '登录后查看您的运单', empty: '暂无运单' },
  mine: {
    guest: '点击登录',
    defaultNickname: '新用户',
    memberCode: '会员号:{{code}}',
    noMobile: '未绑定手机',
    language: '语言',
    logout: '退出登录',
    logoutConfirm: '确定要退出登录吗?',
  },
  menu: {
    address: '地址簿',
    parcels: '我的包裹',
    wallet: '我的钱包',
    coupon: '优惠券',
    track: '物流查询',
    guide: '新手指南',
    faq: '常见问题',
    about: '关于我们',
    card: '公斤卡',
    invoice: '发票',
    messages: '消息中心',
    reservation: '自提预约',
    claims: '理赔申请',
    afterService: '我的售后',
    returns: '退货服务',
    agent: '代理中心',
  },
};

export const en: Messages<typeof zh> = {
  home: {
    services: 'Services',
    banners: 'Featured',
    banner: {
      fast: { title: 'NZ & AU direct to China', text: 'Reliable transit, tracked all the way' },
      safe: { title: 'Safe, careful forwarding', text: 'Professional packing, optional insurance' },
      card: { title: 'Kilogram cards save more', text: 'Prepay weight, deduct it when you send' },
    },
  },
  feature: {
    warehouse: 'Warehouse address',
    freight: 'Freight estimate',
    timePrice: 'Time & price',
    embargo: 'Prohibited goods',
    track: 'Track query',
    packRule: 'Packing rules',
    guide: 'Guide',
    faq: 'FAQ',
    card: 'Kilogram card',
    coupon: 'Coupons',
    reservation: 'Self-pickup',
  },
  express: {
    signedOut: 'Log in to send parcels',
    howTitle: 'How sending works',
    send: 'Send a parcel',
    step: {
      buy: { title: 'Ship to our warehouse', text: 'Use the warehouse address with your member code' },
      declare: { title: 'Pre-declare parcels', text: 'Add the tracking numbers in "My parcels"' },
      pack: { title: 'Pack and pay', text: 'We weigh it, you pay the freight online' },
      deliver: { title: 'Delivered to the door', text: 'Follow the track until it is signed for' },
    },
  },
  waybill: { signedOut: 'Log in to see your waybills', empty: 'No waybills yet' },
  mine: {
    guest: 'Tap to log in',
    defaultNickname: 'New user',
    memberCode: 'Member code: {{code}}',
    noMobile: 'No mobile bound',
    language: 'Language',
    logout: 'Log out',
    logoutConfirm: 'Log out now?',
  },
  menu: {
    address: 'Address book',
    parcels: 'My parcels',
    wallet: 'Wallet',
    coupon: 'Coupons',
    track: 'Track query',
    guide: 'Guide',
    faq: 'FAQ',
    about: 'About',
    card: 'Kilogram cards',
    invoice: 'Invoices',
    messages: 'Messages',
    reservation: 'Self-pickup',
    claims: 'Make a claim',
    afterService: 'My cases',
    returns: 'Returns',
    agent: 'Agent centre',
  },
};

addStrings(zh, en);
