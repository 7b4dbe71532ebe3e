import type { CardElement } from '@cardsmith/contracts';

/**
 * A text on the front counts once it holds this many letters or digits: a stray "a", "..." or a
 * lone emoji leaves the card as blank to a visitor as no text at all.
 */
export const MIN_FRONT_TEXT_CHARS = 2;

export interface CardFront {
  templateId: string | null;
  elements: readonly CardElement[];
}

function meaningfulChars(content: string): number {
  return content.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

/**
 * Whether a card's front shows something worth listing in trending: cover art, an image, or a text
 * with real words, not hidden. A background colour or a frame alone is still a blank card. The trending query
 * applies the same rule in SQL (`frontHasContent` in trending.repository.ts).
 */
export function hasRealFrontContent(front: CardFront): boolean {
  if (front.templateId !== null && front.templateId.trim() !== '') return true;
  return front.elements.some(
    (element) =>
      element.hidden !== true &&
      (element.type === 'image'
        ? element.content.trim() !== ''
        : meaningfulChars(element.content) >= MIN_FRONT_TEXT_CHARS),
  );
}
