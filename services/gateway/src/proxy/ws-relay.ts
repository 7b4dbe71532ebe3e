import {
  request as httpRequest,
  ServerResponse,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Socket } from 'node:net';
import { clientNetwork, forbidden, HttpError, type Scheduler } from '@cardsmith/service-kit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { pathOf } from '../routing/routing-table.js';
import { serviceUnavailable } from './upstream-failure.js';
import {
  FOREIGN_SOCKET_MESSAGE,
  isForeignRequest,
  singleValued,
} from '../security/origin-policy.js';
import { SocketCaps } from './socket-caps.js';

export const TOO_MANY_SOCKETS_MESSAGE =
  'Too many collaboration connections are open from here. Close a tab and try again.';

/** collab answers an upgrade in milliseconds; one that does not is as good as down. */
const HANDSHAKE_TIMEOUT_MS = 5000;
/** How long a side may take to take in what is still queued for it once the other is gone. */
const DRAIN_TIMEOUT_MS = 10_000;

/** What of the browser's request collab needs to answer the WebSocket handshake itself. */
const HANDSHAKE_HEADERS = [
  'sec-websocket-key',
  'sec-websocket-version',
  'sec-websocket-protocol',
  'sec-websocket-extensions',
] as const;

/**
 * The headers of the upgrade request to collab: the browser's handshake and the gateway's signed
 * visitor and provenance headers, nothing else of the browser's (no cookie, no Origin).
 */
export function upgradeRequestHeaders(
  browser: IncomingHttpHeaders,
  gateway: IncomingHttpHeaders,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...gateway, connection: 'Upgrade', upgrade: 'websocket' };
  for (const name of HANDSHAKE_HEADERS) {
    const value = browser[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

/**
 * The 101 the browser gets: the gateway's own headers for this request (security headers,
 * request id, a new visitor's cookie), then collab's as it sent them (Sec-WebSocket-Accept, …).
 */
export function switchingProtocolsHead(
  collab: Pick<IncomingMessage, 'statusMessage' | 'rawHeaders'>,
  gateway: Record<string, number | string | string[] | undefined>,
): string {
  const lines = [`HTTP/1.1 101 ${collab.statusMessage || 'Switching Protocols'}`];
  for (const [name, value] of Object.entries(gateway)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
  }
  for (let i = 0; i + 1 < collab.rawHeaders.length; i += 2) {
    lines.push(`${collab.rawHeaders[i]}: ${collab.rawHeaders[i + 1]}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** collab's refusal as the browser hears it; anything but a refusal of the handshake is "down". */
function refusal(status: number | undefined): HttpError {
  switch (status) {
    case 400:
      return new HttpError(400, 'validation_failed', 'This is not a valid WebSocket handshake.');
    case 401:
      return new HttpError(401, 'unauthorized', 'Not allowed.');
    case 403:
      return forbidden('Not allowed.');
    default:
      return serviceUnavailable('collab');
  }
}

const browserLeft = (browser: Socket) => browser.destroyed || browser.readableEnded;

interface Upgraded {
  response: IncomingMessage;
  socket: Socket;
  head: Buffer;
}

/**
 * Asks collab to upgrade before the browser's upgrade is answered, so a collab that is down or
 * refuses the visitor answers the browser with an HTTP error (its "Connection Error") instead of
 * a socket that opens and dies.
 */
function openUpstream(
  url: string,
  headers: OutgoingHttpHeaders,
  browser: Socket,
  log: FastifyBaseLogger,
  scheduler: Scheduler,
): Promise<Upgraded> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(url, {
      headers,
      agent: false,
    });
    // The browser may give up while collab is still answering: collab must not keep a socket.
    // Its FIN is enough to tell (no WebSocket client half-closes before its upgrade is answered).
    const abandon = () => request.destroy();
    const cancelTimeout = scheduler.after(HANDSHAKE_TIMEOUT_MS, () =>
      request.destroy(new Error(`no answer within ${HANDSHAKE_TIMEOUT_MS} ms`)),
    );
    browser.once('end', abandon).once('close', abandon);
    const settle = () => {
      cancelTimeout();
      browser.removeListener('end', abandon).removeListener('close', abandon);
    };
    request.once('upgrade', (response, socket, head) => {
      settle();
      resolve({ response, socket, head });
    });
    request.once('response', (response) => {
      settle();
      response.resume();
      reject(refusal(response.statusCode));
    });
    request.on('error', (error) => {
      settle();
      if (!browserLeft(browser)) log.warn({ err: error.message }, 'collab did not take the socket');
      reject(serviceUnavailable('collab'));
    });
    request.end();
  });
}

/**
 * Once `gone` has closed, `other` is finished too: cut at once when `gone` failed (there is no
 * clean end to pass on), else ended after what is still queued for it, collab's close frame
 * among it, and cut if it takes longer than DRAIN_TIMEOUT_MS to take that in. Registered after
 * pipe(), whose own listener has by then paused `other`: it is resumed so that what its peer still
 * sends (now with nowhere to go) is dropped and the peer's FIN behind it is seen, which closes it.
 */
function finishWith(gone: Socket, other: Socket, scheduler: Scheduler): void {
  gone.once('close', () => {
    if (other.destroyed) return;
    if (!gone.readableEnded) {
      other.destroy();
      return;
    }
    other.resume();
    other.end();
    const cancelCut = scheduler.after(DRAIN_TIMEOUT_MS, () => other.destroy());
    other.once('close', cancelCut);
  });
}

/**
 * From here on the gateway moves bytes, not frames: frames, their sizes and close codes are
 * collab's and the browser's business. pipe() stops reading a side whose peer has too much
 * waiting, so a browser that stops reading makes the gateway stop reading collab, TCP pushes back
 * and collab's own per-socket rules for slow consumers apply as if the browser were connected to
 * it directly (cursor positions dropped over 256 KB waiting, the socket closed with 4009 at 8 MB),
 * while the gateway holds only its stream buffers (some 100 KB) per direction.
 */
function splice(
  browser: Socket,
  browserHead: Buffer,
  collab: Upgraded,
  head101: string,
  log: FastifyBaseLogger,
  scheduler: Scheduler,
): void {
  const upstream = collab.socket;
  upstream.setNoDelay(true);
  // The socket is destroyed and `finishWith` cuts the browser, whose client reconnects.
  upstream.on('error', (error) => log.warn({ err: error.message }, 'collab socket error'));
  browser.write(head101);
  if (collab.head.length > 0) browser.write(collab.head);
  if (browserHead.length > 0) upstream.write(browserHead);
  upstream.pipe(browser);
  browser.pipe(upstream);
  finishWith(upstream, browser, scheduler);
  finishWith(browser, upstream, scheduler);
}

interface RelayOptions {
  collabUrl: string;
  /** Origins whose pages may open a socket: PUBLIC_ORIGIN and ALLOWED_ORIGINS. */
  allowedOrigins: ReadonlySet<string>;
  maxSocketsPerVisitor: number;
  maxSocketsPerIp: number;
  /** The headers collab gets: the signed visitor and provenance, nothing of the browser's own. */
  upstreamHeaders: (request: FastifyRequest) => IncomingHttpHeaders;
  /** The handshake and drain time limits. */
  scheduler: Scheduler;
}

/**
 * `/ws`: the browser's upgrade goes through Fastify like any request (security headers, visitor
 * cookie, rate limit, request id, then the origin check and the caps on open sockets per
 * visitor and per client network), is passed on to collab, and on collab's
 * 101 the two sockets are joined byte for byte (see `splice`). Upgrades anywhere else get 400.
 */
export function registerSocketRelay(app: FastifyInstance, options: RelayOptions): void {
  const collabWs = `${options.collabUrl.replace(/\/$/, '')}/ws`;
  const upgrades = new WeakMap<IncomingMessage, { socket: Socket; head: Buffer }>();
  const open = new Set<Socket>();
  const caps = new SocketCaps();

  app.server.on('upgrade', (raw: IncomingMessage, socket, head: Buffer) => {
    if (!(socket instanceof Socket)) return socket.destroy();
    // Node removed its own listener before 'upgrade': a browser that vanishes must not crash the
    // gateway (the socket is destroyed and its 'close' does the rest).
    socket.on('error', (error) => app.log.debug({ err: error.message }, 'browser socket error'));
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    upgrades.set(raw, { socket, head });
    // Routed as an ordinary request whose answer, unless the route takes the socket over, is
    // written to the socket itself.
    const response = new ServerResponse(raw);
    response.assignSocket(socket);
    app.routing(raw, response);
  });

  app.addHook('onRequest', (request, _reply, done) => {
    if (upgrades.has(request.raw) && pathOf(request.url) !== '/ws') {
      throw new HttpError(
        400,
        'validation_failed',
        'WebSocket connections are only accepted at /ws.',
      );
    }
    done();
  });
  // Only a refusal (403, 429, 503, …) completes a response on an upgrade's socket, and a browser
  // refused an upgrade has no use for it.
  app.addHook('onResponse', (request, _reply, done) => {
    upgrades.get(request.raw)?.socket.destroy();
    done();
  });
  app.addHook('preClose', async () => {
    for (const socket of open) socket.destroy();
  });

  app.get('/ws', { exposeHeadRoute: false }, async (request, reply) => {
    const browser = upgrades.get(request.raw);
    if (!browser) {
      throw new HttpError(
        400,
        'validation_failed',
        'The collaboration channel at /ws takes WebSocket connections only.',
      );
    }
    // Only the configured origins: a page reached through any Host (DNS rebinding) is foreign.
    if (isForeignRequest(singleValued(request.headers), options.allowedOrigins)) {
      throw forbidden(FOREIGN_SOCKET_MESSAGE);
    }
    const release = caps.take([
      ...(request.visitorId
        ? [{ key: `v:${request.visitorId}`, cap: options.maxSocketsPerVisitor }]
        : []),
      { key: `n:${clientNetwork(request.ip)}`, cap: options.maxSocketsPerIp },
    ]);
    if (!release) throw new HttpError(429, 'rate_limited', TOO_MANY_SOCKETS_MESSAGE);
    // Refused, failed or relayed, the browser's socket ends with a close.
    browser.socket.once('close', release);
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const collab = await openUpstream(
      `${collabWs}${search}`,
      upgradeRequestHeaders(request.headers, options.upstreamHeaders(request)),
      browser.socket,
      request.log,
      options.scheduler,
    );
    reply.hijack();
    if (browserLeft(browser.socket)) {
      collab.socket.destroy();
      return;
    }
    splice(
      browser.socket,
      browser.head,
      collab,
      switchingProtocolsHead(collab.response, reply.getHeaders()),
      request.log,
      options.scheduler,
    );
  });
}
