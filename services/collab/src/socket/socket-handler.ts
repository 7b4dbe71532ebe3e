import { randomUUID } from 'node:crypto';
import { COLLAB_CLOSE_CODES, COLLAB_ERRORS } from '@cardsmith/contracts';
import { TokenBucket, type Logger, type TokenBucketOptions } from '@cardsmith/service-kit';
import { Member } from '../rooms/local-room.js';
import type { RoomsService } from '../rooms/rooms.service.js';
import type { ClientSocket } from './client-socket.js';
import { parseClientMessage } from './parse-message.js';
import { SocketChannel } from './socket-channel.js';

/** 20 Hz cursors plus typing and dragging stay well inside; a script flooding the room does not. */
export const SOCKET_RATE_LIMIT = {
  burst: 120,
  perSecond: 60,
  abuseLimit: 200,
  abuseWindowMs: 5000,
} as const satisfies TokenBucketOptions;

/** Who is on the other end of a socket, as the gateway vouched for it when the socket opened. */
export interface SocketVisitor {
  visitorId: string;
  /** The edit token from `/ws?edit=…`, when the page was opened from an edit link. */
  editToken: string | null;
}

/** Rate-limit errors go out at most this often, or the errors themselves become a flood. */
const RATE_ERROR_EVERY_MS = 1000;

/**
 * The server's side of the protocol for any socket: one Member per socket, its frames parsed and
 * rate limited, handled in order, one at a time, and its leave when the socket closes. `/ws`
 * hands it `ws` sockets; a test can hand it one end of an in-memory pair.
 */
export class SocketHandler {
  private readonly members = new Set<Member>();
  /** Leaves of sockets that closed and are still being handled; shutdown waits for them. */
  private readonly closing = new Set<Promise<void>>();

  constructor(
    private readonly rooms: RoomsService,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a socket that just opened. Handlers attach at once, so no early frame is lost. */
  accept(socket: ClientSocket, visitor: SocketVisitor): void {
    const member = new Member(
      randomUUID(),
      visitor.visitorId,
      visitor.editToken,
      new SocketChannel(socket),
      this.now(),
    );
    this.members.add(member);
    const bucket = new TokenBucket(SOCKET_RATE_LIMIT, this.now());
    let lastRateError = -Infinity;
    let chain = Promise.resolve();

    socket.onMessage((frame, isBinary) => {
      const now = this.now();
      const decision = bucket.take(now);
      if (decision === 'close') {
        member.error(COLLAB_ERRORS.rateLimited);
        member.close(COLLAB_CLOSE_CODES.rateLimited, 'Rate limited');
        return;
      }
      if (decision === 'refuse') {
        if (now - lastRateError < RATE_ERROR_EVERY_MS) return;
        lastRateError = now;
        return member.error(COLLAB_ERRORS.rateLimited);
      }
      member.lastActivityAt = now;
      const parsed = parseClientMessage(frame, isBinary);
      if (!parsed.ok) return member.error(parsed.error);
      const { message } = parsed;
      // Cursor moves need no ordering with the room's queue and are the bulk of the traffic.
      if (message.type === 'cursor_update') {
        void this.rooms.handle(member, message);
        return;
      }
      if (message.type === 'join') member.joinsPending += 1;
      chain = chain
        .then(() => this.rooms.handle(member, message))
        .catch((error: unknown) => {
          this.logger.error({ err: error }, 'collab message failed');
          member.error(COLLAB_ERRORS.unavailable);
        })
        .finally(() => {
          if (message.type === 'join') member.joinsPending -= 1;
        });
    });
    socket.onClose(() => {
      this.members.delete(member);
      const leaving = chain
        .then(() => this.rooms.leave(member))
        .catch((error: unknown) => {
          this.logger.error({ err: error }, 'collab leave failed');
        })
        .finally(() => this.closing.delete(leaving));
      this.closing.add(leaving);
      chain = leaving;
    });
  }

  /**
   * The replica is stopping: every client leaves (the last one of a room saving it) before its
   * socket closes with "going away", so it reconnects to another replica.
   */
  async shutdown(): Promise<void> {
    const open = [...this.members];
    await Promise.all([this.rooms.shutdown(open), ...this.closing]);
    for (const member of open) member.close(1001, 'Server restarting');
  }
}
