import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  cacheKeyOf,
  isStorable,
  storedHeaders,
  type ResponseCache,
  type StoredResponse,
} from './response-cache.js';

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

/**
 * The proxy's use of the response cache: a request the cache could answer is forwarded with
 * `If-None-Match` naming the stored copy; the upstream's 304 is answered with that copy (its
 * headers, under the 304's own, RFC 9111 §4.3.4), any other answer passes on as it came, and is
 * stored when storable. Only the 304 and the stored bodies change what the gateway does: every
 * hook (visitor, limits, request id, security headers, logs, metrics) runs as for any request.
 */
export class CachedAnswers {
  /** Per request: the stored copy its forwarded request asked the upstream to confirm. */
  private readonly revalidating = new WeakMap<object, StoredResponse>();

  constructor(private readonly cache: ResponseCache) {}

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
      reply.send(upstream.stream);
      return;
    }
    const stored = this.revalidating.get(request);
    if (stored && upstream.statusCode === 304) {
      upstream.stream.resume();
      reply.code(200);
      for (const [name, value] of Object.entries(stored.headers)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      reply.header('content-length', stored.body.length);
      reply.send(stored.body);
      return;
    }
    if (!isStorable(upstream.statusCode, upstream.headers, this.cache.limits.maxEntryBytes)) {
      // The copy is no longer what the upstream serves at this URL (gone, changed, uncachable).
      if (stored) this.cache.forget(key);
      reply.send(upstream.stream);
      return;
    }
    const headers = storedHeaders(upstream.headers);
    buffer(upstream.stream).then(
      (body) => {
        this.cache.store(key, { etag: upstream.headers.etag as string, headers, body });
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
