import { randomUUID } from 'node:crypto';
import { applyMigrations, createTestServiceContext } from '@cardsmith/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { CollabAccountDataRepository } from '../src/account-data/account-data.repository.js';
import type { CollabDb } from '../src/db/database.js';
import { SessionsRepository } from '../src/sessions/sessions.repository.js';

/** A schema of its own: the figures cover every session of the schema. */
const SCHEMA = `collab_totals_${randomUUID().slice(0, 8)}`;
const TOTALS_MIGRATION = '2026_11_28_1020_create_session_totals';
const infra = inject('infra');
const ctx = createTestServiceContext<CollabDb>(infra, SCHEMA);
const sessions = new SessionsRepository(ctx.db);
const table = (name: string) => sql.id(SCHEMA, name);

/** Sessions written in one statement, as seed:scale and bulk fixes write them. */
async function insertMany(
  rows: {
    card: string;
    status: 'active' | 'locked' | 'inactive';
    minutes: number;
    peak?: number;
  }[],
) {
  await ctx.db
    .insertInto('session')
    .values(
      rows.map((row, i) => ({
        id: randomUUID(),
        card_id: row.card,
        card_title: `Card ${row.card}`,
        status: row.status,
        collaborator_count: row.status === 'inactive' ? 0 : 1,
        peak_collaborators: row.peak ?? 1,
        created_at: new Date(Date.UTC(2026, 10, 28, 8, i)),
        last_active: new Date(Date.UTC(2026, 10, 28, 8, i + row.minutes)),
      })),
    )
    .execute();
}

/** The figures as the dashboard used to compute them, from every session. */
async function counted() {
  const { rows } = await sql<{
    live: number;
    averageSeconds: number;
    peak: number;
    cards: number;
    collaborators: number;
  }>`select
      count(*) filter (where status <> 'inactive' and collaborator_count > 0)::int as "live",
      coalesce(avg(extract(epoch from last_active - created_at)), 0)::float8 as "averageSeconds",
      coalesce(max(peak_collaborators), 0)::int as "peak",
      count(distinct card_id)::int as "cards",
      (select count(*)::int from ${table('collaborator')} c join ${table('session')} s
        on s.id = c.session_id where s.status <> 'inactive') as "collaborators"
    from ${table('session')}`.execute(ctx.db);
  return rows[0]!;
}

/** The kept figures equal the counted ones; answers them. */
async function expectExact() {
  const [kept, recount] = await Promise.all([sessions.stats(), counted()]);
  const { averageSeconds, ...rest } = kept;
  const { averageSeconds: countedAverage, ...countedRest } = recount;
  expect(rest).toEqual(countedRest);
  expect(averageSeconds).toBeCloseTo(countedAverage, 6);
  return kept;
}

beforeAll(async () => {
  const before = Object.keys(migrations).filter((name) => name < TOTALS_MIGRATION);
  await applyMigrations(infra.databaseUrl, [
    { schema: SCHEMA, migrations: Object.fromEntries(before.map((n) => [n, migrations[n]!])) },
  ]);
  // Sessions written before the figures existed: the migration counts them.
  await insertMany([
    { card: 'early-a', status: 'inactive', minutes: 10, peak: 3 },
    { card: 'early-a', status: 'inactive', minutes: 20 },
    { card: 'early-b', status: 'active', minutes: 5 },
  ]);
  await applyMigrations(infra.databaseUrl, [{ schema: SCHEMA, migrations }]);
});
afterAll(async () => {
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(ctx.db);
  await ctx.close();
});

describe('the collaboration figures kept as sessions are written', () => {
  it('counts the sessions written before the migration', async () => {
    expect(await expectExact()).toMatchObject({ live: 1, peak: 3, cards: 2 });
  });

  it('follows sessions opened, touched, joined, ended, erased and bulk statements', async () => {
    const opened = await sessions.openLive(randomUUID(), 'card-1', 'One');
    // A second opening of the same card's live session touches it; a retitle changes nothing.
    await sessions.openLive(randomUUID(), 'card-1', 'One again');
    await sessions.retitle(opened.id, 'Renamed');
    await sessions.addCollaborator({
      id: randomUUID(),
      session_id: opened.id,
      client_id: 'client-1',
      visitor_id: 'owner-visitor',
      name: 'Ann',
      role: 'owner',
    });
    await sessions.recount(opened.id);
    await sessions.touch(opened.id, []);
    expect(await expectExact()).toMatchObject({ cards: 3, collaborators: 1 });

    // Backdated so the ended session's duration is not zero.
    await ctx.db
      .updateTable('session')
      .set({ created_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', opened.id)
      .execute();
    await sessions.finish(opened.id);
    expect(await expectExact()).toMatchObject({ collaborators: 0 });
    // A new session for the same card: the card counts once.
    const again = await sessions.openLive(randomUUID(), 'card-1', 'One');
    await sessions.setStatus(again.id, ['active'], 'locked');
    await expectExact();

    // Erasure removes the sessions of the owner's cards.
    await sessions.addCollaborator({
      id: randomUUID(),
      session_id: again.id,
      client_id: 'client-2',
      visitor_id: 'erased-visitor',
      name: 'Bo',
      role: 'owner',
    });
    const erased = await new CollabAccountDataRepository(ctx.db).erase(['erased-visitor']);
    expect(erased.sessions).toBe(1);
    await expectExact();

    await insertMany([
      { card: 'bulk-1', status: 'inactive', minutes: 7, peak: 9 },
      { card: 'bulk-1', status: 'locked', minutes: 3 },
      { card: 'bulk-2', status: 'active', minutes: 1 },
    ]);
    expect(await expectExact()).toMatchObject({ peak: 9 });
    await ctx.db
      .updateTable('session')
      .set({ status: 'inactive', collaborator_count: 0 })
      .where('card_id', 'like', 'bulk-%')
      .execute();
    await ctx.db
      .updateTable('session')
      .set({ last_active: sql`last_active + interval '1 hour'` })
      .execute();
    await expectExact();
    await ctx.db.deleteFrom('session').where('card_id', 'like', 'bulk-%').execute();
    expect(await expectExact()).toMatchObject({ peak: 3 });
    await ctx.db.deleteFrom('session').execute();
    expect(await expectExact()).toEqual({
      live: 0,
      collaborators: 0,
      averageSeconds: 0,
      peak: 0,
      cards: 0,
    });
  });
});
