import {
  CARD_SIZE,
  LINK_PREVIEW_SIZE,
  type CardRenderData,
  type SignatureRenderData,
} from '@cardsmith/contracts';
import { renderCardSide, type RenderCardOptions } from './render.js';
import { num } from './sanitize.js';
import { layoutSignatures, renderSignaturePage } from './signatures.js';

export type LinkPreviewOptions = Omit<RenderCardOptions, 'side' | 'width' | 'height'> & {
  /**
   * A group card's signatures as its inside pages draw them. When there are any, the preview
   * shows the card opened: the front beside the first inside page, so a shared group card says
   * at a glance that many people signed it.
   */
  signatures?: readonly SignatureRenderData[];
};

/** The card's height in the preview: tall enough to read its headline, with room for a shadow. */
const CARD_HEIGHT = 560;
const CARD_WIDTH = (CARD_HEIGHT * CARD_SIZE.width) / CARD_SIZE.height;
/** Between the front and the inside page of an opened group card: a spine, not two cards. */
const SPREAD_GAP = 16;

export interface LinkPreviewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const boxAt = (x: number): LinkPreviewBox => ({
  x,
  y: (LINK_PREVIEW_SIZE.height - CARD_HEIGHT) / 2,
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
});

/** Where the card's front lies in the link-preview image, in its pixels. */
export const LINK_PREVIEW_CARD_BOX = boxAt((LINK_PREVIEW_SIZE.width - CARD_WIDTH) / 2);

/**
 * Where the front and the first inside page lie in the link-preview image of a group card with
 * signatures: side by side, the pair centred, each the size of the lone front.
 */
export const LINK_PREVIEW_SPREAD_BOXES = {
  front: boxAt((LINK_PREVIEW_SIZE.width - 2 * CARD_WIDTH - SPREAD_GAP) / 2),
  inside: boxAt((LINK_PREVIEW_SIZE.width + SPREAD_GAP) / 2),
} as const;

const BACKDROP_BLUR = 28;
/** The backdrop reaches this far past each edge, so the blur has colour to sample there. */
const BLEED = 3 * BACKDROP_BLUR;

const cardViewBox = `0 0 ${CARD_SIZE.width} ${CARD_SIZE.height}`;

/** A page of the card (its 500×700 content) in `box`, on a soft shadow. */
function placedPage(content: string, box: LinkPreviewBox): string {
  const { x, y, width, height } = box;
  return (
    `<rect x="${num(x)}" y="${num(y + 10)}" width="${num(width)}" height="${num(height)}" rx="6" fill="#000000" fill-opacity="0.45" filter="url(#link-preview-shadow)"/>` +
    `<svg x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" viewBox="${cardViewBox}">${content}</svg>`
  );
}

/**
 * The link-preview image of a card (1200×630, the shape networks unfurl links in): the front,
 * whole and centred, over a blurred, dimmed copy of itself, so the backdrop has the card's own
 * colours and template art whatever they are, and a white card still stands out from it. A
 * group card with signatures is shown opened, its first inside page (card-render's masonry,
 * drawn exactly as the inside pages are) beside the front.
 */
export function renderLinkPreviewSvg(card: CardRenderData, options: LinkPreviewOptions): string {
  const { width, height } = LINK_PREVIEW_SIZE;
  const { signatures = [], ...cardOptions } = options;
  const front = renderCardSide(card, { ...cardOptions, side: 'front' });
  const pages = signatures.length
    ? [
        placedPage(front, LINK_PREVIEW_SPREAD_BOXES.front),
        placedPage(
          renderSignaturePage(layoutSignatures(signatures), {
            page: 0,
            resolveHref: cardOptions.resolveHref,
          }),
          LINK_PREVIEW_SPREAD_BOXES.inside,
        ),
      ]
    : [placedPage(front, LINK_PREVIEW_CARD_BOX)];
  // The shadows' blur region spans every page drawn, with room for the blur around them.
  const first = signatures.length ? LINK_PREVIEW_SPREAD_BOXES.front : LINK_PREVIEW_CARD_BOX;
  const last = signatures.length ? LINK_PREVIEW_SPREAD_BOXES.inside : LINK_PREVIEW_CARD_BOX;
  // The backdrop is the front scaled to cover the image and its bleed, centred.
  const coverScale = Math.max(
    (width + 2 * BLEED) / CARD_SIZE.width,
    (height + 2 * BLEED) / CARD_SIZE.height,
  );
  const coverX = (width - CARD_SIZE.width * coverScale) / 2;
  const coverY = (height - CARD_SIZE.height * coverScale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"` +
    ` width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>` +
    // userSpaceOnUse regions keep the blurs near the image, not the whole (much taller) cover.
    `<filter id="link-preview-backdrop" filterUnits="userSpaceOnUse" x="${-BLEED}" y="${-BLEED}" width="${width + 2 * BLEED}" height="${height + 2 * BLEED}">` +
    `<feGaussianBlur stdDeviation="${BACKDROP_BLUR}"/></filter>` +
    `<filter id="link-preview-shadow" filterUnits="userSpaceOnUse" x="${num(first.x - 40)}" y="0" width="${num(last.x + last.width + 80 - first.x)}" height="${height}">` +
    `<feGaussianBlur stdDeviation="12"/></filter>` +
    `</defs>` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<g filter="url(#link-preview-backdrop)">` +
    `<svg x="${num(coverX)}" y="${num(coverY)}" width="${num(CARD_SIZE.width * coverScale)}" height="${num(CARD_SIZE.height * coverScale)}" viewBox="${cardViewBox}">${front}</svg>` +
    `</g>` +
    `<rect width="${width}" height="${height}" fill="#000000" fill-opacity="0.18"/>` +
    pages.join('') +
    `</svg>`
  );
}
