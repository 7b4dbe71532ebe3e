import type { Readable } from 'node:stream';
import { MEDIA_QUOTA_MESSAGES, MediaIdParamsSchema, MediaObjectSchema } from '@cardsmith/contracts';
import {
  badRequest,
  clientNetwork,
  HttpError,
  isVisitorMintedNow,
  notFound,
  requireVisitor,
} from '@cardsmith/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { BlobInfo } from '../blobs/blob-store.js';
import type { DeliveryRequest } from './delivery.js';
import type { MediaService } from './media.service.js';

const UPLOAD_FIELD = 'file';
const INTERRUPTED_MESSAGE = 'The upload was interrupted. Please try again.';
export const NO_RENDITION_MESSAGE = 'This media file is not a picture we can draw.';

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Media routes are binary (multipart in, raw bytes out), so they sit beside the JSON contracts;
 * they are listed in this service's README.
 */
export function registerMediaRoutes(
  app: FastifyInstance,
  media: MediaService,
  /** Throws when the visitor or the address has used up its daily upload quota. */
  assertUploadAllowed: (who: { visitorId: string; ip: string }) => Promise<void>,
  /** The downscaled copy of an image that renders draw; null when the id is not a picture. */
  renditionOf: (id: string) => Promise<BlobInfo | null>,
): void {
  app.post(
    '/api/media',
    { schema: { response: { 201: MediaObjectSchema } } },
    async (request, reply) => {
      const visitorId = requireVisitor(request);
      // A browser has its cookie from loading the page; a visitor issued on this very request is
      // a client that keeps none, and each call would otherwise bring a fresh quota.
      if (isVisitorMintedNow(request)) {
        throw new HttpError(403, 'forbidden', MEDIA_QUOTA_MESSAGES.mintedVisitor);
      }
      // An address counts as its network, as in every per-address rule (service-kit limits).
      const address = clientNetwork(request.ip);
      await assertUploadAllowed({ visitorId, ip: address });
      try {
        const part = await request.file();
        const content = part?.fieldname === UPLOAD_FIELD ? part.file : undefined;
        return reply.status(201).send(await media.upload(content, visitorId, address));
      } catch (error) {
        // A visitor closing the tab mid-upload is no server fault; the partial blob is gone already.
        if (request.raw.readableAborted) throw badRequest(INTERRUPTED_MESSAGE);
        throw error;
      }
    },
  );

  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/media/:id',
    schema: { params: MediaIdParamsSchema },
    handler: async (request, reply) => {
      const { id } = request.params as z.output<typeof MediaIdParamsSchema>;
      // A browser (through the gateway, so with a visitor) reads a bucket's blob from the bucket
      // itself, ranges included; services reading media for a render are streamed the bytes.
      const direct = request.visitorId ? await media.directUrl(id) : null;
      if (direct) return reply.header('cache-control', 'no-store').redirect(direct, 302);
      return send(request, reply, await media.open(id, deliveryRequest(request)));
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/media/:id/rendition',
    schema: { params: MediaIdParamsSchema },
    handler: async (request, reply) => {
      const { id } = request.params as z.output<typeof MediaIdParamsSchema>;
      const rendition = await renditionOf(id);
      if (!rendition) throw notFound(NO_RENDITION_MESSAGE);
      return send(request, reply, media.deliver(rendition, deliveryRequest(request)));
    },
  });
}

function deliveryRequest(request: FastifyRequest): DeliveryRequest {
  return {
    range: header(request.headers.range),
    ifRange: header(request.headers['if-range']),
    ifNoneMatch: header(request.headers['if-none-match']),
  };
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  { delivery, headers, body }: ReturnType<MediaService['deliver']>,
) {
  reply.status(delivery.status).headers(headers);
  switch (delivery.status) {
    case 304:
      return reply.send();
    case 416:
      return reply.send({
        code: 'range_not_satisfiable',
        message: 'The requested range is outside this media file.',
      });
    case 200:
    case 206: {
      const stream: Readable | undefined = request.method === 'HEAD' ? undefined : body();
      return reply.send(stream);
    }
  }
}
