import { randomBytes } from 'node:crypto';
import { VIDEO_MESSAGES } from '@cardsmith/contracts';
import { visitorHeaders } from '@cardsmith/service-kit';
import { multipartBody, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpVideoCards } from '../src/adapters/video-cards.js';
import { startCardsPeer } from './cards-peer.js';
import { makeWav } from './fixtures.js';
import { createMediaTestApp } from './media-test-app.js';

let t: Awaited<ReturnType<typeof createMediaTestApp>>;
let peer: Awaited<ReturnType<typeof startCardsPeer>>;

beforeAll(async () => {
  peer = await startCardsPeer();
  t = await createMediaTestApp({
    // Nothing renders here: only who may read a job and use a recording is checked.
    video: {
      queue: { enqueue: async () => {} },
      cards: createHttpVideoCards(peer.url, TEST_INTERNAL_SECRET),
    },
  });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

// Each visitor at an address of its own, so the per-address render cap never meets another test.
const visitor = (name: string) => {
  const id = `${name}-${randomBytes(6).toString('hex')}`;
  const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.11`;
  return { id, headers: { ...visitorHeaders(TEST_INTERNAL_SECRET, id), 'x-forwarded-for': ip } };
};

function createCard(as: Record<string, string>, fields: Record<string, string>) {
  const { payload, headers } = multipartBody(
    Object.entries(fields).map(([name, data]) => ({ name, data })),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/video/create-card',
    payload,
    remoteAddress: '10.255.255.1',
    headers: { ...headers, ...as },
  });
}

async function cardOf(owner: { id: string }) {
  const cardId = `Card${randomBytes(9).toString('hex')}`;
  peer.addCard(cardId, owner.id);
  return cardId;
}

describe('video jobs are their owner’s alone', () => {
  it('answers another visitor 404, as for an id that does not exist', async () => {
    const alice = visitor('alice');
    const mallory = visitor('mallory');
    const created = await createCard(alice.headers, {
      cardId: await cardOf(alice),
      type: 'template',
      templateId: 'congratulations',
    });
    expect(created.statusCode, created.body).toBe(202);
    const { jobId } = created.json();

    const own = await t.app.inject({ url: `/api/video/jobs/${jobId}`, headers: alice.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: jobId, status: 'queued' });

    for (const url of [`/api/video/jobs/${jobId}`, `/api/video/jobs/${jobId}/events`]) {
      const other = await t.app.inject({ url, headers: mallory.headers });
      expect(other.statusCode, url).toBe(404);
      expect(other.json()).toEqual({ code: 'not_found', message: VIDEO_MESSAGES.jobNotFound });
      expect(other.body).not.toContain(own.json().cardId);
    }
    const anonymous = await t.app.inject({ url: `/api/video/jobs/${jobId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses another visitor's recording as the voice, as if it did not exist", async () => {
    const alice = visitor('alice');
    const mallory = visitor('mallory');
    const recording = await t.upload(
      makeWav(1600),
      'voice.wav',
      'audio/wav',
      'file',
      alice.headers,
    );
    expect(recording.statusCode, recording.body).toBe(201);
    const fields = { type: 'template', templateId: 'congratulations' };

    const stolen = await createCard(mallory.headers, {
      ...fields,
      cardId: await cardOf(mallory),
      voiceAudioUrl: recording.json().url,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('That voice message does not exist.');

    const own = await createCard(alice.headers, {
      ...fields,
      cardId: await cardOf(alice),
      voiceAudioUrl: recording.json().url,
    });
    expect(own.statusCode, own.body).toBe(202);
  });
});
