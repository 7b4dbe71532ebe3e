import { createTestServiceContext } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildGateway, DEAD_URL, startEchoUpstream, visitorCookie } from './support.js';

const ctx = createTestServiceContext<unknown>(inject('infra'), 'gateway');
const VISITOR_MAX = 10;
const ADDRESS_MAX = 25;
let cards: Awaited<ReturnType<typeof startEchoUpstream>>;
let gateways: FastifyInstance[] = [];
/** Every request of a scenario falls in one limit window, however slow the machine. */
let clock = Date.UTC(2026, 0, 1);
const nextWindow = () => (clock += 60 * 60_000);

async function gateway(env: Record<string, string>) {
  const app = await buildGateway(
    {
      CARDS_URL: cards.url,
      AI_URL: DEAD_URL,
      MEDIA_URL: DEAD_URL,
      SCHEDULER_URL: DEAD_URL,
      PRINT_URL: DEAD_URL,
      COLLAB_URL: DEAD_URL,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
      RATE_LIMIT_MAX: String(VISITOR_MAX),
      ...env,
    },
    ctx.redis,
    { now: () => clock },
  );
  gateways.push(app);
  return app;
}

beforeAll(async () => {
  cards = await startEchoUpstream('cards');
});

afterAll(async () => {
  await Promise.all(gateways.map((app) => app.close()));
  gateways = [];
  await cards?.app.close();
  await ctx.close();
});

/** Cookies handed out to another address: a script collects them before it attacks. */
async function cookies(app: FastifyInstance, count: number): Promise<string[]> {
  const minted: string[] = [];
  for (let i = 0; i < count; i++) {
    minted.push(
      visitorCookie(await app.inject({ url: '/', remoteAddress: `192.0.2.${i + 1}` })) ?? '',
    );
  }
  return minted;
}

/** `perCookie` GETs with each cookie from one address, in turn; the statuses in order. */
async function attack(
  app: FastifyInstance,
  jar: string[],
  perCookie: number,
  remoteAddress: string,
) {
  const statuses: number[] = [];
  for (let i = 0; i < perCookie; i++) {
    for (const cookie of jar) {
      const res = await app.inject({ url: '/api/cards/c1', headers: { cookie }, remoteAddress });
      statuses.push(res.statusCode);
    }
  }
  return statuses;
}

// Issue 32, item 3: 3 cookies × 250 GETs in 5 s from one address were all served.
describe('the general rate limit with fresh cookies', () => {
  it('holds one address to one visitor’s budget by default, however many cookies it brings', async () => {
    const app = await gateway({});
    nextWindow();
    const jar = await cookies(app, 3);
    expect(jar.every(Boolean)).toBe(true);
    const statuses = await attack(app, jar, VISITOR_MAX, '203.0.113.50');
    expect(statuses.filter((status) => status === 200)).toHaveLength(VISITOR_MAX);
    expect(statuses.slice(VISITOR_MAX).every((status) => status === 429)).toBe(true);

    const refused = await app.inject({
      url: '/api/cards/c1',
      headers: { cookie: jar[0]! },
      remoteAddress: '203.0.113.50',
    });
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Please slow down and try again in a minute.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, the same cookie: its own budget.
    const elsewhere = await app.inject({
      url: '/api/cards/c1',
      headers: { cookie: jar[0]! },
      remoteAddress: '198.51.100.60',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('serves up to RATE_LIMIT_MAX_PER_ADDRESS, each visitor still within their own limit', async () => {
    const app = await gateway({ RATE_LIMIT_MAX_PER_ADDRESS: String(ADDRESS_MAX) });
    nextWindow();
    const jar = await cookies(app, 3);
    const statuses = await attack(app, jar, VISITOR_MAX + 2, '203.0.113.51');
    expect(statuses.filter((status) => status === 200)).toHaveLength(ADDRESS_MAX);
  });

  it('keeps counting a visitor on their own: one cookie stops at its limit', async () => {
    const app = await gateway({ RATE_LIMIT_MAX_PER_ADDRESS: String(ADDRESS_MAX) });
    nextWindow();
    const [cookie] = await cookies(app, 1);
    const statuses = await attack(app, [cookie!], VISITOR_MAX + 5, '203.0.113.52');
    expect(statuses.filter((status) => status === 200)).toHaveLength(VISITOR_MAX);
  });
});
