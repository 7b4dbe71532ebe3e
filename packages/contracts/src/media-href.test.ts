import { describe, expect, it } from 'vitest';
import { ourMediaId } from './media-href.js';

const ORIGIN = 'https://cards.example';

describe('ourMediaId', () => {
  it('recognises our media paths, relative or on our origin', () => {
    expect(ourMediaId('/api/media/abcdefghijkl', ORIGIN)).toBe('abcdefghijkl');
    expect(ourMediaId('https://cards.example/api/media/abcdefghijkl', ORIGIN)).toBe('abcdefghijkl');
  });

  it('refuses everything else, so the server never fetches it', () => {
    for (const href of [
      'https://evil.example/api/media/abcdefghijkl',
      'http://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:4103/api/media/abcdefghijkl',
      '/api/media/../admin/abcdefghijkl',
      '/api/media/abcdefghijkl?x=1',
      'https://cards.example/api/media/abcdefghijkl?redirect=1',
      '/api/media/short',
      '/api/other/abcdefghijkl',
      'https://cards.example@evil.example/api/media/abcdefghijkl',
    ]) {
      expect(ourMediaId(href, ORIGIN), href).toBeNull();
    }
  });
});
