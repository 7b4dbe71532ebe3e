import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestServiceContext } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildGateway, DEAD_URL, startEchoUpstream } from './support.js';

const infra = inject('infra');
const ctx = createTestServiceContext<unknown>(infra, 'gateway');
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

let dist: string;
let cards: Awaited<ReturnType<typeof startEchoUpstream>>;
let withoutStripe: FastifyInstance;
let withStripe: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'cardsmith-headers-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Cardsmith</title>');
  cards = await startEchoUpstream('cards');
  const env = {
    CARDS_URL: cards.url,
    AI_URL: DEAD_URL,
    MEDIA_URL: DEAD_URL,
    SCHEDULER_URL: DEAD_URL,
    PRINT_URL: DEAD_URL,
    COLLAB_URL: DEAD_URL,
    WEB_DIST_DIR: dist,
  };
  // An empty value is how compose and k8s pass an unset key.
  withoutStripe = await buildGateway({ ...env, STRIPE_PUBLISHABLE_KEY: '' }, ctx.redis);
  withStripe = await buildGateway({ ...env, STRIPE_PUBLISHABLE_KEY: 'pk_test_123' }, ctx.redis);
});

afterAll(async () => {
  await Promise.all([withoutStripe?.close(), withStripe?.close(), cards?.app.close()]);
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

/** The page's Content-Security-Policy as directive name → sources. */
async function policyOf(gateway: FastifyInstance, url: string): Promise<Map<string, string[]>> {
  const res = await gateway.inject({ url, headers: { accept: HTML } });
  expect(res.statusCode).toBe(200);
  return new Map(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('Stripe.js in the Content-Security-Policy', () => {
  it('is admitted on the pages, exactly its script, frames and API, when a publishable key is set', async () => {
    for (const url of ['/editor', '/orders/some-order', '/smart-scheduling', '/']) {
      const policy = await policyOf(withStripe, url);
      expect(policy.get('script-src')).toEqual([
        "'self'",
        'https://js.stripe.com',
        'https://*.js.stripe.com',
      ]);
      expect(policy.get('frame-src')).toEqual([
        "'self'",
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
      ]);
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        expect.stringMatching(/^ws:\/\//),
        'https://api.stripe.com',
      ]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    }
  });

  it('admits nothing of Stripe’s without a key', async () => {
    for (const url of ['/editor', '/orders/some-order', '/smart-scheduling', '/']) {
      const res = await withoutStripe.inject({ url, headers: { accept: HTML } });
      expect(String(res.headers['content-security-policy'])).not.toContain('stripe');
      const policy = await policyOf(withoutStripe, url);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.has('frame-src')).toBe(false);
    }
  });
});

describe('Cross-Origin-Resource-Policy', () => {
  it('lets a web mail client or an unfurler on another origin load a card’s rendered images', async () => {
    for (const url of [
      '/api/cards/AbCdEfGhIjKlMnOpQrStU/preview.png?width=1000',
      '/api/cards/AbCdEfGhIjKlMnOpQrStU/link-preview.png',
    ]) {
      const res = await withoutStripe.inject({ url });
      expect(res.json()).toMatchObject({ service: 'cards' });
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('keeps same-origin for the API, other files and the pages', async () => {
    for (const url of [
      '/api/cards/AbCdEfGhIjKlMnOpQrStU',
      '/api/cards/AbCdEfGhIjKlMnOpQrStU/download.png',
      '/api/admin/outbox/messages',
      '/editor',
    ]) {
      const res = await withoutStripe.inject({ url, headers: { accept: HTML } });
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });
});
