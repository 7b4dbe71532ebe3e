import {
  ADMIN_TEMPLATE_UPLOAD,
  ADMIN_TEMPLATE_UPLOAD_PATHS,
  mediaTemplateRoutes,
  TEMPLATE_UPLOAD_MESSAGES,
  UploadedTemplateListSchema,
  type TemplateUploadFields,
} from '@cardsmith/contracts';
import { badRequest, registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { StoredFile, TemplatesService } from './templates.service.js';

const FIELDS = ['name', 'category', 'description', 'tags', 'duration'] as const;
const FILES_FIELD = 'files';

export function registerTemplateRoutes(
  app: FastifyInstance,
  templates: TemplatesService,
  internalSecret: string,
): void {
  registerRoute(app, mediaTemplateRoutes.listActive, ({ query }) =>
    templates.list({ activeOnly: true, type: query.type }).then((list) => ({ templates: list })),
  );

  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, mediaTemplateRoutes.listAll, async () => ({
      templates: await templates.list({ activeOnly: false }),
    }));
    registerRoute(internal, mediaTemplateRoutes.setActive, ({ params, body }) =>
      templates.setActive(params.id, body.active),
    );
    // Multipart: the fields first, then each file in a part named `files`, streamed to blobs.
    internal.post(
      ADMIN_TEMPLATE_UPLOAD_PATHS.internal,
      { schema: { response: { 201: UploadedTemplateListSchema } } },
      async (request, reply) => {
        const fields: TemplateUploadFields = {};
        const stored: StoredFile[] = [];
        try {
          const parts = request.parts({
            limits: { files: ADMIN_TEMPLATE_UPLOAD.maxFiles, fieldSize: 4096 },
          });
          for await (const part of parts) {
            if (part.type === 'field') {
              const name = FIELDS.find((field) => field === part.fieldname);
              if (name && typeof part.value === 'string') fields[name] = part.value;
            } else if (part.fieldname === FILES_FIELD) {
              stored.push(await templates.storeFile(part.file));
            } else {
              part.file.resume();
            }
          }
        } catch (error) {
          await templates.discard(stored);
          if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
            throw badRequest(TEMPLATE_UPLOAD_MESSAGES.tooManyFiles(ADMIN_TEMPLATE_UPLOAD.maxFiles));
          }
          throw error;
        }
        return reply.status(201).send({ templates: await templates.create(fields, stored) });
      },
    );
  });
}
