/** Admin: /api/admin/customer_service and /api/admin/announcement (+ /update), site settings (site-notices.ts). */
import type { FastifyInstance } from 'fastify';
import type { AnnouncementSettings, CustomerServiceSettings } from '@contract/content';
import { ok } from '../../lib/reply';
import { str } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { allow } from '../../toolkit/roles';
import { day, route } from './kinds';
import { announcement, customerService, saveSettings, settingsOf } from './site-notices';

const tags = ['content'];
const security = [{ token: [] }];
const line = (max: number) => str(max);

const serviceBody = obj(
  {
    service_phone: str(30, { pattern: '^(\\+?[0-9][0-9 ()-]{5,28})?$', example: '+6493001234' }),
    service_hours_zh: line(100),
    service_hours_en: line(200),
    service_kf_url: str(300, { example: 'https://work.weixin.qq.com/kfid/kfc0123456789abcdef' }),
  },
  ['service_phone', 'service_hours_zh', 'service_hours_en', 'service_kf_url'],
);

const optionalDay = { anyOf: [{ type: 'null' }, day] };
const announcementBody = obj(
  { active: { type: 'boolean' }, text_zh: line(120), text_en: line(240), route, starts_on: optionalDay, ends_on: optionalDay },
  ['active', 'text_zh', 'text_en', 'route', 'starts_on', 'ends_on'],
);

const read = (summary: string, body: object) => ({ tags, security, summary, response: responses(envelope(body)) });
const write = (summary: string, body: object) => ({ tags, security, summary, body, response: responses(envelope(body)) });

export default async function siteNoticeRoutes(app: FastifyInstance) {
  app.get(
    '/admin/customer_service',
    { schema: read('Admin: customer service phone, hours and WeChat Work link', serviceBody), ...allow('admin') },
    async (r) => ok(r, await settingsOf(app.deps.db, r.site, customerService)),
  );
  app.post<{ Body: CustomerServiceSettings }>(
    '/admin/customer_service/update',
    {
      schema: write(
        'Admin: set the customer service phone, hours and WeChat Work link (https://work.weixin.qq.com/kfid/... or empty)',
        serviceBody,
      ),
      ...allow('admin'),
    },
    async (r) => ok(r, await saveSettings(app.deps, r.site, customerService, r.body, r.user!.id)),
  );
  app.get(
    '/admin/announcement',
    { schema: read("Admin: the home page's announcement bar", announcementBody), ...allow('admin') },
    async (r) => ok(r, await settingsOf(app.deps.db, r.site, announcement)),
  );
  app.post<{ Body: AnnouncementSettings }>(
    '/admin/announcement/update',
    {
      schema: write('Admin: set the announcement bar (zh and en text, optional app page, on/off, days in the site zone)', announcementBody),
      ...allow('admin'),
    },
    async (r) => ok(r, await saveSettings(app.deps, r.site, announcement, r.body, r.user!.id)),
  );
}
