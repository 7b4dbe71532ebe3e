import {
  accountDataRoutes,
  type AccountDataErasure,
  type AccountDataExport,
} from '@cardsmith/contracts';
import type { FastifyInstance } from 'fastify';
import { requireInternalCaller } from './internal.js';
import { registerRoute } from './route.js';

/** What a service keeps per visitor, as the account-data routes need it. */
export interface AccountDataStore {
  /** Everything the owners hold in this service, as records (and files the export adds). */
  export(ownerIds: readonly string[]): Promise<AccountDataExport>;
  /**
   * Removes (or anonymises, where accounting must keep a row) everything the owners hold, and
   * says how many of each kind. Running it again finds nothing more.
   */
  erase(ownerIds: readonly string[]): Promise<AccountDataErasure['erased']>;
}

/**
 * The routes of contracts' `accountDataRoutes` for one service, behind INTERNAL_SECRET: each
 * service answers for its own data, the gateway gathers (export) or goes through (deletion).
 */
export function registerAccountDataRoutes(
  app: FastifyInstance,
  store: AccountDataStore,
  internalSecret: string,
): void {
  void app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, accountDataRoutes.export, async ({ body }) =>
      store.export(body.ownerIds),
    );
    registerRoute(internal, accountDataRoutes.erase, async ({ body }) => ({
      erased: await store.erase(body.ownerIds),
    }));
  });
}
