import { describe, expect, it } from 'vitest';
import { compareTrending, eventScore, trendingScore, TRENDING } from './trending-score.js';

const now = new Date('2026-11-20T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);

describe('eventScore', () => {
  it('weighs a fresh like above a fresh view', () => {
    expect(eventScore('like', now, now)).toBe(TRENDING.likeWeight);
    expect(eventScore('view', now, now)).toBe(TRENDING.viewWeight);
  });

  it('halves an event per half-life of age', () => {
    expect(eventScore('like', hoursAgo(TRENDING.halfLifeHours), now)).toBeCloseTo(
      TRENDING.likeWeight / 2,
    );
    expect(eventScore('like', hoursAgo(2 * TRENDING.halfLifeHours), now)).toBeCloseTo(
      TRENDING.likeWeight / 4,
    );
  });

  it('ignores events older than the window, and treats future ones as new', () => {
    expect(eventScore('like', hoursAgo(TRENDING.windowDays * 24 + 1), now)).toBe(0);
    expect(eventScore('view', hoursAgo(-5), now)).toBe(TRENDING.viewWeight);
  });
});

describe('trendingScore', () => {
  it('lets today’s few likes beat last week’s many', () => {
    const today = trendingScore(
      [1, 2, 3].map((h) => ({ kind: 'like' as const, at: hoursAgo(h) })),
      now,
    );
    const lastWeek = trendingScore(
      Array.from({ length: 6 }, () => ({ kind: 'like' as const, at: hoursAgo(6 * 24) })),
      now,
    );
    expect(today).toBeGreaterThan(lastWeek);
    expect(lastWeek).toBeGreaterThan(0);
  });

  it('is zero without events', () => {
    expect(trendingScore([], now)).toBe(0);
  });
});

describe('compareTrending', () => {
  it('orders by score, then likes, then newest publication', () => {
    const cards = [
      { id: 'a', score: 1, likes: 0, publishedAt: hoursAgo(1) },
      { id: 'b', score: 5, likes: 0, publishedAt: hoursAgo(9) },
      { id: 'c', score: 1, likes: 4, publishedAt: hoursAgo(9) },
      { id: 'd', score: 1, likes: 0, publishedAt: hoursAgo(5) },
    ];
    expect(cards.sort(compareTrending).map((c) => c.id)).toEqual(['b', 'c', 'a', 'd']);
  });
});
