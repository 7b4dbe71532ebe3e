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
    const accountIds = await this.repository.accountIdsAmong(recent.map((o) => o.ownerId));
    const visitors = lastActiveByVisitor(recent.filter((o) => !accountIds.has(o.ownerId)));

    const ownerIds = [...accounts.map((a) => a.id), ...visitors.keys()];
    const count = (service: CountingService, answered: boolean) =>
      answered ? settled(this.peers.counts(service, ownerIds)) : Promise.resolve(null);
    const [cardCounts, orderCounts] = await Promise.all([
      count('cards', cardOwners !== null),
      count('print', orderOwners !== null),
    ]);
    const countsOf = (ownerId: string) => ({
      cards: cardCounts ? (cardCounts[ownerId] ?? 0) : null,
      orders: orderCounts ? (orderCounts[ownerId] ?? 0) : null,
    });

    const notices = [
      ...(cardCounts ? [] : [USERS_NOTICES.cards]),
      ...(orderCounts ? [] : [USERS_NOTICES.print]),
    ];
    return {
      accounts: accounts.map((row) => toAdminAccount(row, countsOf(row.id))),
      visitors: [...visitors]
        .sort(([, a], [, b]) => b.localeCompare(a))
        .map(([visitorId, lastActiveAt]): AdminVisitor => ({
          visitorId,
          lastActiveAt,
          ...countsOf(visitorId),
        })),
      notices,
    };
  }
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
