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
  createCard: defineRoute({
    method: 'POST',
    path: '/internal/cards',
    body: InternalCreateCardSchema,
    response: CardSchema,
    status: 201,
  }),
} as const;
