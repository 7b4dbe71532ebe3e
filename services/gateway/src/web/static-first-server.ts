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

/** Answers a request itself (true) or leaves it to Fastify (false). */
export type FrontHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The gateway's HTTP server: a request for a file of the web build is answered from memory
 * before Fastify sees it (no request object, visitor cookie, rate limit or log line: a
 * fingerprinted asset needs none of them, and they were most of its cost), with the headers
 * StaticFiles built at start-up (the security headers among them). `api` may then take the
 * request (the API fast path, built once the app is); every other request goes to Fastify.
 * `counted` hears each static answer's status so the metrics still count these answers.
 */
export function staticFirstServer(
  files: StaticFiles,
  counted: (statusCode: number) => void,
  api: FrontHandler,
): FastifyServerFactory {
  return (fastifyHandler, fastifyOptions) => {
    const options = fastifyOptions as ServerOptions;
    const server = createServer(
      options.http ?? {},
      (request: IncomingMessage, response: ServerResponse) => {
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
