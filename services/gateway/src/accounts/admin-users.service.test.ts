import type { OwnerActivity } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import type { CountingService, OwnershipPeers } from '../adapters/ownership-peers.js';
import type { AccountRow, AccountsRepository } from './accounts.repository.js';
import { AdminUsersService, countsToAsk, USERS_NOTICES } from './admin-users.service.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 10, minute)).toISOString();
const activity = (ownerId: string, count: number, minute: number): OwnerActivity => ({
  ownerId,
  count,
  lastActiveAt: at(minute),
});
const account = (id: string): AccountRow => ({
  id,
  email: `${id}@example.com`,
  created_at: new Date(at(0)),
  last_sign_in_at: null,
  disabled_at: null,
});

/** What each service holds per owner, and the owners it saw last. */
const held: Record<CountingService, Record<string, number>> = {
  cards: { 'acct-1': 2, 'acct-recent': 4, 'visitor-a': 3, 'visitor-b': 1 },
  print: { 'acct-1': 1, 'visitor-b': 2, 'visitor-c': 5 },
};
const recent: Record<CountingService, OwnerActivity[]> = {
  cards: [activity('visitor-a', 3, 9), activity('acct-recent', 4, 8), activity('visitor-b', 1, 2)],
  print: [activity('visitor-c', 5, 7), activity('visitor-b', 2, 5)],
};

function service(down: CountingService[] = [], countsDown: CountingService[] = []) {
  const asked: Record<CountingService, string[][]> = { cards: [], print: [] };
  const peers: OwnershipPeers = {
    claim: async () => 0,
    recentOwners: async (name) => {
      if (down.includes(name)) throw new Error('down');
      return recent[name];
    },
    counts: async (name, ownerIds) => {
      asked[name].push([...ownerIds]);
      if (countsDown.includes(name)) throw new Error('down');
      return Object.fromEntries(
        ownerIds.filter((id) => held[name][id] !== undefined).map((id) => [id, held[name][id]!]),
      );
    },
  };
  const repository = {
    listAccounts: async () => [account('acct-1'), account('acct-2')],
    accountIdsAmong: async (ids: readonly string[]) =>
      new Set(ids.filter((id) => id.startsWith('acct-'))),
  } as unknown as AccountsRepository;
  return { users: new AdminUsersService(repository, peers), asked };
}

describe("the admin's Users section", () => {
  it('asks each service only for the counts its recent owners did not carry', () => {
    expect(countsToAsk(['acct-1', 'acct-2'], recent)).toEqual({
      cards: ['acct-1', 'acct-2', 'visitor-c'],
      print: ['acct-1', 'acct-2', 'visitor-a', 'acct-recent'],
    });
    expect(countsToAsk(['acct-1'], { cards: recent.cards, print: null })).toEqual({
      cards: ['acct-1'],
      print: [],
    });
  });

  it('lists accounts and visitors with both counts, in one round of counts', async () => {
    const { users, asked } = service();
    expect(await users.users()).toEqual({
      accounts: [
        expect.objectContaining({ id: 'acct-1', cards: 2, orders: 1 }),
        expect.objectContaining({ id: 'acct-2', cards: 0, orders: 0 }),
      ],
      visitors: [
        { visitorId: 'visitor-a', lastActiveAt: at(9), cards: 3, orders: 0 },
        { visitorId: 'visitor-c', lastActiveAt: at(7), cards: 0, orders: 5 },
        { visitorId: 'visitor-b', lastActiveAt: at(5), cards: 1, orders: 2 },
      ],
      notices: [],
    });
    expect(asked.cards).toHaveLength(1);
    expect(asked.print).toHaveLength(1);
  });

  it('shows no counts of a service that did not answer, with its notice', async () => {
    const { users, asked } = service(['print']);
    const answer = await users.users();
    expect(answer.accounts[0]).toMatchObject({ id: 'acct-1', cards: 2, orders: null });
    expect(answer.visitors.map((v) => v.visitorId)).toEqual(['visitor-a', 'visitor-b']);
    expect(answer.notices).toEqual([USERS_NOTICES.print]);
    expect(asked.print).toEqual([]);

    const countsFailed = await service([], ['cards']).users.users();
    expect(countsFailed.accounts[0]).toMatchObject({ cards: null, orders: 1 });
    expect(countsFailed.notices).toEqual([USERS_NOTICES.cards]);
  });
});
