import { randomUUID } from 'node:crypto';
import {
  CLIENT_MESSAGE_TYPES,
  COLLAB_CLOSE_CODES,
  COLLAB_ERRORS,
  COLLAB_LIMITS,
  ClientMessageSchema,
  text,
} from '@cardsmith/contracts';
import { requireVisitor, type Logger } from '@cardsmith/service-kit';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import type { RoomsService } from '../rooms/rooms.service.js';
import { Connection } from './connection.js';
import { OutputBatch } from './output-batch.js';

const SocketQuerySchema = z.object({ edit: text().max(128).optional() });

export type ParseResult =
  { ok: true; message: z.output<typeof ClientMessageSchema> } | { ok: false; error: string };

/** Turns one frame into a client message or the `error` sentence explaining why it is not one. */
export function parseClientMessage(data: RawData, isBinary: boolean): ParseResult {
  const size = Array.isArray(data)
    ? data.reduce((sum, chunk) => sum + chunk.length, 0)
    : data instanceof ArrayBuffer
      ? data.byteLength
      : data.length;
  if (size > COLLAB_LIMITS.maxMessageBytes) return { ok: false, error: COLLAB_ERRORS.tooLarge };
  if (isBinary) return { ok: false, error: COLLAB_ERRORS.invalidJson };
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    return { ok: false, error: COLLAB_ERRORS.invalidJson };
  }
  const type = (json as { type?: unknown } | null)?.type;
  if (!CLIENT_MESSAGE_TYPES.includes(type as never)) {
    return { ok: false, error: COLLAB_ERRORS.unknownType };
  }
  const parsed = ClientMessageSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')}: ${issue.message})` : '';
    return { ok: false, error: `${COLLAB_ERRORS.invalidMessage}${where}` };
  }
  return { ok: true, message: parsed.data };
}

export interface SocketRegistry {
  connections: Set<Connection>;
  /** Leaves of sockets that closed and are still being handled; shutdown waits for them. */
  closing: Set<Promise<void>>;
}

/**
 * /ws: one Connection per socket. Handlers attach before the first await so no early message is
 * lost; a socket's messages are handled in order, one at a time.
 */
export function registerSocketRoutes(
  app: FastifyInstance,
  rooms: RoomsService,
  registry: SocketRegistry,
  logger: Logger,
): void {
  const batch = new OutputBatch();
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
      const conn = new Connection(
        randomUUID(),
        socket,
        request.socket,
        batch,
        requireVisitor(request),
        edit ?? null,
      );
      registry.connections.add(conn);
      let chain = Promise.resolve();

      socket.on('message', (data, isBinary) => {
        const now = Date.now();
        const decision = conn.bucket.take(now);
        if (decision === 'close') {
          conn.error(COLLAB_ERRORS.rateLimited);
          conn.close(COLLAB_CLOSE_CODES.rateLimited, 'Rate limited');
          return;
        }
        if (decision === 'refuse') return conn.rateError(COLLAB_ERRORS.rateLimited, now);
        conn.lastActivityAt = now;
        const parsed = parseClientMessage(data, isBinary);
        if (!parsed.ok) return conn.error(parsed.error);
        const { message } = parsed;
        // Cursor moves need no ordering with the room's queue and are the bulk of the traffic.
        if (message.type === 'cursor_update') {
          void rooms.handle(conn, message);
          return;
        }
        if (message.type === 'join') conn.joinsPending += 1;
        chain = chain
          .then(() => rooms.handle(conn, message))
          .catch((error: unknown) => {
            logger.error({ err: error }, 'collab message failed');
            conn.error(COLLAB_ERRORS.unavailable);
          })
          .finally(() => {
            if (message.type === 'join') conn.joinsPending -= 1;
          });
      });
      socket.on('close', () => {
        registry.connections.delete(conn);
        const leaving = chain
          .then(() => rooms.leave(conn))
          .catch((error: unknown) => {
            logger.error({ err: error }, 'collab leave failed');
          })
          .finally(() => registry.closing.delete(leaving));
        registry.closing.add(leaving);
        chain = leaving;
      });
      socket.on('error', (error) => logger.info({ err: error.message }, 'collab socket error'));
    },
  );
}
