import { ownershipRoutes, type OwnerActivity } from '@cardsmith/contracts';
import { createInternalClient } from '@cardsmith/service-kit';

/** The services that keep things per visitor, each serving contracts' `ownershipRoutes`. */
export const OWNING_SERVICES = ['cards', 'scheduler', 'print', 'media'] as const;
export type OwningService = (typeof OWNING_SERVICES)[number];
/** Those whose holdings the admin's Users section counts: cards, and print's orders. */
export type CountingService = 'cards' | 'print';

export interface OwnershipPeers {
  /** Moves the owner's things in one service; rejects when the service did not do it. */
  claim(service: OwningService, fromOwnerId: string, toOwnerId: string): Promise<number>;
  counts(service: CountingService, ownerIds: readonly string[]): Promise<Record<string, number>>;
  recentOwners(service: CountingService, limit: number): Promise<OwnerActivity[]>;
}

export function createOwnershipPeers(
  urls: Record<OwningService, string>,
  internalSecret: string,
): OwnershipPeers {
  const clients = Object.fromEntries(
    OWNING_SERVICES.map((service) => [
      service,
      createInternalClient(urls[service], internalSecret, { timeoutMs: 5000 }),
    ]),
  ) as Record<OwningService, ReturnType<typeof createInternalClient>>;
  return {
    async claim(service, fromOwnerId, toOwnerId) {
      const { moved } = await clients[service](ownershipRoutes.claim, {
        body: { fromOwnerId, toOwnerId },
      });
      return moved;
    },
    async counts(service, ownerIds) {
      if (ownerIds.length === 0) return {};
      return (await clients[service](ownershipRoutes.counts, { body: { ownerIds: [...ownerIds] } }))
        .counts;
    },
    async recentOwners(service, limit) {
      return (await clients[service](ownershipRoutes.recentOwners, { querystring: { limit } }))
        .owners;
    },
  };
}
