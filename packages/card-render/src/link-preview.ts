import { CARD_SIZE, LINK_PREVIEW_SIZE, type CardRenderData } from '@cardsmith/contracts';
import { renderCardSide, type RenderCardOptions } from './render.js';
import { num } from './sanitize.js';

export type LinkPreviewOptions = Omit<RenderCardOptions, 'side' | 'width' | 'height'>;

/** The card's height in the preview: tall enough to read its headline, with room for a shadow. */
const CARD_HEIGHT = 560;
const CARD_WIDTH = (CARD_HEIGHT * CARD_SIZE.width) / CARD_SIZE.height;

/** Where the card's front lies in the link-preview image, in its pixels. */
export const LINK_PREVIEW_CARD_BOX = {
  x: (LINK_PREVIEW_SIZE.width - CARD_WIDTH) / 2,
  y: (LINK_PREVIEW_SIZE.height - CARD_HEIGHT) / 2,
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
} as const;

const BACKDROP_BLUR = 28;
/** The backdrop reaches this far past each edge, so the blur has colour to sample there. */
const BLEED = 3 * BACKDROP_BLUR;

/**
 * The link-preview image of a card (1200×630, the shape networks unfurl links in): the front,
 * whole and centred, over a blurred, dimmed copy of itself, so the backdrop has the card's own
 * colours and template art whatever they are, and a white card still stands out from it.
 */
export function renderLinkPreviewSvg(card: CardRenderData, options: LinkPreviewOptions): string {
  const { width, height } = LINK_PREVIEW_SIZE;
  const front = renderCardSide(card, { ...options, side: 'front' });
  const { x, y, width: cardWidth } = LINK_PREVIEW_CARD_BOX;
  // The backdrop is the front scaled to cover the image and its bleed, centred.
  const coverScale = Math.max(
    (width + 2 * BLEED) / CARD_SIZE.width,
    (height + 2 * BLEED) / CARD_SIZE.height,
  );
  const coverX = (width - CARD_SIZE.width * coverScale) / 2;
  const coverY = (height - CARD_SIZE.height * coverScale) / 2;
  const viewBox = `0 0 ${CARD_SIZE.width} ${CARD_SIZE.height}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"` +
    ` width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>` +
    // userSpaceOnUse regions keep the blurs near the image, not the whole (much taller) cover.
    `<filter id="link-preview-backdrop" filterUnits="userSpaceOnUse" x="${-BLEED}" y="${-BLEED}" width="${width + 2 * BLEED}" height="${height + 2 * BLEED}">` +
    `<feGaussianBlur stdDeviation="${BACKDROP_BLUR}"/></filter>` +
    `<filter id="link-preview-shadow" filterUnits="userSpaceOnUse" x="${num(x - 40)}" y="0" width="${num(cardWidth + 80)}" height="${height}">` +
    `<feGaussianBlur stdDeviation="12"/></filter>` +
    `</defs>` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<g filter="url(#link-preview-backdrop)">` +
    `<svg x="${num(coverX)}" y="${num(coverY)}" width="${num(CARD_SIZE.width * coverScale)}" height="${num(CARD_SIZE.height * coverScale)}" viewBox="${viewBox}">${front}</svg>` +
    `</g>` +
    `<rect width="${width}" height="${height}" fill="#000000" fill-opacity="0.18"/>` +
    `<rect x="${num(x)}" y="${num(y + 10)}" width="${num(cardWidth)}" height="${CARD_HEIGHT}" rx="6" fill="#000000" fill-opacity="0.45" filter="url(#link-preview-shadow)"/>` +
    `<svg x="${num(x)}" y="${num(y)}" width="${num(cardWidth)}" height="${CARD_HEIGHT}" viewBox="${viewBox}">${front}</svg>` +
    `</svg>`
  );
}
