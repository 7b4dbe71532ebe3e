import { randomUUID } from 'node:crypto';
import { CardInputSchema } from '@cardsmith/contracts';
import { applyMigrations, createTestServiceContext } from '@cardsmith/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { toCardColumns } from '../src/cards/cards.repository.js';
import type { CardsDb } from '../src/db/database.js';
import { FRONT_CONTENT_CASES } from '../src/trending/front-content.cases.js';
import type { CardFront } from '../src/trending/front-content.js';
import { TRENDING, TrendingRepository } from '../src/trending/trending.repository.js';

/**
 * A schema of its own: trending ranks every public card, so cards and events of the files sharing
 * the `cards` schema would enter these lists, and these cards theirs.
 */
const SCHEMA = 'cards_trending_test';
const infra = inject('infra');
const ctx = createTestServiceContext<CardsDb>(infra, SCHEMA);
const trending = new TrendingRepository(ctx.db);

beforeAll(async () => {
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(ctx.db);
  await applyMigrations(infra.databaseUrl, [{ schema: SCHEMA, migrations }]);
});
beforeEach(async () => {
  await ctx.db.deleteFrom('card').execute();
});
afterAll(async () => {
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(ctx.db);
  await ctx.close();
});

const NOW = new Date('2026-11-20T12:00:00Z');
const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3600_000);

async function publicCard(
  options: {
    publishedAt?: Date;
    isPublic?: boolean;
    deleted?: boolean;
    hiddenByAdmin?: boolean;
    id?: string;
    front?: CardFront;
  } = {},
) {
  const { templateId, elements } = options.front ?? { templateId: 'funny1', elements: [] };
  const { userId: _ignored, ...fields } = CardInputSchema.parse({
    title: 'Ranked',
    templateId,
    elements,
  });
  const id = options.id ?? `trend-${randomUUID()}`;
  await ctx.db
    .insertInto('card')
    .values({
      id,
      owner_id: `owner-${randomUUID()}`,
      is_public: options.isPublic ?? true,
      published_at: options.publishedAt ?? new Date(),
      deleted_at: options.deleted ? new Date() : null,
      hidden_at: options.hiddenByAdmin ? new Date() : null,
      ...toCardColumns(fields),
    })
    .execute();
  return id;
}

async function like(cardId: string, at: Date) {
  await ctx.db
    .insertInto('card_like')
    .values({ card_id: cardId, visitor_id: `liker-${randomUUID()}`, created_at: at })
    .execute();
}

async function view(cardId: string, at: Date) {
  await ctx.db
    .insertInto('card_view')
    .values({
      card_id: cardId,
      visitor_id: `viewer-${randomUUID()}`,
      day: at.toISOString().slice(0, 10),
      created_at: at,
    })
    .execute();
}

describe('trending SQL', () => {
  it('weighs a fresh like and a fresh view by their weights', async () => {
    const now = NOW;
    const liked = await publicCard();
    const viewed = await publicCard();
    await like(liked, now);
    await view(viewed, now);
    const rows = await trending.topScored(now, 10);
    expect(rows.map((r) => r.id)).toEqual([liked, viewed]);
    expect(rows[0]!.score).toBeCloseTo(TRENDING.likeWeight);
    expect(rows[1]!.score).toBeCloseTo(TRENDING.viewWeight);
  });

  it('halves an event per half-life of age', async () => {
    const now = NOW;
    const once = await publicCard();
    const twice = await publicCard();
    await like(once, hoursBefore(now, TRENDING.halfLifeHours));
    await like(twice, hoursBefore(now, 2 * TRENDING.halfLifeHours));
    const rows = await trending.topScored(now, 10);
    expect(rows.map((r) => [r.id, r.score])).toEqual([
      [once, expect.closeTo(TRENDING.likeWeight / 2, 6)],
      [twice, expect.closeTo(TRENDING.likeWeight / 4, 6)],
    ]);
  });

  it('lets today’s few likes beat last week’s many', async () => {
    const now = NOW;
    const today = await publicCard();
    const lastWeek = await publicCard();
    for (const hours of [1, 2, 3]) await like(today, hoursBefore(now, hours));
    for (let i = 0; i < 6; i += 1) await like(lastWeek, hoursBefore(now, 6 * 24));
    const rows = await trending.topScored(now, 10);
    expect(rows.map((r) => r.id)).toEqual([today, lastWeek]);
    expect(rows[1]!.score).toBeGreaterThan(0);
    expect(rows[1]!.likes).toBe(6);
  });

  it('ignores events older than the window and counts events stamped ahead as new', async () => {
    const now = NOW;
    const stale = await publicCard();
    const ahead = await publicCard();
    await like(stale, hoursBefore(now, TRENDING.windowDays * 24 + 1));
    await view(ahead, hoursBefore(now, -5));
    const rows = await trending.topScored(now, 10);
    expect(rows.map((r) => [r.id, r.score])).toEqual([
      [ahead, expect.closeTo(TRENDING.viewWeight, 6)],
    ]);
  });

  it('breaks ties by total likes, then newest publication, then id', async () => {
    const now = NOW;
    const older = hoursBefore(now, 48);
    const newer = hoursBefore(now, 1);
    const moreLikes = await publicCard({ publishedAt: older });
    const newest = await publicCard({ publishedAt: newer });
    const idA = await publicCard({ publishedAt: older, id: `trend-a-${randomUUID()}` });
    const idB = await publicCard({ publishedAt: older, id: `trend-b-${randomUUID()}` });
    for (const card of [moreLikes, newest, idA, idB]) await view(card, now);
    // A like outside the window adds to the total but not to the score.
    await like(moreLikes, hoursBefore(now, TRENDING.windowDays * 24 + 10));
    const rows = await trending.topScored(now, 10);
    expect(rows.map((r) => r.id)).toEqual([moreLikes, newest, idA, idB]);
    expect(new Set(rows.map((r) => r.score.toFixed(6))).size).toBe(1);
  });

  it('leaves out cards that are not public, deleted or hidden by an admin, and stops at the limit', async () => {
    const now = NOW;
    const notPublic = await publicCard({ isPublic: false });
    const deleted = await publicCard({ deleted: true });
    const hidden = await publicCard({ hiddenByAdmin: true });
    const shown = await Promise.all([publicCard(), publicCard(), publicCard()]);
    for (const card of [notPublic, deleted, hidden, ...shown]) await like(card, now);
    const rows = await trending.topScored(now, 2);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(shown).toContain(row.id);
    const newest = (await trending.newestPublic([], 100)).map((row) => row.id);
    expect(newest).not.toContain(hidden);
  });

  it('lists a card only when its front has real content, by the same rule as the domain', async () => {
    const now = NOW;
    const cards = await Promise.all(
      FRONT_CONTENT_CASES.map(async (c) => ({ ...c, id: await publicCard({ front: c.front }) })),
    );
    for (const card of cards) await view(card.id, now);
    const scored = new Set((await trending.topScored(now, 100)).map((r) => r.id));
    const newest = new Set((await trending.newestPublic([], 100)).map((r) => r.id));
    for (const card of cards) {
      expect(scored.has(card.id), `scored: ${card.name}`).toBe(card.expected);
      expect(newest.has(card.id), `newest: ${card.name}`).toBe(card.expected);
    }
  });
});

describe('incremental refresh', () => {
  const stored = async (now: Date) => {
    await trending.refreshScores(now);
    return trending.storedTop(10);
  };
  const computed = async (now: Date) => trending.topScored(now, 10);
  type Rows = Awaited<ReturnType<typeof computed>>;
  const plain = (rows: Rows) => rows.map((r) => [r.id, r.score, r.likes]);
  const same = (rows: Rows) => rows.map((r) => [r.id, expect.closeTo(r.score, 9), r.likes]);

  it('stores what scoring every card gives, as events arrive, age and leave the window', async () => {
    await ctx.db.deleteFrom('trending_refresh').execute();
    const t0 = NOW;
    const cards = [];
    for (let i = 0; i < 6; i += 1) cards.push(await publicCard());
    const [a, b, c, d, e, f] = cards as [string, string, string, string, string, string];
    await like(a, hoursBefore(t0, 2));
    await like(b, hoursBefore(t0, 30));
    await view(b, hoursBefore(t0, 1));
    // Leaves the window between the two refreshes.
    await like(c, hoursBefore(t0, TRENDING.windowDays * 24 - 0.5));
    await like(c, hoursBefore(t0, TRENDING.windowDays * 24 - 0.5));
    await view(d, hoursBefore(t0, 10));
    expect((await stored(t0)).map((r) => r.id)).toContain(c);
    expect(plain(await stored(t0))).toEqual(same(await computed(t0)));

    const t1 = hoursBefore(t0, -1);
    // Written after the first refresh: stamped in the past, stamped ahead of the clock, and a
    // card that had no events before.
    await like(d, hoursBefore(t0, 5));
    await view(e, hoursBefore(t1, -0.1));
    await like(f, t1);
    const second = await stored(t1);
    expect(second.map((r) => r.id)).not.toContain(c);
    expect(plain(second)).toEqual(same(await computed(t1)));

    // Later again without new events: the stamped-ahead view now decays from its own time.
    const t2 = hoursBefore(t1, -3);
    expect(plain(await stored(t2))).toEqual(same(await computed(t2)));
    // A clock that went back scores every card again.
    expect(plain(await stored(t0))).toEqual(same(await computed(t0)));
  });
});
