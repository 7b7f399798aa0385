/** Finance (finance role): the day close and the exports for Xero or a spreadsheet. docs/money.md "Finance". */
import type { FastifyInstance } from 'fastify';
import type { FinanceExportFormat, XeroFile } from '@contract/finance';
import { ok } from '../../lib/reply';
import { scopeFields } from '../../toolkit/fields';
import { allow } from '../../toolkit/roles';
import { financeClose } from './close';
import { financeExport } from './export';
import { closeSchema, exportSchema } from './schemas';

export default async function financeRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'finance');
  app.get<{ Querystring: { date: string } }>('/staff/finance/close', { schema: closeSchema, ...allow('money') }, async (r) =>
    ok(r, await financeClose(deps.db, r.site, r.query.date)),
  );
  app.get<{ Querystring: { format: FinanceExportFormat; file: XeroFile; from: string; to: string } }>(
    '/staff/finance/export',
    { schema: exportSchema, ...allow('money') },
    async (r, reply) => {
      const { name, csv } = await financeExport(deps.db, r.site, r.query, r.query.format, r.query.file);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );
}
