import { collabRoutes } from '@cardsmith/contracts';
import { registerRoute, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { PeopleService } from './people.service.js';

/** /api/collab: the collaboration page's reads and invitations, for the gateway's visitors. */
export function registerPeopleRoutes(app: FastifyInstance, people: PeopleService): void {
  registerRoute(app, collabRoutes.cardPeople, async ({ params, query, request }) =>
    people.people(params.id, {
      visitorId: requireVisitor(request),
      editToken: query.editToken ?? null,
    }),
  );
  registerRoute(app, collabRoutes.invite, async ({ params, body, request }) =>
    people.invite(params.id, body.email, {
      visitorId: requireVisitor(request),
      editToken: body.editToken ?? null,
    }),
  );
  registerRoute(app, collabRoutes.removeInvitee, async ({ params, query, request }) => {
    await people.removeInvitee(params.id, params.inviteeId, {
      visitorId: requireVisitor(request),
      editToken: query.editToken ?? null,
    });
    return { success: true as const };
  });
}
