export { renderCardSvg, type RenderCardOptions } from './render.js';
export { layoutMessage, messageColor, type MessageLayout } from './back.js';
export { measureText, wrapText, LINE_HEIGHT } from './text-layout.js';
export { FONT_FACES, drawingFamily, fontFamilyValue, type FontFace } from './fonts.js';
export { escapeXml, safeColor, safeHref } from './sanitize.js';
