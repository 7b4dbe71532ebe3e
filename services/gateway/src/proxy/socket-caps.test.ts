import { describe, expect, it } from 'vitest';
import { SocketCaps } from './socket-caps.js';

describe('SocketCaps', () => {
  it('refuses a socket once any holder is full and frees places on release', () => {
    const caps = new SocketCaps();
    const holders = (visitor: string) => [
      { key: `v:${visitor}`, cap: 2 },
      { key: 'n:198.51.100.1', cap: 3 },
    ];
    const first = caps.take(holders('a'))!;
    expect(caps.take(holders('a'))).not.toBeNull();
    expect(caps.take(holders('a'))).toBeNull();
    expect(caps.take(holders('b'))).not.toBeNull();
    expect(caps.take(holders('c'))).toBeNull();
    first();
    first();
    expect(caps.count('v:a')).toBe(1);
    expect(caps.count('n:198.51.100.1')).toBe(2);
    expect(caps.take(holders('c'))).not.toBeNull();
  });
});
