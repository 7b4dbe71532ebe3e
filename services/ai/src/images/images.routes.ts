import { aiRoutes } from '@cardsmith/contracts';
import { registerRoute, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ImagesService } from './images.service.js';

export function registerImagesRoutes(app: FastifyInstance, images: ImagesService): void {
  registerRoute(app, aiRoutes.generateImage, async ({ body, request }) => {
    // The picture is stored in the visitor's name, so an anonymous call cannot have one.
    const visitorId = requireVisitor(request);
    const made = await images.generate(body, { visitorId, ip: request.ip });
    return { success: true as const, ...made };
  });
}
