/** Every module's routes, under /api. */
import type { FastifyInstance } from 'fastify';
import authRoutes from './modules/auth/routes';
import userRoutes from './modules/user/routes';
import fileRoutes from './modules/files/routes';
import healthRoutes from './modules/health/routes';
import staffRoutes from './modules/staff/routes';

export default async function apiRoutes(app: FastifyInstance) {
  for (const routes of [healthRoutes, authRoutes, userRoutes, fileRoutes, staffRoutes]) {
    await app.register(routes);
  }
}
