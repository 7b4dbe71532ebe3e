import { randomUUID } from 'node:crypto';
import { applyMigrations, createTestServiceContext } from '@cardsmith/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { AccountsRepository } from '../src/accounts/accounts.repository.js';
import type { GatewayDb } from '../src/db/database.js';

/** A schema of its own: the figure covers every account of the schema. */
const SCHEMA = `gateway_count_${randomUUID().slice(0, 8)}`;
const COUNT_MIGRATION = '2026_11_28_1010_create_account_count';
const infra = inject('infra');
const ctx = createTestServiceContext<GatewayDb>(infra, SCHEMA);
const accounts = new AccountsRepository(ctx.db);

const newAccounts = (n: number) =>
  Array.from({ length: n }, () => ({
    id: randomUUID(),
    email: `count-${randomUUID()}@example.com`,
  }));

/** The kept figure against the table counted, in one snapshot. */
async function keptAndCounted() {
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const repository = new AccountsRepository(trx);
      const counted = await trx
        .selectFrom('account')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return { kept: await repository.countAccounts(), counted: Number(counted.n) };
    });
}

async function expectExact(): Promise<number> {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toBe(counted);
  return kept;
}

beforeAll(async () => {
  const before = Object.keys(migrations).filter((name) => name < COUNT_MIGRATION);
  await applyMigrations(infra.databaseUrl, [
    { schema: SCHEMA, migrations: Object.fromEntries(before.map((n) => [n, migrations[n]!])) },
  ]);
  // Accounts made before the figure existed: the migration counts them.
  await ctx.db.insertInto('account').values(newAccounts(3)).execute();
  await applyMigrations(infra.databaseUrl, [{ schema: SCHEMA, migrations }]);
});
afterAll(async () => {
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(ctx.db);
  await ctx.close();
});

describe('accounts counted as they are written', () => {
  it('follows sign-ups, sign-ins, deletions and bulk statements', async () => {
    expect(await expectExact()).toBe(3);

    // A sign-up counts once; signing in again to the same address counts nothing.
    const email = `person-${randomUUID()}@example.com`;
    const account = await accounts.findOrCreate(email, randomUUID());
    await accounts.findOrCreate(email, randomUUID());
    expect(await expectExact()).toBe(4);

    await accounts.linkVisitor(account.id, 'visitor-1', new Date());
    expect(await accounts.deleteAccount(account.id)).toMatchObject({ accounts: 1 });
    expect(await accounts.deleteAccount(account.id)).toMatchObject({ accounts: 0 });
    expect(await expectExact()).toBe(3);

    await ctx.db.insertInto('account').values(newAccounts(5)).execute();
    expect(await expectExact()).toBe(8);
    await ctx.db.deleteFrom('account').where('email', 'like', 'count-%').execute();
    expect(await expectExact()).toBe(0);
  });

  it('lists the newest accounts by the index in their order', async () => {
    const made = newAccounts(3).map((row, i) => ({
      ...row,
      created_at: new Date(Date.UTC(2026, 10, 28, 10, i)),
    }));
    await ctx.db.insertInto('account').values(made).execute();
    const listed = await accounts.listAccounts(2);
    expect(listed.map((row) => row.id)).toEqual([made[2]!.id, made[1]!.id]);
  });
});
