import * as contracts from '@cardsmith/contracts';
import type { RouteDef } from '@cardsmith/contracts';
import { createTestServiceContext } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTING_TABLE } from '../src/routing/routing-table.js';
import { FOREIGN_ORIGIN_MESSAGE, isMutation } from '../src/security/origin-policy.js';
import { buildGateway, DEAD_URL, visitorCookie } from './support.js';

const PUBLIC_ORIGIN = 'https://cards.example';
const ctx = createTestServiceContext<unknown>(inject('infra'), 'gateway');
let gateway: FastifyInstance;
let cookie: string;

const isRouteDef = (value: unknown): value is RouteDef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RouteDef).method === 'string' &&
  typeof (value as RouteDef).path === 'string';

/**
 * Every mutation the contracts define, read from their route tables (any export whose entries
 * are route definitions), so a route added later is checked without touching this file; plus a
 * POST to every row of the gateway's routing table, which covers the binary uploads
 * (`/api/media`, `/api/voice`, `/api/catalog/frames`, …) that have no contract entry.
 */
function mutations(): { method: string; url: string }[] {
  const fromContracts = Object.values(contracts as Record<string, unknown>)
    .filter(
      (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
    )
    .filter((table) => {
      const entries = Object.values(table);
      return entries.length > 0 && entries.every(isRouteDef);
    })
    .flatMap((table) => Object.values(table) as RouteDef[])
    .filter((def) => isMutation(def.method))
    .map((def) => ({ method: def.method, url: def.path.replace(/:[A-Za-z]+/g, 'x1') }));
  const fromRouting = ROUTING_TABLE.filter((rule) => rule.path.startsWith('/api')).map((rule) => ({
    method: 'POST',
    url: rule.path,
  }));
  const seen = new Set<string>();
  return [...fromContracts, ...fromRouting].filter(({ method, url }) => {
    const key = `${method} ${url}`;
    return !seen.has(key) && seen.add(key);
  });
}

const MUTATIONS = mutations();

beforeAll(async () => {
  gateway = await buildGateway(
    {
      PUBLIC_ORIGIN,
      ALLOWED_ORIGINS: '',
      CARDS_URL: DEAD_URL,
      AI_URL: DEAD_URL,
      MEDIA_URL: DEAD_URL,
      SCHEDULER_URL: DEAD_URL,
      PRINT_URL: DEAD_URL,
      COLLAB_URL: DEAD_URL,
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
    },
    ctx.redis,
  );
  cookie = visitorCookie(await gateway.inject('/'))!;
});

afterAll(async () => {
  await gateway?.close();
  await ctx.close();
});

describe('a mutation from another site’s page', () => {
  it('covers the contracts’ mutations and the uploads', () => {
    const routes = MUTATIONS.map(({ method, url }) => `${method} ${url}`);
    expect(routes).toContain('PUT /api/cards/x1/like');
    expect(routes).toContain('DELETE /api/cards/x1/like');
    expect(routes).toContain('POST /api/media');
    expect(routes).toContain('POST /api/catalog/frames');
    expect(routes.length).toBeGreaterThan(20);
  });

  it.each(MUTATIONS)('$method $url is refused with 403', async ({ method, url }) => {
    const res = await gateway.inject({
      method: method as 'POST',
      url,
      headers: { cookie, origin: 'http://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden', message: FOREIGN_ORIGIN_MESSAGE });
  });

  it.each(MUTATIONS)(
    '$method $url from the product’s own page is not refused',
    async ({ method, url }) => {
      const res = await gateway.inject({
        method: method as 'POST',
        url,
        headers: { cookie, origin: PUBLIC_ORIGIN, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).not.toBe(403);
    },
  );

  it('is refused when the browser says cross-site without an Origin, and passes without either', async () => {
    const url = '/api/cards';
    const crossSite = await gateway.inject({
      method: 'POST',
      url,
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const server = await gateway.inject({ method: 'POST', url, headers: { cookie } });
    expect(server.statusCode).toBe(503);
  });

  it('leaves reads from anywhere alone', async () => {
    const res = await gateway.inject({
      url: '/api/cards/x1',
      headers: { cookie, origin: 'http://evil.example' },
    });
    expect(res.statusCode).toBe(503);
  });
});
