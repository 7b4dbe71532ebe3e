import type { ServerMessage } from '@cardsmith/contracts';

/**
 * How a room reaches one member. The transport behind it is the socket layer's business: a
 * WebSocket in production, an in-memory socket pair in tests. A message object sent to several
 * members is the same object, so a channel may encode it once for all of them.
 */
export interface MemberChannel {
  /** Whether messages can still reach the member. */
  readonly open: boolean;
  send(message: ServerMessage): void;
  /** A message that is stale once a newer one exists (a cursor): dropped for a member far behind. */
  sendVolatile(message: ServerMessage): void;
  close(code: number, reason: string): void;
}
