// Strings of what a customer trips over: time zones, pages opened without their id, page not
// found, the About page, payment lines of a paid waybill.
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
    toWaybills: '去我的运单',
    toEmbargo: '查看禁运品列表',
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
  paidLines: {
    title: '支付明细',
    paidAt: '支付时间',
    card: '公斤卡 {{name}}({{kg}} kg)',
    cardNoName: '公斤卡({{kg}} kg)',
    coupon: '优惠券',
    wallet: '钱包余额',
    online: '在线支付({{method}})',
    paid: '实付金额',
    refund: '退款',
    refundStatus: { pending: '退款处理中', succeeded: '已退款', failed: '退款失败' },
    refundCard: '{{kg}} kg 退回公斤卡',
    refundCoupon: '优惠券退回我的优惠券',
    refundCouponKept: '优惠券已过期,不退回',
    refundWallet: '{{amount}} 退回钱包',
    refundOnline: '{{amount}} 原路退回({{method}})',
  },
  cancelPaid: {
    intro: '运单 {{no}} 已付款,取消后将全额退款:',
    coupon: '优惠券退回我的优惠券(仍在有效期内时)',
    nothing: '没有需要退回的款项',
  },
};

export const en: typeof zh = {
  zone: {
    note: 'Times are {{zone}}',
    names: { nz: 'New Zealand time', sydney: 'Sydney time' },
    other: '{{zone}} time',
  },
  missing: {
    waybill: 'No waybill was given to show (the waybill id is missing)',
    payment: 'No waybill was given to pay (the waybill id is missing)',
    embargo: 'No item was given to show (the item id is missing)',
    toWaybills: 'My waybills',
    toEmbargo: 'Prohibited goods',
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
  paidLines: {
    title: 'Payment',
    paidAt: 'Paid at',
    card: 'Kilogram card {{name}} ({{kg}} kg)',
    cardNoName: 'Kilogram card ({{kg}} kg)',
    coupon: 'Coupon',
    wallet: 'Wallet',
    online: 'Online ({{method}})',
    paid: 'Paid',
    refund: 'Refund',
    refundStatus: { pending: 'Refund in progress', succeeded: 'Refunded', failed: 'Refund failed' },
    refundCard: '{{kg}} kg back to the kilogram card',
    refundCoupon: 'Coupon back to My coupons',
    refundCouponKept: 'Coupon expired: not given back',
    refundWallet: '{{amount}} back to the wallet',
    refundOnline: '{{amount}} back to where it was paid from ({{method}})',
  },
  cancelPaid: {
    intro: 'Waybill {{no}} is paid. Cancelling it refunds it in full:',
    coupon: 'The coupon goes back to My coupons (while still valid)',
    nothing: 'Nothing to give back',
  },
};
