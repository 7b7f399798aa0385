/** /api/wallet/{summary, lst, payback/lst}: my balance, ledger and payback log. Field errors name `wallet.<field>`. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { scopeFields } from '../../toolkit/fields';
import { paybackListSchema, walletListSchema, walletSummarySchema } from '../payment/schemas';
import { paybackList, walletEntryList, walletSummary } from './service';

type Paged = { Querystring: { page: number; page_size: number } };

export default async function walletRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'wallet');
  const user = { preHandler: app.requireUser };
  app.get('/wallet/summary', { schema: walletSummarySchema, ...user }, async (r) => ok(r, await walletSummary(deps, r.user!, r.site)));
  app.get<Paged>('/wallet/lst', { schema: walletListSchema, ...user }, async (r) =>
    ok(r, await walletEntryList(deps, r.user!, r.lang, r.query)),
  );
  app.get<Paged>('/wallet/payback/lst', { schema: paybackListSchema, ...user }, async (r) =>
    ok(r, await paybackList(deps, r.user!, r.site, r.lang, r.query)),
  );
}
