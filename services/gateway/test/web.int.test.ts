import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { createRedis } from '@cardsmith/service-kit';
import { createTestServiceContext } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '../src/security/security.js';
import { buildGateway, DEAD_URL, listen, startEchoUpstream, visitorCookie } from './support.js';

const infra = inject('infra');
const ctx = createTestServiceContext<unknown>(infra, 'gateway');
// Its own key prefix, so the tiny limit below counts only this file's requests.
const limitedRedis = createRedis(infra.redisUrl, {
  keyPrefix: `${infra.redisPrefix}rate-limit-test:`,
  enableOfflineQueue: true,
});
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';
const INDEX =
  '<!doctype html><html><head><title>Cardsmith</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('card '.repeat(2000))});`;

let dist: string;
let cards: Awaited<ReturnType<typeof startEchoUpstream>>;
let gateway: FastifyInstance;
let unbuilt: FastifyInstance;
let limited: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'cardsmith-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, '.env'), 'SECRET=1');
  cards = await startEchoUpstream('cards');
  const upstreams = {
    CARDS_URL: cards.url,
    AI_URL: DEAD_URL,
    MEDIA_URL: DEAD_URL,
    SCHEDULER_URL: DEAD_URL,
    PRINT_URL: DEAD_URL,
    COLLAB_URL: DEAD_URL,
  };
  gateway = await buildGateway({ ...upstreams, WEB_DIST_DIR: dist }, ctx.redis);
  unbuilt = await buildGateway(
    { ...upstreams, WEB_DIST_DIR: path.join(dist, 'missing') },
    ctx.redis,
  );
  limited = await buildGateway(
    {
      ...upstreams,
      WEB_DIST_DIR: dist,
      RATE_LIMIT_MAX: '3',
      // These tests' requests all come from one address; its own limit is tested apart.
      RATE_LIMIT_MAX_PER_ADDRESS: '1000',
      RATE_LIMIT_WINDOW_MS: '60000',
    },
    limitedRedis,
  );
});

afterAll(async () => {
  await Promise.all([gateway?.close(), unbuilt?.close(), limited?.close(), cards?.app.close()]);
  limitedRedis.disconnect();
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the single-page app', () => {
  it('answers browser navigations with index.html, never cached without revalidation', async () => {
    for (const url of ['/', '/editor?category=birthday', '/cards/abcdefghijkl', '/ar-view/abc']) {
      const res = await gateway.inject({ url, headers: { accept: HTML } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('answers a path that is none of the app pages 404, with the app to draw its not-found screen', async () => {
    for (const url of ['/this-page-does-not-exist', '/no/such/page', '/editor/extra?x=1']) {
      for (const accept of [HTML, undefined]) {
        const res = await gateway.inject({ url, headers: accept ? { accept } : {} });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toBe(INDEX);
      }
    }
    const head = await gateway.inject({ method: 'HEAD', url: '/nope', headers: { accept: HTML } });
    expect(head.statusCode).toBe(404);
  });

  it('serves fingerprinted assets immutable for a year, compressed', async () => {
    const res = await gateway.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    const plain = await gateway.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('revalidates other files and answers conditional requests with 304', async () => {
    const first = await gateway.inject({ url: '/favicon.svg' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await gateway.inject({
      url: '/favicon.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers missing files and dotfiles with the JSON 404', async () => {
    for (const url of ['/assets/missing.js', '/.env', '/assets/..%2f..%2f..%2fetc%2fpasswd']) {
      const res = await gateway.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('answers unknown /api paths with JSON even for a browser', async () => {
    const res = await gateway.inject({ url: '/api/nope', headers: { accept: HTML } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('explains a missing build with a 503 page', async () => {
    const res = await unbuilt.inject({ url: '/editor', headers: { accept: HTML } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('The web app is not built yet');
    expect(res.body).toContain('npm run build');
  });

  it('carries the security headers', async () => {
    const res = await gateway.inject({ url: '/', headers: { accept: HTML } });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(visitorCookie(res)).not.toBeNull();
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once a visitor exceeds the limit', async () => {
    const first = await limited.inject({ url: '/api/cards' });
    const cookie = visitorCookie(first)!;
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await limited.inject({ url: '/api/cards', headers: { cookie } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
    const limitedRes = await limited.inject({ url: '/api/cards', headers: { cookie } });
    expect(limitedRes.statusCode).toBe(429);
    expect(limitedRes.json()).toEqual({ code: 'rate_limited', message: RATE_LIMIT_MESSAGE });
    expect(Number(limitedRes.headers['retry-after'])).toBeGreaterThan(0);
    expect(limitedRes.headers['content-security-policy']).toBeDefined();
  });

  it('answers 429 with the legacy fields on the legacy AI routes', async () => {
    const cookie = visitorCookie(await limited.inject({ url: '/api/cards' }))!;
    const ask = () =>
      limited.inject({
        method: 'POST',
        url: '/api/generateMessage',
        headers: { cookie },
        payload: { prompt: 'Write a warm birthday message for my friend' },
      });
    // The ai service is not running: the allowed requests hear 503, the next one 429.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await ask()).statusCode);
    expect(statuses).toEqual([503, 503, 503]);
    const limitedRes = await ask();
    expect(limitedRes.statusCode).toBe(429);
    expect(limitedRes.json()).toEqual({
      code: 'rate_limited',
      message: RATE_LIMIT_MESSAGE,
      error: RATE_LIMIT_MESSAGE,
    });
  });

  it('never limits the health probes', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await limited.inject({ url: '/healthz' })).statusCode).toBe(200);
    }
  });
});

/** A GET over a real connection, body undecoded: what a browser's request receives. */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('files of the build on a listening gateway (answered from memory)', () => {
  let base: string;
  let unlimitedBase: string;
  beforeAll(async () => {
    // The gateway whose limit is 3 requests a minute: files must never count towards it.
    base = await listen(limited);
    unlimitedBase = await listen(gateway);
  });

  it('carry the security headers but no visitor cookie, and are never rate-limited', async () => {
    // Twice the limit of this gateway, from one address without a cookie.
    for (let i = 0; i < 6; i++) {
      const res = await get(`${base}/favicon.svg`);
      expect(res.status).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    }
  });

  it('are sent compressed as the browser accepts, with an ETag that answers 304', async () => {
    const br = await get(`${base}/assets/index-abc123.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
    const gz = await get(`${base}/assets/index-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get(`${base}/assets/index-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const again = await get(`${base}/assets/index-abc123.js`, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('leave pages, index.html and missing files to the app, which issues the visitor', async () => {
    const page = await get(`${unlimitedBase}/editor`, { accept: HTML });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe(INDEX);
    expect(page.headers['set-cookie']).toBeDefined();
    const missing = await get(`${unlimitedBase}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });
});

describe('health', () => {
  it('is ready with Redis and reports each service without depending on it', async () => {
    expect((await gateway.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const res = await gateway.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { redis: 'ok' },
      upstreams: {
        cards: 'ok',
        ai: 'unavailable',
        media: 'unavailable',
        scheduler: 'unavailable',
        print: 'unavailable',
        collab: 'unavailable',
      },
    });
  });
});
