import {
  MEDIA_QUOTA_MESSAGES,
  VideoCardCreatedSchema,
  VideoJobIdParamsSchema,
  videoRoutes,
  type VideoJob,
} from '@cardsmith/contracts';
import {
  badRequest,
  HttpError,
  isVisitorMintedNow,
  registerRoute,
  requireVisitor,
} from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { VideoJobsService } from './video-jobs.service.js';

const FILE_FIELD = 'videoFile';
/** How often the event stream looks at the job's row; the worker writes each whole percent. */
const EVENT_POLL_MS = 250;

const finished = (job: VideoJob) => job.status === 'done' || job.status === 'failed';

/**
 * `POST /api/video/create-card` (multipart), `GET /api/video/jobs/:id` and its server-sent events
 * at `GET /api/video/jobs/:id/events`.
 */
export function registerVideoRoutes(
  app: FastifyInstance,
  videos: VideoJobsService,
  assertUploadAllowed: (who: { visitorId: string; ip: string }) => Promise<void>,
): void {
  app.post(
    '/api/video/create-card',
    { schema: { response: { 202: VideoCardCreatedSchema } } },
    async (request, reply) => {
      const visitorId = requireVisitor(request);
      if (isVisitorMintedNow(request)) {
        throw new HttpError(403, 'forbidden', MEDIA_QUOTA_MESSAGES.mintedVisitor);
      }
      if (!request.isMultipart()) throw badRequest('Send the video card as a multipart form.');
      await videos.assertCanQueue(visitorId, request.ip);
      const fields: Record<string, string> = {};
      let uploadBlobId: string | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          } else if (part.fieldname === FILE_FIELD && uploadBlobId === null) {
            await assertUploadAllowed({ visitorId, ip: request.ip });
            uploadBlobId = await videos.storeUpload(part.file, visitorId, request.ip);
          } else {
            part.file.resume(); // an unexpected file is read past, never kept
          }
        }
      } catch (error) {
        if (request.raw.readableAborted)
          throw badRequest('The upload was interrupted. Please try again.');
        throw error;
      }
      const jobId = await videos.create({ visitorId, ip: request.ip, fields, uploadBlobId });
      return reply.status(202).send({ success: true, jobId });
    },
  );

  registerRoute(app, videoRoutes.getVideoJob, async ({ params, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return videos.get(params.id, requireVisitor(request));
  });

  app.get<{ Params: z.output<typeof VideoJobIdParamsSchema> }>(
    '/api/video/jobs/:id/events',
    { schema: { params: VideoJobIdParamsSchema } },
    async (request, reply) => {
      const visitorId = requireVisitor(request);
      let job = await videos.get(request.params.id, visitorId); // a 404 before the stream starts
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let open = true;
      request.raw.on('close', () => (open = false));
      let sent = '';
      while (open) {
        const data = JSON.stringify(job);
        if (data !== sent) {
          raw.write(`data: ${data}\n\n`);
          sent = data;
        }
        if (finished(job)) break;
        await new Promise((resolve) => setTimeout(resolve, EVENT_POLL_MS));
        if (!open) break;
        try {
          job = await videos.get(job.id, visitorId);
        } catch (error) {
          request.log.warn({ err: error }, 'video job events stopped');
          break;
        }
      }
      raw.end();
    },
  );
}
