import {
  MEDIA_QUOTA_MESSAGES,
  VideoCardCreatedSchema,
  VIDEO_MESSAGES,
  VideoJobIdParamsSchema,
  videoRoutes,
  type VideoJob,
} from '@cardsmith/contracts';
import {
  badRequest,
  clientNetwork,
  forbidden,
  followStatus,
  HttpError,
  isVisitorMintedNow,
  readCardAccess,
  registerRoute,
  requireVisitor,
  type StatusHub,
} from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { VideoJobTopic, type VideoJobSnapshot } from './video-job-events.js';
import { isFirstWait } from './video-job-status.js';
import type { VideoJobsService } from './video-jobs.service.js';

const FILE_FIELD = 'videoFile';

const finished = (job: Pick<VideoJob, 'status'>) =>
  job.status === 'done' || job.status === 'failed';

/** A change of another render that can move a waiting job's place: one entering or leaving the queue. */
const movesTheQueue = (other: VideoJobSnapshot) =>
  other.status !== 'rendering' || other.progress === 0;

/**
 * `POST /api/video/create-card` (multipart), `GET /api/video/jobs/:id` and its server-sent events
 * at `GET /api/video/jobs/:id/events`.
 */
export function registerVideoRoutes(
  app: FastifyInstance,
  videos: VideoJobsService,
  assertUploadAllowed: (who: { visitorId: string; ip: string }) => Promise<void>,
  statusHub: StatusHub,
  internalSecret: string,
): void {
  app.post(
    '/api/video/create-card',
    { schema: { response: { 202: VideoCardCreatedSchema } } },
    async (request, reply) => {
      const visitorId = requireVisitor(request);
      if (isVisitorMintedNow(request)) {
        throw new HttpError(403, 'forbidden', MEDIA_QUOTA_MESSAGES.mintedVisitor);
      }
      // The gateway checked the visitor's role on the card with cards and signed it: without
      // that claim nothing is read, so no upload is kept for a request media cannot trust.
      const access = readCardAccess(request, internalSecret);
      if (!access) throw forbidden(VIDEO_MESSAGES.notYourCard);
      // The front cards drew for this request is kept only by the job it is for.
      try {
        if (!request.isMultipart()) throw badRequest('Send the video card as a multipart form.');
        // An address counts as its network, as in every per-address rule (service-kit limits).
        const address = clientNetwork(request.ip);
        await videos.assertCanQueue(visitorId, address);
        const fields: Record<string, string> = {};
        let uploadBlobId: string | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'field') {
              if (typeof part.value === 'string') fields[part.fieldname] = part.value;
            } else if (part.fieldname === FILE_FIELD && uploadBlobId === null) {
              await assertUploadAllowed({ visitorId, ip: address });
              uploadBlobId = await videos.storeUpload(part.file, visitorId, address);
            } else {
              part.file.resume(); // an unexpected file is read past, never kept
            }
          }
        } catch (error) {
          if (request.raw.readableAborted)
            throw badRequest('The upload was interrupted. Please try again.');
          throw error;
        }
        const jobId = await videos.create({ visitorId, ip: address, access, fields, uploadBlobId });
        return reply.status(202).send({ success: true, jobId });
      } catch (error) {
        await videos.discardFront(access.frontBlobId);
        throw error;
      }
    },
  );

  registerRoute(app, videoRoutes.getVideoJob, async ({ params, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return videos.get(params.id, requireVisitor(request));
  });

  // The stored job once, then the changes the worker publishes, through the process's one
  // subscription (StatusHub): no viewer reads the row again.
  app.get<{ Params: z.output<typeof VideoJobIdParamsSchema> }>(
    '/api/video/jobs/:id/events',
    { schema: { params: VideoJobIdParamsSchema } },
    async (request, reply) => {
      const visitorId = requireVisitor(request);
      const { id } = request.params;
      let shown: VideoJobSnapshot | undefined;
      await followStatus(
        request,
        reply,
        {
          hub: statusHub,
          topic: VideoJobTopic,
          key: id,
          load: () => videos.stored(id, visitorId),
          version: (job) => job.updated_at.getTime(),
          present: (job) => {
            shown = job;
            return videos.present(job);
          },
          finished,
          changesAfterMs: (job) => videos.msUntilChange(job),
        },
        (follower, stopped) => {
          // While it waits for its first run, its place moves with the others.
          const unwatch = statusHub.watchTopic(VideoJobTopic, {
            change: (other, key) => {
              if (key !== id && shown && isFirstWait(shown) && movesTheQueue(other)) {
                follower.refresh();
              }
            },
            resync: () => undefined,
            end: () => undefined,
          });
          void stopped.then(unwatch);
        },
      );
    },
  );
}
