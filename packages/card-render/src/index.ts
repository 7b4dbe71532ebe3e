export { renderCardSvg, renderCardSide, type RenderCardOptions } from './render.js';
export {
  renderLinkPreviewSvg,
  LINK_PREVIEW_CARD_BOX,
  LINK_PREVIEW_SPREAD_BOXES,
  type LinkPreviewBox,
  type LinkPreviewOptions,
} from './link-preview.js';
export { layoutMessage, messageColor, type MessageLayout } from './back.js';
export {
  ascentOf,
  ELLIPSIS,
  fitText,
  measureText,
  wrapText,
  LINE_HEIGHT,
  type FitBox,
  type FittedText,
} from './text-layout.js';
export {
  normalizeRotation,
  rotatePoint,
  rotatedBounds,
  rotatedCorners,
  rotationTowards,
  snapRotation,
  type Point,
  type Size,
} from './geometry/rotation.js';
export {
  boxForCrop,
  CROP_ZOOM_MAX,
  cropAspect,
  cropForReplacement,
  cropFromView,
  croppedPicturePlacement,
  initialView,
  shapeAspect,
  viewOfCrop,
  type CropView,
  type Placement,
} from './geometry/crop.js';
export { curvedTextPath, MAX_SWEEP_DEGREES, type CurvedPath } from './geometry/curve.js';
export { filterMatrix, filtersAreNeutral } from './geometry/filters.js';
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
