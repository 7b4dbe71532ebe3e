import { CARD_SIZE } from '@cardsmith/contracts';
import { stripInvalidXmlChars } from './sanitize.js';

/** XML prolog, doctype, comments and whitespace that may precede a frame's root element. */
const PREAMBLE =
  /^(?:\s+|\uFEFF|<\?[\s\S]*?\?>|<!DOCTYPE(?:[^>[]|\[[\s\S]*?\])*>|<!--[\s\S]*?-->)*/i;

/** The root tag with its attributes, allowing `>` inside quoted values. */
const ROOT = /^<svg((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*>/i;

/** Root attributes the card decides: where the layer sits and how large it is. */
const PLACEMENT = /\s+(?:x|y|width|height|overflow)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+)/gi;

/**
 * Turns a full-card document (a frame or template art designed for a 500×700 viewBox, already
 * sanitised upstream) into a nested <svg> that covers the whole card. Nested inline rather than
 * as an <image>, its text is drawn with the card's fonts (resvg gives images no font database).
 * Anything that is not an <svg> document yields null.
 */
export function embedCardLayer(layerSvg: string): string | null {
  const source = stripInvalidXmlChars(layerSvg).replace(PREAMBLE, '').trimEnd();
  const root = ROOT.exec(source);
  if (!root || !/<\/svg\s*>$/i.test(source)) return null;
  const attributes = (root[1] ?? '').replace(PLACEMENT, '');
  const viewBox = /\sviewBox\s*=/i.test(attributes)
    ? ''
    : ` viewBox="0 0 ${CARD_SIZE.width} ${CARD_SIZE.height}"`;
  // The layer's viewport is the whole card, so its clip would cut nothing; overflow="visible"
  // spares resvg a full-canvas clip layer, which costs more than the rest of the render.
  const placement = ` x="0" y="0" width="${CARD_SIZE.width}" height="${CARD_SIZE.height}" overflow="visible"`;
  return `<svg${attributes}${placement}${viewBox}>${source.slice(root[0].length)}`;
}
