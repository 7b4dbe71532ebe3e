import { describe, expect, it } from 'vitest';
import type { TrendingRepository, TrendingRow } from './trending.repository.js';
import { TrendingService } from './trending.service.js';

const row = (id: string): TrendingRow => ({
  id,
  title: id,
  category: 'birthday',
  likes: 1,
  score: 1,
  publishedAt: null,
});

/** Stored scores in memory: a refresh stores `live` as of its instant. */
function fakeScores(refreshedAt: Date | null) {
  const state = { refreshedAt, refreshes: 0, live: [row('fresh')], stored: [row('stored')] };
  let release: () => void = () => undefined;
  const repository = {
    refreshedAt: async () => state.refreshedAt,
    refreshScores: (now: Date) =>
      new Promise<void>((resolve) => {
        state.refreshes += 1;
        release = () => {
          state.stored = state.live;
          state.refreshedAt = now;
          resolve();
        };
      }),
    storedTop: async () => state.stored,
    newestPublic: async () => [],
  } as unknown as TrendingRepository;
  return { state, repository, release: () => release() };
}

const NOW = new Date('2026-11-28T07:00:00Z');
const ids = (cards: { id: string }[]) => cards.map((card) => card.id);

describe('trending reads stored scores', () => {
  it('serves the stored scores while they are younger than maxAgeMs', async () => {
    const scores = fakeScores(new Date(NOW.getTime() - 30_000));
    const service = new TrendingService(scores.repository, { maxAgeMs: 60_000, now: () => NOW });
    expect(ids(await service.list())).toEqual(['stored']);
    expect(scores.state.refreshes).toBe(0);
  });

  it('starts one refresh when they are stale and answers with the stored ones meanwhile', async () => {
    const scores = fakeScores(new Date(NOW.getTime() - 61_000));
    const service = new TrendingService(scores.repository, { maxAgeMs: 60_000, now: () => NOW });
    expect(ids(await service.list())).toEqual(['stored']);
    expect(ids(await service.list())).toEqual(['stored']);
    expect(scores.state.refreshes).toBe(1);
    scores.release();
    await Promise.resolve();
    expect(ids(await service.list())).toEqual(['fresh']);
  });

  it('waits for the first refresh, and refreshes before every answer with maxAgeMs 0', async () => {
    const scores = fakeScores(null);
    const service = new TrendingService(scores.repository, { maxAgeMs: 0, now: () => NOW });
    const answer = service.list();
    await new Promise((resolve) => setImmediate(resolve));
    scores.release();
    expect(ids(await answer)).toEqual(['fresh']);
    const again = service.list();
    await new Promise((resolve) => setImmediate(resolve));
    expect(scores.state.refreshes).toBe(2);
    scores.release();
    await again;
  });
});
