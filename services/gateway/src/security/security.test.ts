import { describe, expect, it } from 'vitest';
import {
  helmetOptions,
  isJsonAnswer,
  JSON_ANSWER_POLICY,
  rateLimitKey,
  securityHeaders,
  securityHeadersForJson,
  type SiteFeatures,
} from './security.js';

const directives = (origin: string, site?: SiteFeatures) =>
  (helmetOptions(origin, site).contentSecurityPolicy as { directives: Record<string, string[]> })
    .directives;

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

describe('connect-src', () => {
  it('names the own origin’s socket, not any ws:/wss: host', () => {
    expect(directives('https://cards.example').connectSrc).toEqual([
      "'self'",
      'wss://cards.example',
    ]);
    expect(directives('http://localhost:8080').connectSrc).toEqual([
      "'self'",
      'ws://localhost:8080',
    ]);
  });
});

describe('img-src and media-src', () => {
  it('admit the media bucket’s origin only when media sends browsers there', () => {
    expect(directives('https://cards.example').imgSrc).toEqual(["'self'", 'data:', 'blob:']);
    const withBucket = directives('https://cards.example', {
      mediaOrigin: 'https://media.cards.example',
    });
    expect(withBucket.imgSrc).toContain('https://media.cards.example');
    expect(withBucket.mediaSrc).toEqual(["'self'", 'blob:', 'https://media.cards.example']);
  });
});

describe('rateLimitKey', () => {
  it('counts per visitor when the cookie was valid, per IP otherwise', () => {
    const visitorId = 'v'.repeat(32);
    expect(rateLimitKey({ visitorId, visitorKnown: true, ip: '1.2.3.4' })).toBe(
      `visitor:${visitorId}`,
    );
    expect(rateLimitKey({ visitorId, visitorKnown: false, ip: '1.2.3.4' })).toBe('ip:1.2.3.4');
    expect(rateLimitKey({ visitorId, visitorKnown: false, ip: '2001:db8::9' })).toBe(
      'ip:2001:db8:0:0::/64',
    );
  });
});

describe('isJsonAnswer', () => {
  it('knows JSON and +json types, with or without parameters, and nothing else', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON;charset=utf-8',
      'application/problem+json',
      'application/vnd.api+json; charset=utf-8',
    ]) {
      expect(isJsonAnswer(type), type).toBe(true);
    }
    for (const type of [
      'text/html; charset=utf-8',
      'image/svg+xml',
      'application/jsonp',
      'application/json-seq',
      'text/json-looking',
      undefined,
      42,
      ['application/json'],
    ]) {
      expect(isJsonAnswer(type), String(type)).toBe(false);
    }
  });
});

describe('securityHeadersForJson', () => {
  it('keeps what protects data, drops what only a page uses, and loads nothing', () => {
    const headers: Record<string, string> = { ...securityHeaders('https://cards.example') };
    securityHeadersForJson({
      removeHeader: (name: string) => delete headers[name],
      header: (name: string, value: string) => (headers[name] = value),
    });
    expect(headers).toEqual({
      'content-security-policy': JSON_ANSWER_POLICY,
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });
});
