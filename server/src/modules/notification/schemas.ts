/** Route schemas of the message (inbox, preferences, subscribe) and staff notification calls. */
import { DELIVERY_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_GROUP_NAMES, OUTBOX_STATUSES } from '@contract/notification';
import { choice, idParams, paging, rowId, str } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { daysAndSortQuery, listSchema } from '../../toolkit/lists';

const security = [{ token: [] }];
/** Response shapes (requests use the lib/schema.ts builders). */
const text = { type: 'string' } as const;
const count = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const tags = ['message'];

const message = obj({ id: count, event: text, title: text, body: text, link: text, read: bool, created_at: text }, [
  'id',
  'event',
  'title',
  'body',
  'link',
  'read',
  'created_at',
]);
const inboxPage = obj({ list: { type: 'array', items: message }, total: count, unread: count }, ['list', 'total', 'unread']);
const switches = obj(Object.fromEntries(DELIVERY_CHANNELS.map((c) => [c, bool])), [...DELIVERY_CHANNELS]);
const prefs = {
  ...obj(Object.fromEntries(NOTIFICATION_GROUP_NAMES.map((g) => [g, switches])), NOTIFICATION_GROUP_NAMES),
  additionalProperties: false,
};
const prefsView = obj({ prefs, email: text }, ['prefs', 'email']);
const templateId = str(64, { min: 1, pattern: '^[A-Za-z0-9_-]+$' });
/** A pg-boss job id (a uuid): anything else would reach its uuid column and fail there. */
const jobId = str(36, { min: 36, pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });

export const inboxSchema = {
  tags,
  security,
  summary: 'My messages, newest first, with the unread count',
  querystring: obj(paging),
  response: responses(envelope(inboxPage)),
};
export const unreadSchema = {
  tags,
  security,
  summary: 'How many of my messages are unread (the mine tab badge)',
  response: responses(envelope(obj({ unread: count }, ['unread']))),
};
export const readSchema = {
  tags,
  security,
  summary: 'Mark one message read',
  params: idParams,
  response: responses(envelope(obj({ unread: count }, ['unread']))),
};
export const readAllSchema = {
  tags,
  security,
  summary: 'Mark all my messages read',
  response: responses(envelope(obj({ updated: count, unread: count }, ['updated', 'unread']))),
};
export const prefsSchema = {
  tags,
  security,
  summary: 'My notification switches per event group and channel',
  response: responses(envelope(prefsView)),
};
export const savePrefsSchema = {
  tags,
  security,
  summary: 'Save my notification switches (email needs an address)',
  body: obj({ prefs, email: str(120) }, ['prefs']),
  response: responses(envelope(prefsView)),
};
export const templatesSchema = {
  tags,
  security,
  summary: 'WeChat template ids to ask for at a tap (wx.requestSubscribeMessage), for these events',
  querystring: obj({ events: str(300) }, ['events']),
  response: responses(envelope(obj({ template_ids: { type: 'array', items: text } }, ['template_ids']))),
};
export const subscribeSchema = {
  tags,
  security,
  summary: 'The templates the customer accepted: one message each may be sent',
  body: obj({ accepted: { type: 'array', maxItems: 10, items: templateId } }, ['accepted']),
  response: responses(envelope(obj({ counted: count }, ['counted']))),
};

const logFields = {
  id: count,
  event: text,
  channel: text,
  template: text,
  status: text,
  attempts: count,
  last_error: text,
  link: text,
  created_at: text,
  sent_at: nullableText,
};
const logItem = obj(logFields, Object.keys(logFields));
const listed = { ...logFields, title: text, member_code: nullableText };

export const deliveryLogSchema = {
  tags: ['staff'],
  security,
  summary:
    "The messages sent to my site's customers (one customer's by user id or member code), by status, channel and creation days (from/to in the site zone, both included), newest first unless order=asc; each with its event's title in the caller's language; total counted up to 10,000",
  querystring: obj({
    user_id: rowId,
    member_code: str(20, { min: 1 }),
    status: choice(OUTBOX_STATUSES),
    channel: choice(DELIVERY_CHANNELS),
    ...daysAndSortQuery(['created_at']),
    ...paging,
  }),
  response: responses(
    envelope(
      listSchema(obj(listed, Object.keys(listed)), {
        total_capped: { type: 'boolean' },
      }),
    ),
  ),
};
export const resendSchema = {
  tags: ['staff'],
  security,
  summary: 'Send one notification again on its channel',
  params: idParams,
  response: responses(envelope(logItem)),
};

const deadItem = obj({ id: text, queue: text, data: {}, error: text, created_at: text }, ['id', 'queue', 'data', 'error', 'created_at']);
export const deadListSchema = {
  tags: ['staff'],
  security,
  summary: 'Jobs that failed every retry (the dead-letter list)',
  querystring: obj(paging),
  response: responses(envelope(listSchema(deadItem))),
};
export const deadRetrySchema = {
  tags: ['staff'],
  security,
  summary: 'Queue a dead job again with fresh retries',
  params: obj({ id: jobId }, ['id']),
  response: responses(envelope(obj({ id: text }, ['id']))),
};

/** WeChat field key (thing1, character_string2) -> the value that fills it; keys too reach a jsonb column. */
const templateFields = {
  type: 'object',
  maxProperties: 10,
  propertyNames: str(32, { min: 1, pattern: '^[A-Za-z0-9_]+$' }),
  additionalProperties: str(40),
} as const;
const template = obj({ event: choice(NOTIFICATION_EVENTS), template_id: templateId, fields: templateFields }, [
  'event',
  'template_id',
  'fields',
]);
export const templateListSchema = {
  tags: ['admin'],
  security,
  summary: 'WeChat subscribe templates of this site, per event',
  response: responses(envelope(obj({ list: { type: 'array', items: template } }, ['list']))),
};
export const templateSaveSchema = {
  tags: ['admin'],
  security,
  summary: 'Set the WeChat template of an event and which payload value fills each field',
  body: template,
  response: responses(envelope(obj({ list: { type: 'array', items: template } }, ['list']))),
};
