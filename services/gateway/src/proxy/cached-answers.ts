import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import CachePolicy from 'http-cache-semantics';
import {
  cacheKeyOf,
  isStorable,
  storedHeaders,
  type ResponseCache,
  type StoredResponse,
} from './response-cache.js';
import { readWhole } from './read-whole.js';
import { isSmallAnswer } from './response-compression.js';

/** What the proxy knows of a request it forwards. */
export interface ForwardedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** An upstream's answer as the HTTP client hands it over, its body not read yet. */
export interface UpstreamAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  stream: Readable;
}

/** The part of Fastify's reply an answer is sent through. */
export interface AnswerReply {
  code(statusCode: number): unknown;
  hasHeader(name: string): boolean;
  header(name: string, value: string | string[] | number): unknown;
  removeHeader(name: string): unknown;
  send(payload: unknown): unknown;
}

/** The policy's view of a request: it reads the method, the URL and the request's own directives. */
const policyRequest = (request: ForwardedRequest) => ({
  method: request.method,
  url: request.url,
  headers: request.headers,
});

/**
 * The proxy's use of the response cache, as a shared cache (RFC 9111, http-cache-semantics):
 * - a stored copy that is still fresh (its upstream's `max-age`/`s-maxage`, at most
 *   `maxFreshMs` since the upstream last sent or confirmed it) answers the request without the
 *   upstream, with its `Age`, unless the request itself asks for a confirmed answer (`no-cache`,
 *   `max-age=0`: a browser's reload);
 * - otherwise the request is forwarded with `If-None-Match` naming the stored copy, the
 *   upstream's 304 is answered with that copy (its headers under the 304's own, §4.3.4) and
 *   makes it fresh again, and any other answer passes on as it came and is stored when storable.
 * Every hook (visitor, limits, request id, security headers, logs, metrics) runs as for any
 * request: only the handler's trip to the upstream is saved.
 */
export class CachedAnswers {
  /** Per request: the stored copy its forwarded request asked the upstream to confirm. */
  private readonly revalidating = new WeakMap<object, StoredResponse>();

  constructor(private readonly cache: ResponseCache) {}

  /**
   * Answers the request from a fresh stored copy; false (nothing sent) when there is none and
   * the request goes to the upstream.
   */
  answerFresh(request: ForwardedRequest, reply: AnswerReply): boolean {
    const key = cacheKeyOf(request.method, request.url, request.headers);
    const stored = key === null ? undefined : this.cache.lookup(key);
    if (
      !stored ||
      Date.now() - stored.confirmedAt >= this.cache.limits.maxFreshMs ||
      !stored.policy.satisfiesWithoutRevalidation(policyRequest(request))
    ) {
      return false;
    }
    reply.header('age', String(Math.floor(stored.policy.age())));
    sendStored(reply, stored);
    return true;
  }

  /** The forwarded request's headers, asking to confirm a stored copy when there is one. */
  forwardHeaders(request: ForwardedRequest, forwarded: IncomingHttpHeaders): IncomingHttpHeaders {
    const key = cacheKeyOf(request.method, request.url, request.headers);
    const stored = key === null ? undefined : this.cache.lookup(key);
    if (!stored) return forwarded;
    this.revalidating.set(request, stored);
    return { ...forwarded, 'if-none-match': stored.etag };
  }

  /**
   * Sends the upstream's answer (its headers are already on the reply). A body that fails while
   * being read for storing goes to `onBodyError` before anything was sent.
   */
  answer(
    request: ForwardedRequest,
    reply: AnswerReply,
    upstream: UpstreamAnswer,
    onBodyError: (error: unknown) => void,
  ): void {
    const key = cacheKeyOf(request.method, request.url, request.headers);
    if (key === null) {
      sendUpstream(reply, upstream, onBodyError);
      return;
    }
    const stored = this.revalidating.get(request);
    if (stored && upstream.statusCode === 304) {
      upstream.stream.resume();
      const { policy } = stored.policy.revalidatedPolicy(policyRequest(request), {
        status: 304,
        headers: upstream.headers,
      });
      this.cache.store(key, { ...stored, policy, confirmedAt: Date.now() });
      sendStored(reply, stored);
      return;
    }
    const policy = new CachePolicy(
      policyRequest(request),
      { status: upstream.statusCode, headers: upstream.headers },
      { shared: true },
    );
    if (
      !policy.storable() ||
      !isStorable(upstream.statusCode, upstream.headers, this.cache.limits.maxEntryBytes)
    ) {
      // The copy is no longer what the upstream serves at this URL (gone, changed, uncachable).
      if (stored) this.cache.forget(key);
      sendUpstream(reply, upstream, onBodyError);
      return;
    }
    const headers = storedHeaders(upstream.headers);
    readWhole(upstream.stream).then(
      (body) => {
        const etag = upstream.headers.etag as string;
        this.cache.store(key, { etag, policy, confirmedAt: Date.now(), headers, body });
        reply.send(body);
      },
      (error: unknown) => {
        // The failure is the gateway's own answer: nothing of the content it did not get.
        for (const name of Object.keys(headers)) reply.removeHeader(name);
        onBodyError(error);
      },
    );
  }
}

/** A stored copy as a 200, its headers under those already on the reply (RFC 9111 §4.3.4). */
function sendStored(reply: AnswerReply, stored: StoredResponse): void {
  reply.code(200);
  for (const [name, value] of Object.entries(stored.headers)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  reply.header('content-length', stored.body.length);
  reply.send(stored.body);
}

/**
 * A service's answer as it came: streamed, or when its Content-Length is below the compression
 * threshold read whole first, so the compression plugin sends it as it is (response-compression
 * `isSmallAnswer`).
 */
function sendUpstream(
  reply: AnswerReply,
  upstream: UpstreamAnswer,
  onBodyError: (error: unknown) => void,
): void {
  if (!isSmallAnswer(upstream.headers['content-length'])) {
    reply.send(upstream.stream);
    return;
  }
  readWhole(upstream.stream).then(
    (body) => reply.send(body),
    (error: unknown) => onBodyError(error),
  );
}
