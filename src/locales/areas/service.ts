// Customer service (components/CustomerService*), a waybill's share link and "send again" (pages/waybill).
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  service: {
    title: '联系客服',
    chat: '在线客服',
    call: '客服电话 {{phone}}',
    hours: '服务时间:',
    cardWaybill: '咨询运单 {{no}}',
    cardClaim: '咨询理赔 {{no}}',
    cardReturn: '咨询退货 {{no}}',
  },
  waybillShare: {
    share: '分享物流',
    copyLink: '复制物流链接',
    copied: '物流链接已复制,可发给收件人查看',
    cardTitle: '运单 {{no}} 的物流进度',
    sendAgain: '再寄一单',
  },
};

export const en: Messages<typeof zh> = {
  service: {
    title: 'Customer service',
    chat: 'Chat with us',
    call: 'Call {{phone}}',
    hours: 'Hours: ',
    cardWaybill: 'About waybill {{no}}',
    cardClaim: 'About claim {{no}}',
    cardReturn: 'About return {{no}}',
  },
  waybillShare: {
    share: 'Share tracking',
    copyLink: 'Copy tracking link',
    copied: 'Tracking link copied: send it to the recipient',
    cardTitle: 'Tracking of waybill {{no}}',
    sendAgain: 'Send again',
  },
};

addStrings(zh, en);
