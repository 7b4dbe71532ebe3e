import type { AdminAccount, AdminUsers, AdminVisitor, OwnerActivity } from '@cardsmith/contracts';
import type { CountingService, OwnershipPeers } from '../adapters/ownership-peers.js';
import type { AccountRow, AccountsRepository } from './accounts.repository.js';

/** How many accounts, and recently active owners per service, the Users section lists. */
const ACCOUNTS_SHOWN = 200;
const RECENT_OWNERS_PER_SERVICE = 150;

export const USERS_NOTICES = {
  cards: 'The cards service did not answer: card counts are not shown.',
  print: 'The print service did not answer: order counts are not shown.',
} as const;

const settled = async <T>(promise: Promise<T>): Promise<T | null> => {
  try {
    return await promise;
  } catch {
    return null;
  }
};

export function toAdminAccount(
  row: AccountRow,
  counts: { cards: number | null; orders: number | null } = { cards: null, orders: null },
): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
    disabled: row.disabled_at !== null,
    ...counts,
  };
}

/**
 * The admin's Users section: accounts from the gateway's table, anonymous visitors from the
 * owners cards and print saw last, each with what cards and print count for it. A service that
 * does not answer leaves its counts null with a notice.
 */
export class AdminUsersService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly peers: OwnershipPeers,
  ) {}

  async users(): Promise<AdminUsers> {
    const [accounts, cardOwners, orderOwners] = await Promise.all([
      this.repository.listAccounts(ACCOUNTS_SHOWN),
      settled(this.peers.recentOwners('cards', RECENT_OWNERS_PER_SERVICE)),
      settled(this.peers.recentOwners('print', RECENT_OWNERS_PER_SERVICE)),
    ]);
    const recent = [...(cardOwners ?? []), ...(orderOwners ?? [])];
    const reported = { cards: cardOwners, print: orderOwners };
    const toAsk = countsToAsk(
      accounts.map((a) => a.id),
      reported,
    );
    // Which recent owners are accounts is asked beside the counts, not before them: a count
    // asked for an owner that turns out to be an unlisted account is not shown.
    const count = async (service: CountingService) => {
      const owners = reported[service];
      if (owners === null) return null;
      const asked = toAsk[service].length
        ? await settled(this.peers.counts(service, toAsk[service]))
        : {};
      return asked && { ...countsOf(owners), ...asked };
    };
    const [accountIds, cardCounts, orderCounts] = await Promise.all([
      this.repository.accountIdsAmong(recent.map((o) => o.ownerId)),
      count('cards'),
      count('print'),
    ]);
    const visitors = lastActiveByVisitor(recent.filter((o) => !accountIds.has(o.ownerId)));
    const held = (ownerId: string) => ({
      cards: cardCounts ? (cardCounts[ownerId] ?? 0) : null,
      orders: orderCounts ? (orderCounts[ownerId] ?? 0) : null,
    });

    const notices = [
      ...(cardCounts ? [] : [USERS_NOTICES.cards]),
      ...(orderCounts ? [] : [USERS_NOTICES.print]),
    ];
    return {
      accounts: accounts.map((row) => toAdminAccount(row, held(row.id))),
      visitors: [...visitors]
        .sort(([, a], [, b]) => b.localeCompare(a))
        .map(([visitorId, lastActiveAt]): AdminVisitor => ({
          visitorId,
          lastActiveAt,
          ...held(visitorId),
        })),
      notices,
    };
  }
}

/**
 * The owners whose count to ask each service for: the listed accounts and the other services'
 * recent owners, less those the service already counted in its recent owners (its answer carries
 * each one's count). A service that did not answer is asked nothing.
 */
export function countsToAsk(
  accountIds: readonly string[],
  reported: Record<CountingService, readonly OwnerActivity[] | null>,
): Record<CountingService, string[]> {
  const services = Object.keys(reported) as CountingService[];
  const ask = (service: CountingService): string[] => {
    const owners = reported[service];
    if (owners === null) return [];
    const counted = new Set(owners.map((o) => o.ownerId));
    const others = services
      .filter((other) => other !== service)
      .flatMap((other) => (reported[other] ?? []).map((o) => o.ownerId));
    return [...new Set([...accountIds, ...others])].filter((id) => !counted.has(id));
  };
  return { cards: ask('cards'), print: ask('print') };
}

/** The counts a service's recent owners came with. */
function countsOf(owners: readonly OwnerActivity[]): Record<string, number> {
  return Object.fromEntries(owners.map((o) => [o.ownerId, o.count]));
}

/** Each visitor's latest activity over the services' lists (ISO times compare as text). */
function lastActiveByVisitor(owners: readonly OwnerActivity[]): Map<string, string> {
  const latest = new Map<string, string>();
  for (const owner of owners) {
    const known = latest.get(owner.ownerId);
    if (!known || owner.lastActiveAt > known) latest.set(owner.ownerId, owner.lastActiveAt);
  }
  return latest;
}
