import { addressRoutes } from '@cardsmith/contracts';
import { registerRoute, requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { AddressRequestsService } from './address-requests.service.js';

/** Address requests: the organiser's routes and the personal link's. */
export function registerAddressRequestRoutes(
  app: FastifyInstance,
  service: AddressRequestsService,
): void {
  registerRoute(app, addressRoutes.list, async ({ params, request }) =>
    service.list(params.id, requireVisitor(request)),
  );
  registerRoute(app, addressRoutes.create, async ({ params, body, request }) =>
    service.create(params.id, requireVisitor(request), body),
  );
  registerRoute(app, addressRoutes.withdraw, async ({ params, request }) =>
    service.withdraw(params.id, requireVisitor(request), params.requestId),
  );
  registerRoute(app, addressRoutes.view, async ({ params }) => service.view(params.token));
  registerRoute(app, addressRoutes.submit, async ({ params, body }) =>
    service.submit(params.token, body),
  );
}
