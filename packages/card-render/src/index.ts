export { renderCardSvg, renderCardSide, type RenderCardOptions } from './render.js';
export { renderLinkPreviewSvg, type LinkPreviewOptions } from './link-preview.js';
export { layoutMessage, messageColor, type MessageLayout } from './back.js';
export {
  fitText,
  measureText,
  wrapText,
  LINE_HEIGHT,
  type FitBox,
  type FittedText,
} from './text-layout.js';
export { layoutTextElement, type TextLayout } from './front.js';
export {
  FONT_FACES,
  SCRIPT_FACES,
  drawingFamily,
  fontFamilyValue,
  scriptOf,
  type FontFace,
  type Script,
} from './fonts.js';
export { EMOJI_PATH, splitEmoji, twemojiName, type TextPiece } from './emoji.js';
export { escapeXml, safeColor, safeHref } from './sanitize.js';
export { CARD_RENDER_VERSION } from './version.js';
export {
  layoutSignatures,
  renderSignaturePage,
  renderSignaturePageSvg,
  SIGNATURE_PAGE,
  type SignatureNote,
  type SignaturePage,
  type SignaturePageOptions,
} from './signatures.js';
