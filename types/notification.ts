/**
 * Notifications: the events the product tells customers about, the groups a customer switches on and off per
 * channel, and the customer calls under /api/message/ (inbox, preferences, WeChat subscribe acceptances).
 */
import type { DaysAndSort } from './staff';

/** Every event a customer can be told about. A module adds its events here and their texts in
 *  server/src/modules/notification/texts.ts (zh and en), then calls notify() inside its transaction. */
export const NOTIFICATION_EVENTS = [
  'parcel.checked_in',
  'parcel.matched',
  'parcel.storage_reminder',
  'parcel.disposal_notice',
  'waybill.awaiting_payment',
  'waybill.paid',
  'waybill.dispatched',
  'waybill.handed_over',
  'waybill.delivered',
  'waybill.problem_flagged',
  'waybill.problem_cleared',
  'refund.completed',
  'payment.late_transfer',
  'reservation.confirmed',
  'reservation.reminder',
  'reservation.cancelled',
  'claim.need_info',
  'claim.decided',
  'claim.paid',
  'return.quoted',
  'return.paid',
  'return.rejected',
  'return.shipped',
  'return.completed',
  'agent.application_decided',
  'agent.commission_available',
  'agent.withdrawal_paid',
  'agent.withdrawal_rejected',
  'privacy.export_ready',
  'privacy.deletion_scheduled',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Groups a customer turns on or off per channel (mine -> notification settings). */
export const NOTIFICATION_GROUPS = {
  parcel: ['parcel.checked_in', 'parcel.matched', 'parcel.storage_reminder', 'parcel.disposal_notice'],
  payment: ['waybill.awaiting_payment', 'waybill.paid', 'refund.completed', 'payment.late_transfer'],
  shipping: ['waybill.dispatched', 'waybill.handed_over', 'waybill.delivered'],
  problem: ['waybill.problem_flagged', 'waybill.problem_cleared'],
  reservation: ['reservation.confirmed', 'reservation.reminder', 'reservation.cancelled'],
  claim: ['claim.need_info', 'claim.decided', 'claim.paid'],
  return: ['return.quoted', 'return.paid', 'return.rejected', 'return.shipped', 'return.completed'],
  agent: ['agent.application_decided', 'agent.commission_available', 'agent.withdrawal_paid', 'agent.withdrawal_rejected'],
  privacy: ['privacy.export_ready', 'privacy.deletion_scheduled'],
} as const satisfies Record<string, readonly NotificationEvent[]>;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS;
export const NOTIFICATION_GROUP_NAMES = Object.keys(NOTIFICATION_GROUPS) as NotificationGroup[];

export function groupOf(event: NotificationEvent): NotificationGroup {
  return NOTIFICATION_GROUP_NAMES.find((g) => (NOTIFICATION_GROUPS[g] as readonly string[]).includes(event))!;
}

/** Channels that leave the app, in fallback order: a later one is tried when the earlier one could not deliver.
 *  The in-app inbox always gets every message. */
export const DELIVERY_CHANNELS = ['wechat', 'sms', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export type ChannelSwitches = Record<DeliveryChannel, boolean>;
export type NotificationPrefs = Record<NotificationGroup, ChannelSwitches>;

/** Defaults: WeChat for everything; a text message where money or a problem is waiting on the customer; email
 *  only once the customer gives an address and turns it on. */
export const DEFAULT_PREFS: NotificationPrefs = {
  parcel: { wechat: true, sms: false, email: false },
  payment: { wechat: true, sms: true, email: false },
  shipping: { wechat: true, sms: false, email: false },
  problem: { wechat: true, sms: true, email: false },
  reservation: { wechat: true, sms: false, email: false },
  claim: { wechat: true, sms: true, email: false },
  return: { wechat: true, sms: true, email: false },
  agent: { wechat: true, sms: false, email: false },
  privacy: { wechat: false, sms: false, email: false },
};

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** GET /api/staff/notification/lst: the messages sent to the site's customers (one customer's with user_id or
 *  member_code), by status, channel and creation days (site zone, both included), newest first unless order=asc. */
export interface StaffDeliveryQuery extends DaysAndSort<'created_at'> {
  user_id?: number;
  member_code?: string;
  status?: OutboxStatus;
  channel?: DeliveryChannel;
}

/** One delivery of a notification on one channel; `title` is the event's, in the caller's language. */
export interface StaffDelivery {
  id: number;
  event: NotificationEvent;
  title: string;
  member_code: string | null;
  channel: DeliveryChannel;
  template: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string;
  link: string;
  created_at: string;
  sent_at: string | null;
}

/** One inbox message, in the caller's language. */
export interface InboxMessage {
  id: number;
  event: NotificationEvent;
  title: string;
  body: string;
  /** An app route with its query, e.g. /pages/parcel-detail/index?id=12 (empty: nothing to open). */
  link: string;
  read: boolean;
  created_at: string;
}

export interface InboxPage {
  list: InboxMessage[];
  total: number;
  unread: number;
}

export interface PrefsView {
  prefs: NotificationPrefs;
  email: string;
}

export interface SavePrefsRequest {
  prefs: NotificationPrefs;
  email?: string;
}

/** The result of wx.requestSubscribeMessage, sent back so the server counts one send per acceptance. */
export interface SubscribeRequest {
  accepted: string[];
}

/** The WeChat template ids of the events asked for at a tap (the app passes them to requestSubscribeMessage). */
export interface SubscribeTemplates {
  template_ids: string[];
}

/** GET /api/staff/job/dead/lst: a job that failed every retry (the dead-letter list), newest first. */
export interface DeadLetter {
  id: string;
  /** The queue it failed on (POST /api/staff/job/dead/retry/{id} puts it back there). */
  queue: string;
  data: unknown;
  error: string;
  created_at: string;
}
