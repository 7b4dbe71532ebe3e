import type { CollabCardData } from '@cardsmith/contracts';
import type { TakenUpdate } from './local-room.js';

/**
 * The cards a client's update may have been edited from: mergeCardData's `seen`.
 *
 * An update that names its `baseVersion` was edited from exactly one card. If the client has
 * received no newer room card since its previous update the room took, it kept editing that
 * update's card (the room does not echo a sender's own update back). Otherwise it edited the room
 * card of that version. Only an update without a base (a client that predates the addition), or
 * naming a version too old to remember, falls back to the cards it was recently sent.
 */
export function updateBases(
  baseVersion: number | undefined,
  lastTaken: TakenUpdate | null,
  cardAt: (version: number) => CollabCardData | undefined,
  recentlySent: () => CollabCardData[],
): CollabCardData[] {
  if (baseVersion === undefined) return recentlySent();
  if (lastTaken?.baseVersion === baseVersion) return [lastTaken.cardData];
  const base = cardAt(baseVersion);
  return base ? [base] : recentlySent();
}
