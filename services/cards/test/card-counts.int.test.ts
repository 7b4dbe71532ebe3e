import { CardInputSchema } from '@cardsmith/contracts';
import { applyMigrations, createTestServiceContext } from '@cardsmith/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { CardsRepository, toCardColumns } from '../src/cards/cards.repository.js';
import type { CardsDb } from '../src/db/database.js';
import { CardsOwnershipRepository } from '../src/ownership/ownership.repository.js';

/**
 * A schema of its own: the totals cover every card of the schema, so the other files' cards would
 * move them meanwhile.
 */
const SCHEMA = 'cards_counts_test';
const COUNTS_MIGRATION = '2026_11_28_0940_create_card_counts';
const infra = inject('infra');
const ctx = createTestServiceContext<CardsDb>(infra, SCHEMA);
const cards = new CardsRepository(ctx.db);
const ownership = new CardsOwnershipRepository(ctx.db);
const { userId: _none, ...fields } = CardInputSchema.parse({ title: 'Counted' });
const columns = toCardColumns(fields);

let next = 0;
const cardId = () => `count-card-${++next}`;

/** Inserts cards for these owners in one statement, as seed:scale and bulk fixes write. */
async function insertMany(
  ownerIds: (string | null)[],
  extra: { is_example?: boolean } = {},
): Promise<string[]> {
  const rows = ownerIds.map((owner) => ({ id: cardId(), owner_id: owner, ...columns, ...extra }));
  await ctx.db.insertInto('card').values(rows).execute();
  return rows.map((row) => row.id);
}

/** What the triggers keep, against the card table counted, read in one snapshot. */
async function keptAndCounted() {
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const totals = await trx
        .selectFrom('card_count')
        .select(['cards', 'owners'])
        .executeTakeFirstOrThrow();
      const perOwner = await trx
        .selectFrom('card_owner_count')
        .select(['owner_id', 'cards'])
        .where('cards', '>', 0)
        .orderBy('owner_id')
        .execute();
      const counted = await trx
        .selectFrom('card')
        .select(['owner_id', sql<number>`count(*)::int`.as('cards')])
        .where('deleted_at', 'is', null)
        .where('is_example', '=', false)
        .where('owner_id', 'is not', null)
        .groupBy('owner_id')
        .orderBy('owner_id')
        .execute();
      return {
        totals,
        perOwner,
        counted: {
          totals: {
            cards: counted.reduce((sum, row) => sum + row.cards, 0),
            owners: counted.length,
          },
          perOwner: counted,
        },
      };
    });
}

beforeAll(async () => {
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(ctx.db);
  const before = Object.keys(migrations).filter((name) => name < COUNTS_MIGRATION);
  await applyMigrations(infra.databaseUrl, [
    { schema: SCHEMA, migrations: Object.fromEntries(before.map((n) => [n, migrations[n]!])) },
  ]);
  // Cards saved before the counts existed, an example among them, are counted by the migration.
  await insertMany(['early-a', 'early-a', 'early-b', null]);
  await insertMany([null], { is_example: true });
  await applyMigrations(infra.databaseUrl, [{ schema: SCHEMA, migrations }]);
});
afterAll(async () => {
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(ctx.db);
  await ctx.close();
});

describe('live cards counted as they are written', () => {
  it('counts the cards saved before the migration', async () => {
    expect(await cards.countOwned()).toEqual({ cards: 3, visitors: 2 });
    expect(await ownership.counting.counts(['early-a', 'early-b', 'nobody'])).toEqual({
      'early-a': 2,
      'early-b': 1,
    });
  });

  it('follows saves, deletes, sign-in claims, bulk statements and erasure', async () => {
    const first = await cards.insert(cardId(), 'visitor', fields);
    await cards.insert(cardId(), 'visitor', fields);
    await cards.insert(cardId(), 'account', fields);
    expect(await cards.countOwned()).toEqual({ cards: 6, visitors: 4 });

    // An edit changes no count; deleting twice counts once.
    await cards.update(first.id, { ...fields, title: 'Edited' });
    await cards.softDelete(first.id);
    await cards.softDelete(first.id);
    expect(await cards.countOwned()).toEqual({ cards: 5, visitors: 4 });

    // The visitor's card moves to the account: one owner fewer, the same cards.
    await ownership.claim('visitor', 'account');
    expect(await cards.countOwned()).toEqual({ cards: 5, visitors: 3 });
    expect(await ownership.counting.counts(['visitor', 'account'])).toEqual({ account: 2 });

    const [made] = await insertMany(['bulk', 'bulk', 'bulk']);
    await ctx.db.updateTable('card').set({ is_example: true }).where('id', '=', made!).execute();
    expect(await ownership.counting.counts(['bulk'])).toEqual({ bulk: 2 });

    // Erasure deletes the rows; an owner left with none is no longer counted.
    await ctx.db.deleteFrom('card').where('owner_id', 'in', ['early-b', 'bulk']).execute();
    expect(await cards.countOwned()).toEqual({ cards: 4, visitors: 2 });
    expect(await ownership.counting.counts(['early-b', 'bulk'])).toEqual({});

    const { totals, perOwner, counted } = await keptAndCounted();
    expect({ totals, perOwner }).toEqual(counted);
  });

  it('stays exact under concurrent writes of the same owners', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        cards.insert(cardId(), i % 2 === 0 ? 'racer-a' : `racer-${i}`, fields),
      ),
    );
    const { totals, perOwner, counted } = await keptAndCounted();
    expect({ totals, perOwner }).toEqual(counted);
  });

  it('lets an edit leave the totals row unlocked, so saves never queue on it', async () => {
    const [id] = await insertMany(['editor-a']);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('card').set({ title: 'Edited' }).where('id', '=', id!).execute();
      // Another connection takes the totals row at once while the edit is still open.
      const taken = await ctx.db
        .transaction()
        .execute((other) =>
          sql`select 1 from ${sql.id(SCHEMA, 'card_count')} where id = 1 for update nowait`.execute(
            other,
          ),
        );
      expect(taken.rows).toHaveLength(1);
    });
  });
});
