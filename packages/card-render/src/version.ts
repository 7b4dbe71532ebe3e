/**
 * The drawing's own version. Caches of drawings (the cards service's preview and link-preview
 * PNGs and their ETags) are keyed by the card's version and this one, so a change to how an
 * unchanged card is drawn reaches browsers and CDNs instead of being answered 304. Raise it with
 * any change that alters pixels of existing cards. 2: emoji in colour and the world's scripts.
 */
export const CARD_RENDER_VERSION = 2;
