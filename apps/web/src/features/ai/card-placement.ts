import { CARD_SIZE, type ImageElement } from '@cardsmith/contracts';

/** Generated pictures are square; this fills most of the card's width and leaves room for text. */
export const AI_IMAGE_SIZE = { width: 320, height: 320 } as const;

/** An AI picture as a card element, centred on the card's 500×700 front. */
export function centredImageElement(imageUrl: string): ImageElement {
  return {
    id: `ai-image-${crypto.randomUUID()}`,
    type: 'image',
    content: imageUrl,
    position: { x: CARD_SIZE.width / 2, y: CARD_SIZE.height / 2 },
    size: { ...AI_IMAGE_SIZE },
  };
}
