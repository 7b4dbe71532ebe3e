import { randomBytes } from 'node:crypto';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, startApp, type TestApp } from './support.js';

let t: TestApp;
const internal = internalHeaders(TEST_INTERNAL_SECRET);
const mediaId = () => randomBytes(12).toString('base64url');

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const image = (id: string, content: string) => ({
  id,
  type: 'image' as const,
  content,
  position: { x: 250, y: 300 },
  size: { width: 200, height: 150 },
});

async function referenced(mediaIds: string[]): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/internal/media-references',
    headers: internal,
    payload: { mediaIds },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { referenced: string[] }).referenced.sort();
}

describe('POST /internal/media-references', () => {
  it('names the blobs live cards link to, through every field and every way of saving', async () => {
    const visitor = newVisitor();
    const [inElement, onOrigin, audio, replaced, unused] = Array.from({ length: 5 }, mediaId);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers: visitor,
      payload: {
        title: 'Holiday',
        audioUrl: `/api/media/${audio}`,
        elements: [
          image('a', `/api/media/${inElement}`),
          image('b', `http://localhost:8080/api/media/${onOrigin}`),
          image('c', `/api/media/${replaced}`),
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const card = created.json() as { id: string };
    expect(await referenced([inElement!, onOrigin!, audio!, replaced!, unused!])).toEqual(
      [inElement!, onOrigin!, audio!, replaced!].sort(),
    );

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}`,
      headers: visitor,
      payload: { title: 'Holiday', elements: [image('a', `/api/media/${inElement}`)] },
    });
    expect(updated.statusCode).toBe(200);
    expect(await referenced([inElement!, audio!, replaced!])).toEqual([inElement!]);

    const copied = await t.app.inject({
      method: 'POST',
      url: `/api/cards/${card.id}/copy`,
      headers: newVisitor(),
      payload: { title: 'Mine now', elements: [image('z', `/api/media/${unused}`)] },
    });
    expect(copied.statusCode).toBe(201);
    expect(await referenced([unused!])).toEqual([unused!]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/cards/${card.id}`,
      headers: visitor,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await referenced([inElement!])).toEqual([]);
  });

  it('saves made by a collaboration room count too', async () => {
    const blob = mediaId();
    const id = randomBytes(16).toString('base64url');
    const created = await t.app.inject({
      method: 'POST',
      url: '/internal/cards',
      headers: internal,
      payload: { id, ownerVisitorId: 'visitor-room', card: { title: 'Room' } },
    });
    expect(created.statusCode).toBe(201);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/internal/cards/${id}/content`,
      headers: internal,
      payload: { title: 'Room', elements: [image('r', `/api/media/${blob}`)] },
    });
    expect(saved.statusCode).toBe(200);
    expect(await referenced([blob])).toEqual([blob]);
  });

  it('answers only the internal caller, and refuses ids that are not media ids', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/internal/media-references',
      payload: { mediaIds: [mediaId()] },
    });
    expect(anonymous.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/internal/media-references',
      headers: internal,
      payload: { mediaIds: ['../etc'] },
    });
    expect(bad.statusCode).toBe(400);
  });
});
