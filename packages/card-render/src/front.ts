import {
  CARD_FONTS,
  CARD_LIMITS,
  CARD_SIZE,
  ELEMENT_DEFAULTS,
  ELEMENT_LIMITS,
  type CardElement,
  type CardFont,
  type ImageElement,
  type TextElement,
} from '@cardsmith/contracts';
import { fontFamilyValue } from './fonts.js';
import { croppedPicturePlacement, type Placement } from './geometry/crop.js';
import { curvedTextPath, type CurvedPath } from './geometry/curve.js';
import { filterMatrix, filtersAreNeutral } from './geometry/filters.js';
import { normalizeRotation } from './geometry/rotation.js';
import { escapeXml, num, safeColor, safeNumber, stripInvalidXmlChars } from './sanitize.js';
import {
  ascentOf,
  baselineOffset,
  fitText,
  LINE_HEIGHT,
  measureText,
  type FaceRef,
} from './text-layout.js';
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
  /** The fit could not hold all of the text: its last line ends in an ellipsis. */
  truncated?: boolean;
  /** Curved text: its one line is set on this arc. */
  curve: CurvedPath | null;
}

/**
 * How a text element is drawn: on an arc when it has a bend (one line at its font size); fitted
 * to its box when it has a fit (fit.ts in the contract: the largest size from max to min whose
 * lines fit the box and line limit, else an ellipsis); with the older `style.maxLines`, wrapped
 * to its width and shrunk to that many lines; otherwise its lines as given. The editor's
 * selection handles use it too, so they hug what is drawn.
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
  const bend = safeNumber(element.curve, 0, -ELEMENT_LIMITS.bendAbs, ELEMENT_LIMITS.bendAbs);
  if (bend !== 0) {
    const line = content.split(/\s+/).filter(Boolean).join(' ');
    const curve = curvedTextPath({
      centre: centre(element),
      textWidth: measureText(line, face, fontSize),
      ascent: ascentOf(face, fontSize),
      bend,
    });
    if (curve) return { face, fontSize, lines: [line], ...curve.size, curve };
  }
  if (element.fit && element.size) {
    const box = { width: extent(element.size.width, 1), height: extent(element.size.height, 1) };
    const { fontSizeMin, fontSizeMax } = CARD_LIMITS;
    const minFontSize = safeNumber(element.fit.minFontSize, fontSizeMin, fontSizeMin, fontSizeMax);
    const maxFontSize = safeNumber(element.fit.maxFontSize, fontSize, minFontSize, fontSizeMax);
    const maxLines =
      element.fit.maxLines === undefined
        ? undefined
        : Math.floor(safeNumber(element.fit.maxLines, 1, 1, CARD_LIMITS.fitLinesMax));
    const fitted = fitText(content, face, {
      fontSize: maxFontSize,
      minFontSize,
      maxWidth: box.width,
      maxHeight: box.height,
      maxLines,
      ellipsis: element.fit.ellipsis !== false,
    });
    return { face, ...fitted, ...box, curve: null };
  }
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
  return {
    face,
    ...fitted,
    width,
    height: fitted.lines.length * fitted.fontSize * LINE_HEIGHT,
    curve: null,
  };
}

/**
 * An id for a definition (a clip, a filter, a text path) taken from what it defines, so the same
 * card drawn twice on one page (front and back, a gallery) repeats only identical definitions.
 */
function definitionId(kind: string, definition: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < definition.length; i++) {
    hash ^= definition.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `cs-${kind}-${(hash >>> 0).toString(36)}`;
}

/** A text element: its lines form a block centred on the element's position. */
export function renderTextElement(element: TextElement): string {
  const layout = layoutTextElement(element);
  const { face, fontSize, lines, width: blockWidth } = layout;
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
    `text-anchor="${layout.curve ? 'middle' : anchor}"`,
    'xml:space="preserve"',
  ].filter(Boolean);
  if (layout.curve) {
    const id = definitionId('arc', `${element.id} ${layout.curve.d}`);
    return (
      `<defs><path id="${id}" d="${layout.curve.d}" fill="none"/></defs>` +
      `<text ${attributes.join(' ')}><textPath href="#${id}" startOffset="50%">` +
      `${escapeXml(lines[0] ?? '')}</textPath></text>`
    );
  }
  const drawn = lines.map((line, i) =>
    renderLine(line, { x, y: top + i * lineHeight, anchor, face, fontSize }),
  );
  const spans = drawn.map((line) => line.spans).join('');
  return `<text ${attributes.join(' ')}>${spans}</text>${drawn.map((line) => line.pictures).join('')}`;
}

/** A crop as drawn: the stored one with every number in range, or null for none. */
function drawnCrop(element: ImageElement): ImageElement['crop'] | null {
  const crop = element.crop;
  if (!crop) return null;
  const { cropMin, imageAspectMax } = ELEMENT_LIMITS;
  const width = safeNumber(crop.width, 1, cropMin, 1);
  const height = safeNumber(crop.height, 1, cropMin, 1);
  return {
    x: safeNumber(crop.x, 0, 0, 1 - width),
    y: safeNumber(crop.y, 0, 0, 1 - height),
    width,
    height,
    imageAspect: safeNumber(crop.imageAspect, 1, 1 / imageAspectMax, imageAspectMax),
    shape: crop.shape,
  };
}

/**
 * An image element: its box is centred on the position. Uncropped, the picture covers the box;
 * cropped, the chosen part covers it and the box (or, for a circle, the ellipse inside it) clips
 * the rest. Filters are one colour matrix over the box.
 */
export function renderImageElement(element: ImageElement, filterHref: HrefFilter): string {
  const href = filterHref(element.content);
  if (!href) return '';
  const width = extent(element.size?.width, DEFAULT_IMAGE_SIZE.width);
  const height = extent(element.size?.height, DEFAULT_IMAGE_SIZE.height);
  const { x, y } = centre(element);
  const box: Placement = { x: x - width / 2, y: y - height / 2, width, height };
  const crop = drawnCrop(element);
  let defs = '';
  let picture: string;
  if (crop) {
    const placed = croppedPicturePlacement(box, crop);
    const shape =
      crop.shape === 'circle'
        ? `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(width / 2)}" ry="${num(height / 2)}"/>`
        : `<rect x="${num(box.x)}" y="${num(box.y)}" width="${num(width)}" height="${num(height)}"/>`;
    const clipId = definitionId('clip', shape);
    defs += `<clipPath id="${clipId}">${shape}</clipPath>`;
    const tag = imageTag(href, placed.x, placed.y, placed.width, placed.height, 'none');
    picture = `<g clip-path="url(#${clipId})">${tag}</g>`;
  } else {
    picture = imageTag(href, box.x, box.y, width, height);
  }
  if (element.filters && !filtersAreNeutral(element.filters)) {
    const values = filterMatrix(element.filters).join(' ');
    const region = `x="${num(box.x)}" y="${num(box.y)}" width="${num(width)}" height="${num(height)}"`;
    const filter = `<filter id="@" filterUnits="userSpaceOnUse" ${region} color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${values}"/></filter>`;
    const filterId = definitionId('filter', filter);
    defs += filter.replace('id="@"', `id="${filterId}"`);
    picture = `<g filter="url(#${filterId})">${picture}</g>`;
  }
  return defs ? `<defs>${defs}</defs>${picture}` : picture;
}

export function imageTag(
  href: string,
  x: number,
  y: number,
  width: number,
  height: number,
  fit: 'xMidYMid slice' | 'none' = 'xMidYMid slice',
) {
  return `<image href="${escapeXml(href)}" x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" preserveAspectRatio="${fit}"/>`;
}

/** One element as SVG: nothing when hidden, turned about its centre when rotated. */
export function renderElement(element: CardElement, filterHref: HrefFilter): string {
  if (element.hidden === true) return '';
  const drawn =
    element.type === 'text'
      ? renderTextElement(element)
      : element.type === 'image'
        ? renderImageElement(element, filterHref)
        : '';
  const { rotationAbs } = ELEMENT_LIMITS;
  const rotation = normalizeRotation(safeNumber(element.rotation, 0, -rotationAbs, rotationAbs));
  if (!drawn || rotation === 0) return drawn;
  const { x, y } = centre(element);
  return `<g transform="rotate(${num(rotation)} ${num(x)} ${num(y)})">${drawn}</g>`;
}
