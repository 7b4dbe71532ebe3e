import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'undici';
import { createTestServiceContext } from '@cardsmith/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ApiFastPath } from '../src/proxy/api-fast-path.js';
import { buildGateway, DEAD_URL, freePort, listen } from './support.js';

/**
 * The API fast path answers what it takes exactly as the ordinary route through Fastify does: the
 * same requests go to a gateway with it and one without, and their answers (status, headers,
 * body, and what the service received) must match but for what differs by nature (dates, the
 * visitor ids each gateway issues, and the counts of rate limits).
 */
const infra = inject('infra');
const ctx = createTestServiceContext(infra, 'gateway');
let upstream: FastifyInstance;
interface Gateway {
  app: FastifyInstance;
  url: string;
  metricsUrl: string;
}
interface Pair {
  fast: Gateway;
  ordinary: Gateway;
}
let pair: Pair;
const handled = vi.spyOn(ApiFastPath.prototype, 'handle');

/** A service answering with what it received, and some answers of its own kinds. */
async function startUpstream(): Promise<FastifyInstance> {
  const app = Fastify();
  app.get('/api/cards/public', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60').header('etag', '"p1"');
    return { public: true };
  });
  app.get('/api/cards/own-headers', async (_request, reply) => {
    reply.header('set-cookie', 'theirs=1; Path=/').header('x-frame-options', 'SAMEORIGIN');
    return reply.status(202).send({ own: true });
  });
  app.get('/api/cards/:id/preview.png', async (_request, reply) =>
    reply.type('image/png').send(Buffer.from('not really a png')),
  );
  // JSON of about `size` bytes: below the compression threshold, read whole, streamed.
  const listOf = (size: number) =>
    Array.from({ length: Math.ceil(size / 40) }, (_, i) => ({ id: `card-${i}`, title: 'Hi' }));
  app.get('/api/cards/tiny', async (_request, reply) =>
    reply.header('vary', 'origin').send({ ok: true }),
  );
  app.get('/api/cards/large', async () => listOf(20_000));
  app.get('/api/cards/huge', async () => listOf(200_000));
  app.get('/api/cards/gzipped', async (_request, reply) =>
    reply
      .type('application/json')
      .header('content-encoding', 'gzip')
      .send(gzipSync(JSON.stringify(listOf(5_000)))),
  );
  app.get('/api/cards/public-large', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60').header('etag', '"p2"');
    return listOf(5_000);
  });
  app.get('/api/cards/public-small', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60').header('etag', '"p3"');
    return { small: true };
  });
  // As a service shutting down answers its last requests.
  app.get('/api/cards/closing', async (_request, reply) =>
    reply.header('connection', 'close').send({ closing: true }),
  );
  app.all('/*', async (request) => ({ url: request.url, headers: request.headers }));
  await listen(app);
  return app;
}

async function gateway(apiFastPath: boolean, env: Record<string, string>): Promise<Gateway> {
  const address = upstream.server.address() as { port: number };
  const metricsPort = await freePort();
  const app = await buildGateway(
    {
      CARDS_URL: `http://127.0.0.1:${address.port}`,
      SCHEDULER_URL: DEAD_URL,
      MEDIA_URL: DEAD_URL,
      AI_URL: DEAD_URL,
      PRINT_URL: DEAD_URL,
      COLLAB_URL: DEAD_URL,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
      RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX_PER_ADDRESS: '1000000',
      METRICS_PORT: String(metricsPort),
      ...env,
    },
    ctx.redis,
    { apiFastPath },
  );
  return { app, url: await listen(app), metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` };
}

beforeAll(async () => {
  upstream = await startUpstream();
});

afterAll(async () => {
  await pair?.fast.app.close();
  await pair?.ordinary.app.close();
  await upstream?.close();
  await ctx.close();
});

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What differs between two gateways by nature, replaced by its shape. */
function comparable(answer: Answer): Answer {
  const headers = { ...answer.headers };
  delete headers.date;
  // An encoded answer goes chunked on the ordinary route and with its length on the fast path.
  if (headers['content-encoding'] !== undefined) {
    delete headers['content-length'];
    delete headers['transfer-encoding'];
  }
  delete headers['x-ratelimit-remaining'];
  delete headers['x-ratelimit-reset'];
  if (headers['set-cookie']) {
    headers['set-cookie'] = [headers['set-cookie']]
      .flat()
      .map((cookie) => String(cookie).replace(/^cs_vid=[^;]+/, 'cs_vid=<issued>'));
  }
  const body = answer.body
    .replace(/"x-visitor-id":"[^"]+"/, '"x-visitor-id":"<id>"')
    .replace(/"x-visitor-signature":"[^"]+"/, '"x-visitor-signature":"<signature>"')
    .replace(/"x-forwarded-host":"[^"]+"/, '"x-forwarded-host":"<gateway>"')
    .replace(/"date":"[^"]+"/, '"date":"<date>"');
  return { status: answer.status, headers, body };
}

async function send(
  base: string,
  path: string,
  options: { method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const answer = await request(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers: { 'x-request-id': 'fast-path-test-0001', ...options.headers },
  });
  const bytes = Buffer.from(await answer.body.arrayBuffer());
  // A compressed body is compared as what it says (a HEAD answer has none).
  const encoding = bytes.length > 0 ? answer.headers['content-encoding'] : undefined;
  const body =
    encoding === 'gzip'
      ? gunzipSync(bytes)
      : encoding === 'br'
        ? brotliDecompressSync(bytes)
        : bytes;
  return { status: answer.statusCode, headers: answer.headers, body: body.toString() };
}

/** The same request to both gateways; the fast one's answer, checked to match. */
async function both(
  { fast, ordinary }: Pair,
  path: string,
  options: Parameters<typeof send>[2] = {},
  cookies: { fast?: string; ordinary?: string } = {},
): Promise<Answer> {
  const withCookie = (cookie: string | undefined) => ({
    ...options,
    headers: { ...options.headers, ...(cookie ? { cookie } : {}) },
  });
  handled.mockClear();
  const viaFast = await send(fast.url, path, withCookie(cookies.fast));
  const tookIt = handled.mock.results.some((result) => result.value === true);
  const viaOrdinary = await send(ordinary.url, path, withCookie(cookies.ordinary));
  expect(comparable(viaFast)).toEqual(comparable(viaOrdinary));
  return { ...viaFast, headers: { ...viaFast.headers, tookIt } };
}

const cookieOf = (answer: Answer) =>
  String([answer.headers['set-cookie']].flat()[0]).split(';')[0]!;

describe('the API fast path', () => {
  beforeAll(async () => {
    pair = { fast: await gateway(true, {}), ordinary: await gateway(false, {}) };
  });

  it('answers a new visitor as the ordinary route does, cookie included', async () => {
    const answer = await both(pair, '/api/catalog/moods?x=1&y=%20');
    expect(answer.status).toBe(200);
    expect(answer.headers.tookIt).toBe(true);
    expect(answer.headers['set-cookie']).toBeDefined();
    expect(answer.headers['x-ratelimit-limit']).toBe('1000');
    expect(answer.headers['content-security-policy']).toBeDefined();
  });

  it('reads a returning visitor from their cookie and forwards them signed', async () => {
    const fastCookie = cookieOf(await send(pair.fast.url, '/api/catalog/moods'));
    const ordinaryCookie = cookieOf(await send(pair.ordinary.url, '/api/catalog/moods'));
    const answer = await both(
      pair,
      '/api/cards/mine',
      { headers: { 'x-visitor-id': 'forged', 'x-visitor-account': 'forged' } },
      { fast: fastCookie, ordinary: ordinaryCookie },
    );
    expect(answer.headers.tookIt).toBe(true);
    expect(answer.headers['set-cookie']).toBeUndefined();
    const received = JSON.parse(answer.body) as { headers: Record<string, string> };
    expect(received.headers['x-visitor-id']).toBe(fastCookie.slice(7, fastCookie.lastIndexOf('.')));
    expect(received.headers.cookie).toBeUndefined();
    expect(received.headers['x-visitor-account']).toBeUndefined();
  });

  it('treats a forged cookie as no cookie', async () => {
    const answer = await both(pair, '/api/cards/mine', {
      headers: { cookie: 'cs_vid=forged.abc' },
    });
    expect(answer.headers['set-cookie']).toBeDefined();
  });

  it('passes HEAD, the service own headers and cookies, and the image resource policy', async () => {
    expect((await both(pair, '/api/cards/mine', { method: 'HEAD' })).headers.tookIt).toBe(true);
    const own = await both(pair, '/api/cards/own-headers');
    expect(own.status).toBe(202);
    expect(own.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect([own.headers['set-cookie']].flat()).toHaveLength(2);
    const preview = await both(pair, '/api/cards/abc/preview.png');
    expect(preview.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("keeps the visitor's connection when the service closes its own", async () => {
    const answer = await both(pair, '/api/cards/closing');
    expect(answer.headers.tookIt).toBe(true);
    expect(answer.headers.connection).toBe('keep-alive');
  });

  it('keeps and reuses public answers in the response cache', async () => {
    const first = await both(pair, '/api/cards/public');
    const second = await both(pair, '/api/cards/public');
    expect(first.headers.tookIt).toBe(true);
    expect(second.headers.age).toBeDefined();
  });

  it('answers 503 when the service is down, as the ordinary route does', async () => {
    const answer = await both(pair, '/api/schedules/mine');
    expect(answer.status).toBe(503);
    expect(answer.headers.tookIt).toBe(true);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'service_unavailable' });
  });

  it("compresses answers as the ordinary route does, whatever a browser's Accept-Encoding", async () => {
    const paths = [
      '/api/cards/tiny',
      '/api/cards/large',
      '/api/cards/huge',
      '/api/cards/gzipped',
      '/api/cards/abc/preview.png',
      '/api/cards/public-large',
      '/api/cards/public-large',
      '/api/cards/public-small',
      '/api/cards/public-small',
      '/api/schedules/mine',
    ];
    const accepted = ['gzip, deflate, br, zstd', 'gzip', 'br', 'gzip;q=0', '*', 'identity'];
    const encodings = new Set<unknown>();
    for (const acceptEncoding of accepted) {
      for (const path of paths) {
        const answer = await both(pair, path, { headers: { 'accept-encoding': acceptEncoding } });
        expect(answer.headers.tookIt).toBe(true);
        encodings.add(`${acceptEncoding} ${path} ${String(answer.headers['content-encoding'])}`);
      }
      const head = await both(pair, '/api/cards/large', {
        method: 'HEAD',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(head.headers.tookIt).toBe(true);
    }
    expect(encodings).toContain('gzip, deflate, br, zstd /api/cards/large br');
    expect(encodings).toContain('* /api/cards/huge gzip');
    expect(encodings).toContain('gzip;q=0 /api/cards/large undefined');
    expect(encodings).toContain('br /api/cards/gzipped gzip');
    expect(encodings).toContain('br /api/cards/abc/preview.png undefined');
    // An answer below the threshold (by its Content-Length, or stored) is sent as it is.
    expect(encodings).toContain('br /api/cards/tiny undefined');
    expect(encodings).toContain('br /api/cards/public-small undefined');
    expect(encodings).toContain('br /api/cards/public-large br');
    const tiny = await both(pair, '/api/cards/tiny', { headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers.vary).toBe('origin');
    const noCompression = await both(pair, '/api/cards/large', {
      headers: { 'accept-encoding': 'gzip', 'x-no-compression': '1' },
    });
    expect(noCompression.headers['content-encoding']).toBeUndefined();
  });

  it('leaves to the ordinary route what it does not take', async () => {
    for (const [path, headers] of [
      ['/api/catalog/moods', { cookie: 'cs_acct=token' }],
      ['/api/docs/openapi.json', {}],
      ['/api/nothing-here', {}],
      ['/api/admin/dashboard', {}],
      ['/api/cards/../admin', {}],
    ] as const) {
      const answer = await both(pair, path, { headers });
      expect(answer.headers.tookIt).toBe(false);
    }
  });
});

describe('the API fast path in the metrics', () => {
  it('counts its answers under the route and statuses the ordinary route counts', async () => {
    const counted = async ({ metricsUrl }: Gateway) =>
      (await (await fetch(metricsUrl)).text())
        .split('\n')
        .filter((line) => line.startsWith('http_requests_total{'));
    const fastCounts = await counted(pair.fast);
    expect(fastCounts.some((line) => line.includes('route="/api/*",status="200"'))).toBe(true);
    expect(fastCounts).toEqual(await counted(pair.ordinary));
  });
});

describe('the API fast path at the rate limit', () => {
  it('hands a request over the limit to the ordinary route, whose refusal it is', async () => {
    const limited = {
      fast: await gateway(true, { RATE_LIMIT_MAX: '2' }),
      ordinary: await gateway(false, { RATE_LIMIT_MAX: '2' }),
    };
    try {
      const cookies = {
        fast: cookieOf(await send(limited.fast.url, '/api/catalog/moods')),
        ordinary: cookieOf(await send(limited.ordinary.url, '/api/catalog/moods')),
      };
      expect((await both(limited, '/api/catalog/moods', {}, cookies)).headers.tookIt).toBe(true);
      expect((await both(limited, '/api/catalog/moods', {}, cookies)).status).toBe(200);
      const refused = await both(limited, '/api/catalog/moods', {}, cookies);
      expect(refused.status).toBe(429);
      expect(refused.headers.tookIt).toBe(false);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.fast.app.close();
      await limited.ordinary.app.close();
    }
  });
});
