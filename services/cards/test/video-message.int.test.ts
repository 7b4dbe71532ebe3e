import { randomBytes } from 'node:crypto';
import { internalHeaders } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CardsDb } from '../src/db/database.js';
import { heldMediaNow } from './held-media.js';
import { newVisitor, startApp, type TestApp } from './support.js';

let t: TestApp;
const internal = internalHeaders(TEST_INTERNAL_SECRET);
const mediaId = () => randomBytes(12).toString('base64url');
const ctx = createTestServiceContext<CardsDb>(inject('infra'), 'cards');

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
  await ctx.close();
});

describe("a card's video message", () => {
  it('is set by the render worker, kept through saves, and its blobs stay referenced', async () => {
    const owner = newVisitor();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers: owner,
      payload: { title: 'On video' },
    });
    const card = created.json();
    expect(card.videoMessage).toBeNull();
    const [video, poster] = [mediaId(), mediaId()];
    const videoMessage = {
      videoUrl: `/api/media/${video}`,
      posterUrl: `/api/media/${poster}`,
      durationSeconds: 15,
    };

    const set = await t.app.inject({
      method: 'PUT',
      url: `/internal/cards/${card.id}/video-message`,
      headers: internal,
      payload: videoMessage,
    });
    expect(set.statusCode, set.body).toBe(200);

    // An editor's save carries no video: the video stays.
    await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}`,
      headers: owner,
      payload: { title: 'On video, renamed' },
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}` });
    expect(read.json()).toMatchObject({ title: 'On video, renamed', videoMessage });

    // The video's files stay held through the save, published to media with the card.
    expect(await heldMediaNow(ctx.db, card.id)).toEqual([video, poster].sort());
  });

  it('is refused for a missing card, a foreign link and a caller without the secret', async () => {
    const body = {
      videoUrl: `/api/media/${mediaId()}`,
      posterUrl: `/api/media/${mediaId()}`,
      durationSeconds: 3,
    };
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/internal/cards/NoSuchCard00000001/video-message',
      headers: internal,
      payload: body,
    });
    expect(missing.statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/internal/cards/NoSuchCard00000001/video-message',
      headers: internal,
      payload: { ...body, videoUrl: 'https://elsewhere.example/v.mp4' },
    });
    expect(foreign.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/internal/cards/NoSuchCard00000001/video-message',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(403);
  });
});
