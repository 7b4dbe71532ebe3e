import {
  createServer,
  type IncomingMessage,
  type ServerOptions as HttpServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { StaticFiles } from './static-files.js';

/** The options Fastify applies to a server it creates itself. */
interface ServerOptions {
  http?: HttpServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * Cuts the connection of a request whose body sends nothing for `stallMs`. Node bounds the time
 * to send a head (headersTimeout) and the quiet time between requests (keepAliveTimeout, which
 * also bounds the reading of a body left over after its answer), but the gateway sets no limit
 * on a whole request (requestTimeout 0: an upload on a slow line may take many minutes). Without
 * this, a client could start bodies on many connections and hold each open by sending nothing
 * more. (A service that takes nothing of a body for as long stalls it the same way: the gateway
 * stops reading what it cannot pass on.) The socket's idle limit is on while a body arrives, and
 * Node's own handling of it destroys a socket that goes quiet (the gateway listens for no
 * `timeout` event). Once the body is in, the limit is lifted, unless the answer has already
 * gone: then Node's keep-alive limit replaced it.
 */
export function limitBodyStall(
  request: IncomingMessage,
  response: ServerResponse,
  stallMs: number,
): void {
  const { headers, socket } = request;
  const hasBody =
    headers['transfer-encoding'] !== undefined ||
    (headers['content-length'] !== undefined && headers['content-length'] !== '0');
  if (!hasBody) return;
  socket.setTimeout(stallMs);
  request.once('end', () => {
    if (!response.writableFinished) socket.setTimeout(0);
  });
}

/** Answers a request itself (true) or leaves it to Fastify (false). */
export type FrontHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The gateway's HTTP server: a request for a file of the web build is answered from memory
 * before Fastify sees it (no request object, visitor cookie, rate limit or log line: a
 * fingerprinted asset needs none of them, and they were most of its cost), with the headers
 * StaticFiles built at start-up (the security headers among them). `api` may then take the
 * request (the API fast path, built once the app is); every other request goes to Fastify.
 * `counted` hears each static answer's status so the metrics still count these answers. Every
 * request's body, whoever answers it, may stall for at most `bodyStallMs` (limitBodyStall).
 */
export function staticFirstServer(
  files: StaticFiles,
  counted: (statusCode: number) => void,
  api: FrontHandler,
  bodyStallMs: number,
): FastifyServerFactory {
  return (fastifyHandler, fastifyOptions) => {
    const options = fastifyOptions as ServerOptions;
    const server = createServer(
      options.http ?? {},
      (request: IncomingMessage, response: ServerResponse) => {
        limitBodyStall(request, response, bodyStallMs);
        const answer = files.answer(request.method ?? 'GET', request.url ?? '/', request.headers);
        if (!answer) {
          if (!api(request, response)) fastifyHandler(request, response);
          return;
        }
        response.writeHead(answer.statusCode, answer.headers as string[]);
        response.end(answer.body);
        counted(answer.statusCode);
      },
    );
    // What Fastify sets on the server it would have created itself.
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
