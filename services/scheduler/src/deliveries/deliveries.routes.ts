import { SCHEDULE_MESSAGES, schedulerRoutes } from '@cardsmith/contracts';
import {
  forbidden,
  isSignedInVisitor,
  registerRoute,
  requireVisitor,
} from '@cardsmith/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TwilioSignatureCheck } from '../channels/sms.js';
import type { DeliveriesService } from './deliveries.service.js';
import type { Sender } from './delivery-quotas.js';

export function registerDeliveriesRoutes(
  app: FastifyInstance,
  deliveries: DeliveriesService,
  sms: { publicOrigin: string; signatureCheck: TwilioSignatureCheck },
): void {
  const senderOf = (request: FastifyRequest): Sender => ({
    visitorId: requireVisitor(request),
    signedIn: isSignedInVisitor(request),
    ip: request.ip,
  });
  registerRoute(app, schedulerRoutes.scheduleCard, async ({ body, request }) => ({
    success: true as const,
    schedule: await deliveries.schedule(senderOf(request), body),
  }));
  registerRoute(app, schedulerRoutes.listSchedules, async ({ request }) => ({
    schedules: await deliveries.list(requireVisitor(request)),
  }));
  registerRoute(app, schedulerRoutes.getSchedule, async ({ params, request }) => ({
    success: true as const,
    schedule: await deliveries.get(requireVisitor(request), params.id),
  }));
  registerRoute(app, schedulerRoutes.updateSchedule, async ({ params, body, request }) => ({
    success: true as const,
    schedule: await deliveries.update(senderOf(request), params.id, body),
  }));
  registerRoute(app, schedulerRoutes.cancelSchedule, async ({ params, request }) => ({
    success: true as const,
    schedule: await deliveries.cancel(requireVisitor(request), params.id),
  }));
  registerRoute(app, schedulerRoutes.markOpened, async ({ body }) => ({
    success: true as const,
    ...(await deliveries.opened(body.token)),
  }));
  registerRoute(app, schedulerRoutes.smsStatus, async ({ params, body, request }) => {
    // Twilio signs the public URL it was given (the gateway's origin), not this service's.
    const signature = request.headers['x-twilio-signature'];
    const url = `${sms.publicOrigin}${request.url}`;
    if (!sms.signatureCheck(typeof signature === 'string' ? signature : undefined, url, body)) {
      throw forbidden(SCHEDULE_MESSAGES.badTwilioSignature);
    }
    await deliveries.smsStatus(params.id, body.MessageStatus ?? '', body.ErrorCode);
    return { success: true as const };
  });
  registerRoute(app, schedulerRoutes.unsubscribe, async ({ params }) => {
    await deliveries.unsubscribe(params.token);
    return { success: true as const };
  });
}
