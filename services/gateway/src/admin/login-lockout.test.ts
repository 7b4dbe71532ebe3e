import { describe, expect, it } from 'vitest';
import { ADMIN_GUESS_LIMITS, describeWait, waitAfterFailures } from './login-lockout.js';

describe('waitAfterFailures', () => {
  it('lets a few mistakes pass, then doubles the wait up to its cap', () => {
    const waits = [0, 1, 2, 3, 4, 5, 13, 50].map((n) => waitAfterFailures(n, ADMIN_GUESS_LIMITS));
    expect(waits).toEqual([0, 0, 0, 1000, 2000, 4000, 900_000, 900_000]);
  });
});

describe('describeWait', () => {
  it('says seconds under a minute and whole minutes after, rounded up', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(2500)).toBe('3 seconds');
    expect(describeWait(60_000)).toBe('1 minute');
    expect(describeWait(61_000)).toBe('2 minutes');
  });
});
