import { VIDEO_MESSAGES, type CollabRole } from '@cardsmith/contracts';
import { cardAccessHeaders, HttpError } from '@cardsmith/service-kit';
import { describe, expect, it } from 'vitest';
import { VideoCardGate, videoCardAccess, type VideoCardRequest } from './video-card-access.js';

const SECRET = 'test-secret-of-at-least-32-characters';
const CARD = 'Card000000000001';

function gate(roles: Record<string, CollabRole>) {
  const asked: string[] = [];
  const cards = {
    roleOf: async (cardId: string, visitorId: string) => {
      asked.push(`${cardId} ${visitorId}`);
      return cardId === CARD ? (roles[visitorId] ?? 'viewer') : null;
    },
  };
  return { gate: new VideoCardGate(cards, SECRET), asked };
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

describe('who may make a video of a card', () => {
  it('its owner and an editor; a viewer is refused, a missing card is not found', () => {
    expect(videoCardAccess(CARD, 'owner')).toEqual({ cardId: CARD, role: 'owner' });
    expect(videoCardAccess(CARD, 'editor')).toEqual({ cardId: CARD, role: 'editor' });
    expect(() => videoCardAccess(CARD, 'viewer')).toThrow(VIDEO_MESSAGES.notYourCard);
    expect(() => videoCardAccess(CARD, null)).toThrow(VIDEO_MESSAGES.cardNotFound);
  });
});

describe('the gateway’s check of a video request’s card', () => {
  it('signs the role cards gives the owner and an editor, for that visitor and card', async () => {
    const { gate: owner } = gate({ alice: 'owner' });
    expect(await owner.claimFor(request())).toEqual(
      cardAccessHeaders(SECRET, 'alice', { cardId: CARD, role: 'owner' }),
    );
    const { gate: editor } = gate({ alice: 'editor' });
    expect(await editor.claimFor(request())).toEqual(
      cardAccessHeaders(SECRET, 'alice', { cardId: CARD, role: 'editor' }),
    );
  });

  it('answers a stranger 403 and a card that does not exist 404, as media did', async () => {
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
