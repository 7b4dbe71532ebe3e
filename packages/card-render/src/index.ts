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
export { FONT_FACES, drawingFamily, fontFamilyValue, type FontFace } from './fonts.js';
export { escapeXml, safeColor, safeHref } from './sanitize.js';
