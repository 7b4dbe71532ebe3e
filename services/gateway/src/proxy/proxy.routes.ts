import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import httpProxy from '@fastify/http-proxy';
import { HttpError, notFound, type Scheduler } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';
import { bodyLimitFor, matchRoute, pathOf, type Upstream } from '../routing/routing-table.js';
import { limitStream } from './body-limit.js';
import type { CachedAnswers, UpstreamAnswer } from './cached-answers.js';
import { forwardHeaders, relayedHeaders, type SignedVisitors } from './proxy-headers.js';
import type { AnsweredRequest } from './own-answer.js';
import { upstreamFailure } from './upstream-failure.js';
import { registerStreamRelay } from './stream-relay.js';
import { registerSocketRelay } from './ws-relay.js';
import type { VideoCardGate } from '../video/video-card-access.js';

interface UpstreamReply {
  request: AnsweredRequest;
  send: (payload: unknown) => unknown;
}

export function upstreamUrls(config: GatewayConfig): Record<Upstream, string> {
  return {
    cards: config.CARDS_URL,
    ai: config.AI_URL,
    media: config.MEDIA_URL,
    scheduler: config.SCHEDULER_URL,
    print: config.PRINT_URL,
    collab: config.COLLAB_URL,
  };
}

/** What forwarding reads of a request; reply-from types hooks for HTTP/1 and HTTP/2 alike. */
interface ProxiedRequest {
  id: string;
  method: string;
  url: string;
  visitorId: string | null;
  visitorKnown: boolean;
  protocol: string;
  host: string;
  socket: { remoteAddress?: string | undefined };
}

/** The upstream a request under /api goes to; a 404 for paths no service owns. */
function upstreamOf(request: Pick<ProxiedRequest, 'method' | 'url'>): Upstream {
  const path = pathOf(request.url);
  const rule = matchRoute(request.method, path);
  // /api/admin is the gateway's own; until its routes exist it is as unknown as any other path.
  if (!rule || rule.target === 'gateway') throw notFound(`No route for ${request.method} ${path}.`);
  return rule.target;
}

/** The largest answer the response cache stores; larger ones stream through. */
export const CACHED_ANSWER_MAX_BYTES = 1024 * 1024;

/**
 * /api/... to the service the routing table names and /ws to collab (see ws-relay). Bodies
 * stream through untouched (multipart uploads are never buffered); Range, conditional headers and
 * their 206/304 answers pass both ways. Small public answers (card previews) are kept in memory,
 * served while fresh and confirmed with the service after (see CachedAnswers). Registered on the root
 * instance, so the relay's upgrade handling and its refusal of upgrades elsewhere cover every
 * route. `visitors` signs the forwarded visitor; `cached` keeps the small public answers;
 * `videoCards` checks a video request's card with cards and signs the role for media.
 */
export async function registerProxies(
  app: FastifyInstance,
  config: GatewayConfig,
  allowedOrigins: ReadonlySet<string>,
  deps: {
    scheduler: Scheduler;
    visitors: SignedVisitors;
    cached: CachedAnswers;
    videoCards: VideoCardGate;
  },
): Promise<void> {
  const { scheduler, visitors, cached, videoCards } = deps;
  // The signed card role of a request the gate checked, added to what is forwarded.
  const cardClaims = new WeakMap<object, Readonly<Record<string, string>>>();
  const upstreams = upstreamUrls(config);
  const trustProxy = config.TRUST_PROXY !== false;
  const headersFor = (request: ProxiedRequest, incoming: IncomingHttpHeaders) =>
    forwardHeaders(incoming, {
      visitors,
      visitorId: request.visitorId,
      visitorMinted: !request.visitorKnown,
      requestId: request.id,
      remoteAddress: request.socket.remoteAddress,
      trustProxy,
      protocol: request.protocol,
      host: request.host,
    });
  // reply-from has already logged the cause; the visitor gets the uniform body.
  const failWith = (service: Upstream) => (reply: UpstreamReply, error: unknown) => {
    // A body refused mid-stream closes its connection after the 413 (see installBodyLimits).
    reply.send(upstreamFailure(reply.request, service, error));
  };
  // The socket to collab starts from no headers: only identity and provenance.
  registerSocketRelay(app, {
    collabUrl: upstreams.collab,
    allowedOrigins,
    maxSocketsPerVisitor: config.WS_MAX_SOCKETS_PER_VISITOR,
    maxSocketsPerIp: config.WS_MAX_SOCKETS_PER_IP,
    upstreamHeaders: (request) =>
      headersFor(request, { 'x-forwarded-for': request.headers['x-forwarded-for'] }),
    scheduler,
  });

  registerStreamRelay(app, {
    upstreams,
    maxStreamsPerVisitor: config.STREAM_MAX_PER_VISITOR,
    maxStreamsPerIp: config.STREAM_MAX_PER_IP,
    upstreamHeaders: (request) => headersFor(request, request.headers),
  });

  await app.register(httpProxy, {
    upstream: '',
    prefix: '/api',
    rewritePrefix: '/api',
    // Keep-alive connections to the services (undici's agent: 128 per origin, no pipelining),
    // closed with the gateway rather than left to the services to time out.
    destroyAgent: true,
    // The gateway's own request log has one line per request; reply-from's would add two more.
    disableRequestLogging: true,
    preHandler: async (request, reply) => {
      upstreamOf(request);
      if (cached.answerFresh(request, reply)) return reply;
      const claim = await videoCards.claimFor(request).catch((error: unknown) => {
        throw error instanceof HttpError ? error : upstreamFailure(request, 'cards', error);
      });
      if (claim) cardClaims.set(request, claim);
      // The forwarded body is a stream of its own: when the upstream fails, the HTTP client
      // destroys that stream, and the visitor's connection must survive to hear the 503.
      if (request.body instanceof Readable) {
        const limit = bodyLimitFor(
          request.method,
          pathOf(request.url),
          request.headers['content-type'],
        );
        request.body = limitStream(request.body, limit);
      }
    },
    replyOptions: {
      getUpstream: (request) => upstreams[upstreamOf(request)],
      // reply-from passes an HTTP/1 service's own Connection header on: a service's
      // `Connection: close` (shutting down, or refusing a body) would close the visitor's.
      rewriteHeaders: (headers) => relayedHeaders(headers),
      rewriteRequestHeaders: (request, incoming) => {
        const headers = headersFor(request, incoming);
        const claim = cardClaims.get(request);
        return cached.forwardHeaders(request, claim ? { ...headers, ...claim } : headers);
      },
      // reply-from types the answer as a server response; it hands the client's answer over.
      onResponse: (request, reply, upstream) =>
        cached.answer(request, reply, upstream as unknown as UpstreamAnswer, (error) =>
          failWith(upstreamOf(request))(reply, error),
        ),
      onError: (reply, { error }) => failWith(upstreamOf(reply.request))(reply, error),
      // A service answering 503 says so itself; replaying requests at it only adds delay.
      retryDelay: () => null,
    },
  });
}
