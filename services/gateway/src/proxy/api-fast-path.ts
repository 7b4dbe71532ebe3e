import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pipeline, type Readable } from 'node:stream';
import {
  requestIdOptions,
  toErrorResponse,
  VISITOR_ACCOUNT_HEADER,
  type Logger,
  type RateLimiter,
} from '@cardsmith/service-kit';
import type { Counter, Histogram } from 'prom-client';
import type { Dispatcher } from 'undici';
import { isQuietAnswer } from '../logging/quiet-answers.js';
import type { Upstream } from '../routing/routing-table.js';
import { resourcePolicyFor } from '../security/resource-policy.js';
import {
  addressLimitKey,
  isJsonAnswer,
  rateLimitKey,
  securityHeadersForJson,
} from '../security/security.js';
import { newVisitorId, VISITOR_COOKIE, type VisitorCookies } from '../visitor/visitor-cookie.js';
import type { AnswerReply, CachedAnswers, ForwardedRequest } from './cached-answers.js';
import { fastPathUpstream } from './fast-path-route.js';
import { forwardHeaders, HOP_BY_HOP, type SignedVisitors } from './proxy-headers.js';
import {
  answerEncoding,
  belowThreshold,
  encodeStream,
  isSmallAnswer,
  encodeWhole,
  negotiatedEncoding,
  varyWithEncoding,
  type Encoding,
} from './response-compression.js';
import { readWhole } from './read-whole.js';
import { upstreamFailure } from './upstream-failure.js';

type HeaderValue = string | number | string[];

/** Answers up to this size are read whole and sent in one write (see FastReply.sendWhole). */
const WHOLE_BODY_BYTES = 64 * 1024;

/** The route label the ordinary path's metrics give every proxied API request. */
export const PROXY_ROUTE = '/api/*';

export interface FastPathOptions {
  /** One keep-alive pool per service. */
  pools: Readonly<Record<Upstream, Dispatcher>>;
  /** The host each service is addressed by (the Host header it receives). */
  hosts: Readonly<Record<Upstream, string>>;
  /** The site's security headers (an API answer never gets the AR viewer's wider policy). */
  securityHeaders: Readonly<Record<string, string>>;
  visitorCookies: VisitorCookies;
  parseCookie: (header: string) => Record<string, string | undefined>;
  signedVisitors: SignedVisitors;
  cached: CachedAnswers;
  limiter: RateLimiter;
  /** Requests per window of a visitor, and of a client network whatever its cookies. */
  limits: { max: number; maxPerAddress: number; windowMs: number };
  logger: Logger;
  metrics: { requests: Counter<string>; duration: Histogram<string> };
}

/**
 * The answer under way: the headers the ordinary route's hooks would have set, in their order,
 * then the service's over them (it may send its own value of any), then a new visitor's cookie.
 * It is the reply CachedAnswers writes through, so the response cache answers alike on both paths.
 */
interface RequestedCompression {
  /** The encoding the client's Accept-Encoding chose among the gateway's, if any. */
  requested: Encoding | null;
  /** The client sent `x-no-compression`. */
  refused: boolean;
}

class FastReply implements AnswerReply {
  statusCode = 200;

  constructor(
    readonly response: ServerResponse,
    readonly headers: Record<string, HeaderValue>,
    private readonly issuedCookie: string | null,
    private readonly compression: RequestedCompression,
    private readonly failed: (error: unknown) => void,
  ) {}

  code(statusCode: number): this {
    this.statusCode = statusCode;
    return this;
  }

  hasHeader(name: string): boolean {
    return this.headers[name] !== undefined;
  }

  header(name: string, value: HeaderValue): this {
    // Fastify's reply.header adds to a Set-Cookie already there rather than replacing it.
    const before = this.headers[name];
    this.headers[name] =
      name === 'set-cookie' && before !== undefined ? [before, value].flat().map(String) : value;
    return this;
  }

  removeHeader(name: string): this {
    delete this.headers[name];
    return this;
  }

  send(payload: Buffer | Readable): void {
    if (this.issuedCookie !== null) this.header('set-cookie', this.issuedCookie);
    if (isJsonAnswer(this.headers['content-type'])) securityHeadersForJson(this);
    const encoding = answerEncoding(
      this.compression.requested,
      this.compression.refused,
      this.statusCode,
      this.headers,
    );
    if (Buffer.isBuffer(payload)) {
      if (encoding === null || belowThreshold(payload)) {
        this.sendBody(payload);
        return;
      }
      this.markEncoded(encoding);
      this.sendEncoded(payload, encoding);
      return;
    }
    if (isSmallAnswer(this.headers['content-length'])) {
      this.sendWhole(payload, null);
      return;
    }
    const length = Number(this.headers['content-length']);
    if (encoding !== null) this.markEncoded(encoding);
    if (Number.isInteger(length) && length <= WHOLE_BODY_BYTES) {
      this.sendWhole(payload, encoding);
      return;
    }
    this.response.writeHead(this.statusCode, this.headers);
    pipeline(
      encoding === null ? payload : encodeStream(payload, encoding),
      this.response,
      (error) => {
        if (error && !this.response.destroyed) this.failed(error);
      },
    );
  }

  private sendBody(body: Buffer): void {
    this.response.writeHead(this.statusCode, this.headers);
    this.response.end(body);
  }

  /**
   * The headers of an answer the plugin compresses: streamed service answers of unknown size or
   * from the threshold on (their length is dropped: the plugin sends them chunked, this path
   * gives the encoded length instead), buffered ones from the threshold on.
   */
  private markEncoded(encoding: Encoding): void {
    this.header('vary', varyWithEncoding(this.headers.vary));
    this.header('content-encoding', encoding);
    this.removeHeader('content-length');
  }

  /** A whole body encoded, sent with its encoded length (an encoder's failure cuts it off). */
  private sendEncoded(body: Buffer, encoding: Encoding): void {
    encodeWhole(body, encoding, (error, encoded) => {
      if (error) {
        this.response.destroy();
        return;
      }
      this.header('content-length', encoded.length);
      this.sendBody(encoded);
    });
  }

  /**
   * A small body read to its end and sent with the head in one write: the socket's write and
   * a stream pipeline per answer were most of what a small JSON answer cost beyond the parsing.
   */
  private sendWhole(payload: Readable, encoding: Encoding | null): void {
    readWhole(payload).then(
      (body) => {
        if (encoding === null) this.sendBody(body);
        else this.sendEncoded(body, encoding);
      },
      // As when the ordinary route's stream of it breaks off: the connection is cut.
      () => this.response.destroy(),
    );
  }
}

/**
 * Proxied API calls without Fastify (issue 37): for the requests `fastPathUpstream` admits, the
 * work the ordinary route spreads over a dozen hooks, reply-from and http-proxy is done here in
 * one pass, with the same rules and helpers: the request id, the security headers, both rate
 * limits (service-kit's in-process counts), the visitor cookie read or issued, the signed visitor
 * headers, the response cache, one log line and the metrics. A request this path would refuse
 * (over a limit) is handed to the ordinary route instead, before anything is counted, so every
 * refusal is the ordinary route's own. `handle` answers false for what it leaves to Fastify.
 */
export class ApiFastPath {
  constructor(private readonly options: FastPathOptions) {}

  handle(request: IncomingMessage, response: ServerResponse): boolean {
    const started = performance.now();
    const { headers } = request;
    const upstream = fastPathUpstream(request.method, request.url, headers);
    const ip = request.socket.remoteAddress;
    const host = headers.host;
    if (upstream === null || ip === undefined || host === undefined) return false;
    const { limiter, limits } = this.options;
    const raw = headers.cookie
      ? this.options.parseCookie(headers.cookie)[VISITOR_COOKIE]
      : undefined;
    const knownVisitor = raw ? this.options.visitorCookies.visitorOf(raw) : null;
    const addressKey = addressLimitKey(ip);
    const visitorKey = rateLimitKey({
      visitorId: knownVisitor,
      visitorKnown: knownVisitor !== null,
      ip,
    });
    if (
      limiter.read(addressKey).current >= limits.maxPerAddress ||
      limiter.read(visitorKey).current >= limits.max
    ) {
      return false;
    }
    limiter.count(addressKey, limits.windowMs);
    const { current, ttl } = limiter.count(visitorKey, limits.windowMs);

    const method = request.method!;
    const url = request.url!;
    const id = requestIdOptions.genReqId(request);
    const visitorId = knownVisitor ?? newVisitorId();
    const answer: Record<string, HeaderValue> = {
      'x-request-id': id,
      ...this.options.securityHeaders,
    };
    const resourcePolicy = resourcePolicyFor(method, url);
    if (resourcePolicy) answer['cross-origin-resource-policy'] = resourcePolicy;
    answer['x-ratelimit-limit'] = limits.max;
    answer['x-ratelimit-remaining'] = Math.max(0, limits.max - current);
    answer['x-ratelimit-reset'] = Math.ceil(ttl / 1000);

    const forwarded: ForwardedRequest = { method, url, headers };
    const reply = new FastReply(
      response,
      answer,
      knownVisitor === null ? this.options.visitorCookies.issue(visitorId) : null,
      {
        requested: negotiatedEncoding(headers['accept-encoding']),
        refused: headers['x-no-compression'] !== undefined,
      },
      (error) => this.fail(forwarded, reply, upstream, error, id),
    );
    response.once('finish', () => this.completed(request, reply.statusCode, id, ip, started));
    if (this.options.cached.answerFresh(forwarded, reply)) return true;

    const outgoing = forwardHeaders(this.clientHeaders(headers, upstream), {
      visitors: this.options.signedVisitors,
      visitorId,
      visitorMinted: knownVisitor === null,
      requestId: id,
      remoteAddress: ip,
      trustProxy: false,
      protocol: 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http',
      host,
    });
    this.options.pools[upstream].request(
      {
        method: method as Dispatcher.HttpMethod,
        path: url,
        headers: this.options.cached.forwardHeaders(forwarded, outgoing) as Record<string, string>,
      },
      (error, data) => {
        if (error) {
          this.fail(forwarded, reply, upstream, error, id);
          return;
        }
        if (response.destroyed) {
          data.body.destroy();
          return;
        }
        const upstreamHeaders = data.headers as IncomingHttpHeaders;
        // The service's connection is not the visitor's: its `Connection: close` (a service
        // shutting down) must not close the visitor's connection, as on the ordinary route.
        for (const name of Object.keys(upstreamHeaders)) {
          if (!HOP_BY_HOP.has(name)) reply.header(name, upstreamHeaders[name] as HeaderValue);
        }
        reply.code(data.statusCode);
        this.options.cached.answer(
          forwarded,
          reply,
          { statusCode: data.statusCode, headers: upstreamHeaders, stream: data.body },
          (bodyError) => this.fail(forwarded, reply, upstream, bodyError, id),
        );
      },
    );
    return true;
  }

  /**
   * The browser's headers as the ordinary route forwards them: its own account header dropped
   * (only the gateway says who is signed in), the connection's own headers and those it names
   * dropped, Host the service's.
   */
  private clientHeaders(headers: IncomingHttpHeaders, upstream: Upstream): IncomingHttpHeaders {
    const connection = headers.connection;
    const named =
      connection === undefined
        ? null
        : new Set(
            connection
              .toLowerCase()
              .split(',')
              .map((name) => name.trim()),
          );
    // Built without them rather than copied and deleted from (see forwardHeaders).
    const copy: IncomingHttpHeaders = {};
    for (const name in headers) {
      if (name === VISITOR_ACCOUNT_HEADER || name === 'connection' || named?.has(name)) continue;
      copy[name] = headers[name];
    }
    copy.host = this.options.hosts[upstream];
    return copy;
  }

  /** The service did not answer (or its answer broke off before a byte was sent): a 503. */
  private fail(
    request: ForwardedRequest,
    reply: FastReply,
    upstream: Upstream,
    error: unknown,
    id: string,
  ): void {
    const { response } = reply;
    if (response.headersSent) {
      response.destroy();
      return;
    }
    this.options.logger.warn({ reqId: id, err: error }, 'response errored');
    const { status, body } = toErrorResponse(upstreamFailure(request, upstream, error));
    this.options.logger.error({ reqId: id, err: error }, 'request failed');
    const text = JSON.stringify(body);
    reply.code(status);
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('content-length', Buffer.byteLength(text));
    reply.send(Buffer.from(text));
  }

  /** The ordinary route's one log line and its metrics. */
  private completed(
    request: IncomingMessage,
    statusCode: number,
    id: string,
    ip: string,
    started: number,
  ): void {
    const method = request.method!;
    const responseTime = performance.now() - started;
    const { logger, metrics } = this.options;
    const quiet = isQuietAnswer(method, request.url!, statusCode);
    if (logger.isLevelEnabled(quiet ? 'debug' : 'info')) {
      const fields = {
        reqId: id,
        req: { method, url: request.url, host: request.headers.host, ip, socket: request.socket },
        res: { statusCode },
        responseTime,
      };
      if (quiet) logger.debug(fields, 'request completed');
      else logger.info(fields, 'request completed');
    }
    metrics.requests.inc({ method, route: PROXY_ROUTE, status: String(statusCode) });
    metrics.duration.observe({ method, route: PROXY_ROUTE }, responseTime / 1000);
  }
}
