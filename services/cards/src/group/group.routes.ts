import { groupInternalRoutes, groupRoutes } from '@cardsmith/contracts';
import { registerRoute, requireInternalCaller, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { GroupDeliveryService } from './group-delivery.service.js';
import type { GroupService } from './group.service.js';
import type { SigningService } from './signing.service.js';

/** Group cards: the organiser's routes, the sign links', the recipient's thank-you. */
export function registerGroupRoutes(
  app: FastifyInstance,
  services: { group: GroupService; signing: SigningService; delivery: GroupDeliveryService },
  internalSecret: string,
): void {
  const { group, signing, delivery } = services;
  registerRoute(app, groupRoutes.overview, async ({ params, request }) =>
    group.overview(params.id, requireVisitor(request)),
  );
  registerRoute(app, groupRoutes.invite, async ({ params, body, request }) =>
    group.invite(params.id, requireVisitor(request), body),
  );
  registerRoute(app, groupRoutes.revokeInvite, async ({ params, request }) =>
    group.revokeInvite(params.id, requireVisitor(request), params.inviteId),
  );
  registerRoute(app, groupRoutes.remind, async ({ params, request }) =>
    group.remind(params.id, requireVisitor(request)),
  );
  registerRoute(app, groupRoutes.moderateSignature, async ({ params, body, request }) =>
    group.moderate(params.id, requireVisitor(request), params.signatureId, body.hidden),
  );
  registerRoute(app, groupRoutes.removeSignature, async ({ params, request }) =>
    group.removeSignature(params.id, requireVisitor(request), params.signatureId),
  );
  registerRoute(app, groupRoutes.signatures, async ({ params, request }) =>
    group.visibleSignatures(params.id, request.visitorId ?? null),
  );
  registerRoute(app, groupRoutes.thank, async ({ params, body }) =>
    delivery.thank(params.id, body),
  );
  registerRoute(app, groupRoutes.signerView, async ({ params }) =>
    signing.signerView(params.token),
  );
  registerRoute(app, groupRoutes.sign, async ({ params, body }) =>
    signing.sign(params.token, body),
  );
  registerRoute(app, groupRoutes.unsign, async ({ params }) => signing.unsign(params.token));

  app.register(async (internal) => {
    internal.addHook('onRequest', async (request) =>
      requireInternalCaller(request, internalSecret),
    );
    registerRoute(internal, groupInternalRoutes.signatures, async ({ params }) => ({
      signatures: await group.renderable(params.id),
    }));
    registerRoute(internal, groupInternalRoutes.summary, async ({ params }) =>
      delivery.summary(params.id),
    );
    registerRoute(internal, groupInternalRoutes.sendDueInvites, async ({ params }) =>
      group.sendDueInvites(params.id),
    );
    registerRoute(internal, groupInternalRoutes.scheduledInvites, async ({ query }) =>
      group.scheduledInvites(query.withinMs),
    );
  });
}
