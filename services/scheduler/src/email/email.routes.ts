import { schedulerInternalRoutes, toApiIssues } from '@cardsmith/contracts';
import { EmailRequestSchema, renderEmailRequest } from '@cardsmith/emails';
import { badRequest, registerRoute, requireInternalCaller } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { EmailSender } from '../channels/email.js';

/**
 * Send-now for the services above the scheduler (the gateway's sign-in link): a template of
 * `@cardsmith/emails` rendered here and sent on the same channel. Props the template refuses are
 * a 400 naming each field.
 */
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
      const { idempotencyKey, ...request } = body;
      const checked = EmailRequestSchema.safeParse(request);
      if (!checked.success) {
        throw badRequest(
          'That email cannot be sent: its template or props are not right.',
          toApiIssues(checked.error),
        );
      }
      const message = await renderEmailRequest(checked.data);
      const sent = await email.send(
        idempotencyKey ? { ...message, messageKey: `internal:${idempotencyKey}` } : message,
      );
      return { id: sent.id, channel: email.channel };
    });
  });
}
