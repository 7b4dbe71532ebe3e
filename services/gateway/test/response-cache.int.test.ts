import { createTestServiceContext } from '@cardsmith/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildGateway, DEAD_URL, listen, visitorCookie } from './support.js';

const ctx = createTestServiceContext(inject('infra'), 'gateway');

/** What the stand-in upstream was asked, request by request. */
interface Seen {
  method: string;
  ifNoneMatch?: string;
  range?: string;
  requestId?: string;
}

/**
 * A stand-in media service with one public, versioned file (ETag "v<version>", Range and
 * If-None-Match honoured, as the real services answer them) that must be confirmed on each use
 * (`no-cache`), the same file declared fresh for a minute, and one private file.
 */
async function startVersionedUpstream() {
  const state = { version: 1, gone: false, seen: [] as Seen[] };
  const app = Fastify();
  const body = () => Buffer.from(`content of version ${state.version} `.repeat(100));
  app.addHook('onRequest', async (request) => {
    state.seen.push({
      method: request.method,
      ifNoneMatch: request.headers['if-none-match'],
      range: request.headers.range,
      requestId: request.headers['x-request-id'] as string | undefined,
    });
  });
  app.get<{ Params: { freshness: string } }>('/api/media/:freshness', async (request, reply) => {
    if (state.gone) return reply.status(404).send({ error: 'gone' });
    const etag = `"v${state.version}"`;
    const cacheControl =
      request.params.freshness === 'fresh' ? 'public, max-age=60' : 'public, no-cache';
    reply.header('etag', etag).header('cache-control', cacheControl);
    reply.header('accept-ranges', 'bytes').header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const file = body();
    const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
    if (range) {
      const [start, end] = [Number(range[1]), Number(range[2])];
      return reply
        .status(206)
        .type('image/png')
        .header('content-range', `bytes ${start}-${end}/${file.length}`)
        .send(file.subarray(start, end + 1));
    }
    return reply.type('image/png').send(file);
  });
  app.get('/api/media/private', async (_request, reply) =>
    reply
      .header('etag', '"p1"')
      .header('cache-control', 'private, max-age=60')
      .type('image/png')
      .send(body()),
  );
  // Declares a public answer, then breaks off in the middle of its body.
  app.get('/api/media/broken', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'image/png',
      'content-length': '1000',
      etag: '"b1"',
      'cache-control': 'public, max-age=60',
    });
    reply.raw.write('the first bytes');
    setImmediate(() => reply.raw.destroy());
  });
  return { app, url: await listen(app), state, body };
}

let upstream: Awaited<ReturnType<typeof startVersionedUpstream>>;
let gateway: FastifyInstance;

beforeAll(async () => {
  upstream = await startVersionedUpstream();
  gateway = await buildGateway(
    {
      CARDS_URL: inject('serviceUrls').cards!,
      MEDIA_URL: upstream.url,
      AI_URL: DEAD_URL,
      SCHEDULER_URL: DEAD_URL,
      PRINT_URL: DEAD_URL,
      COLLAB_URL: DEAD_URL,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
    },
    ctx.redis,
  );
});

beforeEach(() => {
  upstream.state.version = 1;
  upstream.state.gone = false;
  upstream.state.seen = [];
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.app.close();
  await ctx.close();
});

describe('public answers kept by the gateway', () => {
  it('serves a stored answer again once the upstream confirms it, with this request’s own headers', async () => {
    const url = '/api/media/public?first';
    const first = await gateway.inject({ url });
    expect(first.statusCode).toBe(200);
    const second = await gateway.inject({ url, headers: { 'x-request-id': 'second-request-id' } });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(upstream.body())).toBe(true);
    expect(second.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(upstream.body().length),
      etag: '"v1"',
      'cache-control': 'public, no-cache',
      'cross-origin-resource-policy': 'cross-origin',
      'x-request-id': 'second-request-id',
    });
    // A request without the visitor cookie still gets one, and the security headers.
    expect(visitorCookie(second)).not.toBeNull();
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(upstream.state.seen).toEqual([
      { method: 'GET', requestId: first.headers['x-request-id'] },
      { method: 'GET', ifNoneMatch: '"v1"', requestId: 'second-request-id' },
    ]);
  });

  it('serves the new content as soon as the upstream has it, then keeps that', async () => {
    const url = '/api/media/public?changes';
    await gateway.inject({ url });
    upstream.state.version = 2;
    const changed = await gateway.inject({ url });
    expect(changed.headers.etag).toBe('"v2"');
    expect(changed.body).toContain('content of version 2');
    const again = await gateway.inject({ url });
    expect(again.body).toContain('content of version 2');
    expect(upstream.state.seen.map((seen) => seen.ifNoneMatch)).toEqual([
      undefined,
      '"v1"',
      '"v2"',
    ]);
  });

  it('forgets an answer the upstream no longer has', async () => {
    const url = '/api/media/public?gone';
    await gateway.inject({ url });
    upstream.state.gone = true;
    expect((await gateway.inject({ url })).statusCode).toBe(404);
    upstream.state.gone = false;
    await gateway.inject({ url });
    expect(upstream.state.seen.map((seen) => seen.ifNoneMatch)).toEqual([
      undefined,
      '"v1"',
      undefined,
    ]);
  });

  it('passes Range, If-None-Match and HEAD to the upstream as sent', async () => {
    const url = '/api/media/public?as-sent';
    await gateway.inject({ url });
    const part = await gateway.inject({ url, headers: { range: 'bytes=0-6' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('content');
    expect(part.headers['content-range']).toBe(`bytes 0-6/${upstream.body().length}`);
    const current = await gateway.inject({ url, headers: { 'if-none-match': '"v1"' } });
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe('');
    const head = await gateway.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(upstream.state.seen.slice(1)).toEqual([
      { method: 'GET', range: 'bytes=0-6', requestId: part.headers['x-request-id'] },
      { method: 'GET', ifNoneMatch: '"v1"', requestId: current.headers['x-request-id'] },
      { method: 'HEAD', requestId: head.headers['x-request-id'] },
    ]);
  });

  it('answers 503 when the body breaks off, without the content’s headers, and keeps nothing', async () => {
    const broken = await gateway.inject({ url: '/api/media/broken' });
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toMatchObject({ code: 'service_unavailable' });
    expect(broken.headers.etag).toBeUndefined();
    expect(broken.headers['cache-control']).toBeUndefined();
    await gateway.inject({ url: '/api/media/broken' });
    expect(upstream.state.seen.map((seen) => seen.ifNoneMatch)).toEqual([undefined, undefined]);
  });

  it('never keeps an answer that is not public', async () => {
    await gateway.inject({ url: '/api/media/private' });
    await gateway.inject({ url: '/api/media/private' });
    expect(upstream.state.seen.map((seen) => seen.ifNoneMatch)).toEqual([undefined, undefined]);
  });

  it('serves an answer fresh for a minute without the upstream, with its age, and asks again on a reload', async () => {
    const url = '/api/media/fresh?served';
    await gateway.inject({ url });
    upstream.state.version = 2;
    const fresh = await gateway.inject({ url, headers: { 'x-request-id': 'fresh-request-id' } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain('content of version 1');
    expect(fresh.headers).toMatchObject({
      etag: '"v1"',
      age: '0',
      'cache-control': 'public, max-age=60',
      'x-request-id': 'fresh-request-id',
      'x-frame-options': 'DENY',
    });
    expect(visitorCookie(fresh)).not.toBeNull();
    const reload = await gateway.inject({ url, headers: { 'cache-control': 'no-cache' } });
    expect(reload.body).toContain('content of version 2');
    expect(upstream.state.seen.map((seen) => seen.ifNoneMatch)).toEqual([undefined, '"v1"']);
  });

  it('shows a card’s new preview at once under the versioned URL the web asks for', async () => {
    const created = await gateway.inject({
      method: 'POST',
      url: '/api/cards',
      payload: { title: 'Before', category: 'birthday' },
    });
    const cookie = visitorCookie(created)!;
    const card = created.json<{ id: string; version: number }>();
    const preview = (version: number) => `/api/cards/${card.id}/preview.png?width=300&v=${version}`;
    const before = await gateway.inject({ url: preview(card.version) });
    const beforeAgain = await gateway.inject({ url: preview(card.version) });
    expect(beforeAgain.statusCode).toBe(200);
    expect(beforeAgain.headers.etag).toBe(before.headers.etag);
    expect(beforeAgain.rawPayload.equals(before.rawPayload)).toBe(true);
    const saved = await gateway.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}`,
      headers: { cookie },
      payload: { title: 'After', category: 'birthday', backgroundColor: '#123456' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await gateway.inject({ url: preview(saved.json<{ version: number }>().version) });
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('image/png');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });
});
