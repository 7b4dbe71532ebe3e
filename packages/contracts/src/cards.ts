import { z } from 'zod';
import {
  CARD_DEFAULTS,
  CARD_FONTS,
  CARD_LIMITS,
  FONT_WEIGHTS,
  OCCASIONS,
  TEXT_ALIGNS,
  TEXT_SIZES,
} from './constants.js';
import { singleLine, text } from './text.js';
import {
  commonElementProperties,
  imageElementProperties,
  textElementProperties,
} from './element-properties.js';
import { VideoMessageSchema } from './video.js';
import { RECORDING_LIMITS, VOICE_MESSAGE_SOURCES } from './voice.js';

const L = CARD_LIMITS;

export const HexColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #ff8800.')
  .transform((value) => value.toLowerCase());

/** Links a card may show: our own paths (/api/media/…) or http(s) URLs; never javascript: or data:. */
export const CardUrlSchema = text()
  .max(L.urlMax)
  .regex(/^(https?:\/\/|\/(?!\/))/, 'Use a link that starts with https:// or /.');

/**
 * The one spoken message a card carries: voiced from text or recorded by the sender, stored by the
 * media service (so always one of its paths).
 */
export const VoiceMessageSchema = z.object({
  audioUrl: text().regex(
    /^\/api\/media\/[A-Za-z0-9_-]{10,64}$/,
    'Use a voice message stored here.',
  ),
  durationSeconds: z
    .number()
    .finite()
    .min(0)
    .max(RECORDING_LIMITS.maxSeconds + 1),
  source: z.enum(VOICE_MESSAGE_SOURCES),
});
export type VoiceMessage = z.infer<typeof VoiceMessageSchema>;

const coordinate = z.number().finite().min(-L.coordinateAbs).max(L.coordinateAbs);
const extent = z.number().finite().positive().max(L.sizeMax);

export const PositionSchema = z.object({ x: coordinate, y: coordinate });
export const SizeSchema = z.object({ width: extent, height: extent });

export const ElementStyleSchema = z.object({
  fontFamily: z.enum(CARD_FONTS).optional(),
  fontSize: z.number().finite().min(L.fontSizeMin).max(L.fontSizeMax).optional(),
  fontWeight: z.enum(FONT_WEIGHTS).optional(),
  color: HexColorSchema.optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  textAlign: z.enum(TEXT_ALIGNS).optional(),
  /**
   * A text element with a width and this many lines at most is wrapped at words to its width and
   * shrunk until it fits them, by card-render, wherever the card is drawn.
   */
  maxLines: z.number().int().min(1).max(L.fitLinesMax).optional(),
});
export type ElementStyle = z.infer<typeof ElementStyleSchema>;

const elementId = text()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, 'Element ids use letters, digits, - and _.');

export const TextElementSchema = z
  .object({
    id: elementId,
    type: z.literal('text'),
    content: text().max(L.textContentMax),
    position: PositionSchema,
    size: SizeSchema.optional(),
    style: ElementStyleSchema.optional(),
    ...commonElementProperties,
    ...textElementProperties,
  })
  .refine((element) => !element.fit || element.size, {
    message: 'A text that fits its box needs the box: give it a width and height.',
    path: ['fit'],
  });
export const ImageElementSchema = z.object({
  id: elementId,
  type: z.literal('image'),
  content: CardUrlSchema,
  position: PositionSchema,
  size: SizeSchema.optional(),
  style: ElementStyleSchema.optional(),
  ...commonElementProperties,
  ...imageElementProperties,
});
export const CardElementSchema = z.discriminatedUnion('type', [
  TextElementSchema,
  ImageElementSchema,
]);
export type CardElement = z.infer<typeof CardElementSchema>;
export type TextElement = z.infer<typeof TextElementSchema>;
export type ImageElement = z.infer<typeof ImageElementSchema>;

const catalogId = text()
  .max(64)
  .regex(/^[\w-]*$/, 'Use an id from the catalog.');

/**
 * What a client sends to create or replace a card (spec 001 §3 "Card (as saved)"), with the
 * spec's defaults. `userId` is accepted for compatibility and ignored: the owner is the visitor.
 */
export const CardInputSchema = z.object({
  title: singleLine()
    .trim()
    .min(1, 'Give your card a title.')
    .max(L.titleMax)
    .default(CARD_DEFAULTS.title),
  category: z.enum(OCCASIONS).default(CARD_DEFAULTS.category),
  templateId: catalogId.nullable().default(null),
  frameId: catalogId.nullable().default(null),
  backgroundColor: HexColorSchema.default(CARD_DEFAULTS.backgroundColor),
  cardMessage: text().max(L.messageMax).default(CARD_DEFAULTS.cardMessage),
  textFont: z.enum(CARD_FONTS).default(CARD_DEFAULTS.textFont),
  textSize: z.enum(TEXT_SIZES).default(CARD_DEFAULTS.textSize),
  elements: z
    .array(CardElementSchema)
    .max(L.elementsMax, `A card holds at most ${L.elementsMax} elements.`)
    .default([])
    .refine(
      (elements) => new Set(elements.map((e) => e.id)).size === elements.length,
      'Each element needs its own id.',
    ),
  audioUrl: CardUrlSchema.nullable().default(null),
  videoUrl: CardUrlSchema.nullable().default(null),
  voiceMessage: VoiceMessageSchema.nullable().default(null),
  userId: z
    .unknown()
    .optional()
    .transform(() => undefined),
});
export type CardInput = z.input<typeof CardInputSchema>;
export type CardFields = Omit<z.output<typeof CardInputSchema>, 'userId'>;

export const CardSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(OCCASIONS),
  templateId: z.string().nullable(),
  frameId: z.string().nullable(),
  backgroundColor: z.string(),
  cardMessage: z.string(),
  textFont: z.enum(CARD_FONTS),
  textSize: z.enum(TEXT_SIZES),
  elements: z.array(CardElementSchema),
  audioUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  voiceMessage: VoiceMessageSchema.nullable(),
  /** The rendered video card; set by the media service's render worker, never by a save. */
  videoMessage: VideoMessageSchema.nullable(),
  /** Increases on every save; caches of rendered previews key on it. */
  version: z.number().int(),
  isOwner: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Card = z.infer<typeof CardSchema>;

/** The subset of a card that the renderer and the collaboration channel need (spec 000 §3). */
export type CardRenderData = Pick<
  CardFields,
  'backgroundColor' | 'textFont' | 'textSize' | 'cardMessage' | 'elements'
> & { frameId?: string | null; title?: string };

export const CardIdParamsSchema = z.object({
  id: text().regex(/^[A-Za-z0-9_-]{10,64}$/, 'That is not a card id.'),
});

/** A save that would overwrite a version it never saw (`baseVersion` is out of date). */
export const CARD_VERSION_CONFLICT =
  'This card was changed in another tab or device since you opened it.';

export const CardSaveQuerySchema = z.object({
  /** The version the saved work was based on; absent, the save replaces whatever is stored. */
  baseVersion: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

export const CardListSchema = z.object({ cards: z.array(CardSchema) });

const LARGEST_PREVIEW_WIDTH = 2000;

/**
 * The widths previews are drawn at. A requested width is rounded up to the next of these, so
 * varying `width` cannot force an unbounded number of distinct renders past the cache.
 */
export const PREVIEW_WIDTHS = [250, 500, 750, 1000, 1500, LARGEST_PREVIEW_WIDTH] as const;

export const snapPreviewWidth = (width: number): number =>
  PREVIEW_WIDTHS.find((size) => size >= width) ?? LARGEST_PREVIEW_WIDTH;

export const PreviewQuerySchema = z.object({
  side: z.enum(['front', 'back']).default('front'),
  width: z.coerce
    .number()
    .int()
    .min(100)
    .max(LARGEST_PREVIEW_WIDTH)
    .default(1000)
    .transform(snapPreviewWidth),
});

export const TrendingCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  previewImageUrl: z.string(),
  likes: z.number().int(),
});
export type TrendingCard = z.infer<typeof TrendingCardSchema>;
