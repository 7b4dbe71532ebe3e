import { cardsInternalRoutes, VIDEO_MESSAGES } from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardFrontStore } from '../src/adapters/media-client.js';
import { isPng, newVisitor, startApp, type TestApp } from './support.js';

let t: TestApp;
const kept: { png: Buffer; ownerVisitorId: string }[] = [];
const fronts: CardFrontStore = {
  async keep(png, ownerVisitorId) {
    kept.push({ png, ownerVisitorId });
    return `front-blob-${String(kept.length).padStart(4, '0')}`;
  },
};

beforeAll(async () => {
  t = await startApp({ cardFronts: fronts });
});
afterAll(() => t.close());

const owner = newVisitor();
const ownerId = owner['x-visitor-id']!;

async function createCard() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cards',
    headers: owner,
    payload: { cardMessage: 'Well done!', backgroundColor: '#223344' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const askFront = (cardId: string, visitorId: string, secret = TEST_INTERNAL_SECRET) =>
  t.app.inject({
    method: 'POST',
    url: cardsInternalRoutes.videoFront.path.replace(':id', cardId),
    headers: internalHeaders(secret),
    payload: { visitorId },
  });

describe('the front of a card drawn for a video', () => {
  it('is drawn 500 px wide for the owner and kept in media as theirs', async () => {
    const cardId = await createCard();
    const before = kept.length;
    const answer = await askFront(cardId, ownerId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ role: 'owner', frontBlobId: expect.any(String) });
    expect(kept).toHaveLength(before + 1);
    const { png, ownerVisitorId } = kept.at(-1)!;
    expect(ownerVisitorId).toBe(ownerId);
    expect(isPng(png)).toBe(true);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([500, 700]);
    // The same image as the card's public preview at that width.
    const preview = await t.app.inject(`/api/cards/${cardId}/preview.png?side=front&width=500`);
    expect(preview.rawPayload.equals(png)).toBe(true);
  });

  it('refuses anyone else, a card that is gone and a caller without the secret, keeping nothing', async () => {
    const cardId = await createCard();
    const before = kept.length;
    const stranger = await askFront(cardId, 'visitor-stranger');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(VIDEO_MESSAGES.notYourCard);
    const gone = await askFront('CardDoesNotExist01', ownerId);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(VIDEO_MESSAGES.cardNotFound);
    const outsider = await askFront(cardId, ownerId, 'not-the-internal-secret-at-all');
    expect(outsider.statusCode).toBe(403);
    expect(kept).toHaveLength(before);
  });
});
