// Strings of the inbox and the notification settings (mine area).
export const zh = {
  title: '消息中心',
  prefsTitle: '通知设置',
  readAll: '全部已读',
  readAllDone: '已全部标为已读',
  empty: '暂无消息',
  signedOut: '登录后查看消息',
  unread: '未读',
  settings: '通知设置',
  groups: {
    parcel: '包裹入库', payment: '支付与退款', shipping: '发货与签收', problem: '运单问题', reservation: '预约', claim: '理赔',
  },
  channels: { wechat: '微信', sms: '短信', email: '邮件' },
  inboxAlways: '站内消息始终接收;微信、短信、邮件按下面的设置发送,微信发送不了时改发短信、再改发邮件。',
  email: '邮箱',
  emailPlaceholder: '接收邮件通知的邮箱',
  emailInvalid: '请填写有效的邮箱地址',
  emailNeeded: '开启邮件通知需要填写邮箱',
  save: '保存设置',
  saved: '已保存',
}

export const en: typeof zh = {
  title: 'Messages',
  prefsTitle: 'Notification settings',
  readAll: 'Mark all read',
  readAllDone: 'All marked read',
  empty: 'No messages yet',
  signedOut: 'Sign in to see your messages',
  unread: 'Unread',
  settings: 'Settings',
  groups: {
    parcel: 'Parcels checked in', payment: 'Payments and refunds', shipping: 'Sent and delivered', problem: 'Waybill problems', reservation: 'Bookings', claim: 'Claims',
  },
  channels: { wechat: 'WeChat', sms: 'Text', email: 'Email' },
  inboxAlways: 'Every message lands here. WeChat, text and email follow the switches below; when WeChat cannot deliver, a text is sent, then an email.',
  email: 'Email',
  emailPlaceholder: 'Where email notifications go',
  emailInvalid: 'Enter a valid email address',
  emailNeeded: 'Email notifications need an email address',
  save: 'Save',
  saved: 'Saved',
}
