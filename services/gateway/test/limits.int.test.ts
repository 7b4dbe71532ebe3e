import { createTestServiceContext } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACTION_LIMITS } from '../src/security/action-limits.js';
import { buildGateway, DEAD_URL, startEchoUpstream, visitorCookie } from './support.js';

const ctx = createTestServiceContext<unknown>(inject('infra'), 'gateway');
let ai: Awaited<ReturnType<typeof startEchoUpstream>>;
let cards: Awaited<ReturnType<typeof startEchoUpstream>>;
let gateway: FastifyInstance;
/** Every request of a scenario falls in one limit window, however slow the machine. */
let clock = Date.UTC(2026, 0, 1);
const nextWindow = () => (clock += 60 * 60_000);

beforeAll(async () => {
  ai = await startEchoUpstream('ai');
  cards = await startEchoUpstream('cards');
  gateway = await buildGateway(
    {
      AI_URL: ai.url,
      CARDS_URL: cards.url,
      MEDIA_URL: DEAD_URL,
      SCHEDULER_URL: DEAD_URL,
      PRINT_URL: DEAD_URL,
      COLLAB_URL: DEAD_URL,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
    },
    ctx.redis,
    { now: () => clock },
  );
});

afterAll(async () => {
  await gateway?.close();
  await Promise.all([ai?.app.close(), cards?.app.close()]);
  await ctx.close();
});

/** A cookie issued by a page load one request earlier: what a script gets for free. */
const freshCookie = async (remoteAddress = '198.51.100.7') =>
  visitorCookie(await gateway.inject({ url: '/', remoteAddress }))!;

async function statuses(count: number, send: (i: number) => Promise<number>): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push(await send(i));
  return answers;
}

describe('probes', () => {
  it('issue no visitor cookie', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await gateway.inject(url);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });
});

describe('limits of costly actions', () => {
  it('hold against AI requests without a cookie: 20 a minute from one address', async () => {
    nextWindow();
    const answers = await statuses(25, async () => {
      const res = await gateway.inject({
        method: 'POST',
        url: '/api/generateMessage',
        remoteAddress: '203.0.113.9',
      });
      return res.statusCode;
    });
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('answers the legacy AI route’s refusal with the field its client reads', async () => {
    nextWindow();
    let last = await gateway.inject({ method: 'POST', url: '/api/generateMessage' });
    for (let i = 0; i < ACTION_LIMITS.ai.perVisitor; i++) {
      last = await gateway.inject({ method: 'POST', url: '/api/generateMessage' });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'rate_limited', error: expect.any(String) });
  });

  it.each([
    ['likes', 'PUT', '/api/cards/card-1/like', ACTION_LIMITS.like.perNetwork],
    ['views', 'POST', '/api/cards/card-1/views', ACTION_LIMITS.view.perNetwork],
  ])(
    'hold against %s from cookies minted one request earlier, per address',
    async (_, method, url, perNetwork) => {
      nextWindow();
      const answers = await statuses(30, async () => {
        const cookie = await freshCookie();
        const res = await gateway.inject({
          method: method as 'PUT',
          url,
          remoteAddress: '198.51.100.7',
          headers: { cookie },
        });
        return res.statusCode;
      });
      expect(answers.filter((status) => status === 200)).toHaveLength(perNetwork);
      expect(answers.slice(perNetwork).every((status) => status === 429)).toBe(true);
      // Another address has its own quota.
      const elsewhere = await gateway.inject({
        method: method as 'PUT',
        url,
        remoteAddress: '192.0.2.44',
        headers: { cookie: await freshCookie('192.0.2.44') },
      });
      expect(elsewhere.statusCode).toBe(200);
    },
  );

  it('count IPv6 clients by their /64', async () => {
    nextWindow();
    const answers = await statuses(25, async (i) => {
      const res = await gateway.inject({
        method: 'POST',
        url: '/api/ai/generate-message',
        remoteAddress: `2001:db8:5:6::${(i + 1).toString(16)}`,
      });
      return res.statusCode;
    });
    expect(answers.filter((status) => status === 429)).toHaveLength(5);
  });
});
