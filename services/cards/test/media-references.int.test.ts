import { randomBytes } from 'node:crypto';
import { CardInputSchema } from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import {
  applyMigrations,
  createTestServiceContext,
  TEST_INTERNAL_SECRET,
} from '@cardsmith/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { toCardColumns } from '../src/cards/cards.repository.js';
import type { CardsDb } from '../src/db/database.js';
import { backfillHeldMedia } from '../src/media-references/backfill.js';
import { heldMediaEvents, heldMediaNow } from './held-media.js';
import { newVisitor, startApp, type TestApp } from './support.js';

let t: TestApp;
const internal = internalHeaders(TEST_INTERNAL_SECRET);
const mediaId = () => randomBytes(12).toString('base64url');
const ctx = createTestServiceContext<CardsDb>(inject('infra'), 'cards');

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
  await ctx.close();
});

const image = (id: string, content: string) => ({
  id,
  type: 'image' as const,
  content,
  position: { x: 250, y: 300 },
  size: { width: 200, height: 150 },
});

const held = (cardId: string) => heldMediaNow(ctx.db, cardId);

describe('the blobs cards publish to media (blob-references events through the outbox)', () => {
  it('name the blobs a live card links to, through every field and every way of saving', async () => {
    const visitor = newVisitor();
    const [inElement, onOrigin, audio, replaced, unused] = Array.from({ length: 5 }, mediaId);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers: visitor,
      payload: {
        title: 'Holiday',
        audioUrl: `/api/media/${audio}`,
        elements: [
          image('a', `/api/media/${inElement}`),
          image('b', `http://localhost:8080/api/media/${onOrigin}`),
          image('c', `/api/media/${replaced}`),
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const card = created.json() as { id: string };
    expect(await held(card.id)).toEqual([inElement!, onOrigin!, audio!, replaced!].sort());

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}`,
      headers: visitor,
      payload: { title: 'Holiday', elements: [image('a', `/api/media/${inElement}`)] },
    });
    expect(updated.statusCode).toBe(200);
    expect(await held(card.id)).toEqual([inElement!]);

    const copied = await t.app.inject({
      method: 'POST',
      url: `/api/cards/${card.id}/copy`,
      headers: newVisitor(),
      payload: { title: 'Mine now', elements: [image('z', `/api/media/${unused}`)] },
    });
    expect(copied.statusCode).toBe(201);
    expect(await held((copied.json() as { id: string }).id)).toEqual([unused!]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/cards/${card.id}`,
      headers: visitor,
    });
    expect(deleted.statusCode).toBe(200);
    const events = await heldMediaEvents(ctx.db, card.id);
    expect(events.at(-1)).toMatchObject({ job_name: 'released' });
    // Each event of the card carries a higher sequence than the one before.
    const sequences = events.map((event) => event.data.sequence);
    expect(sequences).toEqual([...new Set(sequences)].sort((a, b) => a - b));
  });

  it('saves made by a collaboration room count too', async () => {
    const blob = mediaId();
    const id = randomBytes(16).toString('base64url');
    const created = await t.app.inject({
      method: 'POST',
      url: '/internal/cards',
      headers: internal,
      payload: { id, ownerVisitorId: 'visitor-room', card: { title: 'Room' } },
    });
    expect(created.statusCode).toBe(201);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/internal/cards/${id}/content`,
      headers: internal,
      payload: { title: 'Room', elements: [image('r', `/api/media/${blob}`)] },
    });
    expect(saved.statusCode).toBe(200);
    expect(await held(id)).toEqual([blob]);
  });

  it('are republished once for every live card by the backfill, which then says how many', async () => {
    const visitor = newVisitor();
    const blob = mediaId();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers: visitor,
      payload: { title: 'Before the events', elements: [image('a', `/api/media/${blob}`)] },
    });
    const card = created.json() as { id: string };
    // As on an install whose cards were saved before cards published anything.
    await ctx.db.deleteFrom('blob_reference_backfill').execute();

    const run = await backfillHeldMedia(ctx.db, ctx.logger, 2);
    expect(run).not.toBeNull();
    // Other test files' apps may run a backfill of their own meanwhile: look for this run's.
    expect(await heldMediaEvents(ctx.db, card.id)).toContainEqual({
      job_name: 'held',
      data: expect.objectContaining({ blobIds: [blob], backfill: run!.run }),
    });
    expect(run!.holders).toBeGreaterThanOrEqual(1);
    const { rows } = await sql<{ data: unknown }>`
      select data from cards.outbox where id = ${`blob-refs-backfilled-cards-${run!.run}`}`.execute(
      ctx.db,
    );
    expect(rows[0]?.data).toEqual({ service: 'cards', run: run!.run, holders: run!.holders });
    // Once done, never again.
    expect(await backfillHeldMedia(ctx.db, ctx.logger, 2)).toBeNull();
  });
});

describe('the migration adding media_ids', () => {
  const SCHEMA = 'cards_media_ids_test';
  const infra = inject('infra');
  const ctx = createTestServiceContext<CardsDb>(infra, SCHEMA);
  afterAll(async () => {
    await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(ctx.db);
    await ctx.close();
  });

  it('fills it for cards saved before it existed', async () => {
    await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(ctx.db);
    const names = Object.keys(migrations).sort();
    const before = names.filter((name) => name < '2026_11_24_1500_add_card_media_ids');
    await applyMigrations(infra.databaseUrl, [
      { schema: SCHEMA, migrations: Object.fromEntries(before.map((n) => [n, migrations[n]!])) },
    ]);
    const [photo, voice] = [mediaId(), mediaId()];
    const { userId: _ignored, ...fields } = CardInputSchema.parse({
      title: 'Old',
      audioUrl: `/api/media/${voice}`,
      elements: [image('a', `/api/media/${photo}`)],
    });
    // The columns as a save wrote them before media_ids (and the later voice_message) existed.
    const { media_ids: _notYet, voice_message: _later, ...columns } = toCardColumns(fields);
    await ctx.db
      .insertInto('card')
      .values({ id: 'old-card', owner_id: 'visitor-old', deleted_at: null, ...columns })
      .execute();
    await applyMigrations(infra.databaseUrl, [{ schema: SCHEMA, migrations }]);
    const row = await ctx.db
      .selectFrom('card')
      .select('media_ids')
      .where('id', '=', 'old-card')
      .executeTakeFirstOrThrow();
    expect(row.media_ids.sort()).toEqual([photo, voice].sort());
  });
});
