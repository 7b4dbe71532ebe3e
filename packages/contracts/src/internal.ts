import { z } from 'zod';
import { CardIdParamsSchema, CardInputSchema, CardSchema } from './cards.js';
import { defineRoute } from './route.js';
import { text } from './text.js';

/**
 * Service-to-service routes. They live under /internal, which the gateway never proxies, and
 * require the INTERNAL_SECRET in this header (service-kit `requireInternalCaller`).
 */
export const INTERNAL_SECRET_HEADER = 'x-internal-secret';

export const COLLAB_ROLES = ['owner', 'editor', 'viewer'] as const;
export type CollabRole = (typeof COLLAB_ROLES)[number];

export const CardAccessRequestSchema = z.object({
  visitorId: text().min(1).max(128),
  /** The token of an edit link, when the visitor opened one. */
  editToken: text().max(128).nullable().default(null),
});
export const CardAccessSchema = z.object({
  role: z.enum(COLLAB_ROLES),
  card: CardSchema,
  /**
   * The card's edit token for an owner or an edit-link holder, who may hand the edit link out (the
   * collaboration page's email invitations carry it); null or absent for a viewer.
   */
  editToken: z.string().nullable().optional(),
});
export type CardAccess = z.infer<typeof CardAccessSchema>;

/** Creates a card that a collaboration room started before it was ever saved. */
export const InternalCreateCardSchema = z.object({
  id: CardIdParamsSchema.shape.id,
  ownerVisitorId: text().min(1).max(128),
  card: CardInputSchema,
});

/** Who asks cards to draw a card's front for a video: the visitor the gateway vouches for. */
export const VideoFrontRequestSchema = z.object({
  visitorId: text().min(1).max(128),
});
/**
 * The visitor may make a video of the card (its owner or an editor), and its front, drawn for
 * the render, is kept by media under this blob id: the render reads it there and asks nobody.
 */
export const VideoFrontSchema = z.object({
  role: z.enum(['owner', 'editor']),
  frontBlobId: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/),
});
export type VideoFront = z.infer<typeof VideoFrontSchema>;

/**
 * Media keeps a card's front drawn for a video render: the PNG as the raw body (`image/png`),
 * the visitor it was drawn for as `?ownerVisitorId=`. Answers 201 `StoredCardFrontSchema`.
 */
export const MEDIA_CARD_FRONT_PATH = '/internal/media/card-fronts';
export const StoredCardFrontSchema = z.object({ blobId: VideoFrontSchema.shape.frontBlobId });

/** The layers of a card's front that live in the catalog, for renders outside cards (print). */
export const CardArtSchema = z.object({
  templateSvg: z.string().nullable(),
  frameSvg: z.string().nullable(),
});
export type CardArt = z.infer<typeof CardArtSchema>;

export const cardsInternalRoutes = {
  /** The template and frame art a card's front is drawn with. 404 when gone. */
  cardArt: defineRoute({
    method: 'GET',
    path: '/internal/cards/:id/art',
    params: CardIdParamsSchema,
    response: CardArtSchema,
  }),
  /** Who the visitor is for this card: owner, editor (valid edit token) or viewer. 404 when gone. */
  checkAccess: defineRoute({
    method: 'POST',
    path: '/internal/cards/:id/access',
    params: CardIdParamsSchema,
    body: CardAccessRequestSchema,
    response: CardAccessSchema,
  }),
  /** Persists a collaboration room's state whoever edited it (access was checked at join). */
  saveContent: defineRoute({
    method: 'PUT',
    path: '/internal/cards/:id/content',
    params: CardIdParamsSchema,
    body: CardInputSchema,
    response: CardSchema,
  }),
  /**
   * Checks that the visitor may make a video of the card and has media keep its front for the
   * render (the gateway asks before forwarding `POST /api/video/create-card`). 404 and 403 with
   * the video form's sentences; 413 when the card has too many large pictures to draw.
   */
  videoFront: defineRoute({
    method: 'POST',
    path: '/internal/cards/:id/video-front',
    params: CardIdParamsSchema,
    body: VideoFrontRequestSchema,
    response: VideoFrontSchema,
  }),
  createCard: defineRoute({
    method: 'POST',
    path: '/internal/cards',
    body: InternalCreateCardSchema,
    response: CardSchema,
    status: 201,
  }),
} as const;
