import { ownershipRoutes, type OwnerActivity } from '@cardsmith/contracts';
import type { FastifyInstance } from 'fastify';
import { requireInternalCaller } from './internal.js';
import { registerRoute } from './route.js';
import type { KeysetPosition } from './keyset.js';

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

/** A row of an owner's activity, newest first: its owner, when, and its sort key. */
export interface ActivityRow {
  ownerId: string;
  at: Date;
  position: KeysetPosition;
  /** What the owner holds, when the page read it with the row (no separate counting then). */
  count?: number;
}

/**
 * The `limit` owners active last, each with its latest activity, found by reading rows newest
 * first a page at a time (an index on the activity time serves each page) until that many owners
 * appear: the same answer as grouping the whole table by owner, reading only the recent rows
 * (grouping a million cards took the admin's Users section 2.2 s, bench/scale). The first page is
 * twice `limit` rows (bench/scale's 150 owners were among the newest 162 cards and 150 orders),
 * the next ones `pageSize`.
 */
export async function ownersActiveLast(
  page: (after: KeysetPosition | undefined, size: number) => Promise<ActivityRow[]>,
  limit: number,
  pageSize = 1000,
): Promise<{ ownerId: string; lastActiveAt: Date; count?: number }[]> {
  const owners = new Map<string, ActivityRow>();
  let after: KeysetPosition | undefined;
  let size = Math.min(pageSize, 2 * limit);
  while (owners.size < limit) {
    const rows = await page(after, size);
    for (const row of rows) {
      if (!owners.has(row.ownerId)) owners.set(row.ownerId, row);
      if (owners.size === limit) break;
    }
    if (rows.length < size) break;
    after = rows[rows.length - 1]!.position;
    size = pageSize;
  }
  return [...owners.values()].map((row) => ({
    ownerId: row.ownerId,
    lastActiveAt: row.at,
    ...(row.count === undefined ? {} : { count: row.count }),
  }));
}

/**
 * The owners active last (ownersActiveLast) with what each holds, for the Users section: as the
 * page read it with the rows, else asked of `counts` (one more round trip).
 */
export async function recentOwnerActivity(
  page: (after: KeysetPosition | undefined, size: number) => Promise<ActivityRow[]>,
  counts: (ownerIds: readonly string[]) => Promise<Record<string, number>>,
  limit: number,
): Promise<OwnerActivity[]> {
  const owners = await ownersActiveLast(page, limit);
  const uncounted = owners.filter((owner) => owner.count === undefined);
  const held = uncounted.length ? await counts(uncounted.map((owner) => owner.ownerId)) : {};
  return owners.map((owner) => ({
    ownerId: owner.ownerId,
    count: owner.count ?? held[owner.ownerId] ?? 0,
    lastActiveAt: owner.lastActiveAt.toISOString(),
  }));
}
