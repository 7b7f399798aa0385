// The admin's customer-service and announcement settings (pages/staff/ServiceSettings.tsx), apart from the customer
// strings so that the mini-program's main package does not carry them.
// Loaded with the pages that import this file (see docs/architecture.md, "Add strings").
import { addStrings, type Messages } from '../index';

export const zh = {
  serviceAdmin: {
    serviceTitle: '客服设置',
    phone: '客服电话',
    hoursZh: '服务时间(中文)',
    hoursEn: '服务时间(英文)',
    kfUrl: '企业微信客服链接',
    kfHint: 'H5 用户点"在线客服"打开此链接;小程序使用微信自带客服。留空则不显示。企业微信客服链接形如 ',
    saved: '已保存',
    noticeTitle: '首页公告',
    active: '显示公告',
    textZh: '公告内容(中文)',
    textEn: '公告内容(英文)',
    route: '点击打开的页面',
    routeHint: '如 /pages/mine/guide/index,可空',
    startsOn: '开始日期',
    endsOn: '结束日期',
    dayHint: '年-月-日,可空',
    kfPlaceholder: 'https://work.weixin.qq.com/kfid/…',
    error: {
      phone: '客服电话格式不正确',
      kfUrl: '企业微信客服链接须以 https://work.weixin.qq.com/kfid/ 开头,或留空',
      textZh: '显示公告时请填写中文内容',
      textEn: '显示公告时请填写英文内容',
      route: '页面须为本应用的页面路径(以 /pages/ 开头)',
      day: '日期格式为“年-月-日”',
      period: '结束日期不能早于开始日期',
    },
  },
};

export const en: Messages<typeof zh> = {
  serviceAdmin: {
    serviceTitle: 'Customer service',
    phone: 'Service phone',
    hoursZh: 'Hours (Chinese)',
    hoursEn: 'Hours (English)',
    kfUrl: 'WeChat Work service link',
    kfHint:
      'On H5, "Chat with us" opens this link; the mini-program uses WeChat\'s own customer service. Empty: not shown. A WeChat Work service link looks like ',
    saved: 'Saved',
    noticeTitle: 'Home announcement',
    active: 'Show the announcement',
    textZh: 'Text (Chinese)',
    textEn: 'Text (English)',
    route: 'Page opened on a tap',
    routeHint: 'e.g. /pages/mine/guide/index, optional',
    startsOn: 'From',
    endsOn: 'Until',
    dayHint: 'YYYY-MM-DD, optional',
    kfPlaceholder: 'https://work.weixin.qq.com/kfid/...',
    error: {
      phone: 'The service phone is not a phone number',
      kfUrl: 'The WeChat Work link must start with https://work.weixin.qq.com/kfid/, or be empty',
      textZh: 'Give the Chinese text to show the announcement',
      textEn: 'Give the English text to show the announcement',
      route: 'The page must be a page of this app (starting /pages/)',
      day: 'Dates are YYYY-MM-DD',
      period: 'The end must not be before the start',
    },
  },
};

addStrings(zh, en);
