import type { BlobHolder } from '@cardsmith/contracts';
import { mediaIdsIn } from '../cards/linked-media.js';

/** Cards publishes one holder per card: everything the card, its signatures and thanks show. */
export const cardHolder = (cardId: string): BlobHolder => ({
  service: 'cards',
  kind: 'card',
  id: cardId,
});

export interface CardHolding {
  /** Undefined when the card row is gone (erased with its account). */
  card: { deleted_at: Date | null; media_ids: string[]; video_media_ids: string[] } | undefined;
  signatures: readonly { photo_url: string | null; voice_url: string | null }[];
  /** The thank-you's photo and voice note. */
  thanksMediaIds: readonly string[];
}

/**
 * The blobs a card holds now: its own links (every save rewrites them), its rendered video, its
 * signers' photos and voice notes (hidden ones too: the organiser may show them again) and the
 * thank-you's files, whose emails link to them. A deleted or erased card holds nothing: its
 * files are reclaimed once the grace period is over.
 */
export function heldByCard(holding: CardHolding): string[] {
  const { card } = holding;
  if (!card || card.deleted_at !== null) return [];
  const ids = new Set([
    ...card.media_ids,
    ...card.video_media_ids,
    ...mediaIdsIn(holding.signatures.map((row) => [row.photo_url, row.voice_url])),
    ...holding.thanksMediaIds,
  ]);
  return [...ids].sort();
}
