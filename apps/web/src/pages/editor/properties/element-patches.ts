import {
  boxForCrop,
  cropForReplacement,
  cropFromView,
  initialView,
  layoutTextElement,
  viewOfCrop,
  type CropView,
} from '@cardsmith/card-render';
import {
  CARD_LIMITS,
  ELEMENT_DEFAULTS,
  type CropShape,
  type ImageElement,
  type TextElement,
} from '@cardsmith/contracts';
import { DEFAULT_IMAGE, type Box } from '../element-bounds.js';

/**
 * The property changes the inspector makes, as pure functions of the element: what the editor
 * dispatches (and collaborators receive as a patch) is decided here, apart from the controls.
 */

export type TextPatch = Partial<Omit<TextElement, 'id' | 'type'>>;
export type ImagePatch = Partial<Omit<ImageElement, 'id' | 'type'>>;

/** The smallest size a new fit shrinks to, unless the text is smaller already. */
const FIT_MIN_DEFAULT = 12;

/**
 * Turns fit on: the text keeps its box (or gets the one it is drawn in now, rounded up) and may
 * shrink from its font size to 12 px, ending in an ellipsis when even that does not fit.
 */
export function startFit(element: TextElement): TextPatch {
  const layout = layoutTextElement(element);
  const size = element.size ?? {
    width: Math.min(CARD_LIMITS.sizeMax, Math.ceil(Math.max(layout.width, layout.fontSize))),
    height: Math.min(CARD_LIMITS.sizeMax, Math.ceil(layout.height)),
  };
  const fontSize = element.style?.fontSize ?? ELEMENT_DEFAULTS.fontSize;
  return {
    size,
    fit: {
      minFontSize: Math.min(FIT_MIN_DEFAULT, fontSize),
      maxFontSize: fontSize,
      ellipsis: true,
    },
  };
}

export function imageBox(element: ImageElement): Box {
  return element.size ?? DEFAULT_IMAGE;
}

/**
 * A crop of `shape` for a picture of proportions `imageAspect`: a crop there already keeps its
 * zoom and centre, and for a fixed shape the box takes the shape's proportions at the same area.
 */
export function cropWithShape(
  element: ImageElement,
  shape: CropShape,
  imageAspect: number,
): ImagePatch {
  const box = imageBox(element);
  const view: CropView = element.crop
    ? { ...viewOfCrop(element.crop, box), shape }
    : initialView(shape);
  const crop = cropFromView(view, imageAspect, box);
  return { crop, size: shape === 'free' ? box : boxForCrop(box, crop) };
}

/** The crop moved or zoomed as the controls say; the box stays. */
export function cropWithView(element: ImageElement, change: Partial<CropView>): ImagePatch {
  const { crop } = element;
  if (!crop) return {};
  const box = imageBox(element);
  return { crop: cropFromView({ ...viewOfCrop(crop, box), ...change }, crop.imageAspect, box) };
}

/**
 * Another picture in the same box with the same framing. Without the new picture's proportions
 * (it could not be loaded to measure) a crop cannot be carried over and is dropped.
 */
export function replacePicture(
  element: ImageElement,
  url: string,
  imageAspect: number | null,
): ImagePatch {
  if (!element.crop) return { content: url };
  return {
    content: url,
    crop: imageAspect
      ? cropForReplacement(element.crop, imageAspect, imageBox(element))
      : undefined,
  };
}
