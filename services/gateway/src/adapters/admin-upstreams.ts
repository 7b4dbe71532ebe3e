import {
  ApiRequestError,
  cardsAdminRoutes,
  collabAdminRoutes,
  ERROR_CODES,
  mediaTemplateRoutes,
  printAdminRoutes,
  printInternalRoutes,
  schedulerAdminRoutes,
  serviceSettingsRoutes,
  type ErrorCode,
  type RouteDef,
  type RouteInput,
  type RouteOutput,
} from '@cardsmith/contracts';
import { createInternalClient, HttpError } from '@cardsmith/service-kit';

type Relay = <T extends RouteDef>(route: T, input: RouteInput<T>) => Promise<RouteOutput<T>>;

/**
 * A service's internal admin routes, called with the internal secret. Its refusals reach the
 * admin as it sent them (404 for a session that is gone); a service that does not answer is a
 * 503 naming it.
 */
function createRelay(service: string, baseUrl: string, internalSecret: string): Relay {
  const call = createInternalClient(baseUrl, internalSecret);
  return async (route, input) => {
    try {
      return await call(route, input);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500 && error.body) {
        const code = (ERROR_CODES as readonly string[]).includes(error.body.code)
          ? (error.body.code as ErrorCode)
          : 'internal';
        throw new HttpError(error.status, code, error.body.message, error.body.issues);
      }
      throw new HttpError(
        503,
        'service_unavailable',
        `The ${service} service did not answer. Please try again in a moment.`,
      );
    }
  };
}

/** What the admin API reads from the services; the gateway adds up and holds no rules. */
export interface AdminUpstreams {
  cards: Relay;
  collab: Relay;
  print: Relay;
  media: Relay;
  ai: Relay;
  scheduler: Relay;
}

export function createAdminUpstreams(
  urls: {
    cards: string;
    collab: string;
    print: string;
    media: string;
    ai: string;
    scheduler: string;
  },
  internalSecret: string,
): AdminUpstreams {
  return {
    cards: createRelay('cards', urls.cards, internalSecret),
    collab: createRelay('collaboration', urls.collab, internalSecret),
    print: createRelay('print', urls.print, internalSecret),
    media: createRelay('media', urls.media, internalSecret),
    ai: createRelay('ai', urls.ai, internalSecret),
    scheduler: createRelay('scheduler', urls.scheduler, internalSecret),
  };
}

export {
  cardsAdminRoutes,
  collabAdminRoutes,
  mediaTemplateRoutes,
  printAdminRoutes,
  printInternalRoutes,
  schedulerAdminRoutes,
  serviceSettingsRoutes,
};
