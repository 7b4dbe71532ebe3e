import { accountAdminRoutes } from '@cardsmith/contracts';
import { registerRoute, useContractValidation } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AdminAuthService } from '../admin/admin-auth.service.js';
import { ADMIN_COOKIE } from '../admin/admin.routes.js';
import type { AccountsService } from './accounts.service.js';
import { toAdminAccount, type AdminUsersService } from './admin-users.service.js';

/** The console's Users section (`/api/admin/users...`), behind the admin session. */
export function registerAdminUsersRoutes(
  app: FastifyInstance,
  deps: { auth: AdminAuthService; users: AdminUsersService; accounts: AccountsService },
): void {
  const { auth, users, accounts } = deps;
  app.register(async (admin) => {
    useContractValidation(admin);
    // Before the params are checked, so nothing about these routes answers without the session.
    admin.addHook('onRequest', async (request) => {
      await auth.requireSession(request.cookies[ADMIN_COOKIE]);
    });
    registerRoute(admin, accountAdminRoutes.users, () => users.users());
    registerRoute(admin, accountAdminRoutes.disableAccount, async ({ params }) =>
      toAdminAccount(await accounts.setDisabled(params.id, true)),
    );
    registerRoute(admin, accountAdminRoutes.enableAccount, async ({ params }) =>
      toAdminAccount(await accounts.setDisabled(params.id, false)),
    );
  });
}
