import { request, type IncomingMessage } from 'node:http';
import { createTestServiceContext } from '@cardsmith/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { TOO_MANY_STREAMS_MESSAGE } from '../src/proxy/stream-relay.js';
import { buildGateway, DEAD_URL, listen, visitorCookie } from './support.js';

const ctx = createTestServiceContext<unknown>(inject('infra'), 'gateway');

/** A media service whose progress streams send one event and stay open until the client leaves. */
async function startMedia() {
  const app = Fastify({ forceCloseConnections: true });
  app.get('/api/video/jobs/:id/events', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    reply.raw.write('data: {"status":"rendering"}\n\n');
  });
  app.get('/api/voice/options', async () => ({ voices: ['alloy'] }));
  return { app, url: await listen(app) };
}

let media: Awaited<ReturnType<typeof startMedia>>;
const gateways: FastifyInstance[] = [];
/** Streams a test opened; each test closes its own. */
let streams: IncomingMessage[] = [];

async function gateway(env: Record<string, string>) {
  const app = await buildGateway(
    {
      MEDIA_URL: media.url,
      CARDS_URL: DEAD_URL,
      AI_URL: DEAD_URL,
      SCHEDULER_URL: DEAD_URL,
      PRINT_URL: DEAD_URL,
      COLLAB_URL: DEAD_URL,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
      ...env,
    },
    ctx.redis,
  );
  gateways.push(app);
  return { app, port: Number(new URL(await listen(app)).port) };
}

beforeAll(async () => {
  media = await startMedia();
});

afterEach(() => {
  for (const stream of streams) stream.destroy();
  streams = [];
});

afterAll(async () => {
  await Promise.all(gateways.map((app) => app.close()));
  await media?.app.close();
  await ctx.close();
});

interface Opened {
  status: number;
  /** The first chunk of the answer: an event, or a refusal's JSON. */
  first: string;
}

/** Opens a progress stream on a connection of its own and waits for its first chunk. */
function openStream(port: number, cookie: string, job = 'job-1'): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/video/jobs/${job}/events`,
        headers: { cookie },
        agent: false,
      },
      (response) => {
        streams.push(response);
        response.setEncoding('utf8');
        response.once('data', (first: string) => resolve({ status: response.statusCode!, first }));
        response.once('error', reject);
      },
    );
    outgoing.once('error', reject);
    outgoing.end();
  });
}

const cookieOf = async (app: FastifyInstance) => visitorCookie(await app.inject({ url: '/' }))!;

// Issue 32, item 2: one visitor opened 150 progress streams; 128 were accepted and then every
// other visitor's media routes timed out until the streams closed.
describe('long-lived progress streams', () => {
  it('are capped per visitor and per address with a 429 sentence, and a closed one frees its place', async () => {
    const { app, port } = await gateway({ STREAM_MAX_PER_VISITOR: '3', STREAM_MAX_PER_IP: '5' });
    const attacker = await cookieOf(app);
    const opened = [];
    for (let i = 0; i < 4; i++) opened.push(await openStream(port, attacker));
    expect(opened.slice(0, 3).map(({ status }) => status)).toEqual([200, 200, 200]);
    expect(opened[0]!.first).toContain('data: {"status":"rendering"}');
    expect(opened[3]!.status).toBe(429);
    expect(JSON.parse(opened[3]!.first)).toEqual({
      code: 'rate_limited',
      message: TOO_MANY_STREAMS_MESSAGE,
    });

    // Fresh cookies from the same address meet the address's cap.
    const others = [];
    for (let i = 0; i < 3; i++) others.push(await openStream(port, await cookieOf(app)));
    expect(others.map(({ status }) => status)).toEqual([200, 200, 429]);

    // A stream that ends gives its place back.
    const closed = new Promise((resolve) => streams[0]!.once('close', resolve));
    streams[0]!.destroy();
    await closed;
    await expect.poll(async () => (await openStream(port, attacker)).status).toBe(200);
  });

  it('leave the pool of ordinary media requests free: 130 open streams, and options still answer', async () => {
    const { app, port } = await gateway({
      STREAM_MAX_PER_VISITOR: '200',
      STREAM_MAX_PER_IP: '200',
    });
    const watcher = await cookieOf(app);
    // One more than undici's 128 connections per service that ordinary requests share.
    const opened = await Promise.all(
      Array.from({ length: 130 }, (_, i) => openStream(port, watcher, `job-${i}`)),
    );
    expect(opened.every(({ status }) => status === 200)).toBe(true);

    const started = Date.now();
    const options = await fetch(`http://127.0.0.1:${port}/api/voice/options`, {
      signal: AbortSignal.timeout(10_000),
    });
    expect(options.status).toBe(200);
    expect(await options.json()).toEqual({ voices: ['alloy'] });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
