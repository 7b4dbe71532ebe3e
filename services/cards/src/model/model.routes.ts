import { CardIdParamsSchema } from '@cardsmith/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ModelService } from './model.service.js';

/** Short, like previews: an edit should reach a recipient's AR view soon. */
const MODEL_CACHE_CONTROL = 'public, max-age=60';

/** Binary (glTF), so beside the JSON contracts; listed in the service's README. */
export function registerModelRoutes(app: FastifyInstance, models: ModelService): void {
  app.get<{ Params: z.output<typeof CardIdParamsSchema> }>(
    '/api/cards/:id/model.glb',
    { schema: { params: CardIdParamsSchema } },
    async (request, reply) => {
      const ifNoneMatch = request.headers['if-none-match'];
      const model = await models.model(request.params.id, ifNoneMatch);
      reply.header('etag', model.etag).header('cache-control', MODEL_CACHE_CONTROL);
      if (!model.glb) return reply.status(304).send();
      return reply.type('model/gltf-binary').send(Buffer.from(model.glb));
    },
  );
}
