import { describe, expect, it } from 'vitest';
import { ArtCache } from './art-cache.js';

describe('ArtCache', () => {
  it('loads each id once, a missing one (null) included', async () => {
    const cache = new ArtCache(100);
    let loads = 0;
    const load = (value: string | null) => async () => {
      loads += 1;
      return value;
    };
    expect(await cache.getOrLoad('frame:a', load('<svg/>'))).toBe('<svg/>');
    expect(await cache.getOrLoad('frame:a', load('other'))).toBe('<svg/>');
    expect(await cache.getOrLoad('frame:gone', load(null))).toBeNull();
    expect(await cache.getOrLoad('frame:gone', load('late'))).toBeNull();
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ArtCache(100);
    let release!: (value: string) => void;
    let loads = 0;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    release('<svg/>');
    expect(await both).toEqual(['<svg/>', '<svg/>']);
    expect(loads).toBe(1);
  });

  it('drops the least recently used art beyond its size, and never keeps art larger than it', async () => {
    const cache = new ArtCache(10);
    await cache.getOrLoad('a', async () => 'aaaa');
    await cache.getOrLoad('b', async () => 'bbbb');
    await cache.getOrLoad('a', async () => 'reloaded'); // a is now the most recent
    await cache.getOrLoad('c', async () => 'cccc');
    expect(cache.size).toEqual({ entries: 2, characters: 8 });
    expect(await cache.getOrLoad('b', async () => 'b2')).toBe('b2');
    expect(await cache.getOrLoad('big', async () => 'x'.repeat(11))).toHaveLength(11);
    expect(await cache.getOrLoad('big', async () => 'again')).toBe('again');
  });
});
