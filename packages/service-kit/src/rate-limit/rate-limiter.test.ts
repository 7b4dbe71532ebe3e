import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../../testing/src/manual-scheduler.js';
import type { SharedCounts, SharedIncrement, SharedTotal } from './batched-counts.js';
import { RATE_LIMIT_FLUSH_MS } from './batched-counts.js';
import { RateLimiter } from './rate-limiter.js';

const MINUTE = 60_000;
const LIMIT = { perVisitor: 2, perNetwork: 3, windowMs: MINUTE };

/** Redis's side as the pipeline keeps it: one total per key for its window. */
class SharedTotals implements SharedCounts {
  readonly totals = new Map<string, { total: number; endsAt: number }>();
  constructor(private readonly now: () => number) {}

  async add(batch: readonly SharedIncrement[]): Promise<SharedTotal[]> {
    return batch.map(({ key, by, windowMs }) => {
      let entry = this.totals.get(key);
      if (!entry || this.now() >= entry.endsAt) {
        entry = { total: 0, endsAt: this.now() + windowMs };
        this.totals.set(key, entry);
      }
      entry.total += by;
      return { total: entry.total, ttlMs: entry.endsAt - this.now() };
    });
  }
}

function setup() {
  let clock = 5_000_000;
  const now = () => clock;
  const shared = new SharedTotals(now);
  const replica = () => {
    const scheduler = new ManualScheduler();
    return { limiter: new RateLimiter({ shared, scheduler, now }), scheduler };
  };
  return { shared, replica, advance: (ms: number) => (clock += ms) };
}

const visitor = (visitorId: string, ip = '198.51.100.7') => ({
  visitorId,
  visitorMintedNow: false,
  ip,
});

describe('RateLimiter', () => {
  it('admits a key up to its maximum in a window, then again in the next', () => {
    const { replica, advance } = setup();
    const { limiter } = replica();
    expect([1, 2, 3].map(() => limiter.admitKey('k', 2, MINUTE))).toEqual([true, true, false]);
    advance(MINUTE);
    expect(limiter.admitKey('k', 2, MINUTE)).toBe(true);
  });

  it('limits an action per visitor, and per network whatever cookies it brings', async () => {
    const { replica } = setup();
    const actions = replica().limiter.actions('action:');
    const admit = (actor: ReturnType<typeof visitor>) => actions.admit('ai', LIMIT, actor);
    expect([await admit(visitor('a')), await admit(visitor('a'))]).toEqual([true, true]);
    expect(await admit(visitor('a'))).toBe(false); // a's own two are spent
    // The network has seen three tries (a refused one counts): b from it is refused too.
    expect(await admit(visitor('b'))).toBe(false);
    expect(await admit(visitor('c', '203.0.113.9'))).toBe(true);
    // Another IPv6 address of the same /64 is the same network.
    const v6 = (ip: string) => admit(visitor('d', ip));
    expect(await v6('2001:db8::1')).toBe(true);
    expect(await admit(visitor('e', '2001:db8::ffff'))).toBe(true);
    expect(await admit(visitor('f', '2001:db8:0:0:1::1'))).toBe(true);
    expect(await admit(visitor('g', '2001:db8::2'))).toBe(false);
  });

  it('gives visitors minted on the request one quota, their network’s', async () => {
    const { replica } = setup();
    const actions = replica().limiter.actions('action:');
    const fresh = (visitorId: string) =>
      actions.admit('upload', LIMIT, { visitorId, visitorMintedNow: true, ip: '192.0.2.1' });
    expect([await fresh('x'), await fresh('y'), await fresh('z')]).toEqual([true, true, false]);
  });

  it('keeps the actions of different prefixes and names apart', async () => {
    const { replica } = setup();
    const { limiter } = replica();
    const one = { ...LIMIT, perVisitor: 1 };
    expect(await limiter.actions('a:').admit('like', one, visitor('v'))).toBe(true);
    expect(await limiter.actions('b:').admit('like', one, visitor('v'))).toBe(true);
    expect(await limiter.actions('a:').admit('view', one, visitor('v'))).toBe(true);
    expect(await limiter.actions('a:').admit('like', one, visitor('v'))).toBe(false);
  });

  it('flushes on its schedule and counts replicas together within one flush of overshoot', async () => {
    const { shared, replica } = setup();
    const [one, two] = [replica(), replica()];
    expect(one.limiter.admitKey('k', 3, MINUTE)).toBe(true);
    expect(one.limiter.admitKey('k', 3, MINUTE)).toBe(true);
    expect(shared.totals.size).toBe(0); // no round trip per request
    await one.scheduler.advance(RATE_LIMIT_FLUSH_MS);
    expect(shared.totals.get('k')!.total).toBe(2);
    // Two has not counted k yet: it admits up to the limit locally until its flush (the bound).
    expect(two.limiter.admitKey('k', 3, MINUTE)).toBe(true);
    await two.scheduler.advance(RATE_LIMIT_FLUSH_MS);
    expect(two.limiter.read('k').current).toBe(3);
    expect(two.limiter.admitKey('k', 3, MINUTE)).toBe(false);
  });

  it('sends its last counts when stopped, and flushes no more', async () => {
    const { shared, replica } = setup();
    const { limiter, scheduler } = replica();
    limiter.admitKey('k', 5, MINUTE);
    await limiter.stop();
    expect(shared.totals.get('k')!.total).toBe(1);
    limiter.admitKey('k', 5, MINUTE);
    await scheduler.advance(RATE_LIMIT_FLUSH_MS * 10);
    expect(shared.totals.get('k')!.total).toBe(1);
  });
});
