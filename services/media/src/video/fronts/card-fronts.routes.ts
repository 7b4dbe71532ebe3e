import { MEDIA_CARD_FRONT_PATH, MEDIA_LIMITS, VideoFrontRequestSchema } from '@cardsmith/contracts';
import { badRequest, requireInternalCaller } from '@cardsmith/service-kit';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../../blobs/blob-store.js';
import { detectMedia } from '../../media/detect-media.js';

const NOT_A_PNG = 'A card front must be a PNG image.';

/**
 * `POST /internal/media/card-fronts`: cards keeps here the front it drew for a video request, so
 * the render worker reads it from media's own store. The blob belongs to the visitor it was drawn
 * for (erased with their data); unfinished renders hold it, and the render deletes it when done.
 */
export function registerCardFrontRoutes(
  app: FastifyInstance,
  blobs: BlobStore,
  internalSecret: string,
): void {
  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    internal.addContentTypeParser(
      'image/png',
      { parseAs: 'buffer', bodyLimit: MEDIA_LIMITS.image },
      (_request, body, done) => done(null, body),
    );
    internal.post<{ Querystring: { ownerVisitorId?: string } }>(
      MEDIA_CARD_FRONT_PATH,
      async (request, reply) => {
        const owner = VideoFrontRequestSchema.shape.visitorId.safeParse(
          request.query.ownerVisitorId,
        );
        if (!owner.success) throw badRequest('Name the visitor the front is drawn for.');
        const png = request.body;
        if (!Buffer.isBuffer(png) || (await detectMedia(png))?.contentType !== 'image/png') {
          throw badRequest(NOT_A_PNG);
        }
        const blob = await blobs.put(Readable.from([png]), {
          contentType: 'image/png',
          kind: 'image',
          ownerVisitorId: owner.data,
          maxBytes: MEDIA_LIMITS.image,
        });
        return reply.status(201).send({ blobId: blob.id });
      },
    );
  });
}
