import { z } from 'zod';
import { CardUrlSchema, type TextElement } from './cards.js';
import { text } from './text.js';
import {
  CARD_CATEGORIES,
  TEXT_LINE_HEIGHT,
  type CardCategoryId,
  type CardFont,
} from './constants.js';

export const FRAME_CATEGORIES = [
  'popular',
  'elegant',
  'romantic',
  'festive',
  'minimal',
  'custom',
] as const;
export type FrameCategory = (typeof FRAME_CATEGORIES)[number];
/** Tabs of the frame picker in order; 'custom' is shown as My Frames. */
export const FRAME_TABS = [
  { id: 'popular', label: 'Popular' },
  { id: 'elegant', label: 'Elegant' },
  { id: 'romantic', label: 'Romantic' },
  { id: 'festive', label: 'Festive' },
  { id: 'minimal', label: 'Minimal' },
  { id: 'custom', label: 'My Frames' },
] as const satisfies readonly { id: FrameCategory; label: string }[];

export const FrameSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(FRAME_CATEGORIES),
  thumbnailUrl: z.string(),
  svgContent: z.string(),
});
export type Frame = z.infer<typeof FrameSchema>;
export const FrameListSchema = z.object({ frames: z.array(FrameSchema) });
export const FrameQuerySchema = z.object({ category: z.enum(FRAME_CATEGORIES).optional() });

export const CUSTOM_FRAME_LIMITS = { maxBytes: 2 * 1024 * 1024, nameMax: 80 } as const;

export const MOODS = [
  { id: 'funny', name: 'Funny', emoji: '😄' },
  { id: 'romantic', name: 'Romantic', emoji: '❤️' },
  { id: 'inspirational', name: 'Inspirational', emoji: '✨' },
  { id: 'thankful', name: 'Thankful', emoji: '🙏' },
  { id: 'celebratory', name: 'Celebratory', emoji: '🎉' },
  { id: 'sympathetic', name: 'Sympathetic', emoji: '🕊️' },
  { id: 'poetic', name: 'Poetic', emoji: '📜' },
  { id: 'nostalgic', name: 'Nostalgic', emoji: '📷' },
] as const;
export type MoodId = (typeof MOODS)[number]['id'];

export const COLLECTIONS = [
  {
    id: 'taylorSwift',
    name: 'Taylor Swift',
    description: 'Eras-inspired sparkle, friendship bracelets and lyrics-worthy moments.',
  },
  {
    id: 'fantasy',
    name: 'Fantasy',
    description: 'Dragons, castles and enchanted forests for a magical touch.',
  },
  {
    id: 'zodiac',
    name: 'Zodiac',
    description: 'Star signs and constellations written in the night sky.',
  },
  {
    id: 'minimal',
    name: 'Minimal',
    description: 'Clean lines and quiet colour for understated cards.',
  },
  {
    id: 'retrowave',
    name: 'Retrowave',
    description: 'Neon grids and sunset gradients straight from the eighties.',
  },
  { id: 'anime', name: 'Anime', description: 'Bright, expressive scenes with a hand-drawn feel.' },
] as const;
export type CollectionId = (typeof COLLECTIONS)[number]['id'];

export const TEMPLATES_PER_GROUP = 4;

export const MoodSchema = z.object({ id: z.string(), name: z.string(), emoji: z.string() });
export type Mood = z.infer<typeof MoodSchema>;
export const MoodListSchema = z.object({ moods: z.array(MoodSchema) });

export const CollectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Collection = z.infer<typeof CollectionSchema>;
export const CollectionListSchema = z.object({ collections: z.array(CollectionSchema) });

export const TemplateSchema = z.object({ id: z.string(), imageUrl: z.string(), title: z.string() });
export type Template = z.infer<typeof TemplateSchema>;
export const TemplateListSchema = z.object({ templates: z.array(TemplateSchema) });
export const TemplateQuerySchema = z
  .object({
    mood: z.enum(MOODS.map((m) => m.id) as [MoodId, ...MoodId[]]).optional(),
    collection: z
      .enum(COLLECTIONS.map((c) => c.id) as [CollectionId, ...CollectionId[]])
      .optional(),
    category: z
      .enum(CARD_CATEGORIES.map((c) => c.id) as [CardCategoryId, ...CardCategoryId[]])
      .optional(),
  })
  .refine(
    (q) => [q.mood, q.collection, q.category].filter(Boolean).length <= 1,
    'Ask for one mood, collection or card category at a time.',
  );

export const IDEA_CATEGORIES = [
  'birthday',
  'anniversary',
  'holiday',
  'congrats',
  'sympathy',
  'thank',
  'friendship',
  'love',
  'seasonal',
  'custom',
] as const;
export type IdeaCategory = (typeof IDEA_CATEGORIES)[number];

/** Carousel tabs; several match no data category and are filled with random ideas (spec 000 §3). */
export const IDEA_TABS = [
  'all',
  'birthday',
  'anniversary',
  'wedding',
  'holiday',
  'congratulations',
  'sympathy',
  'thank-you',
  'friendship',
  'graduation',
  'baby',
  'religious',
] as const;
export type IdeaTab = (typeof IDEA_TABS)[number];

export const IDEAS_CAROUSEL = { allCount: 30, minPerCategory: 15 } as const;

export const CardIdeaSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(IDEA_CATEGORIES),
  promptIdeas: z.array(z.string()),
});
export type CardIdea = z.infer<typeof CardIdeaSchema>;
export const CardIdeaListSchema = z.object({ ideas: z.array(CardIdeaSchema) });
export const IdeaQuerySchema = z.object({ category: z.enum(IDEA_CATEGORIES).optional() });

export const EDITOR_TEMPLATE_IDS = [
  'modern',
  'classic',
  'minimal',
  'artistic',
  'vintage',
  'floral',
] as const;
export type EditorTemplateId = (typeof EDITOR_TEMPLATE_IDS)[number];

/**
 * Where a modern-editor card's headline sits: across the middle of the art, wrapped at words and
 * shrunk by card-render to at most `maxLines` lines of `width` (style.maxLines).
 */
export const EDITOR_HEADLINE = { id: 'headline', y: 320, width: 420, maxLines: 2 } as const;

/** Each modern-editor template's lettering for its headline, as its art was designed around. */
export const EDITOR_HEADLINE_LETTERING: Record<
  EditorTemplateId,
  { fontFamily: CardFont; fontSize: number; bold: boolean; color: string }
> = {
  modern: { fontFamily: 'Poppins', fontSize: 46, bold: true, color: '#ffffff' },
  classic: { fontFamily: 'Playfair Display', fontSize: 44, bold: true, color: '#3b2f2f' },
  minimal: { fontFamily: 'Poppins', fontSize: 42, bold: false, color: '#111827' },
  artistic: { fontFamily: 'Dancing Script', fontSize: 60, bold: true, color: '#be185d' },
  vintage: { fontFamily: 'Playfair Display', fontSize: 42, bold: true, color: '#5c4033' },
  floral: { fontFamily: 'Dancing Script', fontSize: 58, bold: true, color: '#b23a5b' },
};

/** A modern-editor card's headline on this template: an ordinary, editable text element. */
export function editorHeadlineElement(templateId: EditorTemplateId, content: string): TextElement {
  const lettering = EDITOR_HEADLINE_LETTERING[templateId];
  return {
    id: EDITOR_HEADLINE.id,
    type: 'text',
    content,
    position: { x: 250, y: EDITOR_HEADLINE.y },
    size: {
      width: EDITOR_HEADLINE.width,
      height: Math.ceil(EDITOR_HEADLINE.maxLines * lettering.fontSize * TEXT_LINE_HEIGHT),
    },
    style: {
      fontFamily: lettering.fontFamily,
      fontSize: lettering.fontSize,
      fontWeight: lettering.bold ? 'bold' : 'normal',
      color: lettering.color,
      textAlign: 'center',
      maxLines: EDITOR_HEADLINE.maxLines,
    },
  };
}

export const EditorTemplateSchema = z.object({
  id: z.enum(EDITOR_TEMPLATE_IDS),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  backgroundColor: z.string(),
  textFont: z.string(),
  accentColor: z.string(),
});
export type EditorTemplate = z.infer<typeof EditorTemplateSchema>;
export const EditorTemplateListSchema = z.object({ templates: z.array(EditorTemplateSchema) });

export const CatalogImageParamsSchema = z.object({
  id: text().regex(/^[\w-]{1,64}$/),
});

export { CardUrlSchema };
