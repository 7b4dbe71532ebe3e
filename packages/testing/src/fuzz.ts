import { INTERNAL_SECRET_HEADER } from '@cardsmith/contracts';
import { visitorHeaders } from '@cardsmith/service-kit';
import { finished } from 'node:stream/promises';
import { text } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { fuzzRequest, hostileMultipartBodies, type FuzzRequest } from './fuzz-requests.js';
import { contractRoutes, type NamedRoute } from './contract-routes.js';

export interface FuzzAppOptions {
  internalSecret: string;
  /** Hostile requests per route; each is reproducible from its seed. */
  seedsPerRoute?: number;
  /** Routes outside the contracts that take multipart bodies (uploads). */
  multipartRoutes?: string[];
  /** Binary routes outside the contracts, described like contract routes so they are fuzzed alike. */
  extraRoutes?: NamedRoute[];
}

export interface FuzzFailure {
  route: string;
  seed: number;
  request: string;
  status: number;
  body: string;
}

export interface FuzzReport {
  /** The contract routes this app serves, all of which were fuzzed. */
  routes: string[];
  requests: number;
  failures: FuzzFailure[];
}

/**
 * Sends hostile requests (wrong types, NUL, huge numbers, deep nesting, malformed JSON and
 * multipart) to every route of the contracts' route tables this app serves, found with
 * `hasRoute` so new routes are covered without a list, and reports every 5xx. Requests carry a
 * valid visitor and the internal secret, so they get past authentication into validation and the
 * handlers.
 */
export async function fuzzApp(app: FastifyInstance, options: FuzzAppOptions): Promise<FuzzReport> {
  const seeds = options.seedsPerRoute ?? 25;
  const trusted = {
    ...visitorHeaders(options.internalSecret, 'visitor-fuzz'),
    [INTERNAL_SECRET_HEADER]: options.internalSecret,
  };
  const served = [...contractRoutes(), ...(options.extraRoutes ?? [])].filter(({ route }) =>
    app.hasRoute({ method: route.method, url: route.path }),
  );
  const failures: FuzzFailure[] = [];
  let requests = 0;
  const send = async (
    name: string,
    seed: number,
    request: Omit<FuzzRequest, 'payload'> & { payload?: string | Buffer },
  ) => {
    requests += 1;
    // As a stream: an event stream the request opened (a visitor's status feed) never ends, so
    // it is closed once its status is known instead of being read to its end.
    const res = await app.inject({
      ...request,
      headers: { ...trusted, ...request.headers },
      payloadAsStream: true,
    });
    const stream = res.stream();
    if (String(res.headers['content-type']).startsWith('text/event-stream')) {
      stream.destroy();
      if (res.statusCode < 500) return;
    }
    if (res.statusCode >= 500) {
      failures.push({
        route: name,
        seed,
        request: `${request.method} ${request.url.slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)}`,
        status: res.statusCode,
        body: (await text(stream)).slice(0, 300),
      });
    } else {
      stream.resume();
      await finished(stream);
    }
  };
  for (const { name, route } of served) {
    for (let seed = 1; seed <= seeds; seed += 1) {
      await send(name, seed, fuzzRequest(route, seed));
    }
  }
  for (const url of options.multipartRoutes ?? []) {
    for (const [i, body] of hostileMultipartBodies().entries()) {
      await send(`POST ${url} (${body.name})`, i, {
        method: 'POST',
        url,
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
    }
  }
  return { routes: served.map(({ name }) => name), requests, failures };
}
