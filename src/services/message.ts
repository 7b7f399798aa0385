// The inbox, notification preferences and WeChat subscribe acceptances (types/notification.ts, server module notification).
import type { DeadLetter, InboxPage, NotificationEvent, PrefsView, SavePrefsRequest, SubscribeTemplates } from '@contract/notification';
import type { Http } from './request';

export const listMessages = (http: Http, query: { page: number; page_size: number }) => http.get<InboxPage>('/api/message/lst', query);
export const unreadMessages = (http: Http) => http.get<{ unread: number }>('/api/message/unread');
export const readMessage = (http: Http, id: number) => http.post<{ unread: number }>(`/api/message/read/${id}`, {});
export const readAllMessages = (http: Http) => http.post<{ updated: number; unread: number }>('/api/message/read_all', {});
export const messagePrefs = (http: Http) => http.get<PrefsView>('/api/message/prefs');
export const saveMessagePrefs = (http: Http, body: SavePrefsRequest) => http.post<PrefsView>('/api/message/prefs/save', body);
export const subscribeTemplates = (http: Http, events: readonly NotificationEvent[]) =>
  http.get<SubscribeTemplates>('/api/message/templates', { events: events.join(',') });
export const recordSubscribe = (http: Http, accepted: string[]) => http.post<{ counted: number }>('/api/message/subscribe', { accepted });

// ---- staff

export interface DeliveryRow {
  id: number;
  event: NotificationEvent;
  channel: string;
  template: string;
  status: string;
  attempts: number;
  last_error: string;
  link: string;
  created_at: string;
  sent_at: string | null;
}
type Paging = { page: number; page_size: number };

export const staffDeliveries = (http: Http, query: Paging & { member_code: string }) =>
  http.get<{ list: DeliveryRow[]; total: number }>('/api/staff/notification/lst', query);
export const staffResend = (http: Http, id: number) => http.post<DeliveryRow>(`/api/staff/notification/resend/${id}`, {});
export const deadLetters = (http: Http, query: Paging) => http.get<{ list: DeadLetter[]; total: number }>('/api/staff/job/dead/lst', query);
export const retryDeadLetter = (http: Http, id: string) => http.post<{ id: string }>(`/api/staff/job/dead/retry/${id}`, {});
