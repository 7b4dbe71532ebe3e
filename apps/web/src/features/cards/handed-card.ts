import {
  CARD_DEFAULTS,
  CARD_SIZE,
  type CardElement,
  type CardInput,
  type ImageElement,
  type Occasion,
  type VoiceMessage,
} from '@cardsmith/contracts';
import { headlineElement } from './occasion.js';

/**
 * A picture made for the card covers its front edge to edge across the top; the greeting sits
 * on the card's own colour below it, where it stays readable whatever the picture holds.
 */
export const COVER = { id: 'cover', height: 460 } as const;

/** What a page outside the editor made for a new card (the AI pages, the voice page). */
export interface PageResult {
  occasion: Occasion;
  /** A written message: it goes inside the card, as a message written in the editor does. */
  message?: string;
  imageUrl?: string;
  voiceMessage?: VoiceMessage;
}

function coverElement(imageUrl: string): ImageElement {
  return {
    id: COVER.id,
    type: 'image',
    content: imageUrl,
    position: { x: CARD_SIZE.width / 2, y: COVER.height / 2 },
    size: { width: CARD_SIZE.width, height: COVER.height },
  };
}

/** The occasion's greeting, centred in the band below the cover when there is one. */
function headlineBelow(occasion: Occasion, coverHeight: number | null): CardElement {
  const headline = headlineElement(occasion);
  if (coverHeight === null) return headline;
  return {
    ...headline,
    position: { ...headline.position, y: coverHeight + (CARD_SIZE.height - coverHeight) / 2 },
  };
}

/**
 * The new card a page hands to the editor: the occasion's greeting as its headline, the page's
 * picture as its cover and its message inside. The title stays the default one, so the editor's
 * first Save and Share names the card with the same suggestion as a card begun there.
 */
export function cardFromPageResult(result: PageResult): CardInput {
  const cover = result.imageUrl ? coverElement(result.imageUrl) : null;
  return {
    title: CARD_DEFAULTS.title,
    category: result.occasion,
    cardMessage: result.message ?? CARD_DEFAULTS.cardMessage,
    voiceMessage: result.voiceMessage ?? null,
    elements: [
      ...(cover ? [cover] : []),
      headlineBelow(result.occasion, cover ? COVER.height : null),
    ],
  };
}
