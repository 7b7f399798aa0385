/**
 * GET /api/staff/me: the signed-in staff account, its roles on this site and the areas they open (types/staff.ts).
 * GET /api/staff/search?q: the console's search box (search.ts).
 */
import type { FastifyInstance } from 'fastify';
import { AREA_ROLES, mayWorkIn, STAFF_ROLES, type StaffArea, type StaffMe } from '@contract/staff';
import { ok } from '../../lib/reply';
import { choice, str } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { scopeFields } from '../../toolkit/fields';
import { allow } from '../../toolkit/roles';
import { staffSearch } from './search';

const AREAS = Object.keys(AREA_ROLES) as StaffArea[];

const meSchema = {
  tags: ['staff'],
  summary: 'The signed-in staff account, its roles and the areas they open (staff of any role)',
  security: [{ token: [] }],
  response: responses(
    envelope(
      obj(
        {
          id: { type: 'integer' },
          username: { type: ['string', 'null'] },
          nickname: { type: 'string' },
          site_id: { type: 'integer' },
          roles: { type: 'array', items: choice(STAFF_ROLES) },
          areas: { type: 'array', items: choice(AREAS) },
        },
        ['id', 'username', 'nickname', 'site_id', 'roles', 'areas'],
      ),
    ),
  ),
};

const searchSchema = {
  tags: ['staff'],
  summary:
    'What a typed code names: waybills by number, parcels by tracking number, customers by member code, name or mobile (each where the roles may look)',
  security: [{ token: [] }],
  querystring: obj({ q: str(50, { min: 1 }) }, ['q']),
  response: responses(
    envelope(
      obj(
        {
          list: {
            type: 'array',
            items: obj(
              {
                kind: choice(['waybill', 'parcel', 'customer'] as const),
                id: { type: 'integer' },
                code: { type: 'string' },
                text: { type: 'string' },
              },
              ['kind', 'id', 'code', 'text'],
            ),
          },
        },
        ['list'],
      ),
    ),
  ),
};

export default async function staffRoutes(app: FastifyInstance) {
  scopeFields(app, 'staff');
  app.get<{ Querystring: { q: string } }>('/staff/search', { schema: searchSchema, ...allow('any') }, async (r) =>
    ok(r, { list: await staffSearch(app.deps, r.site, r.user!, r.query.q) }),
  );
  app.get('/staff/me', { schema: meSchema, ...allow('any') }, async (request) => {
    const user = request.user!;
    const me: StaffMe = {
      id: user.id,
      username: user.username,
      nickname: user.nickname,
      site_id: user.siteId,
      roles: user.staffRoles,
      areas: AREAS.filter((area) => mayWorkIn(user.staffRoles, area)),
    };
    return ok(request, me);
  });
}
