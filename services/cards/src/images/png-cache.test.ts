import { describe, expect, it } from 'vitest';
import { etagMatches } from './http-cache.js';
import { PngCache } from './png-cache.js';

const png = (bytes: number) => ({ png: Buffer.alloc(bytes), etag: `"${bytes}"` });

describe('PngCache', () => {
  it('evicts the least recently used entries to stay within its byte budget', () => {
    const cache = new PngCache(100);
    cache.set('a', png(40));
    cache.set('b', png(40));
    cache.get('a');
    cache.set('c', png(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size.bytes).toBe(80);
  });

  it('does not keep an entry larger than the whole budget', () => {
    const cache = new PngCache(10);
    cache.set('big', png(11));
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('replacing a key does not count its bytes twice', () => {
    const cache = new PngCache(100);
    cache.set('a', png(30));
    cache.set('a', png(50));
    expect(cache.size).toEqual({ entries: 1, bytes: 50 });
  });

  it('renders once for concurrent misses of one key', async () => {
    const cache = new PngCache(100);
    let renders = 0;
    const create = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return png(10);
    };
    await Promise.all([cache.getOrCreate('k', create), cache.getOrCreate('k', create)]);
    await cache.getOrCreate('k', create);
    expect(renders).toBe(1);
  });

  it('does not cache a failed render', async () => {
    const cache = new PngCache(100);
    await expect(cache.getOrCreate('k', () => Promise.reject(new Error('x')))).rejects.toThrow();
    expect(await cache.getOrCreate('k', async () => png(1))).toEqual(png(1));
  });
});

describe('etagMatches', () => {
  it('follows If-None-Match: lists, weak tags and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
