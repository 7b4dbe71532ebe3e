import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('query client', () => {
  it('GETs the first key element with credentials and returns its JSON', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":1}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/catalog/moods', 'extra'] })).resolves.toEqual(
      { ok: 1 },
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/catalog/moods',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('throws "{status}: {body}" and falls back to the status text', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response('nope', { status: 404 }))
        .mockResolvedValueOnce(new Response('', { status: 503, statusText: 'Unavailable' })),
    );
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/a'] })).rejects.toThrow('404: nope');
    await expect(client.fetchQuery({ queryKey: ['/b'] })).rejects.toThrow('503: Unavailable');
  });

  it('never retries, never refetches on focus and never goes stale', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    });
  });
});
