import { MEDIA_CARD_FRONT_PATH, StoredCardFrontSchema } from '@cardsmith/contracts';
import { svgToPng } from '@cardsmith/card-render/node';
import { cardAccessHeaders, internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { sampleCardSvg } from '../src/video/render/art.js';

/** A front id for requests that are refused or never rendered: nothing reads it. */
const UNDRAWN_FRONT = 'front-never-drawn';

/**
 * The gateway's signed word that the visitor owns the card, naming the front cards had media
 * keep for the request.
 */
export const ownerClaim = (visitorId: string, cardId: string, frontBlobId = UNDRAWN_FRONT) =>
  cardAccessHeaders(TEST_INTERNAL_SECRET, visitorId, { cardId, role: 'owner', frontBlobId });

/** What cards does before the gateway forwards a video request: media keeps the card's front. */
export async function keepCardFront(app: FastifyInstance, visitorId: string): Promise<string> {
  const png = await svgToPng(sampleCardSvg('Test card', '#7c3aed'), { width: 500 });
  const answer = await app.inject({
    method: 'POST',
    url: `${MEDIA_CARD_FRONT_PATH}?ownerVisitorId=${encodeURIComponent(visitorId)}`,
    headers: { ...internalHeaders(TEST_INTERNAL_SECRET), 'content-type': 'image/png' },
    payload: png,
  });
  if (answer.statusCode !== 201) throw new Error(`The front was not kept: ${answer.body}`);
  return StoredCardFrontSchema.parse(answer.json()).blobId;
}
