import { adminRoutes, type RouteDef } from '@cardsmith/contracts';
import { registerRoute, useContractValidation, type RouteRequest } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { RouteOutput } from '@cardsmith/contracts';
import {
  cardsAdminRoutes,
  collabAdminRoutes,
  type AdminUpstreams,
} from '../adapters/admin-upstreams.js';
import type { AdminAuthService } from './admin-auth.service.js';
import type { AdminDashboardService } from './admin-dashboard.service.js';

export const ADMIN_COOKIE = 'cs_admin';
/** The cookie goes with admin API calls only, never with the pages or other APIs. */
const COOKIE_PATH = '/api/admin';

export interface AdminRouteDeps {
  auth: AdminAuthService;
  dashboard: AdminDashboardService;
  upstreams: AdminUpstreams;
  secureCookies: boolean;
}

/**
 * `/api/admin/...`: sign-in, and everything else behind the admin session. Answered by the
 * gateway itself; the data comes from the services' internal admin routes.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  const { auth, dashboard, upstreams } = deps;
  app.register(async (admin) => {
    useContractValidation(admin);

    registerRoute(admin, adminRoutes.login, async ({ body, request, reply }) => {
      const { token, expiresAt } = await auth.login(body.password, body.code, request.ip);
      reply.setCookie(ADMIN_COOKIE, token, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.secureCookies,
        expires: expiresAt,
      });
      return { signedIn: true as const, expiresAt: expiresAt.toISOString() };
    });

    /** A route only a signed-in admin reaches. */
    const guarded = <T extends RouteDef>(
      def: T,
      handler: (input: RouteRequest<T>) => Promise<RouteOutput<T>>,
    ) =>
      registerRoute(admin, def, async (input) => {
        await auth.requireSession(input.request.cookies[ADMIN_COOKIE]);
        return handler(input);
      });

    guarded(adminRoutes.logout, async ({ request, reply }) => {
      await auth.logout(request.cookies[ADMIN_COOKIE]!);
      reply.clearCookie(ADMIN_COOKIE, { path: COOKIE_PATH });
      return { success: true as const };
    });
    // Answered 200 either way: the console asks it first, and a 401 there is no error.
    registerRoute(admin, adminRoutes.session, async ({ request }) => {
      const expiresAt = await auth.findSession(request.cookies[ADMIN_COOKIE]);
      return expiresAt
        ? { signedIn: true as const, expiresAt: expiresAt.toISOString() }
        : { signedIn: false as const };
    });
    guarded(adminRoutes.dashboard, () => dashboard.dashboard());
    guarded(adminRoutes.collabSessions, ({ query }) =>
      upstreams.collab(collabAdminRoutes.listSessions, { querystring: query }),
    );
    guarded(adminRoutes.collabStats, () => upstreams.collab(collabAdminRoutes.stats, {}));
    guarded(adminRoutes.collabSession, ({ params }) =>
      upstreams.collab(collabAdminRoutes.getSession, { params }),
    );
    guarded(adminRoutes.lockCollabSession, ({ params }) =>
      upstreams.collab(collabAdminRoutes.lockSession, { params }),
    );
    guarded(adminRoutes.unlockCollabSession, ({ params }) =>
      upstreams.collab(collabAdminRoutes.unlockSession, { params }),
    );
    guarded(adminRoutes.endCollabSession, ({ params }) =>
      upstreams.collab(collabAdminRoutes.endSession, { params }),
    );
    guarded(adminRoutes.cards, ({ query }) =>
      upstreams.cards(cardsAdminRoutes.listCards, { querystring: query }),
    );
    guarded(adminRoutes.hideCard, ({ params }) =>
      upstreams.cards(cardsAdminRoutes.hideCard, { params }),
    );
    guarded(adminRoutes.unhideCard, ({ params }) =>
      upstreams.cards(cardsAdminRoutes.unhideCard, { params }),
    );
    guarded(adminRoutes.cardReports, () => upstreams.cards(cardsAdminRoutes.listReports, {}));
    guarded(adminRoutes.resolveCardReport, ({ params }) =>
      upstreams.cards(cardsAdminRoutes.resolveReport, { params }),
    );
  });
}
