import { forbidden } from '@cardsmith/service-kit';

export const FOREIGN_ORIGIN_MESSAGE =
  'This request came from a page of another site, so it was refused. Please use Cardsmith itself.';
export const FOREIGN_SOCKET_MESSAGE = 'This page may not open a collaboration connection.';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isMutation(method: string): boolean {
  return MUTATIONS.has(method.toUpperCase());
}

/** The origins whose pages may act for a visitor: the public origin and the configured extras. */
export function allowedOrigins(
  publicOrigin: string,
  extra: readonly string[],
): ReadonlySet<string> {
  return new Set([publicOrigin, ...extra].map((origin) => new URL(origin).origin));
}

/**
 * Whether a browser sent the request from a page outside `allowed`. An `Origin` header decides
 * (`null`, sent by sandboxed frames and after cross-site redirects, is foreign). Without one,
 * `Sec-Fetch-Site` decides: `same-origin` and `none` (typed in, bookmarks) pass, `same-site` and
 * `cross-site` are foreign. A request with neither header comes from no current browser (every
 * one sends Origin on POST/PUT/PATCH/DELETE and on WebSocket handshakes): a server-to-server
 * call or a script holds no visitor's ambient cookie, and old browsers without Origin never send
 * the SameSite=Lax visitor cookie on a cross-site POST, so it passes.
 */
export function isForeignRequest(
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | undefined },
  allowed: ReadonlySet<string>,
): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    let parsed: string;
    try {
      parsed = new URL(origin).origin;
    } catch {
      return true;
    }
    return parsed === 'null' || !allowed.has(parsed);
  }
  const site = headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

/**
 * CSRF: a mutation (uploads included) from another site's page is refused with 403 before it
 * is forwarded, whatever route it names.
 */
export function refuseForeignMutation(
  request: { method: string; headers: Record<string, string | string[] | undefined> },
  allowed: ReadonlySet<string>,
): void {
  if (!isMutation(request.method)) return;
  if (isForeignRequest(singleValued(request.headers), allowed)) {
    throw forbidden(FOREIGN_ORIGIN_MESSAGE);
  }
}

export function singleValued(headers: Record<string, string | string[] | undefined>) {
  const first = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return { origin: first('origin'), 'sec-fetch-site': first('sec-fetch-site') };
}
