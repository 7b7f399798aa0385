/** /api/user/info, /api/user/edit */
import type { FastifyInstance } from 'fastify';
import type { UserEditRequest } from '@contract/api';
import { ok } from '../../lib/reply';
import { publicOrigin } from '../files/urls';
import { editSchema, infoSchema } from './schemas';
import { editUser, userInfo } from './service';

export default async function userRoutes(app: FastifyInstance) {
  const { deps } = app;

  app.get('/user/info', { schema: infoSchema, preHandler: app.requireUser }, async (request) =>
    ok(request, await userInfo(deps, request.user!, request.site, request.lang)),
  );

  app.post<{ Body: UserEditRequest }>('/user/edit', { schema: editSchema, preHandler: app.requireUser }, async (request) =>
    ok(request, await editUser(deps, request.user!, request.site, request.body, publicOrigin(request))),
  );
}
