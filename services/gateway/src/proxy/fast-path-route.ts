import type { IncomingHttpHeaders } from 'node:http';
import { ACCOUNT_COOKIE } from '../accounts/accounts.routes.js';
import { matchRoute, pathOf, type Upstream } from '../routing/routing-table.js';
import { LONG_LIVED_STREAMS } from './stream-relay.js';

/** `/api/video/jobs/:id/events` as a pattern matching one path segment per parameter. */
const segmentPattern = (path: string) =>
  new RegExp(
    `^${path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part))
      .join('/')}$`,
  );
const LONG_LIVED = LONG_LIVED_STREAMS.map(({ path }) => segmentPattern(path));

/**
 * Paths and queries whose every character the WHATWG URL parser (which the proxy's route and its
 * HTTP client put the URL through) leaves as it is, so forwarding the request's own URL sends
 * the same bytes: no percent-escapes or dot segments in the path (the proxy refuses `..`), no
 * `;` (the router ends the path there), nothing the parser would escape. Longer paths take the
 * ordinary route, whose router bounds parameters at 200 characters.
 */
const PLAIN_PATH = /^\/api\/(?!.*\/\.)[\w\-.~!$&()*+,=:@/]{1,190}$/;
const PLAIN_QUERY = /^[\w\-.~!$&()*+,;=:@/?%]*$/;

/** Whether a Cookie header may carry the account session (then the ordinary route reads it). */
const mayCarryAccount = (cookie: string | undefined) =>
  cookie !== undefined && cookie.includes(`${ACCOUNT_COOKIE}=`);

/**
 * The service a request is forwarded to on the fast path (see ApiFastPath), or null when it
 * takes the ordinary route through Fastify. The fast path takes what most API calls are: a `GET`
 * or `HEAD` under /api that a service answers, with no body, from a device not signed in to an
 * account (compressed as the ordinary route would: see response-compression.ts). Everything else
 * (mutations, uploads, the gateway's own routes, the long-lived streams, signed-in devices) is
 * left to the ordinary route, which gives the same answer; so is any request the fast path
 * would refuse.
 */
export function fastPathUpstream(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): Upstream | null {
  if ((method !== 'GET' && method !== 'HEAD') || url === undefined) return null;
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) {
    return null;
  }
  if (mayCarryAccount(headers.cookie)) return null;
  const path = pathOf(url);
  if (!PLAIN_PATH.test(path) || !PLAIN_QUERY.test(url.slice(path.length))) return null;
  if (LONG_LIVED.some((pattern) => pattern.test(path))) return null;
  const rule = matchRoute(method, path);
  return rule && rule.target !== 'gateway' ? rule.target : null;
}
