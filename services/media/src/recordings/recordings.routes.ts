import { MEDIA_QUOTA_MESSAGES, RecordingSchema } from '@cardsmith/contracts';
import { HttpError, isVisitorMintedNow, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { RecordingsService } from './recordings.service.js';

const UPLOAD_FIELD = 'file';

/** Multipart in, so beside the JSON contracts; listed in the service's README. */
export function registerRecordingRoutes(
  app: FastifyInstance,
  recordings: RecordingsService,
  /** Throws when the visitor or the address has used up its daily upload quota. */
  assertUploadAllowed: (who: { visitorId: string; ip: string }) => Promise<void>,
): void {
  app.post(
    '/api/voice/recordings',
    { schema: { response: { 201: RecordingSchema } } },
    async (request, reply) => {
      const visitorId = requireVisitor(request);
      if (isVisitorMintedNow(request)) {
        throw new HttpError(403, 'forbidden', MEDIA_QUOTA_MESSAGES.mintedVisitor);
      }
      await assertUploadAllowed({ visitorId, ip: request.ip });
      const part = await request.file();
      const content = part?.fieldname === UPLOAD_FIELD ? part.file : undefined;
      return reply.status(201).send(await recordings.store(content, visitorId, request.ip));
    },
  );
}
