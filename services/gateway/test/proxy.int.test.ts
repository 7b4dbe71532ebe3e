import { Readable } from 'node:stream';
import { signVisitor, verifyVisitor } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildGateway, DEAD_URL, startEchoUpstream, visitorCookie } from './support.js';

const infra = inject('infra');
const ctx = createTestServiceContext(infra, 'gateway');
let scheduler: Awaited<ReturnType<typeof startEchoUpstream>>;
let media: Awaited<ReturnType<typeof startEchoUpstream>>;
let gateway: FastifyInstance;

beforeAll(async () => {
  scheduler = await startEchoUpstream('scheduler');
  media = await startEchoUpstream('media');
  gateway = await buildGateway(
    {
      CARDS_URL: inject('serviceUrls').cards!,
      SCHEDULER_URL: scheduler.url,
      MEDIA_URL: media.url,
      AI_URL: DEAD_URL,
      PRINT_URL: DEAD_URL,
      COLLAB_URL: DEAD_URL,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
    },
    ctx.redis,
  );
});

afterAll(async () => {
  await gateway?.close();
  await Promise.all([scheduler?.app.close(), media?.app.close()]);
  await ctx.close();
});

/** The visitor id inside a signed `cs_vid=<id>.<signature>` cookie. */
const idOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1, cookie.lastIndexOf('.'));

describe('visitor identity through the gateway', () => {
  it('creates a card on the first request and reads it back with the issued cookie', async () => {
    const created = await gateway.inject({
      method: 'POST',
      url: '/api/cards',
      payload: { title: 'Happy birthday, Ada', cardMessage: 'Many happy returns' },
    });
    expect(created.statusCode).toBe(201);
    const cookie = visitorCookie(created);
    expect(cookie).not.toBeNull();
    const setCookie = String(created.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    const card = created.json();
    expect(card).toMatchObject({ title: 'Happy birthday, Ada', isOwner: true });

    const mine = await gateway.inject({
      url: `/api/cards/${card.id}`,
      headers: { cookie: cookie! },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: card.id, isOwner: true });
    expect(mine.headers['set-cookie']).toBeUndefined();

    const stranger = await gateway.inject({ url: `/api/cards/${card.id}` });
    expect(stranger.json()).toMatchObject({ id: card.id, isOwner: false });
    expect(visitorCookie(stranger)).not.toBe(cookie);
  });

  it('replaces visitor headers a client sends, even correctly signed ones', async () => {
    const created = await gateway.inject({ method: 'POST', url: '/api/cards', payload: {} });
    const owner = idOf(visitorCookie(created)!);
    const forged = await gateway.inject({
      url: `/api/cards/${created.json().id}`,
      headers: {
        'x-visitor-id': owner,
        'x-visitor-signature': signVisitor(TEST_INTERNAL_SECRET, owner),
      },
    });
    expect(forged.json().isOwner).toBe(false);
  });

  it('issues a new visitor when the cookie was tampered with', async () => {
    const first = await gateway.inject({ url: '/api/schedules' });
    const cookie = visitorCookie(first)!;
    const tampered = `cs_vid=${'x'.repeat(32)}${cookie.slice(cookie.lastIndexOf('.'))}`;
    const second = await gateway.inject({ url: '/api/schedules', headers: { cookie: tampered } });
    expect(visitorCookie(second)).not.toBeNull();
    expect(second.json().headers['x-visitor-id']).not.toBe('x'.repeat(32));
  });

  it('forwards a signed visitor, the request id and X-Forwarded-*, but not the cookie', async () => {
    const first = await gateway.inject({ url: '/api/schedules' });
    const cookie = visitorCookie(first)!;
    const res = await gateway.inject({
      url: '/api/schedules/upcoming?x=1',
      headers: {
        cookie,
        'x-visitor-id': 'someone-else',
        'x-request-id': 'trace-12345678',
        'x-forwarded-for': '6.6.6.6',
        host: 'cards.example',
      },
    });
    const seen = res.json();
    expect(seen.url).toBe('/api/schedules/upcoming?x=1');
    expect(seen.headers['x-visitor-id']).toBe(idOf(cookie));
    expect(
      verifyVisitor(TEST_INTERNAL_SECRET, idOf(cookie), seen.headers['x-visitor-signature']),
    ).toBe(true);
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['x-request-id']).toBe('trace-12345678');
    expect(res.headers['x-request-id']).toBe('trace-12345678');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe('cards.example');
  });
});

describe('visitors issued on the request itself', () => {
  it('are flagged to services, signed, and a client cannot set or clear the flag', async () => {
    const first = await gateway.inject({
      url: '/api/schedules',
      headers: { 'x-visitor-minted': '0' },
    });
    const minted = first.json().headers;
    const id = idOf(visitorCookie(first)!);
    expect(minted['x-visitor-minted']).toBe('1');
    expect(verifyVisitor(TEST_INTERNAL_SECRET, id, minted['x-visitor-signature'], true)).toBe(true);

    const again = await gateway.inject({
      url: '/api/schedules',
      headers: { cookie: visitorCookie(first)!, 'x-visitor-minted': '1' },
    });
    const returning = again.json().headers;
    expect(returning['x-visitor-minted']).toBeUndefined();
    expect(verifyVisitor(TEST_INTERNAL_SECRET, id, returning['x-visitor-signature'])).toBe(true);
  });

  it('cannot like a card or add views; a browser with its cookie can', async () => {
    const created = await gateway.inject({ method: 'POST', url: '/api/cards', payload: {} });
    const card = created.json();
    const cookieless = await gateway.inject({ method: 'PUT', url: `/api/cards/${card.id}/like` });
    expect(cookieless.statusCode).toBe(403);
    expect(cookieless.json().message).toBe('Open the card in your browser to like it.');
    const view = await gateway.inject({ method: 'POST', url: `/api/cards/${card.id}/views` });
    expect(view.json()).toEqual({ counted: false });

    const page = await gateway.inject({ url: `/api/cards/${card.id}/view` });
    const cookie = visitorCookie(page)!;
    const like = await gateway.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}/like`,
      headers: { cookie },
    });
    expect(like.json()).toEqual({ likes: 1, liked: true });
    const counted = await gateway.inject({
      method: 'POST',
      url: `/api/cards/${card.id}/views`,
      headers: { cookie },
    });
    expect(counted.json()).toEqual({ counted: true });
  });
});

describe('routing', () => {
  it('sends POST /api/cards/schedule to the scheduler and other /api/cards paths to cards', async () => {
    const schedule = await gateway.inject({
      method: 'POST',
      url: '/api/cards/schedule',
      payload: { cardId: 'abc' },
    });
    expect(schedule.json()).toMatchObject({ service: 'scheduler', url: '/api/cards/schedule' });
    const list = await gateway.inject({ url: '/api/cards' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveProperty('cards');
  });

  it('answers 503 with the service name when its service is not running', async () => {
    const ai = await gateway.inject({
      method: 'POST',
      url: '/api/generateMessage',
      payload: { prompt: 'Write a warm birthday message for my friend' },
    });
    const down = 'The ai service is not available right now. Please try again in a moment.';
    expect(ai.statusCode).toBe(503);
    // The web reads `error` on this legacy route and `success` beside `message` on /api/ai/*.
    expect(ai.json()).toEqual({ code: 'service_unavailable', message: down, error: down });
    const image = await gateway.inject({
      method: 'POST',
      url: '/api/ai/generate-image',
      payload: { prompt: 'a sunset over a lake' },
    });
    expect(image.statusCode).toBe(503);
    expect(image.json()).toEqual({ code: 'service_unavailable', message: down, success: false });
    const print = await gateway.inject({ url: '/api/print/options' });
    expect(print.statusCode).toBe(503);
    expect(print.json()).toEqual({
      code: 'service_unavailable',
      message: 'The print service is not available right now. Please try again in a moment.',
    });
  });

  it('answers unknown /api paths and the admin area with the uniform 404', async () => {
    for (const url of ['/api/nope', '/api', '/api/admin/no-such-section']) {
      const res = await gateway.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('bodies', () => {
  const MB = 1024 * 1024;

  it('refuses a declared oversize body with 413 before forwarding it', async () => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/schedules',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.alloc(MB + 1, 32),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'payload_too_large',
      message: 'The request is too large: this address accepts at most 1 MB.',
    });
    const legacy = await gateway.inject({
      method: 'POST',
      url: '/api/generateMessage',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.alloc(MB + 1, 32),
    });
    expect(legacy.statusCode).toBe(413);
    expect(legacy.json()).toMatchObject({
      error: 'The request is too large: this address accepts at most 1 MB.',
    });
  });

  it('refuses a body sent without a length once it outgrows the limit', async () => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/schedules',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Readable.from([Buffer.alloc(MB), Buffer.alloc(MB)]),
    });
    expect(res.statusCode).toBe(413);
  });

  it('streams a large media upload through to the media service', async () => {
    const size = 5 * MB;
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/media',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.alloc(size, 1),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ service: 'media', bytes: size });
  });

  it('passes Range and conditional requests and their 206/304 answers through', async () => {
    const partial = await gateway.inject({
      url: '/api/media/file',
      headers: { range: 'bytes=2-5', 'accept-encoding': 'gzip, br' },
    });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe('bytes 2-5/10');
    expect(partial.body).toBe('2345');
    const unchanged = await gateway.inject({
      url: '/api/media/file',
      headers: { 'if-none-match': '"v1"', 'accept-encoding': 'gzip, br' },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });
});

describe('security headers', () => {
  it('are on proxied JSON answers, whose bodies arrive intact, with a policy that loads nothing', async () => {
    const res = await gateway.inject({ url: '/api/catalog/moods' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().moods ?? res.json())).toBe(true);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // What only a page a browser renders makes use of.
    for (const pageOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(res.headers[pageOnly]).toBeUndefined();
    }
  });

  it('are the page’s on proxied answers of any other type', async () => {
    const res = await gateway.inject({ url: '/api/media/file' });
    expect(res.headers['content-type']).toBe('audio/wav');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toContain("connect-src 'self' ws://localhost:8080;");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('are on the gateway’s own refusals too', async () => {
    const res = await gateway.inject({ url: '/api/nope' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
