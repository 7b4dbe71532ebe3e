import { ownershipRoutes, type OwnerActivity } from '@cardsmith/contracts';
import type { FastifyInstance } from 'fastify';
import { requireInternalCaller } from './internal.js';
import { registerRoute } from './route.js';

/** What a service keeps per visitor, as the ownership routes need it. */
export interface OwnershipStore {
  /**
   * Moves everything `fromOwnerId` owns to `toOwnerId` and says how many rows moved. Must be a
   * conditional UPDATE (`WHERE owner = from`), so a repeated claim moves nothing more.
   */
  claim(fromOwnerId: string, toOwnerId: string): Promise<number>;
  /** For services whose things the admin's Users section counts (cards, orders). */
  counting?: {
    counts(ownerIds: readonly string[]): Promise<Record<string, number>>;
    recentOwners(limit: number): Promise<OwnerActivity[]>;
  };
}

/**
 * The ownership routes of contracts' `ownershipRoutes` for one service, behind INTERNAL_SECRET:
 * the claim always, the counts when the store counts. One helper, so every service moves and
 * counts ownership the same way.
 */
export function registerOwnershipRoutes(
  app: FastifyInstance,
  store: OwnershipStore,
  internalSecret: string,
): void {
  void app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, ownershipRoutes.claim, async ({ body }) => ({
      moved:
        body.fromOwnerId === body.toOwnerId
          ? 0
          : await store.claim(body.fromOwnerId, body.toOwnerId),
    }));
    const counting = store.counting;
    if (!counting) return;
    registerRoute(internal, ownershipRoutes.counts, async ({ body }) => ({
      counts: await counting.counts(body.ownerIds),
    }));
    registerRoute(internal, ownershipRoutes.recentOwners, async ({ query }) => ({
      owners: await counting.recentOwners(query.limit),
    }));
  });
}
