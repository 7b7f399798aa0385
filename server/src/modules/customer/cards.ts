/**
 * Staff: a customer's kilogram cards and coupons in their record — /api/staff/customer/card/lst/{id} (all cards, void
 * ones too), card/ledger/{id}?card_id (grams bought, taken per waybill, given back, voided; the balance after each)
 * and coupon/lst/{id}?status (as the customer's own tabs). The card and coupon modules answer; this only finds the
 * site's customer first, so another site's is "not found".
 */
import type { FastifyInstance } from 'fastify';
import type { CouponStatus } from '@contract/coupon';
import { ok } from '../../lib/reply';
import { idParams, rowId } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { listSchema, type Paging, pagingQuery } from '../../toolkit/lists';
import { allow } from '../../toolkit/roles';
import { cardEntrySchema, cardSchema } from '../card/schemas';
import { allCards, cardLedger } from '../card/service';
import { couponListSchema } from '../coupon/schemas';
import { listCoupons } from '../coupon/service';
import { customerOf } from './service';

const tags = ['staff'];
const security = [{ token: [] }];

const cardListSchema = {
  tags,
  security,
  summary: "The customer's kilogram cards, void ones too, newest first",
  params: idParams,
  querystring: obj(pagingQuery),
  response: responses(envelope(listSchema(cardSchema))),
};

const cardLedgerSchema = {
  tags,
  security,
  summary: "Every entry of the customer's cards (of one with card_id), newest first: bought, per waybill, given back, voided",
  params: idParams,
  querystring: obj({ card_id: rowId, ...pagingQuery }),
  response: responses(envelope(listSchema(cardEntrySchema))),
};

const couponsSchema = {
  ...couponListSchema,
  tags,
  summary: "The customer's coupons in one tab (expired = unused past its end), with the count of each tab",
  params: idParams,
};

type ById<Q> = { Params: { id: number }; Querystring: Q };

export async function customerCardRoutes(app: FastifyInstance) {
  const { deps } = app;
  const service = allow('service');

  app.get<ById<Paging>>('/staff/customer/card/lst/:id', { schema: cardListSchema, ...service }, async (r) =>
    ok(r, await allCards(deps.db, r.site, await customerOf(deps.db, r.site, r.params.id), r.lang, deps.now(), r.query)),
  );
  app.get<ById<Paging & { card_id?: number }>>('/staff/customer/card/ledger/:id', { schema: cardLedgerSchema, ...service }, async (r) =>
    ok(r, await cardLedger(deps.db, r.site, await customerOf(deps.db, r.site, r.params.id), r.lang, r.query)),
  );
  app.get<ById<Paging & { status: CouponStatus }>>('/staff/customer/coupon/lst/:id', { schema: couponsSchema, ...service }, async (r) => {
    const customer = await customerOf(deps.db, r.site, r.params.id);
    return ok(r, await listCoupons(deps.db, { site: r.site, lang: r.lang, now: deps.now() }, customer, r.query));
  });
}
