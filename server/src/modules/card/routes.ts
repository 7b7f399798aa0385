/**
 * Customer: GET /api/card/products, /api/card/lst, /api/card/record/lst, /api/card/deduction/lst (field errors
 * name `card.<field>`). Admin: /api/admin/card_product/... (admin.ts). Buying is POST /api/pay/card (payment module).
 */
import type { FastifyInstance } from 'fastify';
import type { CardTab } from '@contract/card';
import { ok } from '../../lib/reply';
import { scopeFields } from '../../toolkit/fields';
import type { Paging } from '../../toolkit/lists';
import { cardProductRoutes } from './admin';
import { cardListSchema, deductionListSchema, productsSchema, purchaseListSchema } from './schemas';
import { listCards, listDeductions, listProducts, listPurchases } from './service';

async function customerRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'card');
  const user = { preHandler: app.requireUser };

  app.get('/card/products', { schema: productsSchema }, async (r) => ok(r, { list: await listProducts(deps.db, r.site, r.lang) }));

  app.get<{ Querystring: Paging & { status: CardTab } }>('/card/lst', { schema: cardListSchema, ...user }, async (r) =>
    ok(r, await listCards(deps.db, r.site, r.user!, r.lang, deps.now(), r.query)),
  );

  app.get<{ Querystring: Paging }>('/card/record/lst', { schema: purchaseListSchema, ...user }, async (r) =>
    ok(r, await listPurchases(deps.db, r.site, r.user!, r.lang, r.query)),
  );

  app.get<{ Querystring: Paging & { card_id?: number } }>('/card/deduction/lst', { schema: deductionListSchema, ...user }, async (r) =>
    ok(r, await listDeductions(deps.db, r.site, r.user!, r.lang, r.query)),
  );
}

export default async function cardRoutes(app: FastifyInstance) {
  await app.register(customerRoutes);
  await app.register(cardProductRoutes);
}
