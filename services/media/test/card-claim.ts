import { cardAccessHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';

/** The gateway's signed word that the visitor owns the card, as it forwards a video request. */
export const ownerClaim = (visitorId: string, cardId: string) =>
  cardAccessHeaders(TEST_INTERNAL_SECRET, visitorId, { cardId, role: 'owner' });
