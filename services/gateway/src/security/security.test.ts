import { describe, expect, it } from 'vitest';
import { helmetOptions, rateLimitKey } from './security.js';

describe('helmetOptions', () => {
  it('sends HSTS and upgrades insecure requests only for an https origin', () => {
    const local = helmetOptions('http://localhost:8080');
    expect(local.strictTransportSecurity).toBe(false);
    expect(JSON.stringify(local.contentSecurityPolicy)).not.toContain('upgradeInsecureRequests');
    const live = helmetOptions('https://cards.example');
    expect(live.strictTransportSecurity).toMatchObject({ maxAge: 31_536_000 });
    expect(JSON.stringify(live.contentSecurityPolicy)).toContain('upgradeInsecureRequests');
  });
});

describe('rateLimitKey', () => {
  it('counts per visitor when the cookie was valid, per IP otherwise', () => {
    const visitorId = 'v'.repeat(32);
    expect(rateLimitKey({ visitorId, visitorKnown: true, ip: '1.2.3.4' })).toBe(
      `visitor:${visitorId}`,
    );
    expect(rateLimitKey({ visitorId, visitorKnown: false, ip: '1.2.3.4' })).toBe('ip:1.2.3.4');
  });
});
