import { CARD_DEFAULTS, CARD_SIZE, type CardRenderData } from '@cardsmith/contracts';
import { renderBack } from './back.js';
import { embedCardLayer } from './layer.js';
import { imageTag, renderElement, type HrefFilter } from './front.js';
import { num, safeColor, safeHref } from './sanitize.js';

export interface RenderCardOptions {
  side: 'front' | 'back';
  /** Output size; the card's 500×700 space is scaled into it. */
  width: number;
  height: number;
  /** A frame document for a 500×700 viewBox, drawn over the front. */
  frameSvg?: string | null;
  /** The template's art, drawn full-bleed under the front's elements. */
  templateImageHref?: string | null;
  /**
   * The template's art as its SVG document (500×700 viewBox), nested inline instead of
   * `templateImageHref` so text in the art is drawn with the card's fonts on the server.
   */
  templateSvg?: string | null;
  /** Rewrites an accepted image link, e.g. to an absolute URL or a data URI for the server. */
  resolveHref?: (href: string) => string;
}

/** What drawing one side needs: everything but the output size. */
type SideOptions = Omit<RenderCardOptions, 'width' | 'height'>;

function hrefFilter(resolveHref: RenderCardOptions['resolveHref']): HrefFilter {
  return (href) => {
    const accepted = safeHref(href);
    if (!accepted || !resolveHref) return accepted;
    return safeHref(resolveHref(accepted));
  };
}

function renderFront(card: CardRenderData, options: SideOptions): string {
  const filterHref = hrefFilter(options.resolveHref);
  const parts: string[] = [];
  const inlineTemplate = options.templateSvg ? embedCardLayer(options.templateSvg) : null;
  const template = inlineTemplate ? null : filterHref(options.templateImageHref);
  if (inlineTemplate) parts.push(inlineTemplate);
  if (template) parts.push(imageTag(template, 0, 0, CARD_SIZE.width, CARD_SIZE.height));
  for (const element of Array.isArray(card.elements) ? card.elements : []) {
    parts.push(renderElement(element, filterHref));
  }
  const frame = options.frameSvg ? embedCardLayer(options.frameSvg) : null;
  if (frame) parts.push(frame);
  return parts.join('');
}

/** The content of one side in the card's 500×700 space, for a document or a larger drawing. */
export function renderCardSide(card: CardRenderData, options: SideOptions): string {
  const background = safeColor(card.backgroundColor, CARD_DEFAULTS.backgroundColor);
  const body = options.side === 'back' ? renderBack(card, background) : renderFront(card, options);
  return `<rect width="${CARD_SIZE.width}" height="${CARD_SIZE.height}" fill="${background}"/>${body}`;
}

/**
 * The card as a standalone SVG document. The same function draws the editor preview in the
 * browser and the PNG/PDF on the server, so what is printed is what was previewed.
 */
export function renderCardSvg(card: CardRenderData, options: RenderCardOptions): string {
  const { width, height } = options;
  if (!(Number.isFinite(width) && width > 0 && Number.isFinite(height) && height > 0)) {
    throw new RangeError('renderCardSvg needs a positive width and height.');
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"` +
    ` width="${num(width)}" height="${num(height)}" viewBox="0 0 ${CARD_SIZE.width} ${CARD_SIZE.height}">` +
    `${renderCardSide(card, options)}</svg>`
  );
}
