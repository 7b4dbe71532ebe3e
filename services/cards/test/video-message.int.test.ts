import { randomBytes } from 'node:crypto';
import { CardVideoMessagesQueue, type VideoMessage } from '@cardsmith/contracts';
import { createProducer } from '@cardsmith/service-kit';
import { createTestServiceContext } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CardsDb } from '../src/db/database.js';
import { heldMediaNow } from './held-media.js';
import { newVisitor, startApp, type TestApp } from './support.js';

let t: TestApp;
const mediaId = () => randomBytes(12).toString('base64url');
const ctx = createTestServiceContext<CardsDb>(inject('infra'), 'cards');
const videos = createProducer(CardVideoMessagesQueue, {
  redisUrl: inject('infra').redisUrl,
  redisPrefix: inject('infra').redisPrefix,
});
const handOver = (id: string, data: { cardId: string; video: VideoMessage }) =>
  videos.enqueue({ name: 'set', data }, { id });

beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
  await videos.close();
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

    // As media's render worker hands it over: a job on cards' own queue, through its outbox.
    await handOver(`card-video-${card.id}`, { cardId: card.id, video: videoMessage });
    await expect
      .poll(async () => (await t.app.inject({ url: `/api/cards/${card.id}` })).json().videoMessage)
      .toEqual(videoMessage);

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

  it('changes nothing for a missing card, and a link that is not ours never becomes a job', async () => {
    const body = {
      videoUrl: `/api/media/${mediaId()}`,
      posterUrl: `/api/media/${mediaId()}`,
      durationSeconds: 3,
    };
    const id = `card-video-missing-${mediaId()}`;
    await handOver(id, { cardId: 'NoSuchCard00000001', video: body });
    await expect.poll(() => videos.state(id)).toBe('completed');
    await expect(
      handOver(`card-video-foreign-${mediaId()}`, {
        cardId: 'NoSuchCard00000001',
        video: { ...body, videoUrl: 'https://elsewhere.example/v.mp4' },
      }),
    ).rejects.toThrow();
  });
});
