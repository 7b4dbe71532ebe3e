import CachePolicy from 'http-cache-semantics';
import { describe, expect, it } from 'vitest';
import { ResponseCache, cacheKeyOf, isStorable, storedHeaders } from './response-cache.js';

const PREVIEW = {
  'content-type': 'image/png',
  'content-length': '1000',
  etag: '"v1"',
  'cache-control': 'public, max-age=60',
};

describe('cacheKeyOf', () => {
  it('keys a plain GET by its URL, query included', () => {
    expect(cacheKeyOf('GET', '/api/cards/c1/preview.png?width=500', {})).toBe(
      '/api/cards/c1/preview.png?width=500',
    );
  });

  it('leaves other methods, ranges and conditional requests to the upstream', () => {
    expect(cacheKeyOf('HEAD', '/a', {})).toBeNull();
    expect(cacheKeyOf('POST', '/a', {})).toBeNull();
    for (const name of ['range', 'if-range', 'if-none-match', 'if-modified-since', 'if-match']) {
      expect(cacheKeyOf('GET', '/a', { [name]: 'x' })).toBeNull();
    }
  });
});

describe('isStorable', () => {
  it('keeps a public 200 with an ETag and a length within the limit', () => {
    expect(isStorable(200, PREVIEW, 1000)).toBe(true);
    expect(isStorable(200, { ...PREVIEW, 'cache-control': 'max-age=1, PUBLIC' }, 1000)).toBe(true);
  });

  it('refuses what a shared cache may not reuse for other visitors', () => {
    const without = (name: string) =>
      Object.fromEntries(Object.entries(PREVIEW).filter(([k]) => k !== name));
    expect(isStorable(206, PREVIEW, 1000)).toBe(false);
    expect(isStorable(404, PREVIEW, 1000)).toBe(false);
    expect(isStorable(200, without('etag'), 1000)).toBe(false);
    expect(isStorable(200, without('cache-control'), 1000)).toBe(false);
    expect(isStorable(200, without('content-length'), 1000)).toBe(false);
    expect(isStorable(200, { ...PREVIEW, 'cache-control': 'max-age=60' }, 1000)).toBe(false);
    expect(isStorable(200, { ...PREVIEW, 'cache-control': 'public, no-store' }, 1000)).toBe(false);
    expect(isStorable(200, { ...PREVIEW, 'cache-control': 'public, private' }, 1000)).toBe(false);
    expect(isStorable(200, { ...PREVIEW, vary: 'accept-encoding' }, 1000)).toBe(false);
    expect(isStorable(200, { ...PREVIEW, 'content-encoding': 'br' }, 1000)).toBe(false);
    expect(isStorable(200, { ...PREVIEW, 'set-cookie': ['a=b'] }, 1000)).toBe(false);
    expect(isStorable(200, PREVIEW, 999)).toBe(false);
  });
});

describe('storedHeaders', () => {
  it('keeps what describes the content and drops the connection and the request', () => {
    expect(
      storedHeaders({
        ...PREVIEW,
        connection: 'keep-alive',
        'keep-alive': 'timeout=72',
        date: 'Tue, 24 Nov 2026 23:00:00 GMT',
        'x-request-id': 'earlier-request',
        traceparent: '00-abc-def-01',
        'cross-origin-resource-policy': 'cross-origin',
      }),
    ).toEqual({ ...PREVIEW, 'cross-origin-resource-policy': 'cross-origin' });
  });
});

describe('ResponseCache', () => {
  const entry = (bytes: number, etag = '"v1"') => ({
    etag,
    policy: new CachePolicy({ url: '/a', headers: {} }, { status: 200, headers: PREVIEW }),
    confirmedAt: Date.now(),
    headers: { 'content-type': 'image/png' },
    body: Buffer.alloc(bytes),
  });
  const limits = { maxBytes: 3000, maxEntryBytes: 1000, maxFreshMs: 60_000 };

  it('drops the least recently used answers beyond its size', () => {
    const cache = new ResponseCache(limits);
    cache.store('/a', entry(1000));
    cache.store('/b', entry(1000));
    cache.store('/c', entry(1000));
    cache.lookup('/a');
    cache.store('/d', entry(1000));
    expect(cache.lookup('/b')).toBeUndefined();
    expect(cache.lookup('/a')?.body.length).toBe(1000);
    expect(cache.lookup('/d')).toBeDefined();
  });

  it('replaces and forgets an answer', () => {
    const cache = new ResponseCache(limits);
    cache.store('/a', entry(10, '"v1"'));
    cache.store('/a', entry(10, '"v2"'));
    expect(cache.lookup('/a')?.etag).toBe('"v2"');
    cache.forget('/a');
    expect(cache.lookup('/a')).toBeUndefined();
  });
});
