import { layoutTextElement } from '@cardsmith/card-render';
import type { CardElement } from '@cardsmith/contracts';

export interface Box {
  width: number;
  height: number;
}

/** The size card-render draws an image without a size at; new images start at it. */
export const DEFAULT_IMAGE: Box = { width: 200, height: 200 };

/** The element's box in card px, centred on its position, as card-render draws it. */
export function elementBox(element: CardElement): Box {
  if (element.type === 'image') return element.size ?? DEFAULT_IMAGE;
  const { width, height, fontSize } = layoutTextElement(element);
  // An empty text still gets a handle one em wide to select it by.
  return { width: Math.max(width, fontSize), height };
}
