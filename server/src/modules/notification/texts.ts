/**
 * What each event says, in both languages: a short title (WeChat `thing` fields, the inbox list) and a body
 * (inbox, SMS, email). `{name}` is filled from the event's payload; a module that adds an event adds its texts here.
 * Payload keys in use: no (parcel tracking or waybill number), amount (money, formatted), carrier, reason, days,
 * date, time, place.
 */
import type { NotificationEvent } from '@contract/notification';
import type { NotificationPayload } from '../../db/schema';
import { fill } from '../../i18n';

interface Text {
  title: string;
  body: string;
}

export const NOTIFICATION_TEXTS: Record<NotificationEvent, { zh: Text; en: Text }> = {
  'parcel.checked_in': {
    zh: { title: '包裹已入库', body: '您的包裹 {no} 已到达仓库并入库,可以申请打包了。' },
    en: { title: 'Parcel checked in', body: 'Your parcel {no} has arrived at the warehouse. You can ask for it to be packed now.' },
  },
  'parcel.matched': {
    zh: { title: '无主包裹已认领', body: '无主包裹 {no} 已归入您的账户。' },
    en: { title: 'Unclaimed parcel matched', body: 'The unclaimed parcel {no} is now in your account.' },
  },
  'parcel.storage_reminder': {
    zh: { title: '包裹免费仓储即将到期', body: '包裹 {no} 已在仓库存放 {days} 天,{date} 起将收取仓储费,请尽快打包。' },
    en: {
      title: 'Free storage ends soon',
      body: 'Parcel {no} has been in the warehouse for {days} days. Storage fees start on {date}: please ask for packing soon.',
    },
  },
  'parcel.disposal_notice': {
    zh: {
      title: '包裹即将被处置',
      body: '包裹 {no} 已在仓库存放 {days} 天。存放超过 {limit} 天的包裹将于 {date} 起被处置,请尽快打包或联系客服。',
    },
    en: {
      title: 'Parcel to be disposed of',
      body: 'Parcel {no} has been in the warehouse for {days} days. Parcels kept over {limit} days are disposed of from {date}: please ask for packing or contact us.',
    },
  },
  'waybill.awaiting_payment': {
    zh: { title: '运单待支付', body: '运单 {no} 已称重计价,应付 {amount},请尽快支付。' },
    en: { title: 'Waybill awaiting payment', body: 'Waybill {no} is weighed and priced at {amount}. Please pay to have it sent.' },
  },
  'waybill.paid': {
    zh: { title: '运单已支付', body: '运单 {no} 已支付 {amount},我们会尽快发出。' },
    en: { title: 'Waybill paid', body: 'Waybill {no} is paid ({amount}). We will send it soon.' },
  },
  'waybill.dispatched': {
    zh: { title: '运单已发出', body: '运单 {no} 已从仓库发出。' },
    en: { title: 'Waybill dispatched', body: 'Waybill {no} has left the warehouse.' },
  },
  'waybill.handed_over': {
    zh: { title: '已交国内快递', body: '运单 {no} 已交给国内快递 {carrier},单号 {carrier_no}。' },
    en: { title: 'Handed to China carrier', body: 'Waybill {no} is with {carrier} in China, tracking number {carrier_no}.' },
  },
  'waybill.delivered': {
    zh: { title: '运单已签收', body: '运单 {no} 已签收,感谢您的使用。' },
    en: { title: 'Waybill delivered', body: 'Waybill {no} has been delivered. Thank you!' },
  },
  'waybill.problem_flagged': {
    zh: { title: '运单有问题', body: '运单 {no} 遇到问题:{reason}。我们会与您联系。' },
    en: { title: 'Problem with a waybill', body: 'Waybill {no} has a problem: {reason}. We will contact you.' },
  },
  'waybill.problem_cleared': {
    zh: { title: '运单问题已解决', body: '运单 {no} 的问题已解决,继续配送中。' },
    en: { title: 'Waybill problem solved', body: 'The problem with waybill {no} is solved and it is on its way again.' },
  },
  'refund.completed': {
    zh: { title: '退款已完成', body: '退款 {amount} 已退回原支付方式(单号 {no})。' },
    en: { title: 'Refund completed', body: 'The refund of {amount} is back where it was paid from (refund {no}).' },
  },
  'payment.late_transfer': {
    zh: { title: '转账已存入钱包', body: '您的银行转账 {amount}(参考号 {no})到账时付款已过期,款项已存入您的钱包,可用于下次支付。' },
    en: {
      title: 'Transfer added to your wallet',
      body: 'Your bank transfer of {amount} (reference {no}) arrived after the payment had expired. It is in your wallet for your next payment.',
    },
  },
  'reservation.confirmed': {
    zh: { title: '预约已确认', body: '您在 {place} 的预约已确认,时间 {time}。' },
    en: { title: 'Booking confirmed', body: 'Your booking at {place} is confirmed for {time}.' },
  },
  'reservation.reminder': {
    zh: { title: '预约提醒', body: '提醒:您在 {place} 的预约时间是 {time}。' },
    en: { title: 'Booking reminder', body: 'Reminder: your booking at {place} is at {time}.' },
  },
  'reservation.cancelled': {
    zh: { title: '预约已取消', body: '您在 {place} {time} 的预约已取消。' },
    en: { title: 'Booking cancelled', body: 'Your booking at {place} for {time} is cancelled.' },
  },
  'claim.need_info': {
    zh: { title: '理赔需补充资料', body: '理赔 {no} 需要补充资料:{reason}。' },
    en: { title: 'Claim needs more information', body: 'Claim {no} needs more information: {reason}.' },
  },
  'claim.decided': {
    zh: { title: '理赔已处理', body: '理赔 {no} 已有结果:{reason}。' },
    en: { title: 'Claim decided', body: 'Claim {no} has been decided: {reason}.' },
  },
  'claim.paid': {
    zh: { title: '理赔已赔付', body: '理赔 {no} 已赔付 {amount}。' },
    en: { title: 'Claim paid', body: 'Claim {no} has been paid: {amount}.' },
  },
  'return.quoted': {
    zh: { title: '退货已报价', body: '退货 {no} 的费用为 {amount},请付款。' },
    en: { title: 'Return quoted', body: 'Return {no} costs {amount}: please pay to go ahead.' },
  },
  'return.paid': {
    zh: { title: '退货已付款', body: '退货 {no} 已付款 {amount},仓库将尽快处理。' },
    en: { title: 'Return paid', body: 'Return {no} is paid ({amount}); the warehouse will process it.' },
  },
  'return.rejected': {
    zh: { title: '退货申请被拒绝', body: '退货 {no} 被拒绝:{reason}。已付费用将原路退回。' },
    en: { title: 'Return rejected', body: 'Return {no} was rejected: {reason}. Any fee paid goes back where it came from.' },
  },
  'return.shipped': {
    zh: { title: '退货已寄出', body: '退货 {no} 已由 {carrier} 寄出,单号 {tracking_no}。' },
    en: { title: 'Return shipped', body: 'Return {no} has left with {carrier}, tracking number {tracking_no}.' },
  },
  'return.completed': {
    zh: { title: '退货已完成', body: '退货 {no} 已完成。' },
    en: { title: 'Return completed', body: 'Return {no} is complete.' },
  },
  'agent.application_decided': {
    zh: { title: '代理申请结果', body: '您的代理申请{reason}。' },
    en: { title: 'Agent application decided', body: 'Your agent application {reason}.' },
  },
  'agent.commission_available': {
    zh: { title: '佣金可提现', body: '运单 {no} 的佣金 {amount} 已可提现。' },
    en: { title: 'Commission available', body: 'The commission of {amount} on waybill {no} can be withdrawn now.' },
  },
  'agent.withdrawal_paid': {
    zh: { title: '提现已到账', body: '提现 {no} 已打款 {amount}。' },
    en: { title: 'Withdrawal paid', body: 'Withdrawal {no} has been paid: {amount}.' },
  },
  'agent.withdrawal_rejected': {
    zh: { title: '提现被驳回', body: '提现 {no} 被驳回:{reason}。金额已退回佣金余额。' },
    en: { title: 'Withdrawal rejected', body: 'Withdrawal {no} was rejected: {reason}. The money is back in your commission balance.' },
  },
  'privacy.export_ready': {
    zh: { title: '您的数据已可下载', body: '您申请的个人数据副本已准备好,请在“隐私与数据”中下载,链接 {hours} 小时内有效。' },
    en: { title: 'Your data is ready', body: 'The copy of your data is ready: download it under "Privacy & data" within {hours} hours.' },
  },
  'privacy.deletion_scheduled': {
    zh: { title: '账号将被注销', body: '您的账号将于 {date} 注销。在此之前登录即可取消注销。' },
    en: { title: 'Account to be deleted', body: 'Your account will be deleted on {date}. Sign in before then to cancel.' },
  },
};

export type TextLang = 'zh' | 'en';

/** The user's stored language (users.lang) or the request's (x-lang) as a side of the texts. */
export const textLang = (lang: string): TextLang => (lang === 'en' ? 'en' : 'zh');

/** An English reader gets `x_en` in place of `x` when the payload has both (staff-written reasons). */
export function render(event: NotificationEvent, payload: NotificationPayload, lang: TextLang): Text {
  const text = NOTIFICATION_TEXTS[event][lang];
  const english = Object.entries(payload)
    .filter(([key]) => key.endsWith('_en'))
    .map(([key, value]) => [key.slice(0, -3), value]);
  const values = lang === 'en' ? { ...payload, ...Object.fromEntries(english) } : payload;
  return { title: fill(text.title, values), body: fill(text.body, values) };
}
