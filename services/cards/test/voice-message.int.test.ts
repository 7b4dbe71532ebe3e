import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, startApp, type TestApp } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const owner = newVisitor();
const voiceMessage = {
  audioUrl: '/api/media/abcdefghijklmnopqrstuvwx',
  durationSeconds: 3.2,
  source: 'recording',
};

describe("a card's voice message", () => {
  it('is set by a save, read back by anyone, and removed by a save without it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers: owner,
      payload: { title: 'With a voice', voiceMessage },
    });
    expect(created.statusCode, created.body).toBe(201);
    const card = created.json();
    expect(card.voiceMessage).toEqual(voiceMessage);
    expect(card.audioUrl).toBe(voiceMessage.audioUrl);

    const read = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}` });
    expect(read.json().voiceMessage).toEqual(voiceMessage);

    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${card.id}`,
      headers: owner,
      payload: { title: 'With a voice', voiceMessage: null, audioUrl: null },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ voiceMessage: null, audioUrl: null });
  });

  it.each([
    ['a link elsewhere', { ...voiceMessage, audioUrl: 'https://example.com/a.mp3' }],
    ['an unknown source', { ...voiceMessage, source: 'radio' }],
    ['a length past the limit', { ...voiceMessage, durationSeconds: 600 }],
  ])('refuses %s', async (_, bad) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers: owner,
      payload: { voiceMessage: bad },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toMatch(/^voiceMessage\./);
  });
});
