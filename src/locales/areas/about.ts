// The About page (pages/mine/about).
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
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
