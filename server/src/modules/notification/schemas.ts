/** Route schemas of the message (inbox, preferences, subscribe) and staff notification calls. */
import { DELIVERY_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_GROUP_NAMES } from '../../../../types/notification';
import { envelope, obj, responses } from '../../schemas';
import { idParams, listSchema, pagingQuery } from '../content/lists';

const security = [{ token: [] }];
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const tags = ['message'];

const message = obj(
  { id: int, event: str, title: str, body: str, link: str, read: bool, created_at: str },
  ['id', 'event', 'title', 'body', 'link', 'read', 'created_at'],
);
const inboxPage = obj({ list: { type: 'array', items: message }, total: int, unread: int }, ['list', 'total', 'unread']);
const switches = obj(Object.fromEntries(DELIVERY_CHANNELS.map((c) => [c, bool])), [...DELIVERY_CHANNELS]);
const prefs = { ...obj(Object.fromEntries(NOTIFICATION_GROUP_NAMES.map((g) => [g, switches])), NOTIFICATION_GROUP_NAMES), additionalProperties: false };
const prefsView = obj({ prefs, email: str }, ['prefs', 'email']);
const templateId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

export const inboxSchema = { tags, security, summary: 'My messages, newest first, with the unread count', querystring: obj(pagingQuery), response: responses(envelope(inboxPage)) };
export const unreadSchema = { tags, security, summary: 'How many of my messages are unread (the mine tab badge)', response: responses(envelope(obj({ unread: int }, ['unread']))) };
export const readSchema = { tags, security, summary: 'Mark one message read', params: idParams, response: responses(envelope(obj({ unread: int }, ['unread']))) };
export const readAllSchema = { tags, security, summary: 'Mark all my messages read', response: responses(envelope(obj({ updated: int, unread: int }, ['updated', 'unread']))) };
export const prefsSchema = { tags, security, summary: 'My notification switches per event group and channel', response: responses(envelope(prefsView)) };
export const savePrefsSchema = {
  tags, security, summary: 'Save my notification switches (email needs an address)',
  body: obj({ prefs, email: { type: 'string', maxLength: 120 } }, ['prefs']),
  response: responses(envelope(prefsView)),
};
export const templatesSchema = {
  tags, security, summary: 'WeChat template ids to ask for at a tap (wx.requestSubscribeMessage), for these events',
  querystring: obj({ events: { type: 'string', maxLength: 300 } }, ['events']),
  response: responses(envelope(obj({ template_ids: { type: 'array', items: str } }, ['template_ids']))),
};
export const subscribeSchema = {
  tags, security, summary: 'The templates the customer accepted: one message each may be sent',
  body: obj({ accepted: { type: 'array', maxItems: 10, items: templateId } }, ['accepted']),
  response: responses(envelope(obj({ counted: int }, ['counted']))),
};

const logItem = obj(
  { id: int, event: str, channel: str, template: str, status: str, attempts: int, last_error: str, link: str, created_at: str, sent_at: nullableStr },
  ['id', 'event', 'channel', 'template', 'status', 'attempts', 'last_error', 'link', 'created_at', 'sent_at'],
);
export const deliveryLogSchema = {
  tags: ['staff'], security, summary: 'A customer\'s notification deliveries (by user id or member code): channel, status, attempts, why it failed',
  querystring: {
    ...obj({ user_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, member_code: { type: 'string', minLength: 1, maxLength: 20 }, ...pagingQuery }),
    anyOf: [{ required: ['user_id'] }, { required: ['member_code'] }],
  },
  response: responses(envelope(listSchema(logItem))),
};
export const resendSchema = { tags: ['staff'], security, summary: 'Send one notification again on its channel', params: idParams, response: responses(envelope(logItem)) };

const deadItem = obj({ id: str, queue: str, data: {}, error: str, created_at: str }, ['id', 'queue', 'data', 'error', 'created_at']);
export const deadListSchema = {
  tags: ['staff'], security, summary: 'Jobs that failed every retry (the dead-letter list)', querystring: obj(pagingQuery),
  response: responses(envelope(listSchema(deadItem))),
};
export const deadRetrySchema = {
  tags: ['staff'], security, summary: 'Queue a dead job again with fresh retries',
  params: obj({ id: { type: 'string', pattern: '^[0-9a-f-]{36}$', maxLength: 36 } }, ['id']), response: responses(envelope(obj({ id: str }, ['id']))),
};

const template = obj({ event: { type: 'string', enum: [...NOTIFICATION_EVENTS] }, template_id: templateId, fields: { type: 'object', maxProperties: 10, additionalProperties: { type: 'string', maxLength: 40 } } }, ['event', 'template_id', 'fields']);
export const templateListSchema = { tags: ['admin'], security, summary: 'WeChat subscribe templates of this site, per event', response: responses(envelope(obj({ list: { type: 'array', items: template } }, ['list']))) };
export const templateSaveSchema = { tags: ['admin'], security, summary: 'Set the WeChat template of an event and which payload value fills each field', body: template, response: responses(envelope(obj({ list: { type: 'array', items: template } }, ['list']))) };
