import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, buildPath, createApiClient, defineRoute } from './route.js';

const route = defineRoute({
  method: 'PUT',
  path: '/api/things/:id',
  params: z.object({ id: z.string() }),
  querystring: z.object({ q: z.string().optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ ok: z.boolean() }),
});

describe('buildPath', () => {
  it('encodes parameters', () => {
    expect(buildPath('/a/:id/b', { id: 'x/y z' })).toBe('/a/x%2Fy%20z/b');
  });
  it('refuses a missing parameter', () => {
    expect(() => buildPath('/a/:id', {})).toThrow(/id/);
  });
});

describe('createApiClient', () => {
  it('sends method, JSON body and query, and returns the answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const call = createApiClient({
      baseUrl: 'http://svc',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return new Response(JSON.stringify({ ok: true }), { status: 200 });
      },
    });
    await expect(
      call(route, { params: { id: '7' }, querystring: { q: 'hi' }, body: { name: 'n' } }),
    ).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('http://svc/api/things/7?q=hi');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe('{"name":"n"}');
  });

  it('throws ApiRequestError carrying the uniform error body', async () => {
    const call = createApiClient({
      fetch: async () =>
        new Response(JSON.stringify({ code: 'not_found', message: 'No such card.' }), {
          status: 404,
        }),
    });
    const error = await call(route, {
      params: { id: '1' },
      querystring: {},
      body: { name: 'n' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(404);
    expect((error as ApiRequestError).message).toBe('No such card.');
  });

  it("falls back to '{status}: {body}' when the body is not the uniform one", async () => {
    const call = createApiClient({
      fetch: async () => new Response('upstream exploded', { status: 502 }),
    });
    await expect(
      call(route, { params: { id: '1' }, querystring: {}, body: { name: 'n' } }),
    ).rejects.toThrow('502: upstream exploded');
  });

  it('validates answers when asked to', async () => {
    const call = createApiClient({
      validate: true,
      fetch: async () => new Response('{"ok":"yes"}'),
    });
    await expect(
      call(route, { params: { id: '1' }, querystring: {}, body: { name: 'n' } }),
    ).rejects.toThrow();
  });
});
