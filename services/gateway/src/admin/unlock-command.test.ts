import { describe, expect, it } from 'vitest';
import { UNLOCK_USAGE, unlockTarget } from './unlock-command.js';

describe('unlockTarget', () => {
  it('reads one address or --all', () => {
    expect(unlockTarget(['203.0.113.7'])).toEqual({ address: '203.0.113.7' });
    expect(unlockTarget(['2001:db8::1'])).toEqual({ address: '2001:db8::1' });
    expect(unlockTarget(['--all'])).toEqual({ all: true });
  });

  it('refuses anything else with the usage', () => {
    expect(() => unlockTarget([])).toThrow(UNLOCK_USAGE);
    expect(() => unlockTarget(['a', 'b'])).toThrow(UNLOCK_USAGE);
    expect(() => unlockTarget(['example.com'])).toThrow('"example.com" is not an IP address.');
  });
});
