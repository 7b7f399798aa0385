/** GET /api/warehouse/lst (signed in): receiving addresses with the customer's member code, and depots. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { envelope, obj, responses } from '../../schemas';
import { strings } from '../../toolkit/lists';
import { warehousePlaces } from './warehouse-service';

const hours = obj(
  { day: { type: 'string' }, label: { type: 'string' }, open: { type: ['string', 'null'] }, close: { type: ['string', 'null'] } },
  ['day', 'label', 'open', 'close'],
);
const place = obj(
  {
    id: { type: 'integer' },
    ...strings('code', 'kind', 'name', 'recipient', 'phone', 'suburb', 'city', 'region', 'postcode', 'country', 'notes', 'full_text'),
    address_lines: { type: 'array', items: { type: 'string' } },
    opening_hours: { type: 'array', items: hours },
  },
  [
    'id',
    'code',
    'kind',
    'name',
    'recipient',
    'phone',
    'address_lines',
    'suburb',
    'city',
    'region',
    'postcode',
    'country',
    'opening_hours',
    'notes',
    'full_text',
  ],
);

export default async function warehouseRoutes(app: FastifyInstance) {
  app.get(
    '/warehouse/lst',
    {
      schema: {
        tags: ['content'],
        summary: 'Warehouse receiving addresses (with my member code) and depots',
        security: [{ token: [] }],
        response: responses(
          envelope(
            obj(
              {
                warehouses: { type: 'array', items: place },
                depots: { type: 'array', items: place },
                member_code: { type: 'string' },
                recipient_name: { type: 'string' },
              },
              ['warehouses', 'depots', 'member_code', 'recipient_name'],
            ),
          ),
        ),
      },
      preHandler: app.requireUser,
    },
    async (request) => ok(request, await warehousePlaces(app.deps, request.user!, request.lang)),
  );
}
