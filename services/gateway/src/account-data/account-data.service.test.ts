import { Readable } from 'node:stream';
import {
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_DATA_PARTS,
  type AccountDataPart,
} from '@cardsmith/contracts';
import { createLogger, HttpError, type ActionLimiter } from '@cardsmith/service-kit';
import { describe, expect, it } from 'vitest';
import type { AccountsRepository } from '../accounts/accounts.repository.js';
import type { AccountDataPeers } from '../adapters/account-data-peers.js';
import { AccountDataService, type DataSubject } from './account-data.service.js';

/** Services that record what they were asked; `down` answer nothing. */
function peers(down: AccountDataPart[] = []) {
  const asked: { part: AccountDataPart; ownerIds: readonly string[] }[] = [];
  const answer = async (part: AccountDataPart, ownerIds: readonly string[]) => {
    asked.push({ part, ownerIds });
    if (down.includes(part)) throw new Error(`${part} is down`);
  };
  const store: AccountDataPeers = {
    export: async (part, ownerIds) => {
      await answer(part, ownerIds);
      return { records: {}, files: [] };
    },
    erase: async (part, ownerIds) => {
      await answer(part, ownerIds);
      return { things: 1 };
    },
    readFile: async () => Readable.from([]),
  };
  return { store, asked };
}

function accounts(deleted: string[]) {
  return {
    linkedVisitors: async () => ['visitor-old', 'visitor-device'],
    findById: async (id: string) => ({ id, email: 'ada@example.com', created_at: new Date(0) }),
    deleteAccount: async (id: string) => {
      deleted.push(id);
      return { accounts: 1, sessions: 1, signInLinks: 0 };
    },
  } as unknown as AccountsRepository;
}

const admitAll: ActionLimiter = { admit: async () => true };
const signedIn: DataSubject = {
  accountId: 'acct',
  deviceVisitorId: 'visitor-device',
  actor: { visitorId: 'acct', visitorMintedNow: false, ip: '198.51.100.1' },
};

function service(options: { down?: AccountDataPart[]; limiter?: ActionLimiter } = {}) {
  const { store, asked } = peers(options.down);
  const deleted: string[] = [];
  const data = new AccountDataService({
    peers: store,
    accounts: accounts(deleted),
    limiter: options.limiter ?? admitAll,
    logger: createLogger('gateway-test', 'silent'),
    now: () => new Date('2026-11-28T10:00:00Z'),
  });
  return { data, asked, deleted };
}

describe('AccountDataService.erase', () => {
  it('asks every part in order for the account and each visitor once, then deletes the account', async () => {
    const { data, asked, deleted } = service();
    const result = await data.erase(signedIn);
    expect(asked.map((call) => call.part)).toEqual([...ACCOUNT_DATA_PARTS]);
    expect(asked[0]!.ownerIds).toEqual(['acct', 'visitor-device', 'visitor-old']);
    expect(deleted).toEqual(['acct']);
    expect(result.parts.account).toEqual({ accounts: 1, sessions: 1, signInLinks: 0 });
  });

  it('stops at a part that does not answer, naming it, and keeps the account for a retry', async () => {
    const { data, asked, deleted } = service({ down: ['cards'] });
    const refusal = await data.erase(signedIn).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).statusCode).toBe(503);
    expect((refusal as HttpError).message).toBe(ACCOUNT_DATA_MESSAGES.partUnavailable('cards'));
    expect(asked.map((call) => call.part)).toEqual(['scheduler', 'print', 'cards']);
    expect(deleted).toEqual([]);
  });

  it('for a visitor who never signed in, covers that visitor alone and deletes no account', async () => {
    const { data, asked, deleted } = service();
    const result = await data.erase({
      accountId: null,
      deviceVisitorId: 'visitor-1',
      actor: { visitorId: 'visitor-1', visitorMintedNow: false, ip: '198.51.100.2' },
    });
    expect(asked.every((call) => call.ownerIds.join() === 'visitor-1')).toBe(true);
    expect(deleted).toEqual([]);
    expect(result.parts.account).toBeUndefined();
  });
});

describe('AccountDataService.prepareExport', () => {
  it('is refused past the daily quota, saying when more is possible', async () => {
    const { data, asked } = service({ limiter: { admit: async () => false } });
    await expect(data.prepareExport(signedIn)).rejects.toMatchObject({
      statusCode: 429,
      message: ACCOUNT_DATA_MESSAGES.tooManyExports('00:00 UTC tomorrow'),
    });
    expect(asked).toEqual([]);
  });
});
