import { VIDEO_MESSAGES, type CollabRole } from '@cardsmith/contracts';
import { cardAccessHeaders, forbidden, HttpError, notFound } from '@cardsmith/service-kit';
import { describe, expect, it } from 'vitest';
import { VideoCardGate, type VideoCardRequest } from './video-card-access.js';

const SECRET = 'test-secret-of-at-least-32-characters';
const CARD = 'Card000000000001';
const FRONT = 'front-blob-0001';

/** Cards as the gateway sees it: the role rule, and a front kept for each request it allows. */
function gate(roles: Record<string, CollabRole>) {
  const asked: string[] = [];
  const fronts = {
    frontFor: async (cardId: string, visitorId: string) => {
      asked.push(`${cardId} ${visitorId}`);
      if (cardId !== CARD) throw notFound(VIDEO_MESSAGES.cardNotFound);
      const role = roles[visitorId] ?? 'viewer';
      if (role === 'viewer') throw forbidden(VIDEO_MESSAGES.notYourCard);
      return { role, frontBlobId: FRONT };
    },
  };
  return { gate: new VideoCardGate(fronts, SECRET), asked };
}

const request = (overrides: Partial<VideoCardRequest> = {}): VideoCardRequest => ({
  method: 'POST',
  url: `/api/video/create-card?cardId=${CARD}`,
  visitorId: 'alice',
  visitorKnown: true,
  ...overrides,
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
}

describe('the gateway’s check of a video request’s card', () => {
  it('signs the role cards gives the owner and an editor, and the front it kept, for that visitor and card', async () => {
    const { gate: owner } = gate({ alice: 'owner' });
    expect(await owner.claimFor(request())).toEqual(
      cardAccessHeaders(SECRET, 'alice', { cardId: CARD, role: 'owner', frontBlobId: FRONT }),
    );
    const { gate: editor } = gate({ alice: 'editor' });
    expect(await editor.claimFor(request())).toEqual(
      cardAccessHeaders(SECRET, 'alice', { cardId: CARD, role: 'editor', frontBlobId: FRONT }),
    );
  });

  it('passes on cards’ refusals: a stranger 403, a card that does not exist 404', async () => {
    const { gate: g } = gate({ alice: 'owner' });
    expect(await refusal(g.claimFor(request({ visitorId: 'mallory' })))).toEqual({
      status: 403,
      message: VIDEO_MESSAGES.notYourCard,
    });
    expect(
      await refusal(g.claimFor(request({ url: '/api/video/create-card?cardId=Card000000000009' }))),
    ).toEqual({ status: 404, message: VIDEO_MESSAGES.cardNotFound });
  });

  it('answers 400 when the address names no card, before asking cards', async () => {
    const { gate: g, asked } = gate({ alice: 'owner' });
    for (const url of ['/api/video/create-card', '/api/video/create-card?cardId=..%2Fadmin']) {
      expect((await refusal(g.claimFor(request({ url })))).status, url).toBe(400);
    }
    expect(asked).toEqual([]);
  });

  it('leaves other requests, and those media refuses on its own (no visitor, one issued now), alone', async () => {
    const { gate: g, asked } = gate({ alice: 'owner' });
    expect(await g.claimFor(request({ method: 'GET' }))).toBeNull();
    expect(await g.claimFor(request({ url: `/api/video/jobs/x?cardId=${CARD}` }))).toBeNull();
    expect(await g.claimFor(request({ visitorId: null }))).toBeNull();
    expect(await g.claimFor(request({ visitorKnown: false }))).toBeNull();
    expect(asked).toEqual([]);
  });
});
