import {
  CARD_FONTS,
  CARD_SIZE,
  TEXT_SIZE_PX,
  type CardFont,
  type CardRenderData,
  type TextSize,
} from '@cardsmith/contracts';
import { fontFamilyValue } from './fonts.js';
import { escapeXml, num, stripInvalidXmlChars } from './sanitize.js';
import { baselineOffset, LINE_HEIGHT, wrapText } from './text-layout.js';
import { renderLine } from './text-line.js';

/** Space kept clear between the message and the card's edges. */
export const BACK_PADDING = 40;
/** A message too long for its size shrinks step by step, but never below this. */
export const MIN_MESSAGE_SIZE_PX = 8;

export interface MessageLayout {
  fontSize: number;
  lines: string[];
}

/**
 * Wraps the message to the card's inner width; when the lines overflow the card's height the
 * font shrinks one px at a time, so a long message stays on the card instead of being cut.
 */
export function layoutMessage(message: string, font: CardFont, size: number): MessageLayout {
  const maxWidth = CARD_SIZE.width - 2 * BACK_PADDING;
  const maxHeight = CARD_SIZE.height - 2 * BACK_PADDING;
  const face = { font, bold: false };
  let fontSize = size;
  let lines = wrapText(message, face, fontSize, maxWidth);
  while (lines.length * fontSize * LINE_HEIGHT > maxHeight && fontSize > MIN_MESSAGE_SIZE_PX) {
    fontSize -= 1;
    lines = wrapText(message, face, fontSize, maxWidth);
  }
  return { fontSize, lines };
}

/** Black on light backgrounds, white on dark ones (WCAG relative luminance). */
export function messageColor(background: string): string {
  const channel = (offset: number) => {
    const value = parseInt(background.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance < 0.18 ? '#ffffff' : '#000000';
}

/** The back of the card: its message, wrapped and centred in the card's text font. */
export function renderBack(card: CardRenderData, background: string): string {
  const message = stripInvalidXmlChars(String(card.cardMessage ?? ''));
  if (!message.trim()) return '';
  const font = CARD_FONTS.find((f) => f === card.textFont) ?? 'Poppins';
  const size = TEXT_SIZE_PX[card.textSize as TextSize] ?? TEXT_SIZE_PX.medium;
  const { fontSize, lines } = layoutMessage(message, font, size);
  const lineHeight = fontSize * LINE_HEIGHT;
  const face = { font, bold: false };
  const top = (CARD_SIZE.height - lines.length * lineHeight) / 2 + baselineOffset(face, fontSize);
  const drawn = lines.map((line, i) =>
    renderLine(line, {
      x: CARD_SIZE.width / 2,
      y: top + i * lineHeight,
      anchor: 'middle',
      face,
      fontSize,
    }),
  );
  const spans = drawn.map((line) => line.spans).join('');
  return `<text font-family="${escapeXml(fontFamilyValue(font))}" font-size="${num(fontSize)}" fill="${messageColor(background)}" text-anchor="middle">${spans}</text>${drawn.map((line) => line.pictures).join('')}`;
}
