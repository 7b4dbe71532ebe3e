import { z } from 'zod';
import {
  CardIdParamsSchema,
  CardInputSchema,
  CardListSchema,
  CardSchema,
  CardSaveQuerySchema,
  CARD_VERSION_CONFLICT,
} from './cards.js';
import {
  CatalogImageParamsSchema,
  CardIdeaListSchema,
  CollectionListSchema,
  EditorTemplateListSchema,
  FrameListSchema,
  FrameSchema,
  FrameQuerySchema,
  IdeaQuerySchema,
  MoodListSchema,
  TemplateListSchema,
  TemplateQuerySchema,
} from './catalog.js';
import { defineRoute } from './route.js';

/** Routes served by services/cards. Binary routes (PNG previews, catalog images) are listed in its README. */
export const cardsRoutes = {
  createCard: defineRoute({
    method: 'POST',
    path: '/api/cards',
    body: CardInputSchema,
    response: CardSchema,
    status: 201,
  }),
  listMyCards: defineRoute({ method: 'GET', path: '/api/cards', response: CardListSchema }),
  getCard: defineRoute({
    method: 'GET',
    path: '/api/cards/:id',
    params: CardIdParamsSchema,
    response: CardSchema,
  }),
  /**
   * Replaces the card as its next version. With `baseVersion` (the version the editor's work
   * started from) the save is refused with 409 when the card has been saved elsewhere since, so
   * two tabs never overwrite each other silently.
   */
  updateCard: defineRoute({
    method: 'PUT',
    path: '/api/cards/:id',
    params: CardIdParamsSchema,
    querystring: CardSaveQuerySchema,
    body: CardInputSchema,
    response: CardSchema,
    errors: { 409: CARD_VERSION_CONFLICT },
  }),
  /** Saving a card the visitor does not own: a new card of theirs from the content they send. */
  copyCard: defineRoute({
    method: 'POST',
    path: '/api/cards/:id/copy',
    params: CardIdParamsSchema,
    body: CardInputSchema,
    response: CardSchema,
    status: 201,
  }),
  deleteCard: defineRoute({
    method: 'DELETE',
    path: '/api/cards/:id',
    params: CardIdParamsSchema,
    response: z.object({ success: z.literal(true) }),
  }),
} as const;

export const catalogRoutes = {
  listFrames: defineRoute({
    method: 'GET',
    path: '/api/catalog/frames',
    querystring: FrameQuerySchema,
    response: FrameListSchema,
  }),
  uploadFrame: defineRoute({
    method: 'POST',
    path: '/api/catalog/frames',
    multipart: {
      fields: z.object({ name: z.string().max(80).optional() }),
      files: { file: { required: true, accept: 'image/svg+xml, image/png (at most 2 MB)' } },
    },
    response: FrameSchema,
    status: 201,
  }),
  deleteFrame: defineRoute({
    method: 'DELETE',
    path: '/api/catalog/frames/:id',
    params: CatalogImageParamsSchema,
    response: z.object({ success: z.literal(true) }),
  }),
  listMoods: defineRoute({ method: 'GET', path: '/api/catalog/moods', response: MoodListSchema }),
  listCollections: defineRoute({
    method: 'GET',
    path: '/api/catalog/collections',
    response: CollectionListSchema,
  }),
  listTemplates: defineRoute({
    method: 'GET',
    path: '/api/catalog/templates',
    querystring: TemplateQuerySchema,
    response: TemplateListSchema,
  }),
  listIdeas: defineRoute({
    method: 'GET',
    path: '/api/catalog/ideas',
    querystring: IdeaQuerySchema,
    response: CardIdeaListSchema,
  }),
  listEditorTemplates: defineRoute({
    method: 'GET',
    path: '/api/catalog/editor-templates',
    response: EditorTemplateListSchema,
  }),
} as const;
