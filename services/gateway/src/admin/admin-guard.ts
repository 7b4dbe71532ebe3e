import type { FastifyInstance } from 'fastify';
import type { AdminAuthService } from './admin-auth.service.js';
import { ADMIN_COOKIE } from './admin.routes.js';

/**
 * Every route of `scope` requires a live admin session: checked on request, before any body is
 * read, with the same 401 as the routes of `registerAdminRoutes`.
 */
export function requireAdminSession(scope: FastifyInstance, auth: AdminAuthService): void {
  scope.addHook('onRequest', async (request) => {
    await auth.requireSession(request.cookies[ADMIN_COOKIE]);
  });
}
