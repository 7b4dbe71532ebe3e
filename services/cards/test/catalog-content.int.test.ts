import { loadConfig } from '@cardsmith/service-kit';
import {
  applyMigrations,
  createTestServiceContext,
  TEST_INTERNAL_SECRET,
} from '@cardsmith/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { buildApp } from '../src/app.js';
import { CATALOG_CONTENT } from '../src/catalog/content/index.js';
import { CardsEnvSchema } from '../src/config.js';
import type { CardsDb } from '../src/db/database.js';
import { EXAMPLE_CARDS } from '../src/examples/example-cards.js';

/**
 * A schema of its own: this file rewrites catalog rows, which the other files sharing the `cards`
 * schema read.
 */
const SCHEMA = 'cards_content_test';
const infra = inject('infra');
const ctx = createTestServiceContext<CardsDb>(infra, SCHEMA);
const TABLES = ['mood', 'collection', 'frame', 'template', 'idea', 'editor_template'] as const;

/** Starts the service on this schema the way main.ts does, and stops it again. */
async function startOnce(): Promise<void> {
  const app = await buildApp({
    config: loadConfig(CardsEnvSchema, { INTERNAL_SECRET: TEST_INTERNAL_SECRET }),
    logger: ctx.logger,
    db: ctx.db,
  });
  await app.ready();
  await app.close();
}

/** Every catalog row and example card, with the transaction that last wrote it (xmin). */
async function snapshot() {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const { rows } = await sql`select xmin::text as written_by, * from ${sql.table(
      `${SCHEMA}.${table}`,
    )} order by id`.execute(ctx.db);
    tables[table] = rows;
  }
  tables.card = await ctx.db
    .selectFrom('card')
    .select(['id', 'title', 'version', sql<string>`xmin::text`.as('written_by')])
    .where('is_example', '=', true)
    .orderBy('id')
    .execute();
  return tables;
}

beforeAll(async () => {
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(ctx.db);
  await applyMigrations(infra.databaseUrl, [{ schema: SCHEMA, migrations }]);
});
afterAll(async () => {
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(ctx.db);
  await ctx.close();
});

describe('catalog content at start-up', () => {
  it('leaves migrations creating tables only: a freshly migrated catalog is empty', async () => {
    for (const table of TABLES) {
      const { rows } = await sql<{
        n: number | string;
      }>`select count(*) as n from ${sql.table(`${SCHEMA}.${table}`)}`.execute(ctx.db);
      expect(Number(rows[0]!.n), table).toBe(0);
    }
  });

  it('writes the whole catalog and the example cards on the first start', async () => {
    await startOnce();
    const rows = await snapshot();
    expect(rows.mood).toHaveLength(CATALOG_CONTENT.moods.length);
    expect(rows.collection).toHaveLength(CATALOG_CONTENT.collections.length);
    expect(rows.frame).toHaveLength(CATALOG_CONTENT.frames.length);
    expect(rows.template).toHaveLength(CATALOG_CONTENT.templates.length);
    expect(rows.idea).toHaveLength(CATALOG_CONTENT.ideas.length);
    expect(rows.editor_template).toHaveLength(CATALOG_CONTENT.editorTemplates.length);
    expect(rows.card).toHaveLength(EXAMPLE_CARDS.length);
  });

  it('rewrites nothing on a second start when nothing changed', async () => {
    const before = await snapshot();
    await startOnce();
    expect(await snapshot()).toEqual(before);
  });

  it('brings changed art and example cards back to the shipped content on the next start', async () => {
    const frame = CATALOG_CONTENT.frames[0]!;
    const idea = CATALOG_CONTENT.ideas[0]!;
    const example = EXAMPLE_CARDS[0]!;
    // What a database seeded by an older build holds.
    await ctx.db
      .updateTable('frame')
      .set({ svg_content: '<svg/>' })
      .where('id', '=', frame.id)
      .execute();
    await ctx.db
      .updateTable('idea')
      .set({ prompt_ideas: JSON.stringify(['old']) })
      .where('id', '=', idea.id)
      .execute();
    await ctx.db
      .updateTable('card')
      .set({ title: 'Old title' })
      .where('id', '=', example.id)
      .execute();
    const versionBefore = (
      await ctx.db
        .selectFrom('card')
        .select('version')
        .where('id', '=', example.id)
        .executeTakeFirstOrThrow()
    ).version;

    await startOnce();

    const frameRow = await ctx.db
      .selectFrom('frame')
      .select('svg_content')
      .where('id', '=', frame.id)
      .executeTakeFirstOrThrow();
    expect(frameRow.svg_content).toBe(frame.svg);
    const ideaRow = await ctx.db
      .selectFrom('idea')
      .select('prompt_ideas')
      .where('id', '=', idea.id)
      .executeTakeFirstOrThrow();
    expect(ideaRow.prompt_ideas).toEqual(idea.promptIdeas);
    const exampleRow = await ctx.db
      .selectFrom('card')
      .select(['title', 'version'])
      .where('id', '=', example.id)
      .executeTakeFirstOrThrow();
    expect(exampleRow).toEqual({ title: example.fields.title, version: versionBefore + 1 });
  });

  it('never brings back an example card someone removed', async () => {
    const example = EXAMPLE_CARDS[1]!;
    await ctx.db
      .updateTable('card')
      .set({ deleted_at: new Date(), title: 'Removed' })
      .where('id', '=', example.id)
      .execute();
    await startOnce();
    const row = await ctx.db
      .selectFrom('card')
      .select(['title', 'deleted_at'])
      .where('id', '=', example.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Removed');
    expect(row.deleted_at).not.toBeNull();
  });
});
