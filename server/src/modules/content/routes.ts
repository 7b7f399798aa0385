/** Reference content: public reads, customers' questions, staff answers, and the admin edit of every kind. */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '../../toolkit/admin-crud';
import { scopeFields } from '../../toolkit/fields';
import activityRoutes from './activity';
import articleRoutes from './article';
import embargoRoutes from './embargo';
import faqRoutes from './faq';
import foodRoutes from './food';
import homeRoutes from './home';
import { CONTENT_KINDS } from './kinds';
import siteNoticeRoutes from './settings-routes';
import warehouseRoutes from './warehouse';

export default async function contentRoutes(app: FastifyInstance) {
  scopeFields(app, 'content');
  for (const routes of [
    embargoRoutes,
    foodRoutes,
    articleRoutes,
    faqRoutes,
    activityRoutes,
    homeRoutes,
    siteNoticeRoutes,
    warehouseRoutes,
    ...CONTENT_KINDS.map(adminRoutes),
  ]) {
    await app.register(routes);
  }
}
