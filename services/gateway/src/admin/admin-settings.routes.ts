import { adminSettingsRoutes } from '@cardsmith/contracts';
import { registerRoute, useContractValidation, type QueueConnection } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import {
  printInternalRoutes,
  schedulerAdminRoutes,
  type AdminUpstreams,
} from '../adapters/admin-upstreams.js';
import type { AdminAuthService } from './admin-auth.service.js';
import { requireAdminSession } from './admin-guard.js';
import { mountQueueDashboard } from './admin-queues.js';
import { AdminSettingsService } from './admin-settings.service.js';

/** `/api/admin/settings`, the outboxes and the queue dashboard, all behind the admin session. */
export async function registerAdminSettingsRoutes(
  app: FastifyInstance,
  deps: { auth: AdminAuthService; upstreams: AdminUpstreams; queues: QueueConnection },
): Promise<void> {
  const { upstreams } = deps;
  const settings = new AdminSettingsService(upstreams);
  await app.register(async (admin) => {
    useContractValidation(admin);
    requireAdminSession(admin, deps.auth);
    registerRoute(admin, adminSettingsRoutes.settings, () => settings.settings());
    registerRoute(admin, adminSettingsRoutes.messageOutbox, ({ query }) =>
      upstreams.scheduler(schedulerAdminRoutes.outbox, { querystring: query }),
    );
    registerRoute(admin, adminSettingsRoutes.outboxMessage, ({ params }) =>
      upstreams.scheduler(schedulerAdminRoutes.outboxMessage, { params }),
    );
    registerRoute(admin, adminSettingsRoutes.printOutbox, () =>
      upstreams.print(printInternalRoutes.outbox, {}),
    );
    await mountQueueDashboard(admin, deps.queues);
  });
}
