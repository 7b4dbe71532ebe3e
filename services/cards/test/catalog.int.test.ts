import {
  CARD_CATEGORIES,
  COLLECTIONS,
  FRAME_CATEGORIES,
  IDEA_CATEGORIES,
  MOODS,
} from '@cardsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_DESIGNS_PER_GROUP } from '../src/catalog/content/templates.js';
import { isPng, startApp, type TestApp } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const res = await t.app.inject(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.json();
};

describe('catalog lists', () => {
  it('has the nine spec frames in their categories, with thumbnails and SVG', async () => {
    const { frames } = await get('/api/catalog/frames');
    expect(frames.map((f: { name: string }) => f.name)).toEqual([
      'Golden Borders',
      'Ornate Classic',
      'Modern Rounded',
      'Art Deco',
      'Silver Leaf',
      'Heart Border',
      'Party Streamers',
      'Simple Line',
      'Dots',
    ]);
    for (const frame of frames) {
      expect(FRAME_CATEGORIES).toContain(frame.category);
      expect(frame.thumbnailUrl).toBe(`/api/catalog/frames/${frame.id}/thumbnail.png`);
      expect(frame.svgContent).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
    const popular = await get('/api/catalog/frames?category=popular');
    expect(popular.frames).toHaveLength(3);
    expect((await get('/api/catalog/frames?category=custom')).frames).toEqual([]);
    expect((await t.app.inject('/api/catalog/frames?category=nope')).statusCode).toBe(400);
  });

  it('has the eight moods with emoji and the six collections', async () => {
    const { moods } = await get('/api/catalog/moods');
    expect(moods.map((m: { id: string }) => m.id)).toEqual([
      'funny',
      'romantic',
      'inspirational',
      'thankful',
      'celebratory',
      'sympathetic',
      'poetic',
      'nostalgic',
    ]);
    expect(moods[0]).toEqual({ id: 'funny', name: 'Funny', emoji: '😄' });
    const { collections } = await get('/api/catalog/collections');
    expect(collections.map((c: { id: string }) => c.id)).toEqual([
      'taylorSwift',
      'fantasy',
      'zodiac',
      'minimal',
      'retrowave',
      'anime',
    ]);
    expect(collections[0].description.length).toBeGreaterThan(10);
  });

  it('has six templates in every mood, collection and card category', async () => {
    const funny = await get('/api/catalog/templates?mood=funny');
    expect(funny.templates.map((x: { id: string }) => x.id)).toEqual([
      'funny1',
      'funny2',
      'funny3',
      'funny4',
      'funny5',
      'funny6',
    ]);
    expect(funny.templates[0].imageUrl).toBe('/api/catalog/templates/funny1/image.png');
    const groups = [
      ...MOODS.map((m) => `mood=${m.id}`),
      ...COLLECTIONS.map((c) => `collection=${c.id}`),
    ];
    for (const group of groups) {
      expect((await get(`/api/catalog/templates?${group}`)).templates, group).toHaveLength(
        MIN_DESIGNS_PER_GROUP,
      );
    }
    for (const { id } of CARD_CATEGORIES) {
      const { templates } = await get(`/api/catalog/templates?category=${id}`);
      expect(templates.length, id).toBeGreaterThanOrEqual(MIN_DESIGNS_PER_GROUP);
    }
    const sympathy = await get('/api/catalog/templates?category=sympathy');
    expect(sympathy.templates.map((x: { id: string }) => x.id)).toContain('sympathetic1');
    expect(sympathy.templates.map((x: { id: string }) => x.id)).not.toContain('funny1');
    expect((await get('/api/catalog/templates')).templates).toHaveLength(
      (MOODS.length + COLLECTIONS.length) * MIN_DESIGNS_PER_GROUP,
    );
    for (const query of [
      'mood=funny&collection=fantasy',
      'mood=funny&category=wedding',
      'category=party',
    ]) {
      expect((await t.app.inject(`/api/catalog/templates?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('has five or six ideas in each of the ten data categories', async () => {
    const { ideas } = await get('/api/catalog/ideas');
    for (const category of IDEA_CATEGORIES) {
      const inCategory = (await get(`/api/catalog/ideas?category=${category}`)).ideas;
      expect(inCategory.length, category).toBeGreaterThanOrEqual(5);
      expect(inCategory.length, category).toBeLessThanOrEqual(6);
      expect(inCategory.every((i: { category: string }) => i.category === category)).toBe(true);
    }
    expect(ideas[0].promptIdeas.length).toBeGreaterThan(0);
    expect(new Set(ideas.map((i: { id: string }) => i.id)).size).toBe(ideas.length);
  });

  it('has the six editor templates in order', async () => {
    const { templates } = await get('/api/catalog/editor-templates');
    expect(templates.map((x: { id: string }) => x.id)).toEqual([
      'modern',
      'classic',
      'minimal',
      'artistic',
      'vintage',
      'floral',
    ]);
    expect(templates[0]).toMatchObject({
      imageUrl: '/api/catalog/editor-templates/modern/image.png',
      backgroundColor: expect.stringMatching(/^#/),
      accentColor: expect.stringMatching(/^#/),
    });
  });
});

describe('catalog images', () => {
  it('serves every catalog image as a PNG with a long-lived strong ETag', async () => {
    const urls = [
      ...(await get('/api/catalog/frames')).frames.map(
        (f: { thumbnailUrl: string }) => f.thumbnailUrl,
      ),
      ...(await get('/api/catalog/templates')).templates.map(
        (x: { imageUrl: string }) => x.imageUrl,
      ),
      ...(await get('/api/catalog/editor-templates')).templates.map(
        (x: { imageUrl: string }) => x.imageUrl,
      ),
    ];
    expect(urls).toHaveLength(9 + (MOODS.length + COLLECTIONS.length) * MIN_DESIGNS_PER_GROUP + 6);
    for (const url of urls) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(isPng(res.rawPayload), url).toBe(true);
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(res.headers['cache-control']).toBe('public, max-age=604800, immutable');
    }
  }, 120_000);

  it('answers 304 to a matching If-None-Match and 404 for unknown ids', async () => {
    const first = await t.app.inject('/api/catalog/templates/funny1/image.png');
    const again = await t.app.inject({
      url: '/api/catalog/templates/funny1/image.png',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await t.app.inject('/api/catalog/templates/nope/image.png')).statusCode).toBe(404);
    expect((await t.app.inject('/api/catalog/frames/a.b/thumbnail.png')).statusCode).toBe(400);
  });
});
