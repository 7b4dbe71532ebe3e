import { z } from 'zod';
import { CardIdParamsSchema, CardSchema, TrendingCardSchema } from './cards.js';
import { defineRoute } from './route.js';
import { text } from './text.js';

/** Platforms of the social integration dialog (spec 001 §9). */
export const SOCIAL_PLATFORMS = ['facebook', 'twitter', 'instagram', 'whatsapp', 'link'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  link: 'Copy link',
};

/** Labelled 'Auth Required' in the dialog (spec 001 §6); sharing goes through their web intents. */
export const AUTH_REQUIRED_PLATFORMS: readonly SocialPlatform[] = [
  'facebook',
  'twitter',
  'instagram',
];

/** The message box's hint: shown, never enforced (spec 001 §5). */
export function socialMessageHint(platform: SocialPlatform): number {
  return platform === 'twitter' ? 280 : 2000;
}

/** Direct-share targets of the editor's share tab (spec 001 §7). */
export const DIRECT_SHARE_TARGETS = [
  'messaging',
  'facebook',
  'twitter',
  'linkedin',
  'email',
  'sms',
] as const;
export type DirectShareTarget = (typeof DIRECT_SHARE_TARGETS)[number];

export const DIRECT_SHARE_LABELS: Record<DirectShareTarget, string> = {
  messaging: 'WhatsApp',
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  email: 'Email',
  sms: 'SMS',
};

/** The sentence every share starts from (spec 001 §7). */
export const shareText = (title: string) => `Check out this greeting card I created: ${title}`;

/** Share windows open at this size (spec 001 §7). */
export const SHARE_WINDOW = { width: 600, height: 400 } as const;

/**
 * The web share intent of a network for a link and a text; `null` where the network has none
 * (Instagram: the picture is downloaded and posted from the app).
 */
export function shareIntentUrl(
  target: DirectShareTarget | SocialPlatform,
  link: string,
  text: string,
): string | null {
  const u = encodeURIComponent(link);
  const t = encodeURIComponent(text);
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'messaging':
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`;
    case 'email':
      return `mailto:?subject=${t}&body=${encodeURIComponent(`${text}\n\n${link}`)}`;
    case 'sms':
      return `sms:?&body=${encodeURIComponent(`${text} ${link}`)}`;
    case 'link':
      return link;
    case 'instagram':
      return null;
  }
}

/** The recipient link of a card: `/cards/{id}` on the product's own origin. */
export const cardLink = (origin: string, cardId: string) =>
  `${origin.replace(/\/$/, '')}/cards/${encodeURIComponent(cardId)}`;

/**
 * An edit link: the editor with the card and the card's edit token, which grants editing to
 * whoever holds it (the collaboration channel reads it as `/ws?edit=`).
 */
export const editLink = (origin: string, cardId: string, editToken: string) =>
  `${origin.replace(/\/$/, '')}/editor?card=${encodeURIComponent(cardId)}&edit=${encodeURIComponent(editToken)}`;

export const cardPreviewPath = (cardId: string) =>
  `/api/cards/${encodeURIComponent(cardId)}/preview.png`;

/** The link-preview image: the ~1.91:1 shape social networks and messengers show unfurled links in. */
export const LINK_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/**
 * The catalog's example card (seeded by the cards service) that a page shows as its sample when
 * the visitor has no card of their own open: never another visitor's card.
 */
export const SAMPLE_CARD_ID = 'example-birthday-cake';

export const cardLinkPreviewPath = (cardId: string) =>
  `/api/cards/${encodeURIComponent(cardId)}/link-preview.png`;

const editToken = text().min(1).max(128);

export const SHARE_LINK_KINDS = ['view', 'edit'] as const;
export type ShareLinkKind = (typeof SHARE_LINK_KINDS)[number];

export const ShareLinkRequestSchema = z.object({
  cardId: CardIdParamsSchema.shape.id,
  /** 'edit' also returns an edit link; only the card's owner may ask for one. */
  kind: z.enum(SHARE_LINK_KINDS).default('view'),
  /** Lets a collaborator who opened an edit link share the card too. */
  editToken: editToken.optional(),
});
export const ShareLinkSchema = z.object({
  shareUrl: z.string(),
  editUrl: z.string().optional(),
});

export const LikeStateSchema = z.object({ likes: z.number().int(), liked: z.boolean() });
export type LikeState = z.infer<typeof LikeStateSchema>;

/** Everything the recipient page draws: the card, its frame and cover art, and its likes. */
export const CardViewSchema = z.object({
  card: CardSchema,
  frameSvg: z.string().nullable(),
  /** The cover art as a `data:image/svg+xml` link, ready for renderCardSvg's templateImageHref. */
  templateImageHref: z.string().nullable(),
  previewImageUrl: z.string(),
  likes: z.number().int(),
  liked: z.boolean(),
});
export type CardView = z.infer<typeof CardViewSchema>;

/** The owner's switch "Show in the public gallery" (Trending and every public list); off by default. */
export const PublicGallerySchema = z.object({ showInPublicGallery: z.boolean() });
export const PublicGalleryStateSchema = z.object({
  cardId: z.string(),
  showInPublicGallery: z.boolean(),
});
export type PublicGalleryState = z.infer<typeof PublicGalleryStateSchema>;

export const CardStatsSchema = z.object({
  cardId: z.string(),
  views: z.number().int(),
  viewsLast7Days: z.number().int(),
  likes: z.number().int(),
  likesLast7Days: z.number().int(),
  shares: z.number().int(),
  /** The owner switched on "Show in the public gallery". */
  isPublic: z.boolean(),
});
export type CardStats = z.infer<typeof CardStatsSchema>;

export const TrendingListSchema = z.object({
  success: z.literal(true),
  trendingCards: z.array(TrendingCardSchema),
});

const PLATFORM_ERROR = 'Choose a platform: facebook, twitter, instagram, whatsapp or link.';
export const SocialPlatformSchema = z.enum(SOCIAL_PLATFORMS, { error: PLATFORM_ERROR });

/** Form fields the dialog leaves empty arrive as ''; they mean "not given". */
const optionalField = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const SOCIAL_MESSAGES = {
  platform: PLATFORM_ERROR,
  blankMessage: 'Please write a message to share.',
  timeWithoutDate: 'Choose a date for the scheduled share.',
  pastSchedule: 'Choose a date and time in the future to schedule a share.',
  badTimezone: 'That time zone is not known.',
} as const;

const messageSchema = text({ error: SOCIAL_MESSAGES.blankMessage })
  .trim()
  .min(1, SOCIAL_MESSAGES.blankMessage)
  .max(5000, 'A share message can be at most 5000 characters.');

const scheduleFields = {
  scheduledDate: optionalField(text().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-24.')),
  scheduledTime: optionalField(text().regex(/^\d{2}:\d{2}$/, 'Use a time like 09:00.')),
  /** IANA zone the date and time are meant in; the browser's, UTC when absent. */
  timezone: optionalField(text().max(64)),
  /** Sent by the spec's client; the server always uses the card's own preview. */
  cardImageUrl: z.unknown().optional(),
};

export const SocialShareRequestSchema = z.object({
  cardId: CardIdParamsSchema.shape.id,
  /** The path names the platform; a body copy is accepted for the spec's client and ignored. */
  platform: z.unknown().optional(),
  message: messageSchema,
  editToken: editToken.optional(),
  ...scheduleFields,
});
export type SocialShareRequest = z.input<typeof SocialShareRequestSchema>;

export const CardShareRequestSchema = z.object({
  platform: SocialPlatformSchema,
  /** Defaults to the standard share sentence with the card's title. */
  message: messageSchema.optional(),
  editToken: editToken.optional(),
  ...scheduleFields,
});

export const SOCIAL_SHARE_STATUSES = ['shared', 'pending'] as const;
export type SocialShareStatus = (typeof SOCIAL_SHARE_STATUSES)[number];

export const SocialShareSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  cardTitle: z.string(),
  platform: z.enum(SOCIAL_PLATFORMS),
  message: z.string(),
  /** 'pending' until the scheduler delivers a scheduled share. */
  status: z.enum(SOCIAL_SHARE_STATUSES),
  scheduledFor: z.string().nullable(),
  createdAt: z.string(),
});
export type SocialShare = z.infer<typeof SocialShareSchema>;

export const SocialShareResultSchema = z.object({
  success: z.literal(true),
  share: SocialShareSchema,
  shareUrl: z.string(),
  /** Where to send the browser now; null for Instagram and for scheduled shares. */
  intentUrl: z.string().nullable(),
  /** Instagram: the card's PNG to download and post from the app. */
  downloadUrl: z.string().nullable(),
});
export type SocialShareResult = z.infer<typeof SocialShareResultSchema>;

export const sharingRoutes = {
  createShareLink: defineRoute({
    method: 'POST',
    path: '/api/cards/share-link',
    body: ShareLinkRequestSchema,
    response: ShareLinkSchema,
  }),
  trending: defineRoute({
    method: 'GET',
    path: '/api/cards/trending',
    response: TrendingListSchema,
  }),
  viewCard: defineRoute({
    method: 'GET',
    path: '/api/cards/:id/view',
    params: CardIdParamsSchema,
    response: CardViewSchema,
  }),
  recordView: defineRoute({
    method: 'POST',
    path: '/api/cards/:id/views',
    params: CardIdParamsSchema,
    response: z.object({ counted: z.boolean() }),
  }),
  like: defineRoute({
    method: 'PUT',
    path: '/api/cards/:id/like',
    params: CardIdParamsSchema,
    response: LikeStateSchema,
  }),
  unlike: defineRoute({
    method: 'DELETE',
    path: '/api/cards/:id/like',
    params: CardIdParamsSchema,
    response: LikeStateSchema,
  }),
  /** Only the card's owner; a card with a blank front is never listed, switched on or not. */
  setPublicGallery: defineRoute({
    method: 'PUT',
    path: '/api/cards/:id/public-gallery',
    params: CardIdParamsSchema,
    body: PublicGallerySchema,
    response: PublicGalleryStateSchema,
    errors: { 403: 'Only the person who made this card can show it in the public gallery.' },
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/api/cards/:id/stats',
    params: CardIdParamsSchema,
    response: CardStatsSchema,
  }),
  shareCard: defineRoute({
    method: 'POST',
    path: '/api/cards/:id/share',
    params: CardIdParamsSchema,
    body: CardShareRequestSchema,
    response: SocialShareResultSchema,
  }),
  socialShare: defineRoute({
    method: 'POST',
    path: '/api/social/share/:platform',
    params: z.object({ platform: SocialPlatformSchema }),
    body: SocialShareRequestSchema,
    response: SocialShareResultSchema,
  }),
  listSocialShares: defineRoute({
    method: 'GET',
    path: '/api/social/shares',
    response: z.object({ shares: z.array(SocialShareSchema) }),
  }),
} as const;
