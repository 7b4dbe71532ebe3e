import type { IncomingHttpHeaders } from 'node:http';
import {
  CARD_ACCESS_HEADER,
  CARD_ACCESS_SIGNATURE_HEADER,
  VISITOR_HEADER,
  VISITOR_MINTED_HEADER,
  VISITOR_SIGNATURE_HEADER,
  visitorHeaders,
} from '@cardsmith/service-kit';

/** Headers of one hop only, never relayed either way (RFC 9110 §7.6.1). */
export const HOP_BY_HOP: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** Headers as they go on to the next hop: without the hop-by-hop ones. */
export function relayedHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

/**
 * The signed visitor headers, each returning visitor's signed once per process rather than once
 * per request (an HMAC was about 2 % of a proxied request's cost). A visitor issued on the request
 * is signed afresh: its id is new, and its later requests are signed without the minted flag.
 * The oldest entry goes first when full.
 */
export class SignedVisitors {
  private readonly known = new Map<string, Readonly<Record<string, string>>>();

  constructor(
    private readonly secret: string,
    private readonly maxEntries = 10_000,
  ) {}

  headersFor(visitorId: string, minted: boolean): Readonly<Record<string, string>> {
    if (minted) return visitorHeaders(this.secret, visitorId, { minted: true });
    const cached = this.known.get(visitorId);
    if (cached) return cached;
    const headers = visitorHeaders(this.secret, visitorId);
    if (this.known.size >= this.maxEntries) this.known.delete(this.known.keys().next().value!);
    this.known.set(visitorId, headers);
    return headers;
  }
}

/** The client's headers a service never receives from it (see forwardHeaders). */
const NOT_FORWARDED = new Set([
  VISITOR_HEADER,
  VISITOR_SIGNATURE_HEADER,
  VISITOR_MINTED_HEADER,
  CARD_ACCESS_HEADER,
  CARD_ACCESS_SIGNATURE_HEADER,
  'cookie',
]);

export interface ForwardContext {
  visitors: SignedVisitors;
  visitorId: string | null;
  /** The visitor was issued on this request: the client sent no valid cookie. */
  visitorMinted: boolean;
  requestId: string;
  /** Address of the peer that opened the connection to the gateway. */
  remoteAddress: string | undefined;
  /** Whether an X-Forwarded-For the client sent comes from a trusted proxy. */
  trustProxy: boolean;
  protocol: string;
  host: string;
}

/**
 * Headers an upstream receives. A client's own visitor headers (and card role claims) are dropped
 * before the gateway's signed pair is set, so no browser can speak for another visitor; the browser's cookies stay
 * at the gateway because services know visitors only through that pair.
 */
export function forwardHeaders(
  incoming: IncomingHttpHeaders,
  context: ForwardContext,
): IncomingHttpHeaders {
  // Copied without them rather than copied and deleted from: `delete` turns the copy into a slow
  // dictionary object, and this runs on every proxied request.
  const headers: IncomingHttpHeaders = {};
  for (const name in incoming) {
    if (!NOT_FORWARDED.has(name)) headers[name] = incoming[name];
  }
  if (context.visitorId) {
    Object.assign(headers, context.visitors.headersFor(context.visitorId, context.visitorMinted));
  }
  headers['x-request-id'] = context.requestId;
  const given = incoming['x-forwarded-for'];
  const chain = context.trustProxy && typeof given === 'string' && given ? [given] : [];
  if (context.remoteAddress) chain.push(context.remoteAddress);
  if (chain.length > 0) headers['x-forwarded-for'] = chain.join(', ');
  else delete headers['x-forwarded-for'];
  headers['x-forwarded-proto'] = context.protocol;
  headers['x-forwarded-host'] = context.host;
  return headers;
}
