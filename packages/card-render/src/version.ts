/**
 * The drawing's own version. Caches of drawings (the cards service's preview and link-preview
 * PNGs and their ETags) are keyed by the card's version and this one, so a change to how an
 * unchanged card is drawn reaches browsers and CDNs instead of being answered 304. Raise it with
 * any change that alters pixels of existing cards. 2: emoji in colour and the world's scripts.
 * 3: pictures drawn smaller than their size are reduced first, as the browser's are.
 * 4: rotation, crops, photo filters, fitted and curved text, hidden elements.
 */
export const CARD_RENDER_VERSION = 4;
