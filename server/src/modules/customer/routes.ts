/**
 * Staff: /api/staff/customer/{lst, detail/{id}, wallet/lst/{id}, note/{id}} (customer service) and wallet adjustments
 * /api/staff/customer/wallet/{adjust/{id}, decide/{id}} (finance); the customer's cards and coupons in cards.ts.
 * Field errors name `customer.<field>`.
 */
import type { FastifyInstance } from 'fastify';
import type { CustomerNoteRequest, StaffCustomerQuery, WalletAdjustRequest } from '@contract/customer';
import { ok } from '../../lib/reply';
import { scopeFields } from '../../toolkit/fields';
import { allow } from '../../toolkit/roles';
import { walletEntryList } from '../wallet/service';
import { decideAdjustment, requestAdjustment } from './adjust';
import { customerCardRoutes } from './cards';
import { adjustSchema, decideSchema, listCustomersSchema, noteSchema, recordSchema, walletLedgerSchema } from './schemas';
import { addNote, customerList, customerOf, customerRecord } from './service';

type ById = { Params: { id: number } };

export default async function customerRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'customer', { patterns: { '*': 'text_chars' } });

  app.get<{ Querystring: StaffCustomerQuery }>('/staff/customer/lst', { schema: listCustomersSchema, ...allow('service') }, async (r) =>
    ok(r, await customerList(deps, r.site, r.query)),
  );
  app.get<ById>('/staff/customer/detail/:id', { schema: recordSchema, ...allow('service') }, async (r) =>
    ok(r, await customerRecord(deps, r.site, r.params.id)),
  );
  app.get<ById & { Querystring: { page: number; page_size: number } }>(
    '/staff/customer/wallet/lst/:id',
    { schema: walletLedgerSchema, ...allow('service') },
    async (r) => ok(r, await walletEntryList(deps, await customerOf(deps.db, r.site, r.params.id), r.lang, r.query)),
  );
  app.post<ById & { Body: CustomerNoteRequest }>('/staff/customer/note/:id', { schema: noteSchema, ...allow('service') }, async (r) =>
    ok(r, await addNote(deps, r.site, r.user!, r.params.id, r.body.text.trim()), 'note_added'),
  );
  app.post<ById & { Body: WalletAdjustRequest }>(
    '/staff/customer/wallet/adjust/:id',
    { schema: adjustSchema, ...allow('money') },
    async (r) => {
      const adjustment = await requestAdjustment(deps, r.site, r.user!, r.params.id, r.body);
      return ok(r, adjustment, adjustment.status === 'pending' ? 'adjustment_requested' : 'adjustment_posted');
    },
  );
  app.post<ById & { Body: { approve: boolean } }>(
    '/staff/customer/wallet/decide/:id',
    { schema: decideSchema, ...allow('money') },
    async (r) => {
      const adjustment = await decideAdjustment(deps, r.site, r.user!, r.params.id, r.body.approve);
      return ok(r, adjustment, adjustment.status === 'posted' ? 'adjustment_posted' : 'adjustment_rejected');
    },
  );
  await customerCardRoutes(app);
}
