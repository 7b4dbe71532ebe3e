import { applyMigrations, createTestServiceContext } from '@cardsmith/testing';
import { editorHeadlineElement, type CardElement } from '@cardsmith/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import type { CardsDb } from '../src/db/database.js';

/** A schema of its own, migrated up to just before the migration under test. */
const SCHEMA = 'cards_editor_headlines_test';
const MIGRATION = '2026_11_24_2100_add_editor_headlines';
const infra = inject('infra');
const ctx = createTestServiceContext<CardsDb>(infra, SCHEMA);

const photo: CardElement = {
  id: 'picture',
  type: 'image',
  content: '/api/media/blobs/a',
  position: { x: 250, y: 140 },
};
const ownHeadline: CardElement = {
  id: 'headline',
  type: 'text',
  content: 'Welcome, Little One',
  position: { x: 250, y: 320 },
};

async function insertCard(id: string, templateId: string | null, elements: CardElement[]) {
  await ctx.db
    .insertInto('card')
    .values({
      id,
      owner_id: 'visitor-1',
      title: 'Card',
      category: 'birthday',
      template_id: templateId,
      background_color: '#ffffff',
      card_message: '',
      text_font: 'Poppins',
      text_size: 'medium',
      elements: JSON.stringify(elements),
    } as never)
    .execute();
}

const elementsOf = async (id: string) =>
  (
    await ctx.db
      .selectFrom('card')
      .select('elements')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).elements as CardElement[];

beforeAll(async () => {
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(ctx.db);
  // Only the migrations that came before it: later ones may rely on it, and Kysely applies in
  // name order only.
  const before = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name < MIGRATION),
  );
  await applyMigrations(infra.databaseUrl, [{ schema: SCHEMA, migrations: before }]);
  await insertCard('modern-old', 'modern', [photo]);
  await insertCard('floral-own', 'floral', [ownHeadline]);
  await insertCard('catalog', 'funny1', [photo]);
  await applyMigrations(infra.databaseUrl, [{ schema: SCHEMA, migrations }]);
});
afterAll(async () => {
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(ctx.db);
  await ctx.close();
});

describe('modern-editor cards saved while the art drew the greeting', () => {
  it('get the greeting the art drew as their headline element, in the template’s lettering', async () => {
    expect(await elementsOf('modern-old')).toEqual([
      editorHeadlineElement('modern', 'Happy Birthday!'),
      photo,
    ]);
  });

  it('keep a headline they already have, and cards on other templates are left alone', async () => {
    expect(await elementsOf('floral-own')).toEqual([ownHeadline]);
    expect(await elementsOf('catalog')).toEqual([photo]);
  });
});
