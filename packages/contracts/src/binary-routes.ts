import { z } from 'zod';
import { ACCOUNT_DATA_MESSAGES } from './account-data.js';
import { CardIdParamsSchema, PreviewQuerySchema } from './cards.js';
import { CatalogImageParamsSchema } from './catalog.js';
import { InsidePreviewQuerySchema } from './group.js';
import { MediaIdParamsSchema, MediaObjectSchema } from './media.js';
import { PrintOrderIdParamsSchema } from './print.js';
import {
  VideoCardCreatedSchema,
  VideoCardQuerySchema,
  VideoCardRequestFieldsSchema,
  VideoJobIdParamsSchema,
  VideoTemplateIdParamsSchema,
} from './video.js';
import { text } from './text.js';
import { RecordingSchema } from './voice.js';
import type { ErrorStatus, HttpMethod, MultipartBody, RouteSecurity } from './route.js';

/** One answer of a binary route: its media type and, for JSON, its schema. */
export interface BinaryResponse {
  description: string;
  /** `application/json` answers carry `schema`; any other type is bytes. */
  contentType: string;
  schema?: z.ZodType;
}

/**
 * A public route whose request or answer is not JSON (multipart uploads, images, audio, video,
 * PDFs, server-sent events, raw signed webhooks). Services register these with Fastify directly;
 * they are described here so the OpenAPI document lists every public route.
 */
export interface BinaryRouteDef {
  method: HttpMethod;
  path: string;
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  multipart?: MultipartBody;
  /** A raw body read byte for byte (signed webhooks verify it as sent). */
  rawBody?: { contentType: string; description: string };
  /** Request headers the route reads. */
  headers?: Record<string, string>;
  responses: Partial<Record<number, BinaryResponse>>;
  /** Answers besides those every route of its kind may give (see openapi.ts). */
  errors?: Partial<Record<ErrorStatus, string>>;
  security?: RouteSecurity;
}

const json = (schema: z.ZodType, description: string): BinaryResponse => ({
  description,
  contentType: 'application/json',
  schema,
});
const bytes = (contentType: string, description: string): BinaryResponse => ({
  description,
  contentType,
});
const RANGE_HEADERS = {
  range: 'A byte range (`bytes=start-end`) to read part of the file (audio and video seeking).',
  'if-range': 'The ETag the range was computed against.',
  'if-none-match': 'An ETag the client holds; 304 when it is current.',
};

export const binaryRoutes = {
  uploadMedia: {
    method: 'POST',
    path: '/api/media',
    summary: 'Upload an image, audio or video file',
    multipart: { files: { file: { required: true, accept: 'image/*, audio/*, video/*' } } },
    responses: { 201: json(MediaObjectSchema, 'The stored file') },
    errors: { 415: 'The file is not an image, audio or video type the platform accepts.' },
  },
  getMedia: {
    method: 'GET',
    path: '/api/media/:id',
    summary: 'Read a stored file, whole or by range',
    params: MediaIdParamsSchema,
    headers: RANGE_HEADERS,
    responses: {
      200: bytes('application/octet-stream', 'The whole file, with its own Content-Type'),
      206: bytes('application/octet-stream', 'The requested range'),
      304: bytes('application/octet-stream', 'The client’s copy is current'),
    },
    errors: { 416: 'The requested range is outside this media file.' },
  },
  getMediaRendition: {
    method: 'GET',
    path: '/api/media/:id/rendition',
    summary: 'An uploaded image downscaled to at most 2048 px, which card renders draw from',
    params: MediaIdParamsSchema,
    headers: RANGE_HEADERS,
    responses: {
      200: bytes('image/png', 'The rendition, with its own Content-Type'),
      206: bytes('image/png', 'The requested range'),
      304: bytes('image/png', 'The client’s copy is current'),
    },
    errors: { 416: 'The requested range is outside this media file.' },
  },
  uploadRecording: {
    method: 'POST',
    path: '/api/voice/recordings',
    summary: 'Upload a recorded voice message',
    multipart: { files: { file: { required: true, accept: 'audio/*' } } },
    responses: { 201: json(RecordingSchema, 'The stored recording and its duration') },
  },
  createVideoCard: {
    method: 'POST',
    path: '/api/video/create-card',
    summary: 'Start rendering a video card (from a template, or around an uploaded clip)',
    querystring: VideoCardQuerySchema,
    multipart: {
      fields: VideoCardRequestFieldsSchema,
      files: { videoFile: { required: false, accept: 'video/*' } },
    },
    responses: { 202: json(VideoCardCreatedSchema, 'The render job was queued') },
  },
  videoJobEvents: {
    method: 'GET',
    path: '/api/video/jobs/:id/events',
    summary: 'Progress of a video render as server-sent events, until it ends',
    params: VideoJobIdParamsSchema,
    responses: { 200: bytes('text/event-stream', 'One `data:` event per change of the job') },
  },
  videoTemplateThumbnail: {
    method: 'GET',
    path: '/api/video/templates/:id/thumbnail.jpg',
    summary: 'A video template’s gallery thumbnail',
    params: VideoTemplateIdParamsSchema,
    responses: { 200: bytes('image/jpeg', 'The thumbnail') },
  },
  videoTemplateMusic: {
    method: 'GET',
    path: '/api/video/templates/:id/music.m4a',
    summary: 'A few seconds of a video template’s music',
    params: VideoTemplateIdParamsSchema,
    responses: { 200: bytes('audio/mp4', 'The music preview') },
  },
  videoMusicPreview: {
    method: 'GET',
    path: '/api/video/music/:id/preview.m4a',
    summary: 'A few seconds of a music bed',
    params: z.object({ id: text().max(64) }),
    responses: { 200: bytes('audio/mp4', 'The music preview') },
  },
  cardPreview: {
    method: 'GET',
    path: '/api/cards/:id/preview.png',
    summary: 'The card drawn by card-render (front or back)',
    params: CardIdParamsSchema,
    querystring: PreviewQuerySchema,
    responses: { 200: bytes('image/png', 'The card as PNG') },
  },
  cardLinkPreview: {
    method: 'GET',
    path: '/api/cards/:id/link-preview.png',
    summary: 'The card’s 1200×630 link-preview image (og:image, twitter:image)',
    params: CardIdParamsSchema,
    responses: {
      200: bytes('image/png', 'The image'),
      304: bytes('image/png', 'The client’s copy is current'),
    },
  },
  cardInside: {
    method: 'GET',
    path: '/api/cards/:id/inside.png',
    summary:
      'One inside page of a group card: its signatures as card-render lays them out (the organiser at any time, anyone with the card once delivered)',
    params: CardIdParamsSchema,
    querystring: InsidePreviewQuerySchema,
    responses: {
      200: bytes('image/png', 'The page as PNG'),
      304: bytes('image/png', 'The client’s copy is current'),
    },
  },
  cardModel: {
    method: 'GET',
    path: '/api/cards/:id/model.glb',
    summary: 'The card as a textured 3D model for the AR view',
    params: CardIdParamsSchema,
    responses: {
      200: bytes('model/gltf-binary', 'The model'),
      304: bytes('model/gltf-binary', 'The client’s copy is current'),
    },
  },
  templateImage: {
    method: 'GET',
    path: '/api/catalog/templates/:id/image.png',
    summary: 'A catalog template’s art',
    params: CatalogImageParamsSchema,
    responses: { 200: bytes('image/png', 'The art') },
  },
  editorTemplateImage: {
    method: 'GET',
    path: '/api/catalog/editor-templates/:id/image.png',
    summary: 'An editor template’s art',
    params: CatalogImageParamsSchema,
    responses: { 200: bytes('image/png', 'The art') },
  },
  frameThumbnail: {
    method: 'GET',
    path: '/api/catalog/frames/:id/thumbnail.png',
    summary: 'A frame’s thumbnail',
    params: CatalogImageParamsSchema,
    responses: { 200: bytes('image/png', 'The thumbnail') },
  },
  orderProof: {
    method: 'GET',
    path: '/api/print/orders/:id/proof.pdf',
    summary: 'The proof PDF of the visitor’s own order (crop marks for people)',
    params: PrintOrderIdParamsSchema,
    responses: { 200: bytes('application/pdf', 'The proof') },
  },
  scheduleEvents: {
    method: 'GET',
    path: '/api/schedules/events',
    summary: 'Changes of the visitor’s own deliveries as server-sent events',
    responses: {
      200: bytes(
        'text/event-stream',
        'One `data:` event per change: `{ deliveryId, status }` (DeliveryChangeEventSchema)',
      ),
    },
  },
  printOrderEvents: {
    method: 'GET',
    path: '/api/print/orders/:id/events',
    summary: 'The status of the visitor’s own order as server-sent events, while it can still move',
    params: PrintOrderIdParamsSchema,
    responses: {
      200: bytes(
        'text/event-stream',
        'One `data:` event per change: `{ id, status, updatedAt }` (PrintOrderStatusEventSchema)',
      ),
    },
  },
  vendorFile: {
    method: 'GET',
    path: '/api/print/files/:id/:file',
    summary: 'A print file for the print vendor, by the signed link sent with the order',
    params: PrintOrderIdParamsSchema.extend({ file: z.enum(['print.pdf', 'proof.pdf']) }),
    querystring: z.object({ token: text().max(200).describe('The HMAC of the order and file') }),
    responses: { 200: bytes('application/pdf', 'The print-ready PDF') },
    security: 'signedUrl',
  },
  stripeWebhook: {
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    summary: 'Stripe’s payment events (PaymentIntent succeeded, failed, refunded)',
    rawBody: {
      contentType: 'application/json',
      description: 'The Stripe event, as Stripe signed it',
    },
    responses: { 200: json(z.object({ received: z.literal(true) }), 'The event was applied') },
    security: 'stripe',
  },
  vendorCallback: {
    method: 'POST',
    path: '/api/print/vendor/callback',
    summary: 'The print vendor’s status updates for an order',
    rawBody: { contentType: 'application/json', description: 'The vendor’s status update' },
    responses: { 200: json(z.object({ received: z.literal(true) }), 'The update was applied') },
    errors: { 401: 'The signature or timestamp is missing, wrong or too old.' },
    security: 'vendor',
  },
  exportAccountData: {
    method: 'GET',
    path: '/api/account/export',
    summary:
      'Everything the platform holds for the visitor (or the signed-in account) as one ZIP: cards, deliveries, orders, likes, uploads',
    responses: {
      200: bytes(
        'application/zip',
        'A ZIP with a README, one JSON file per kind of record, and the uploaded files',
      ),
    },
    errors: {
      429: ACCOUNT_DATA_MESSAGES.tooManyExports('00:00 UTC tomorrow'),
      503: ACCOUNT_DATA_MESSAGES.exportUnavailable('cards'),
    },
  },
} as const satisfies Record<string, BinaryRouteDef>;
