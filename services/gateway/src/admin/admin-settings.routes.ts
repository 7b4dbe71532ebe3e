import { adminSettingsRoutes } from '@cardsmith/contracts';
import { listEmailTemplates } from '@cardsmith/emails';
import { registerRoute, useContractValidation } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import {
  printInternalRoutes,
  schedulerAdminRoutes,
  type AdminUpstreams,
} from '../adapters/admin-upstreams.js';
import type { AdminAuthService } from './admin-auth.service.js';
import { requireAdminSession } from './admin-guard.js';
import { mountQueueDashboard, type QueueDashboard } from './admin-queues.js';
import type { AdminSettingsService } from './admin-settings.service.js';
import { emailPreview } from './email-previews.js';

/**
 * `/api/admin/settings`, the outboxes, the email previews and the queue dashboard, all behind the
 * admin session. `publicOrigin` is where the previews' links point.
 */
export async function registerAdminSettingsRoutes(
  app: FastifyInstance,
  deps: {
    auth: AdminAuthService;
    settings: AdminSettingsService;
    upstreams: AdminUpstreams;
    queues: QueueDashboard;
    publicOrigin: string;
  },
): Promise<void> {
  const { settings, upstreams } = deps;
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
    registerRoute(admin, adminSettingsRoutes.emailTemplates, async () => ({
      templates: listEmailTemplates(),
    }));
    registerRoute(admin, adminSettingsRoutes.emailPreview, ({ params }) =>
      emailPreview(params.name, deps.publicOrigin),
    );
    registerRoute(admin, adminSettingsRoutes.printOutbox, () =>
      upstreams.print(printInternalRoutes.outbox, {}),
    );
    await mountQueueDashboard(admin, deps.queues);
  });
}
