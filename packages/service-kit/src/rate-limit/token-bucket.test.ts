import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket.js';

const options = { burst: 3, perSecond: 2, abuseLimit: 4, abuseWindowMs: 1000 };

describe('TokenBucket', () => {
  it('allows a burst, then refuses until tokens refill', () => {
    const bucket = new TokenBucket(options, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual(['allow', 'allow', 'allow']);
    expect(bucket.take(0)).toBe('refuse');
    expect(bucket.take(500)).toBe('allow');
    expect(bucket.take(500)).toBe('refuse');
  });

  it('never stores more than the burst', () => {
    const bucket = new TokenBucket(options, 0);
    const decisions = Array.from({ length: 4 }, () => bucket.take(60_000));
    expect(decisions).toEqual(['allow', 'allow', 'allow', 'refuse']);
  });

  it('closes on sustained abuse within the window', () => {
    const bucket = new TokenBucket(options, 0);
    for (let i = 0; i < 3; i++) bucket.take(0);
    expect([bucket.take(1), bucket.take(2), bucket.take(3)]).toEqual([
      'refuse',
      'refuse',
      'refuse',
    ]);
    expect(bucket.take(4)).toBe('close');
  });

  it('forgets refusals older than the window', () => {
    const bucket = new TokenBucket({ ...options, perSecond: 0.001 }, 0);
    for (let i = 0; i < 3; i++) bucket.take(0);
    for (let i = 0; i < 3; i++) expect(bucket.take(10)).toBe('refuse');
    expect(bucket.take(2000)).toBe('refuse');
  });
});
