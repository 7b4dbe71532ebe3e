import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestServiceContext } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buildGateway,
  CARDS_PUBLIC_ORIGIN as PUBLIC_ORIGIN,
  DEAD_URL,
  visitorCookie,
} from './support.js';

const INDEX =
  '<!doctype html><html><head><meta name="description" content="Generic" /><title>Cardsmith</title></head><body><div id="root"></div></body></html>';
const ctx = createTestServiceContext(inject('infra'), 'gateway');
let gateway: FastifyInstance;
let dist: string;
let cookie: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'cardsmith-recipient-'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  gateway = await buildGateway(
    {
      CARDS_URL: inject('serviceUrls').cards!,
      AI_URL: DEAD_URL,
      MEDIA_URL: DEAD_URL,
      SCHEDULER_URL: DEAD_URL,
      PRINT_URL: DEAD_URL,
      COLLAB_URL: DEAD_URL,
      WEB_DIST_DIR: dist,
      PUBLIC_ORIGIN,
    },
    ctx.redis,
  );
  // A page load issues the visitor, as a browser opening the site gets it.
  const first = await gateway.inject({ url: '/', headers: { accept: 'text/html' } });
  cookie = visitorCookie(first)!;
});

afterAll(async () => {
  await gateway?.close();
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

async function createCard(title: string): Promise<{ id: string; version: number }> {
  const res = await gateway.inject({
    method: 'POST',
    url: '/api/cards',
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ title, category: 'wedding', cardMessage: 'A secret inside' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('GET /cards/{id} as a link-preview bot sees it', () => {
  it('serves the SPA with the card’s Open Graph and Twitter tags to any client', async () => {
    const card = await createCard('For Sam & Alex <3');
    const res = await gateway.inject({
      url: `/cards/${card.id}`,
      headers: { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>For Sam &amp; Alex &lt;3 – Cardsmith</title>');
    expect(metaContent(html, 'og:title')).toBe('For Sam &amp; Alex &lt;3');
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_ORIGIN}/cards/${card.id}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:description')).toMatch(/^A Wedding card/);
    expect(html).not.toContain('A secret inside');
    expect(html).not.toContain('Generic');

    const image = new URL(metaContent(html, 'og:image')!);
    expect(image.origin).toBe(PUBLIC_ORIGIN);
    expect(metaContent(html, 'twitter:image')).toBe(image.href);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    const png = await gateway.inject({ url: image.pathname + image.search });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const body = png.rawPayload;
    expect(body.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('answers 404 with the SPA for a missing or deleted card', async () => {
    const card = await createCard('Soon gone');
    await gateway.inject({ method: 'DELETE', url: `/api/cards/${card.id}`, headers: { cookie } });
    for (const id of [card.id, 'no-such-card-123456', 'bad']) {
      const res = await gateway.inject({ url: `/cards/${id}`, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Card not found – Cardsmith</title>');
    }
  });
});
