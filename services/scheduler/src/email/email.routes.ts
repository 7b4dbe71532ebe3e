import { schedulerInternalRoutes } from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { EmailSender } from '../channels/email.js';

/** Send-now for other services (order confirmations, invites, sign-in links): same channel. */
export function registerEmailRoutes(
  app: FastifyInstance,
  email: EmailSender,
  internalSecret: string,
): void {
  void app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, schedulerInternalRoutes.sendEmail, async ({ body }) => {
      const { idempotencyKey, ...message } = body;
      const sent = await email.send(
        idempotencyKey ? { ...message, messageKey: `internal:${idempotencyKey}` } : message,
      );
      return { id: sent.id, channel: email.channel };
    });
  });
}
