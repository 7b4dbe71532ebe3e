import { text } from '@cardsmith/contracts';
import { requireVisitor } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Gauge } from 'prom-client';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { ClientSocket } from './client-socket.js';
import type { OutputBatch } from './output-batch.js';
import type { SocketHandler } from './socket-handler.js';

const SocketQuerySchema = z.object({ edit: text().max(128).optional() });

/**
 * A `ws` socket as a ClientSocket. Its TCP socket is corked by `batch` while a round of events is
 * handled, so every frame of that round leaves in one write.
 */
function wsClientSocket(
  socket: WebSocket,
  tcp: Socket,
  batch: OutputBatch,
  onError: (error: Error) => void,
): ClientSocket {
  socket.on('error', onError);
  return {
    get open() {
      return socket.readyState === socket.OPEN;
    },
    get bufferedAmount() {
      return socket.bufferedAmount;
    },
    send(text) {
      batch.hold(tcp);
      socket.send(text, { binary: false });
    },
    close(code, reason) {
      if (socket.readyState !== socket.CLOSED) socket.close(code, reason);
    },
    onMessage(handler) {
      socket.on('message', handler);
    },
    onClose(handler) {
      socket.on('close', () => handler());
    },
  };
}

/**
 * /ws: each socket, once the gateway's visitor is checked, goes to the socket handler. `batch`
 * corks the sockets of one round of events; `connections` counts the sockets open.
 */
export function registerSocketRoutes(
  app: FastifyInstance,
  handler: SocketHandler,
  { batch, connections }: { batch: OutputBatch; connections: Gauge },
): void {
  app.get(
    '/ws',
    {
      websocket: true,
      schema: { querystring: SocketQuerySchema },
      preValidation: async (request) => {
        requireVisitor(request);
      },
    },
    (socket: WebSocket, request) => {
      const { edit } = request.query as z.output<typeof SocketQuerySchema>;
      const client = wsClientSocket(socket, request.socket, batch, (error) =>
        request.log.info({ err: error.message }, 'collab socket error'),
      );
      connections.inc();
      socket.once('close', () => connections.dec());
      handler.accept(client, { visitorId: requireVisitor(request), editToken: edit ?? null });
    },
  );
}
