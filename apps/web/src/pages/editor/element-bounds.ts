import { LINE_HEIGHT, measureText } from '@cardsmith/card-render';
import { ELEMENT_DEFAULTS, type CardElement, type CardFont } from '@cardsmith/contracts';

export interface Box {
  width: number;
  height: number;
}

/** The size card-render draws an image without a size at; new images start at it. */
export const DEFAULT_IMAGE: Box = { width: 200, height: 200 };

function isBold(weight: string | undefined): boolean {
  return weight === 'bold' || (weight !== undefined && Number(weight) >= 600);
}

/** The element's box in card px, centred on its position, as card-render draws it. */
export function elementBox(element: CardElement): Box {
  if (element.type === 'image') return element.size ?? DEFAULT_IMAGE;
  const font: CardFont = element.style?.fontFamily ?? ELEMENT_DEFAULTS.fontFamily;
  const fontSize = element.style?.fontSize ?? ELEMENT_DEFAULTS.fontSize;
  const face = { font, bold: isBold(element.style?.fontWeight) };
  const lines = element.content.split('\n');
  const widest = Math.max(...lines.map((line) => measureText(line, face, fontSize)), fontSize);
  return {
    width: element.size?.width ?? widest,
    height: Math.max(lines.length, 1) * fontSize * LINE_HEIGHT,
  };
}
