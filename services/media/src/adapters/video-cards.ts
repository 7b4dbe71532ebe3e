import { assertNoOpenTransaction, traceHeaders } from '@cardsmith/service-kit';

/** What video cards need of the cards service. */
export interface VideoCards {
  /**
   * The card's front drawn by card-render (cards' preview route); null when the card is gone.
   * Throws CardNotDrawableError when cards refuses to draw it (too many large pictures).
   */
  frontPng(cardId: string): Promise<Buffer | null>;
}

const CARD_NOT_DRAWABLE_MESSAGE = 'This card has too many large pictures to draw.';

/**
 * The cards service refuses to draw the card (too many large pictures, 413): trying again cannot
 * help, so the render fails at once with the cards service's sentence.
 */
export class CardNotDrawableError extends Error {
  override name = 'CardNotDrawableError';
}

/** Wide enough for the render to scale down to its 400×560 card without blur. */
const FRONT_WIDTH = 500;

export function createHttpVideoCards(baseUrl: string, timeoutMs = 15_000): VideoCards {
  return {
    async frontPng(cardId) {
      const url = new URL(`/api/cards/${encodeURIComponent(cardId)}/preview.png`, baseUrl);
      url.searchParams.set('side', 'front');
      url.searchParams.set('width', String(FRONT_WIDTH));
      assertNoOpenTransaction(`The card picture ${url.pathname}`);
      const response = await fetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: traceHeaders(),
      });
      if (response.status === 404) return null;
      if (response.status === 413) {
        const body = (await response.json().catch(() => ({}))) as { message?: unknown };
        throw new CardNotDrawableError(
          typeof body.message === 'string' ? body.message : CARD_NOT_DRAWABLE_MESSAGE,
        );
      }
      if (!response.ok) throw new Error(`The card preview answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
