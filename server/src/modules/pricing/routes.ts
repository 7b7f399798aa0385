/** POST /api/price/quote, GET /api/price/channels, GET /api/price/categories (public), and the admin edit. */
import type { FastifyInstance } from 'fastify';
import type { QuoteRequest } from '@contract/pricing';
import { ok } from '../../lib/reply';
import { int, str } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { scopeFields } from '../../toolkit/fields';
import { listSchema, type Paging, pagingQuery, strings } from '../../toolkit/lists';
import { pricingAdminRoutes } from './admin';
import { breakdownSchema, previewRoutes } from './preview';
import { channelPage, goodsCategoryList, quote } from './service';

const tags = ['price'];
const integer = { type: 'integer' };
const nullableInt = { type: ['integer', 'null'] };
const category = str(40, { min: 1 });

const quoteChannel = obj(
  {
    id: integer,
    code: { type: 'string' },
    name: { type: 'string' },
    transit_days_min: integer,
    transit_days_max: integer,
    requires_id: { type: 'boolean' },
  },
  ['id', 'code', 'name', 'transit_days_min', 'transit_days_max', 'requires_id'],
);
const reason = obj(
  { code: { type: 'string' }, msg: { type: 'string' }, params: { type: 'object', additionalProperties: { type: ['string', 'integer'] } } },
  ['code', 'msg', 'params'],
);
const quoteSchema = {
  tags,
  summary: 'Freight estimate: every active channel of the site priced for the parcel, or the reason it cannot take it',
  body: obj(
    {
      weight_g: int(1, 1_000_000),
      length_mm: int(0, 10_000),
      width_mm: int(0, 10_000),
      height_mm: int(0, 10_000),
      declared_value: int(0, 100_000_000),
      category,
      items: {
        type: 'array',
        maxItems: 50,
        items: obj({ category, quantity: int(1, 1000) }, ['category', 'quantity']),
      },
      insured: { type: 'boolean' },
    },
    ['weight_g', 'declared_value', 'category'],
  ),
  response: responses(
    envelope(
      obj(
        {
          currency: { type: 'string' },
          quotes: {
            type: 'array',
            items: obj(
              {
                channel: quoteChannel,
                ok: { type: 'boolean' },
                breakdown: { anyOf: [breakdownSchema, { type: 'null' }] },
                reason: { anyOf: [reason, { type: 'null' }] },
              },
              ['channel', 'ok', 'breakdown', 'reason'],
            ),
          },
        },
        ['currency', 'quotes'],
      ),
    ),
  ),
};

const named = obj({ code: { type: 'string' }, name: { type: 'string' } }, ['code', 'name']);
const channelInfo = obj(
  {
    id: integer,
    ...strings('code', 'name', 'description', 'currency', 'clearance'),
    tax_included: { type: 'boolean' },
    ...Object.fromEntries(
      [
        'transit_days_min',
        'transit_days_max',
        'first_weight_g',
        'first_price',
        'step_g',
        'step_price',
        'min_charge_g',
        'max_weight_g',
        'insurance_rate_bp',
        'insurance_min',
        'insurance_cap',
      ].map((k) => [k, integer]),
    ),
    ...Object.fromEntries(['max_side_mm', 'volumetric_divisor', 'max_declared_value', 'cny_limit'].map((k) => [k, nullableInt])),
    requires_id: { type: 'boolean' },
    categories: { type: 'array', items: named },
    item_limits: {
      type: 'array',
      items: obj({ ...strings('category', 'name', 'note'), max: integer, max_weight_g: nullableInt }, [
        'category',
        'name',
        'max',
        'max_weight_g',
        'note',
      ]),
    },
  },
  [
    'id',
    'code',
    'name',
    'description',
    'currency',
    'clearance',
    'tax_included',
    'transit_days_min',
    'transit_days_max',
    'first_weight_g',
    'first_price',
    'step_g',
    'step_price',
    'min_charge_g',
    'max_weight_g',
    'max_side_mm',
    'volumetric_divisor',
    'max_declared_value',
    'cny_limit',
    'insurance_rate_bp',
    'insurance_min',
    'insurance_cap',
    'requires_id',
    'categories',
    'item_limits',
  ],
);

const channelsSchema = {
  tags,
  summary: 'The time-and-price table: active channels with transit days, prices, categories and limits',
  querystring: obj({ ...pagingQuery, page_size: { ...pagingQuery.page_size, default: 50 } }),
  response: responses(envelope(listSchema(channelInfo))),
};

const categoriesSchema = {
  tags,
  summary: 'Goods categories a parcel can be declared as',
  response: responses(
    envelope(obj({ list: { type: 'array', items: obj(strings('code', 'name', 'hint'), ['code', 'name', 'hint']) } }, ['list'])),
  ),
};

export default async function pricingRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'price');

  app.post<{ Body: QuoteRequest }>('/price/quote', { schema: quoteSchema }, async (request) =>
    ok(request, await quote(deps, request.site, request.lang, request.body)),
  );

  app.get<{ Querystring: Paging }>('/price/channels', { schema: channelsSchema }, async (request) =>
    ok(request, await channelPage(deps, request.site, request.lang, request.query)),
  );

  app.get('/price/categories', { schema: categoriesSchema }, async (request) =>
    ok(request, { list: await goodsCategoryList(deps, request.site, request.lang) }),
  );

  for (const routes of [...pricingAdminRoutes, previewRoutes]) await app.register(routes);
}
