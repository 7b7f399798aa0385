// The inbox, notification preferences and WeChat subscribe acceptances (types/notification.ts, server module notification).
import type { InboxPage, NotificationEvent, PrefsView, SavePrefsRequest, SubscribeTemplates } from '@/contract-notification'
import type { Http } from './request'

export const listMessages = (http: Http, query: { page: number; page_size: number }) => http.get<InboxPage>('/api/message/lst', query)
export const unreadMessages = (http: Http) => http.get<{ unread: number }>('/api/message/unread')
export const readMessage = (http: Http, id: number) => http.post<{ unread: number }>(`/api/message/read/${id}`, {})
export const readAllMessages = (http: Http) => http.post<{ updated: number; unread: number }>('/api/message/read_all', {})
export const messagePrefs = (http: Http) => http.get<PrefsView>('/api/message/prefs')
export const saveMessagePrefs = (http: Http, body: SavePrefsRequest) => http.post<PrefsView>('/api/message/prefs/save', body)
export const subscribeTemplates = (http: Http, events: readonly NotificationEvent[]) =>
  http.get<SubscribeTemplates>('/api/message/templates', { events: events.join(',') })
export const recordSubscribe = (http: Http, accepted: string[]) => http.post<{ counted: number }>('/api/message/subscribe', { accepted })
