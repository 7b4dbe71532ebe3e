import { z } from 'zod';
import { CARD_LIMITS, CARD_SIZE } from './constants.js';
import { singleLine } from './text.js';

/**
 * What an element may carry beyond its place, size and style: rotation, a photo's crop and
 * filters, a text's fit and curve, and the layer flags (lock, hide, name). Every one is optional
 * and its absence is the neutral value, so cards saved before they existed stay valid and draw
 * as they did. Stacking order is the elements' order in the card (first is bottom), changed by
 * the collaboration channel's `order` operation; there is no separate z-index.
 */

export const ELEMENT_LIMITS = {
  /** Degrees either way; the editor keeps values in (-180, 180]. */
  rotationAbs: 360,
  /** Rotation handle steps while Shift is held. */
  rotationStep: 15,
  /** Bend of curved text, -100 (a smile) to 100 (an arch); 0 is straight. */
  bendAbs: 100,
  /** Each filter is a percentage: -100…100 for the two-sided ones, 0…100 for the others. */
  filterAbs: 100,
  nameMax: 60,
  /** The smallest crop, as a share of the picture's width or height. */
  cropMin: 0.01,
  /** The widest picture a crop may describe (width / height), and the tallest (its inverse). */
  imageAspectMax: 20,
} as const;

/**
 * The crop presets. `circle` is a square crop drawn inside a circle; `card` is the card's own
 * proportions; `free` keeps whatever rectangle was chosen.
 */
export const CROP_SHAPES = ['free', 'square', 'circle', '4:3', '3:4', 'card'] as const;
export type CropShape = (typeof CROP_SHAPES)[number];

/** Width ÷ height a preset holds the crop (and the element's box) to; `free` holds none. */
export const CROP_SHAPE_ASPECTS: Record<CropShape, number | null> = {
  free: null,
  square: 1,
  circle: 1,
  '4:3': 4 / 3,
  '3:4': 3 / 4,
  card: CARD_SIZE.width / CARD_SIZE.height,
};

const fraction = (what: string) =>
  z
    .number({ error: `The crop's ${what} must be a number.` })
    .finite(`The crop's ${what} must be a number.`)
    .min(0, `The crop's ${what} must be between 0 and 1.`)
    .max(1, `The crop's ${what} must be between 0 and 1.`);

const extentFraction = (what: string) =>
  fraction(what).min(
    ELEMENT_LIMITS.cropMin,
    `The crop's ${what} must be at least ${ELEMENT_LIMITS.cropMin} of the picture.`,
  );

/** Rounding slack when a crop ends exactly at the picture's edge. */
const EDGE_SLACK = 1e-6;

/**
 * The part of the picture an image element shows, as shares of the picture's width and height
 * (so it survives a downscaled rendition), with the picture's own proportions (`imageAspect`,
 * width ÷ height) so it is drawn undistorted without loading the picture first. The chosen part
 * covers the element's box, centred; the editor keeps the box at the crop's proportions.
 */
export const ImageCropSchema = z
  .object({
    x: fraction('left edge'),
    y: fraction('top edge'),
    width: extentFraction('width'),
    height: extentFraction('height'),
    imageAspect: z
      .number({ error: "The picture's proportions must be a number." })
      .finite("The picture's proportions must be a number.")
      .min(1 / ELEMENT_LIMITS.imageAspectMax, 'That picture is too tall to crop.')
      .max(ELEMENT_LIMITS.imageAspectMax, 'That picture is too wide to crop.'),
    shape: z.enum(CROP_SHAPES, {
      error: `Choose a crop shape: ${CROP_SHAPES.join(', ')}.`,
    }),
  })
  .refine((crop) => crop.x + crop.width <= 1 + EDGE_SLACK, {
    message: 'The crop must end inside the picture (left edge + width at most 1).',
    path: ['width'],
  })
  .refine((crop) => crop.y + crop.height <= 1 + EDGE_SLACK, {
    message: 'The crop must end inside the picture (top edge + height at most 1).',
    path: ['height'],
  });
export type ImageCrop = z.infer<typeof ImageCropSchema>;

export const IMAGE_FILTERS = ['brightness', 'contrast', 'greyscale', 'sepia', 'warmth'] as const;
export type ImageFilter = (typeof IMAGE_FILTERS)[number];

/** Filters that go both ways from 0 (darker/brighter); the others only add (0…100). */
export const TWO_SIDED_FILTERS: readonly ImageFilter[] = ['brightness', 'contrast', 'warmth'];

const filterAmount = (filter: ImageFilter) => {
  const low = TWO_SIDED_FILTERS.includes(filter) ? -ELEMENT_LIMITS.filterAbs : 0;
  const sentence = `${filter[0]!.toUpperCase()}${filter.slice(1)} goes from ${low} to ${ELEMENT_LIMITS.filterAbs}.`;
  return z
    .number({ error: sentence })
    .finite(sentence)
    .min(low, sentence)
    .max(ELEMENT_LIMITS.filterAbs, sentence)
    .optional();
};

/**
 * A photo's adjustments in percent; an absent one is 0 (no change). card-render draws them as
 * one SVG colour matrix, which the editor's preview (the same SVG) and the server both apply.
 */
export const ImageFiltersSchema = z.object({
  brightness: filterAmount('brightness'),
  contrast: filterAmount('contrast'),
  greyscale: filterAmount('greyscale'),
  sepia: filterAmount('sepia'),
  warmth: filterAmount('warmth'),
});
export type ImageFilters = z.infer<typeof ImageFiltersSchema>;

const fontSize = (which: string) =>
  z
    .number({ error: `The ${which} font size must be a number.` })
    .finite(`The ${which} font size must be a number.`)
    .min(
      CARD_LIMITS.fontSizeMin,
      `The ${which} font size must be at least ${CARD_LIMITS.fontSizeMin} px.`,
    )
    .max(
      CARD_LIMITS.fontSizeMax,
      `The ${which} font size must be at most ${CARD_LIMITS.fontSizeMax} px.`,
    );

/**
 * Fit-to-box for a text element with a size: it is wrapped at words to the box's width and drawn
 * at the largest whole size from `maxFontSize` down to `minFontSize` whose lines fit the box's
 * height and `maxLines`. When even the smallest does not fit, the lines that fit are kept and the
 * last one ends in an ellipsis (or, with `ellipsis: false`, the text overflows the box).
 */
export const TextFitSchema = z
  .object({
    minFontSize: fontSize('smallest'),
    maxFontSize: fontSize('largest'),
    maxLines: z
      .number({ error: 'The most lines must be a whole number.' })
      .int('The most lines must be a whole number.')
      .min(1, 'Allow at least one line.')
      .max(CARD_LIMITS.fitLinesMax, `Allow at most ${CARD_LIMITS.fitLinesMax} lines.`)
      .optional(),
    ellipsis: z.boolean({ error: 'Ellipsis is on or off.' }).optional(),
  })
  .refine((fit) => fit.minFontSize <= fit.maxFontSize, {
    message: 'The smallest font size cannot be larger than the largest.',
    path: ['minFontSize'],
  });
export type TextFit = z.infer<typeof TextFitSchema>;

const rotation = z
  .number({ error: 'Rotation must be a number of degrees.' })
  .finite('Rotation must be a number of degrees.')
  .min(-ELEMENT_LIMITS.rotationAbs, `Rotate by at most ${ELEMENT_LIMITS.rotationAbs} degrees.`)
  .max(ELEMENT_LIMITS.rotationAbs, `Rotate by at most ${ELEMENT_LIMITS.rotationAbs} degrees.`);

/** Properties every element may have: turned about its centre, and how the layers panel shows it. */
export const commonElementProperties = {
  /** Degrees clockwise about the element's centre (its position). */
  rotation: rotation.optional(),
  /** A locked element cannot be selected on the card, moved or changed until unlocked. */
  locked: z.boolean({ error: 'Locked is on or off.' }).optional(),
  /** A hidden element is kept in the card but drawn nowhere (editor, share image, print). */
  hidden: z.boolean({ error: 'Hidden is on or off.' }).optional(),
  /** The element's name in the layers panel; without one the panel describes it. */
  name: singleLine()
    .trim()
    .max(ELEMENT_LIMITS.nameMax, `Keep a layer's name to ${ELEMENT_LIMITS.nameMax} characters.`)
    .optional(),
};

export const textElementProperties = {
  fit: TextFitSchema.optional(),
  /**
   * Bend of the text on an arc, drawn along an SVG text path; 0 or absent is straight. A curved
   * text is one line at its font size: its fit waits until it is straight again.
   */
  curve: z
    .number({ error: 'The bend must be a number.' })
    .finite('The bend must be a number.')
    .min(
      -ELEMENT_LIMITS.bendAbs,
      `The bend goes from -${ELEMENT_LIMITS.bendAbs} to ${ELEMENT_LIMITS.bendAbs}.`,
    )
    .max(
      ELEMENT_LIMITS.bendAbs,
      `The bend goes from -${ELEMENT_LIMITS.bendAbs} to ${ELEMENT_LIMITS.bendAbs}.`,
    )
    .optional(),
};

export const imageElementProperties = {
  crop: ImageCropSchema.optional(),
  filters: ImageFiltersSchema.optional(),
};
