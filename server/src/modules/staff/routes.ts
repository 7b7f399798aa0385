/** GET /api/staff/me: the signed-in staff account, its roles on this site and the areas they open (types/staff.ts). */
import type { FastifyInstance } from 'fastify';
import { AREA_ROLES, mayWorkIn, STAFF_ROLES, type StaffArea, type StaffMe } from '@contract/staff';
import { ok } from '../../lib/reply';
import { choice } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { allow } from '../../toolkit/roles';

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

export default async function staffRoutes(app: FastifyInstance) {
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
