import {
  CROP_SHAPE_ASPECTS,
  ELEMENT_LIMITS,
  type CropShape,
  type ImageCrop,
} from '@cardsmith/contracts';
import type { Size } from './rotation.js';

/**
 * Crop arithmetic shared by the editor's crop controls and card-render. A crop is the part of
 * the picture shown, in shares of its width and height; `imageAspect` is the picture's own
 * width ÷ height, so the crop's true proportions are known without the picture.
 */

/** The crop's true proportions (width ÷ height, in the picture's pixels). */
export function cropAspect(crop: Pick<ImageCrop, 'width' | 'height' | 'imageAspect'>): number {
  return (crop.width * crop.imageAspect) / crop.height;
}

/** What the crop controls show: the shape, how far it is zoomed in, and where its centre is. */
export interface CropView {
  shape: CropShape;
  /** 1 is the largest crop of its proportions the picture holds; 2 shows half of that. */
  zoom: number;
  /** The crop's centre in shares of the picture's width and height. */
  centreX: number;
  centreY: number;
}

export const CROP_ZOOM_MAX = 5;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The proportions a shape holds the crop to; `free` takes the element box's. */
export function shapeAspect(shape: CropShape, box: Size): number {
  return CROP_SHAPE_ASPECTS[shape] ?? box.width / box.height;
}

/**
 * The crop a view describes: the largest rectangle of the shape's proportions inside the
 * picture, shrunk by `zoom`, centred as near to the asked centre as the picture allows.
 */
export function cropFromView(view: CropView, imageAspect: number, box: Size): ImageCrop {
  const aspect = shapeAspect(view.shape, box);
  const zoom = clamp(view.zoom, 1, CROP_ZOOM_MAX);
  // In shares of the picture: a crop of true proportions `aspect` is (aspect / imageAspect) times
  // as wide, in shares, as it is high.
  const ratio = aspect / imageAspect;
  const fullWidth = ratio >= 1 ? 1 : ratio;
  const fullHeight = ratio >= 1 ? 1 / ratio : 1;
  const width = Math.max(ELEMENT_LIMITS.cropMin, fullWidth / zoom);
  const height = Math.max(ELEMENT_LIMITS.cropMin, fullHeight / zoom);
  const x = clamp(view.centreX - width / 2, 0, 1 - width);
  const y = clamp(view.centreY - height / 2, 0, 1 - height);
  return { x, y, width, height, imageAspect, shape: view.shape };
}

/** The view that gives back `crop` (the inverse of cropFromView, for the controls' values). */
export function viewOfCrop(crop: ImageCrop, box: Size): CropView {
  const ratio = shapeAspect(crop.shape, box) / crop.imageAspect;
  const fullWidth = ratio >= 1 ? 1 : ratio;
  return {
    shape: crop.shape,
    zoom: clamp(fullWidth / crop.width, 1, CROP_ZOOM_MAX),
    centreX: crop.x + crop.width / 2,
    centreY: crop.y + crop.height / 2,
  };
}

/** The whole picture's view (no zoom, centred) for a first crop. */
export function initialView(shape: CropShape): CropView {
  return { shape, zoom: 1, centreX: 0.5, centreY: 0.5 };
}

/**
 * The element's box for a crop: the crop's proportions with the box's area kept, so choosing a
 * shape reshapes the photo on the card without making it jump in size.
 */
export function boxForCrop(box: Size, crop: ImageCrop): Size {
  const aspect = cropAspect(crop);
  const area = box.width * box.height;
  const round = (value: number) => Math.round(value * 100) / 100;
  return { width: round(Math.sqrt(area * aspect)), height: round(Math.sqrt(area / aspect)) };
}

/**
 * The crop for a replacement picture: the same proportions, zoom and centre on the new picture,
 * so the element keeps its box and the photo its framing.
 */
export function cropForReplacement(crop: ImageCrop, imageAspect: number, box: Size): ImageCrop {
  const view = viewOfCrop(crop, box);
  const aspect = cropAspect(crop);
  // A free crop keeps its own proportions rather than the box's, which may differ slightly.
  const kept = cropFromView({ ...view, shape: 'free' }, imageAspect, {
    width: aspect,
    height: 1,
  });
  return { ...kept, shape: crop.shape };
}

export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the whole picture is drawn so that the crop covers `box` (centred, like
 * preserveAspectRatio slice); the box then clips it. In card px, on the element's own axes.
 */
export function croppedPicturePlacement(box: Placement, crop: ImageCrop): Placement {
  const aspect = cropAspect(crop);
  const shownWidth = Math.max(box.width, box.height * aspect);
  const shownHeight = shownWidth / aspect;
  const width = shownWidth / crop.width;
  const height = shownHeight / crop.height;
  return {
    x: box.x + (box.width - shownWidth) / 2 - crop.x * width,
    y: box.y + (box.height - shownHeight) / 2 - crop.y * height,
    width,
    height,
  };
}
