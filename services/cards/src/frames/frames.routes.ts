import { CatalogImageParamsSchema, catalogRoutes } from '@cardsmith/contracts';
import { HttpError, registerRoute, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { frameTooLarge, FRAME_MESSAGES, type FramesService } from './frames.service.js';

interface FrameUpload {
  bytes?: Buffer;
  filename?: string;
  name?: string;
}

async function readUpload(request: FastifyRequest): Promise<FrameUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the frame as multipart/form-data with the file in a field named "file".',
    );
  }
  const upload: FrameUpload = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !upload.bytes) {
          upload.bytes = bytes;
          upload.filename = part.filename;
        }
      } else if (part.fieldname === 'name' && typeof part.value === 'string') {
        upload.name = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw frameTooLarge();
    throw error;
  }
  return upload;
}

export function registerFrameRoutes(app: FastifyInstance, frames: FramesService): void {
  registerRoute(app, catalogRoutes.listFrames, async ({ query, request }) => ({
    frames: await frames.list(request.visitorId, query.category),
  }));

  app.post('/api/catalog/frames', async (request, reply) => {
    const visitorId = requireVisitor(request);
    const upload = await readUpload(request);
    if (!upload.bytes || upload.bytes.length === 0) {
      throw new HttpError(400, 'validation_failed', FRAME_MESSAGES.missingFile, [
        { path: 'file', message: FRAME_MESSAGES.missingFile },
      ]);
    }
    const frame = await frames.upload(visitorId, {
      bytes: upload.bytes,
      filename: upload.filename,
      name: upload.name,
    });
    return reply.status(201).send(frame);
  });

  app.delete<{ Params: z.output<typeof CatalogImageParamsSchema> }>(
    '/api/catalog/frames/:id',
    { schema: { params: CatalogImageParamsSchema } },
    async (request) => {
      await frames.remove(requireVisitor(request), request.params.id);
      return { success: true };
    },
  );
}
