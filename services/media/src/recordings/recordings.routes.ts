import { MEDIA_QUOTA_MESSAGES, RecordingSchema } from '@cardsmith/contracts';
import {
  clientNetwork,
  HttpError,
  isVisitorMintedNow,
  requireVisitor,
} from '@cardsmith/service-kit';
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
      // An address counts as its network, as in every per-address rule (service-kit limits).
      const address = clientNetwork(request.ip);
      await assertUploadAllowed({ visitorId, ip: address });
      const part = await request.file();
      const content = part?.fieldname === UPLOAD_FIELD ? part.file : undefined;
      return reply.status(201).send(await recordings.store(content, visitorId, address));
    },
  );
}
