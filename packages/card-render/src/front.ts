import {
  CARD_FONTS,
  CARD_LIMITS,
  CARD_SIZE,
  ELEMENT_DEFAULTS,
  type CardElement,
  type CardFont,
  type ImageElement,
  type TextElement,
} from '@cardsmith/contracts';
import { fontFamilyValue } from './fonts.js';
import { escapeXml, num, safeColor, safeNumber, stripInvalidXmlChars } from './sanitize.js';
import { baselineOffset, fitText, LINE_HEIGHT, measureText, type FaceRef } from './text-layout.js';
import { renderLine, type TextAnchor } from './text-line.js';

/** Size of an image element saved without one (the editor's default drop size). */
export const DEFAULT_IMAGE_SIZE = { width: 200, height: 200 } as const;

export type HrefFilter = (href: unknown) => string | null;

function cardFont(value: unknown, fallback: CardFont): CardFont {
  return CARD_FONTS.find((font) => font === value) ?? fallback;
}

/** Only regular and bold faces ship, so every weight snaps to one of them the same way everywhere. */
function isBold(weight: unknown): boolean {
  return weight === 'bold' || (typeof weight === 'string' && Number(weight) >= 600);
}

function centre(element: CardElement): { x: number; y: number } {
  const limit = CARD_LIMITS.coordinateAbs;
  return {
    x: safeNumber(element.position?.x, CARD_SIZE.width / 2, -limit, limit),
    y: safeNumber(element.position?.y, CARD_SIZE.height / 2, -limit, limit),
  };
}

function extent(value: unknown, fallback: number): number {
  return safeNumber(value, fallback, 1, CARD_LIMITS.sizeMax);
}

export interface TextLayout {
  face: FaceRef;
  fontSize: number;
  lines: string[];
  /** The block's box in card px, centred on the element's position. */
  width: number;
  height: number;
}

/**
 * How a text element is drawn: its lines as given, or, when its style asks for at most
 * `maxLines` lines and it has a width, wrapped at words to that width and shrunk to fit them.
 * The editor's selection handles use it too, so they hug what is drawn.
 */
export function layoutTextElement(element: TextElement): TextLayout {
  const content = stripInvalidXmlChars(String(element.content ?? '')).replace(/\t/g, ' ');
  const style = element.style ?? {};
  const font = cardFont(style.fontFamily, ELEMENT_DEFAULTS.fontFamily);
  const face = { font, bold: isBold(style.fontWeight) };
  const fontSize = safeNumber(
    style.fontSize,
    ELEMENT_DEFAULTS.fontSize,
    CARD_LIMITS.fontSizeMin,
    CARD_LIMITS.fontSizeMax,
  );
  const fixedWidth = element.size ? extent(element.size.width, 0) : null;
  const maxLines = safeNumber(style.maxLines, 0, 0, CARD_LIMITS.fitLinesMax);
  const fitted =
    fixedWidth !== null && maxLines >= 1
      ? fitText(content, face, {
          fontSize,
          minFontSize: CARD_LIMITS.fontSizeMin,
          maxWidth: fixedWidth,
          maxLines: Math.floor(maxLines),
        })
      : { fontSize, lines: content.split(/\r\n|\r|\n/) };
  const width =
    fixedWidth ?? Math.max(...fitted.lines.map((line) => measureText(line, face, fitted.fontSize)));
  return { face, ...fitted, width, height: fitted.lines.length * fitted.fontSize * LINE_HEIGHT };
}

/** A text element: its lines form a block centred on the element's position. */
export function renderTextElement(element: TextElement): string {
  const { face, fontSize, lines, width: blockWidth } = layoutTextElement(element);
  if (!lines.some((line) => line.trim())) return '';
  const style = element.style ?? {};
  const { font, bold } = face;
  const { x: cx, y: cy } = centre(element);
  const align = style.textAlign ?? 'center';
  const [x, anchor]: [number, TextAnchor] =
    align === 'left'
      ? [cx - blockWidth / 2, 'start']
      : align === 'right'
        ? [cx + blockWidth / 2, 'end']
        : [cx, 'middle'];
  const lineHeight = fontSize * LINE_HEIGHT;
  const top = cy - (lines.length * lineHeight) / 2 + baselineOffset(face, fontSize);
  const attributes = [
    `font-family="${escapeXml(fontFamilyValue(font))}"`,
    `font-size="${num(fontSize)}"`,
    bold ? 'font-weight="bold"' : '',
    style.italic === true ? 'font-style="italic"' : '',
    style.underline === true ? 'text-decoration="underline"' : '',
    `fill="${safeColor(style.color, ELEMENT_DEFAULTS.color)}"`,
    `text-anchor="${anchor}"`,
    'xml:space="preserve"',
  ].filter(Boolean);
  const drawn = lines.map((line, i) =>
    renderLine(line, { x, y: top + i * lineHeight, anchor, face, fontSize }),
  );
  const spans = drawn.map((line) => line.spans).join('');
  return `<text ${attributes.join(' ')}>${spans}</text>${drawn.map((line) => line.pictures).join('')}`;
}

/** An image element: its box is centred on the position and the picture covers it. */
export function renderImageElement(element: ImageElement, filterHref: HrefFilter): string {
  const href = filterHref(element.content);
  if (!href) return '';
  const width = extent(element.size?.width, DEFAULT_IMAGE_SIZE.width);
  const height = extent(element.size?.height, DEFAULT_IMAGE_SIZE.height);
  const { x, y } = centre(element);
  return imageTag(href, x - width / 2, y - height / 2, width, height);
}

export function imageTag(href: string, x: number, y: number, width: number, height: number) {
  return `<image href="${escapeXml(href)}" x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" preserveAspectRatio="xMidYMid slice"/>`;
}

export function renderElement(element: CardElement, filterHref: HrefFilter): string {
  switch (element.type) {
    case 'text':
      return renderTextElement(element);
    case 'image':
      return renderImageElement(element, filterHref);
    default:
      return '';
  }
}
