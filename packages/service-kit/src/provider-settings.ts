import { serviceSettingsRoutes, type ProviderStatus } from '@cardsmith/contracts';
import type { FastifyInstance } from 'fastify';
import { requireInternalCaller } from './internal.js';
import { registerRoute } from './route.js';

/** One setting a provider needs, reported as set or not (its value never leaves the service). */
export const keyStatus = (name: string, value: string | undefined | null) => ({
  name,
  set: typeof value === 'string' && value.length > 0,
});

/**
 * `GET /internal/admin/settings`: which adapter serves each of the service's capabilities and
 * whether its keys are set, for the admin console's settings (through the gateway).
 */
export function registerProviderSettings(
  app: FastifyInstance,
  internalSecret: string,
  read: () => { providers: ProviderStatus[]; notes?: string[] },
): void {
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, serviceSettingsRoutes.settings, async () => {
      const { providers, notes = [] } = read();
      return { providers, notes };
    });
  });
}
