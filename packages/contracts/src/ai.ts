import { z } from 'zod';
import { CardInputSchema } from './cards.js';
import { OCCASIONS, type Occasion } from './constants.js';
import { PRINT_COUNTRIES } from './print-pricing.js';
import { defineRoute } from './route.js';
import { DELIVERY_METHODS, SCHEDULE_MESSAGES } from './scheduler.js';
import { text } from './text.js';

/** Option lists of the AI features (spec 001 §3, §9), shared by the web app and services/ai. */

export const OCCASION_LABELS: Record<Occasion, string> = {
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  wedding: 'Wedding',
  graduation: 'Graduation',
  congratulations: 'Congratulations',
  sympathy: 'Sympathy/Condolence',
  'thank-you': 'Thank You',
  holiday: 'Holiday',
  'new-baby': 'New Baby',
  retirement: 'Retirement',
  'get-well': 'Get Well',
  'new-home': 'New Home',
  'mothers-day': "Mother's Day",
  'fathers-day': "Father's Day",
  'valentines-day': "Valentine's Day",
  other: 'Other',
};
/** The message dialog's occasions are the card occasions. */
export const MESSAGE_OCCASIONS = OCCASIONS;

export const MESSAGE_RELATIONSHIPS = [
  'family',
  'spouse',
  'friend',
  'colleague',
  'boss',
  'client',
  'teacher',
  'student',
  'neighbor',
  'acquaintance',
  'other',
] as const;

export const MESSAGE_TONES = [
  'heartfelt',
  'funny',
  'poetic',
  'inspirational',
  'romantic',
  'witty',
  'religious',
  'professional',
  'playful',
  'nostalgic',
] as const;
export const DEFAULT_TONE = 'heartfelt';

/** The /ai-message page offers its own, shorter lists (spec 001 §3). */
export const AI_PAGE_OCCASIONS = [
  'birthday',
  'anniversary',
  'wedding',
  'graduation',
  'thank-you',
  'get-well',
  'holiday',
  'congratulations',
] as const satisfies readonly Occasion[];
export const AI_PAGE_RELATIONSHIPS = [
  'family',
  'friend',
  'colleague',
  'partner',
  'acquaintance',
] as const;
export const AI_PAGE_TONES = ['formal', 'casual', 'funny', 'heartfelt', 'professional'] as const;

/** Every value the server accepts: the dialog's lists plus the page's variants. */
export const RELATIONSHIPS = [...MESSAGE_RELATIONSHIPS, 'partner'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const TONES = [...MESSAGE_TONES, 'formal', 'casual'] as const;
export type Tone = (typeof TONES)[number];

export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  family: 'Family Member',
  spouse: 'Spouse',
  friend: 'Friend',
  colleague: 'Colleague',
  boss: 'Boss',
  client: 'Client',
  teacher: 'Teacher',
  student: 'Student',
  neighbor: 'Neighbor',
  acquaintance: 'Acquaintance',
  other: 'Other',
  partner: 'Partner',
};
export const TONE_LABELS: Record<Tone, string> = {
  heartfelt: 'Heartfelt',
  funny: 'Funny',
  poetic: 'Poetic',
  inspirational: 'Inspirational',
  romantic: 'Romantic',
  witty: 'Witty',
  religious: 'Religious',
  professional: 'Professional',
  playful: 'Playful',
  nostalgic: 'Nostalgic',
  formal: 'Formal',
  casual: 'Casual',
};

export const IMAGE_STYLES = [
  { id: 'realistic', name: 'Realistic', description: 'Natural light and true-to-life colour.' },
  { id: 'watercolor', name: 'Watercolor', description: 'Soft washes and paper texture.' },
  { id: 'sketch', name: 'Sketch', description: 'Pencil lines and hatching on paper.' },
  { id: 'digital-art', name: 'Digital Art', description: 'Vivid gradients and glowing light.' },
  { id: 'oil-painting', name: 'Oil Painting', description: 'Rich colour and visible brushwork.' },
  { id: 'anime', name: 'Anime', description: 'Bright flat colour with bold outlines.' },
  { id: 'abstract', name: 'Abstract', description: 'Bold shapes and playful geometry.' },
  { id: 'vintage', name: 'Vintage', description: 'Faded sepia tones and film grain.' },
] as const;
export type ImageStyleId = (typeof IMAGE_STYLES)[number]['id'];
export const IMAGE_STYLE_IDS = IMAGE_STYLES.map((s) => s.id) as [ImageStyleId, ...ImageStyleId[]];
export const DEFAULT_IMAGE_STYLE: ImageStyleId = 'realistic';

export const IMAGE_IDEA_PROMPTS = [
  'A peaceful mountain lake at sunset with pine trees',
  'Two golden wedding rings on a bed of rose petals',
  'Colourful balloons floating in a bright blue sky',
  'A birthday cake with glowing candles and confetti',
  'A cosy snowy village under a starry winter night',
  'A field of wildflowers in warm morning light',
  'Hearts drifting over a calm ocean at dusk',
  'A starry night sky above a quiet forest',
  'A bouquet of spring flowers in a sunny window',
  'Waves rolling onto a golden beach at sunrise',
] as const;

export const SURPRISE_OCCASIONS = [
  'birthday',
  'anniversary',
  'wedding',
  'graduation',
  'congratulations',
  'sympathy',
  'thank-you',
  'holiday',
] as const satisfies readonly Occasion[];
export type SurpriseOccasion = (typeof SURPRISE_OCCASIONS)[number];
export const SURPRISE_STYLES = [
  'modern',
  'vintage',
  'elegant',
  'playful',
  'minimalist',
  'artistic',
] as const;
export type SurpriseStyle = (typeof SURPRISE_STYLES)[number];

/** Canned messages of the dialog's Quick Templates tab: three per group. */
export const QUICK_TEMPLATE_MESSAGES = {
  birthday: [
    'Happy birthday! Wishing you a year filled with laughter, good health and everything that makes you smile.',
    'Another trip around the sun! May this birthday bring you joy, and the year ahead even more.',
    'Happy birthday to someone who makes every day brighter. Enjoy your special day!',
  ],
  thanks: [
    'Thank you so much for your kindness. It meant more to me than words can say.',
    'I am truly grateful for everything you did. Thank you from the bottom of my heart.',
    'Your thoughtfulness made all the difference. Thank you for being so wonderful.',
  ],
  congratulations: [
    'Congratulations on this wonderful achievement! Your hard work has truly paid off.',
    'So proud of you! Congratulations, and here is to everything that comes next.',
    'Congratulations! You earned every bit of this success. Enjoy the moment.',
  ],
  sympathy: [
    'With deepest sympathy. Thinking of you and holding you close in my heart.',
    'I am so sorry for your loss. May cherished memories bring you comfort in the days ahead.',
    'Sending you love, strength and peace during this difficult time.',
  ],
} as const;

export const AI_LIMITS = {
  detailsMax: 500,
  promptMax: 1000,
  imagePromptMax: 1000,
  messageVariants: 3,
} as const;

/** The spec's sentences (spec 001 §5, §8) and the service's own for limits. */
export const AI_MESSAGES = {
  occasionRequired: 'Please select an occasion.',
  relationshipRequired: 'Please select your relationship to the recipient.',
  imagePromptRequired: 'Please enter a description of the image you want to generate.',
  promptRequired: 'Please enter a prompt.',
  messageFailed: 'Could not generate message. Please try again.',
  imageFailed: 'Could not generate image. Please try again.',
  tipsFailed: 'Could not write scheduling tips. Please try again.',
  rateLimited: 'You have generated a lot in a short time. Please wait a minute and try again.',
  monthlyQuotaReached:
    'You have used all AI-generated messages included in the free plan this month. Upgrade to Pro for unlimited AI.',
} as const;

export const AI_PROVIDERS = ['offline', 'openai'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];
const ProviderSchema = z.enum(AI_PROVIDERS);

/** '' and null mean "not chosen", so required selects report the spec's sentence. */
const chosen = <T extends readonly [string, ...string[]]>(values: T, required: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(values, {
      error: (issue) =>
        issue.input === undefined ? required : `Choose one of: ${values.join(', ')}.`,
    }),
  );

export const GenerateMessageRequestSchema = z.object({
  occasion: chosen(OCCASIONS, AI_MESSAGES.occasionRequired),
  relationship: chosen(RELATIONSHIPS, AI_MESSAGES.relationshipRequired),
  tone: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(TONES, { error: `Choose one of: ${TONES.join(', ')}.` }).default(DEFAULT_TONE),
  ),
  details: text()
    .max(AI_LIMITS.detailsMax, `Please keep the details under ${AI_LIMITS.detailsMax} characters.`)
    .nullish()
    .transform((value) => value?.trim() ?? ''),
  /** Which of the request's variants to write; the server counts per visitor when absent. */
  variant: z.number().int().min(0).max(999).optional(),
});
export type GenerateMessageRequest = z.input<typeof GenerateMessageRequestSchema>;

export const GenerateMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  provider: ProviderSchema,
});

export const LegacyGenerateMessageRequestSchema = z.object({
  prompt: text({ error: AI_MESSAGES.promptRequired })
    .trim()
    .min(1, AI_MESSAGES.promptRequired)
    .max(AI_LIMITS.promptMax, `Please keep the prompt under ${AI_LIMITS.promptMax} characters.`),
});
export const LegacyGenerateMessageResponseSchema = z.object({
  message: z.string(),
  provider: ProviderSchema,
});

export const GenerateImageRequestSchema = z.object({
  prompt: text({ error: AI_MESSAGES.imagePromptRequired })
    .trim()
    .min(1, AI_MESSAGES.imagePromptRequired)
    .max(
      AI_LIMITS.imagePromptMax,
      `Please keep the description under ${AI_LIMITS.imagePromptMax} characters.`,
    ),
  style: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(IMAGE_STYLE_IDS, { error: `Choose one of: ${IMAGE_STYLE_IDS.join(', ')}.` }).optional(),
  ),
  /** A new seed gives a new picture for the same prompt (Try Again). */
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type GenerateImageRequest = z.input<typeof GenerateImageRequestSchema>;

export const GenerateImageResponseSchema = z.object({
  success: z.literal(true),
  imageUrl: z.string(),
  provider: ProviderSchema,
});

export const SurpriseCardRequestSchema = z
  .object({
    occasion: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z
        .enum(SURPRISE_OCCASIONS, { error: `Choose one of: ${SURPRISE_OCCASIONS.join(', ')}.` })
        .optional(),
    ),
    style: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z
        .enum(SURPRISE_STYLES, { error: `Choose one of: ${SURPRISE_STYLES.join(', ')}.` })
        .optional(),
    ),
  })
  .nullish()
  .transform((value) => value ?? {});
export type SurpriseCardRequest = z.input<typeof SurpriseCardRequestSchema>;

export const SurpriseCardDataSchema = CardInputSchema.omit({ userId: true });
export const SurpriseCardResponseSchema = z.object({
  success: z.literal(true),
  cardData: SurpriseCardDataSchema,
  provider: ProviderSchema,
});

/** At most this many tips answer one request; each is short enough to read at a glance. */
export const SCHEDULE_TIP_LIMITS = { tips: 4, titleMax: 80, bodyMax: 400 } as const;

const notChosen = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * What the smart scheduling page knows when it asks for timing tips: the form's occasion,
 * method, date and the recipient's zone (the browser resolves "auto" to its own IANA name), the
 * sender's zone (the browser's) and, for a printed card, the destination country.
 * Zone names are checked by the service against its time-zone data (as the scheduler does).
 */
export const ScheduleTipsRequestSchema = z.object({
  occasion: z.preprocess(
    notChosen,
    z.enum(OCCASIONS, { error: `Choose one of: ${OCCASIONS.join(', ')}.` }).optional(),
  ),
  timezone: text({ error: SCHEDULE_MESSAGES.badTimezone })
    .trim()
    .min(1, SCHEDULE_MESSAGES.badTimezone)
    .max(64, SCHEDULE_MESSAGES.badTimezone),
  senderTimezone: z.preprocess(
    notChosen,
    text().trim().max(64, SCHEDULE_MESSAGES.badSenderTimezone).optional(),
  ),
  deliveryMethod: z.preprocess(
    notChosen,
    z.enum(DELIVERY_METHODS, { error: SCHEDULE_MESSAGES.badMethod }).default('email'),
  ),
  deliveryDate: z.preprocess(
    notChosen,
    text()
      .regex(/^\d{4}-\d{2}-\d{2}$/, SCHEDULE_MESSAGES.badDate)
      .optional(),
  ),
  country: z.preprocess(
    notChosen,
    z.enum(PRINT_COUNTRIES, { error: SCHEDULE_MESSAGES.badCountry }).optional(),
  ),
});
export type ScheduleTipsRequest = z.input<typeof ScheduleTipsRequestSchema>;

/** One suggestion; `suggestedLocalTime` (`HH:MM`, the recipient's clock) can fill the form. */
export const ScheduleTipSchema = z.object({
  title: z.string().min(1).max(SCHEDULE_TIP_LIMITS.titleMax),
  body: z.string().min(1).max(SCHEDULE_TIP_LIMITS.bodyMax),
  suggestedLocalTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional(),
});
export type ScheduleTip = z.infer<typeof ScheduleTipSchema>;

export const ScheduleTipsResponseSchema = z.object({
  success: z.literal(true),
  tips: z.array(ScheduleTipSchema).min(1).max(SCHEDULE_TIP_LIMITS.tips),
  provider: ProviderSchema,
});

/** Routes served by services/ai. */
export const aiRoutes = {
  generateMessage: defineRoute({
    method: 'POST',
    path: '/api/ai/generate-message',
    body: GenerateMessageRequestSchema,
    response: GenerateMessageResponseSchema,
  }),
  legacyGenerateMessage: defineRoute({
    method: 'POST',
    path: '/api/generateMessage',
    body: LegacyGenerateMessageRequestSchema,
    response: LegacyGenerateMessageResponseSchema,
  }),
  generateImage: defineRoute({
    method: 'POST',
    path: '/api/ai/generate-image',
    body: GenerateImageRequestSchema,
    response: GenerateImageResponseSchema,
  }),
  surpriseCard: defineRoute({
    method: 'POST',
    path: '/api/ai/surprise-card',
    body: SurpriseCardRequestSchema,
    response: SurpriseCardResponseSchema,
  }),
  /** Timing suggestions for the smart scheduling page's AI tips panel. */
  scheduleTips: defineRoute({
    method: 'POST',
    path: '/api/ai/schedule-tips',
    body: ScheduleTipsRequestSchema,
    response: ScheduleTipsResponseSchema,
  }),
} as const;

/**
 * The fields beside the uniform error body that the web reads on the legacy AI routes
 * (ARCHITECTURE §2): `error` on POST /api/generateMessage, `success: false` on /api/ai/*. The ai
 * service adds them to its errors, the gateway to the answers it gives itself on those routes.
 */
export function legacyAiErrorFields(
  method: string,
  url: string,
  message: string,
): { error?: string; success?: false } {
  const path = url.split('?', 1)[0]!;
  if (method.toUpperCase() === 'POST' && path === '/api/generateMessage') return { error: message };
  if (path === '/api/ai' || path.startsWith('/api/ai/')) return { success: false };
  return {};
}
