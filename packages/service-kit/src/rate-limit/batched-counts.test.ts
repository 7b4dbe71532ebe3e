import { describe, expect, it } from 'vitest';
import {
  BatchedWindowCounts,
  type SharedCounts,
  type SharedIncrement,
  type SharedTotal,
} from './batched-counts.js';

const WINDOW = 60_000;

/** Redis's side as the Lua script keeps it: a total per key that expires with its window. */
class FakeRedis implements SharedCounts {
  readonly keys = new Map<string, { total: number; endsAt: number }>();
  failing = false;
  batches: SharedIncrement[][] = [];

  constructor(private readonly now: () => number) {}

  async add(batch: readonly SharedIncrement[]): Promise<SharedTotal[]> {
    if (this.failing) throw new Error('Redis is down');
    this.batches.push([...batch]);
    return batch.map(({ key, by, windowMs }) => {
      let entry = this.keys.get(key);
      if (!entry || this.now() >= entry.endsAt) {
        entry = { total: 0, endsAt: this.now() + windowMs };
        this.keys.set(key, entry);
      }
      entry.total += by;
      return { total: entry.total, ttlMs: entry.endsAt - this.now() };
    });
  }
}

function setup() {
  let clock = 1_000_000;
  const now = () => clock;
  const redis = new FakeRedis(now);
  const errors: unknown[] = [];
  const replica = () => new BatchedWindowCounts(redis, now, (error) => errors.push(error));
  return { redis, errors, replica, advance: (ms: number) => (clock += ms) };
}

describe('BatchedWindowCounts', () => {
  it('counts exactly on one replica, with no round trip per request', async () => {
    const { redis, replica, advance } = setup();
    const counts = replica();
    expect(counts.increment('visitor:a', WINDOW)).toEqual({ current: 1, ttl: WINDOW });
    advance(1_000);
    expect(counts.increment('visitor:a', WINDOW)).toEqual({ current: 2, ttl: WINDOW - 1_000 });
    expect(counts.increment('visitor:b', WINDOW).current).toBe(1);
    expect(redis.batches).toHaveLength(0);
    await counts.flush();
    expect(redis.batches).toEqual([
      [
        { key: 'visitor:a', by: 2, windowMs: WINDOW },
        { key: 'visitor:b', by: 1, windowMs: WINDOW },
      ],
    ]);
    expect(counts.increment('visitor:a', WINDOW).current).toBe(3);
    expect(counts.read('visitor:a').current).toBe(3);
  });

  it('starts a new window once the old one has ended, and forgets ended ones', async () => {
    const { replica, advance } = setup();
    const counts = replica();
    counts.increment('visitor:a', WINDOW);
    counts.increment('visitor:a', WINDOW);
    await counts.flush();
    advance(WINDOW);
    expect(counts.read('visitor:a')).toEqual({ current: 0, ttl: 0 });
    await counts.flush();
    expect(counts.size).toBe(0);
    expect(counts.increment('visitor:a', WINDOW)).toEqual({ current: 1, ttl: WINDOW });
  });

  it('counts every replica together once each has flushed', async () => {
    const { replica } = setup();
    const [one, two] = [replica(), replica()];
    for (let i = 0; i < 3; i++) one.increment('visitor:a', WINDOW);
    for (let i = 0; i < 2; i++) two.increment('visitor:a', WINDOW);
    // Between flushes each replica knows only its own requests: the stated tolerance.
    expect(two.read('visitor:a').current).toBe(2);
    await one.flush();
    await two.flush();
    expect(two.read('visitor:a').current).toBe(5);
    await one.flush(); // nothing new from one: it hears nothing until it counts again
    expect(one.increment('visitor:a', WINDOW).current).toBe(4);
    await one.flush();
    expect(one.read('visitor:a').current).toBe(6);
  });

  it('takes the window’s end from Redis, where another replica may have started it', async () => {
    const { replica, advance } = setup();
    const [one, two] = [replica(), replica()];
    one.increment('visitor:a', WINDOW);
    await one.flush();
    advance(20_000);
    expect(two.increment('visitor:a', WINDOW).ttl).toBe(WINDOW);
    await two.flush();
    expect(two.read('visitor:a')).toEqual({ current: 2, ttl: WINDOW - 20_000 });
  });

  it('keeps counting locally while Redis is down and sends the counts when it is back', async () => {
    const { redis, errors, replica } = setup();
    const counts = replica();
    redis.failing = true;
    counts.increment('visitor:a', WINDOW);
    await counts.flush();
    expect(errors).toHaveLength(1);
    expect(counts.increment('visitor:a', WINDOW).current).toBe(2);
    redis.failing = false;
    await counts.flush();
    expect(redis.keys.get('visitor:a')!.total).toBe(2);
    expect(counts.read('visitor:a').current).toBe(2);
  });

  it('counts requests made while a flush is under way, and ignores answers for an ended window', async () => {
    const { redis, replica, advance } = setup();
    const counts = replica();
    counts.increment('visitor:a', WINDOW);
    const flushing = counts.flush();
    expect(counts.flush()).toBe(flushing); // one flush at a time
    expect(counts.increment('visitor:a', WINDOW).current).toBe(2);
    await flushing;
    expect(counts.read('visitor:a').current).toBe(2);

    counts.increment('visitor:b', WINDOW);
    const late = counts.flush();
    advance(WINDOW);
    expect(counts.increment('visitor:b', WINDOW).current).toBe(1);
    await late;
    expect(counts.read('visitor:b').current).toBe(1);
    expect(redis.keys.get('visitor:b')!.total).toBe(1);
  });
});
