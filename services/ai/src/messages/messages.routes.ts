import { aiRoutes } from '@cardsmith/contracts';
import { registerRoute } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { MessagesService } from './messages.service.js';

export function registerMessagesRoutes(app: FastifyInstance, messages: MessagesService): void {
  registerRoute(app, aiRoutes.generateMessage, async ({ body, request }) => {
    const written = await messages.generate(body, { visitorId: request.visitorId, ip: request.ip });
    return { success: true as const, ...written };
  });

  registerRoute(app, aiRoutes.legacyGenerateMessage, async ({ body, request }) =>
    messages.generateFromPrompt(body.prompt, { visitorId: request.visitorId, ip: request.ip }),
  );
}
