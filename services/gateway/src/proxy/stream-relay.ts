import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { binaryRoutes } from '@cardsmith/contracts';
import { clientNetwork, HttpError } from '@cardsmith/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Upstream } from '../routing/routing-table.js';
import { answerFor } from './own-answer.js';
import { relayedHeaders } from './proxy-headers.js';
import { SocketCaps } from './socket-caps.js';
import { serviceUnavailable } from './upstream-failure.js';

export const TOO_MANY_STREAMS_MESSAGE =
  'Too many progress streams are open from here. Close a tab and try again.';

/** Answers that stay open for as long as the visitor watches (server-sent events). */
export const LONG_LIVED_STREAMS: ReadonlyArray<{ path: string; service: Upstream }> = [
  { path: binaryRoutes.videoJobEvents.path, service: 'media' },
  { path: binaryRoutes.printOrderEvents.path, service: 'print' },
  { path: binaryRoutes.scheduleEvents.path, service: 'scheduler' },
];

export interface StreamRelayOptions {
  upstreams: Record<Upstream, string>;
  maxStreamsPerVisitor: number;
  maxStreamsPerIp: number;
  /** The headers a forwarded request carries (the signed visitor, provenance). */
  upstreamHeaders: (request: FastifyRequest) => IncomingHttpHeaders;
}

/**
 * Long-lived streams (LONG_LIVED_STREAMS) are relayed apart from the ordinary proxy: capped per
 * visitor and per client network as /ws sockets are (SocketCaps, per replica), and carried on
 * connections of their own, so however many are open the pool the proxy keeps to a service for
 * ordinary requests stays free. Each stream takes one connection to its service for as long as
 * it lasts; the gateway's closing ends them all.
 */
export function registerStreamRelay(app: FastifyInstance, options: StreamRelayOptions): void {
  const caps = new SocketCaps();
  // No keep-alive: a stream's connection is done when the stream is.
  const agents = {
    http: new HttpAgent({ keepAlive: false }),
    https: new HttpsAgent({ keepAlive: false }),
  };
  const open = new Set<IncomingMessage>();
  app.addHook('preClose', async () => {
    for (const upstream of open) upstream.destroy();
  });
  app.addHook('onClose', async () => {
    agents.http.destroy();
    agents.https.destroy();
  });

  for (const { path, service } of LONG_LIVED_STREAMS) {
    app.get(path, { exposeHeadRoute: false }, async (request, reply) => {
      const release = caps.take([
        ...(request.visitorId
          ? [{ key: `v:${request.visitorId}`, cap: options.maxStreamsPerVisitor }]
          : []),
        { key: `n:${clientNetwork(request.ip)}`, cap: options.maxStreamsPerIp },
      ]);
      if (!release) {
        throw answerFor(request, new HttpError(429, 'rate_limited', TOO_MANY_STREAMS_MESSAGE));
      }
      reply.raw.once('close', release);
      const url = new URL(request.url, options.upstreams[service]);
      // The service's own host goes with the request (from the URL), not the gateway's.
      const { host: _host, ...headers } = relayedHeaders(options.upstreamHeaders(request));
      let upstream: IncomingMessage;
      try {
        upstream = await openStream(url, headers, agents);
      } catch (error) {
        request.log.warn({ err: error, service }, 'stream not opened');
        throw answerFor(request, serviceUnavailable(service));
      }
      open.add(upstream);
      upstream.once('close', () => open.delete(upstream));
      // The visitor who leaves ends the stream at the service too, even one gone while it opened.
      if (request.raw.destroyed || reply.raw.destroyed) upstream.destroy();
      else reply.raw.once('close', () => upstream.destroy());
      return reply
        .status(upstream.statusCode ?? 502)
        .headers(relayedHeaders(upstream.headers))
        .send(upstream);
    });
  }
}

function openStream(
  url: URL,
  headers: IncomingHttpHeaders,
  agents: { http: HttpAgent; https: HttpsAgent },
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing =
      url.protocol === 'https:'
        ? httpsRequest(url, { method: 'GET', headers, agent: agents.https })
        : httpRequest(url, { method: 'GET', headers, agent: agents.http });
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
    outgoing.end();
  });
}
