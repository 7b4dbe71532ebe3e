import { describe, expect, it } from 'vitest';
import { audienceNetwork, clientNetwork, limitCounters } from './limits.js';

const LIMIT = { perVisitor: 20, perNetwork: 60, windowMs: 60_000 };

describe('clientNetwork', () => {
  it('keeps IPv4 addresses, including IPv4-mapped IPv6 ones', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64', () => {
    const network = '2001:db8:1:2::/64';
    expect(clientNetwork('2001:db8:1:2::1')).toBe(network);
    expect(clientNetwork('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe(network);
    expect(clientNetwork('2001:db8:1:2:ffff::')).toBe(network);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });
});

describe('audienceNetwork', () => {
  it('counts IPv4 addresses by their /24 and IPv6 ones by their /48', () => {
    expect(audienceNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(audienceNetwork('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(audienceNetwork('2001:db8:1:2::1')).toBe('2001:db8:1::/48');
    expect(audienceNetwork('2001:db8:1:ffff::9')).toBe('2001:db8:1::/48');
    expect(audienceNetwork('2001:db8:2::1')).not.toBe('2001:db8:1::/48');
  });
});

describe('limitCounters', () => {
  it('counts a returning visitor on its own and on its network', () => {
    const counters = limitCounters(
      { visitorId: 'v1', visitorMintedNow: false, ip: '198.51.100.1' },
      LIMIT,
    );
    expect(counters).toEqual([
      { key: 'v:v1', max: 20 },
      { key: 'n:198.51.100.1', max: 60 },
    ]);
  });

  it('gives a visitor issued on this request no quota of its own', () => {
    const fresh = (visitorId: string) =>
      limitCounters({ visitorId, visitorMintedNow: true, ip: '198.51.100.1' }, LIMIT)[0]!.key;
    expect(fresh('visitor-a')).toBe(fresh('visitor-b'));
    expect(fresh('visitor-a')).not.toContain('visitor-a');
  });
});
