import { randomBytes } from 'node:crypto';
import { VIDEO_MESSAGES } from '@cardsmith/contracts';
import { CARD_ACCESS_HEADER, cardAccessHeaders, visitorHeaders } from '@cardsmith/service-kit';
import { multipartBody, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerClaim } from './card-claim.js';
import { makeWav } from './fixtures.js';
import { createMediaTestApp } from './media-test-app.js';

let t: Awaited<ReturnType<typeof createMediaTestApp>>;

beforeAll(async () => {
  t = await createMediaTestApp({
    // Nothing renders here: only who may read a job and use a recording is checked.
    video: { queue: { enqueue: async () => {} } },
  });
});
afterAll(async () => {
  await t.close();
});

// Each visitor at an address of its own, so the per-address render cap never meets another test.
const visitor = (name: string) => {
  const id = `${name}-${randomBytes(6).toString('hex')}`;
  const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.11`;
  return { id, headers: { ...visitorHeaders(TEST_INTERNAL_SECRET, id), 'x-forwarded-for': ip } };
};

type Visitor = ReturnType<typeof visitor>;

/** As the gateway forwards it: with its signed word that the visitor owns the card, unless given another. */
function createCard(
  as: Visitor,
  fields: Record<string, string>,
  claim: Record<string, string> = ownerClaim(as.id, fields.cardId!),
) {
  const { payload, headers } = multipartBody(
    Object.entries(fields).map(([name, data]) => ({ name, data })),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/video/create-card',
    payload,
    remoteAddress: '10.255.255.1',
    headers: { ...headers, ...as.headers, ...claim },
  });
}

const newCardId = () => `Card${randomBytes(9).toString('hex')}`;

describe('video jobs are their owner’s alone', () => {
  it('answers another visitor 404, as for an id that does not exist', async () => {
    const alice = visitor('alice');
    const mallory = visitor('mallory');
    const created = await createCard(alice, {
      cardId: newCardId(),
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

    const stolen = await createCard(mallory, {
      ...fields,
      cardId: newCardId(),
      voiceAudioUrl: recording.json().url,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('That voice message does not exist.');

    const own = await createCard(alice, {
      ...fields,
      cardId: newCardId(),
      voiceAudioUrl: recording.json().url,
    });
    expect(own.statusCode, own.body).toBe(202);
  });
});

describe('the card role media trusts only from the gateway', () => {
  const template = { type: 'template', templateId: 'congratulations' };

  it('refuses a request without the claim, or with one forged, moved or for another card', async () => {
    const alice = visitor('alice');
    const mallory = visitor('mallory');
    const cardId = newCardId();
    const own = ownerClaim(alice.id, cardId);
    const refused: [string, Visitor, Record<string, string>, Record<string, string>][] = [
      ['no claim', alice, { cardId, ...template }, {}],
      [
        'unsigned',
        alice,
        { cardId, ...template },
        { [CARD_ACCESS_HEADER]: `${cardId} owner front-never-drawn` },
      ],
      [
        'signed with another secret',
        alice,
        { cardId, ...template },
        cardAccessHeaders('not-the-internal-secret-at-all-32+', alice.id, {
          cardId,
          role: 'owner',
          frontBlobId: 'front-never-drawn',
        }),
      ],
      ["another visitor's claim", mallory, { cardId, ...template }, own],
      ['a claim for another card', alice, { cardId: newCardId(), ...template }, own],
      [
        'a viewer',
        alice,
        { cardId, ...template },
        cardAccessHeaders(TEST_INTERNAL_SECRET, alice.id, {
          cardId,
          role: 'viewer',
          frontBlobId: 'front-never-drawn',
        }),
      ],
    ];
    for (const [why, as, fields, claim] of refused) {
      const answer = await createCard(as, fields, claim);
      expect(answer.statusCode, why).toBe(403);
      expect(answer.json(), why).toEqual({
        code: 'forbidden',
        message: VIDEO_MESSAGES.notYourCard,
      });
    }
    const editor = await createCard(
      alice,
      { cardId, ...template },
      cardAccessHeaders(TEST_INTERNAL_SECRET, alice.id, {
        cardId,
        role: 'editor',
        frontBlobId: 'front-never-drawn',
      }),
    );
    expect(editor.statusCode, editor.body).toBe(202);
  });
});
