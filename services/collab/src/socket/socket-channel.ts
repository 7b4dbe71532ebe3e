import type { ServerMessage } from '@cardsmith/contracts';
import { COLLAB_CLOSE_CODES, COLLAB_LIMITS } from '@cardsmith/contracts';
import type { MemberChannel } from '../rooms/member-channel.js';
import type { ClientSocket } from './client-socket.js';

/**
 * Each message object is encoded once, however many members it is sent to: rooms relay one object
 * to every member, and under load encoding was a large part of the relay's CPU time.
 */
const encodings = new WeakMap<ServerMessage, Buffer>();

function encode(message: ServerMessage): Buffer {
  let data = encodings.get(message);
  if (!data) {
    data = Buffer.from(JSON.stringify(message));
    encodings.set(message, data);
  }
  return data;
}

/** A member's messages as JSON text frames on its socket, with the rules for slow clients. */
export class SocketChannel implements MemberChannel {
  constructor(private readonly socket: ClientSocket) {}

  get open(): boolean {
    return this.socket.open;
  }

  send(message: ServerMessage): void {
    if (!this.open) return;
    if (this.socket.bufferedAmount > COLLAB_LIMITS.slowConsumerBytes) {
      this.close(COLLAB_CLOSE_CODES.slowConsumer, 'Too far behind');
      return;
    }
    this.socket.send(encode(message));
  }

  /** Cursor positions are stale as soon as a newer one exists: dropped under back-pressure. */
  sendVolatile(message: ServerMessage): void {
    if (!this.open || this.socket.bufferedAmount > COLLAB_LIMITS.volatileBufferBytes) return;
    this.socket.send(encode(message));
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }
}
