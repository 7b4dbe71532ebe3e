import type { CollabCardData } from '@cardsmith/contracts';
import type { Cancel } from '@cardsmith/service-kit';
import type { Connection, Membership } from '../socket/connection.js';
import type { RoomSnapshot } from './room.store.js';

export interface PendingUpdate {
  conn: Connection;
  membership: Membership;
  cardData: CollabCardData;
  /** The room version the client says it edited from (the `baseVersion` addition). */
  baseVersion: number | undefined;
  /** How many cards the room had sent the socket when the update arrived (Connection.cardsSent). */
  cardsSentBefore: number;
}

/** Room versions a client may still name as its base: the last few, about as many as in flight. */
const HISTORY_VERSIONS = 64;

/**
 * One room as this replica holds it: its sockets, a cache of the Redis state kept current by the
 * room's pub/sub events, and a queue that runs the room's joins, updates and leaves one at a time.
 */
export class LocalRoom {
  readonly conns = new Set<Connection>();
  private current: RoomSnapshot | null = null;
  /** Recent room cards by version: an update names the one it was edited from. */
  private readonly history = new Map<number, CollabCardData>();
  /** Clients present through other replicas, by replica; cursors are published only if any. */
  readonly remoteMembers = new Map<string, number>();
  saveTimer: Cancel | null = null;
  saving = false;
  cursorTimer: Cancel | null = null;
  cursorBatch: string[] = [];
  /** Updates waiting for the room's queue; they are merged and written together. */
  pendingUpdates: PendingUpdate[] = [];
  /** Set when an admin ended the session: the room no longer announces leaves or persists. */
  ended = false;
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    readonly cardId: string,
    private readonly onIdle: (room: LocalRoom) => void,
  ) {}

  /**
   * Runs `task` after the room's earlier tasks. A failure rejects the returned promise, so the
   * caller can answer the client and undo what it started; the queue goes on with the next task.
   */
  run<T>(task: () => Promise<T>): Promise<T> {
    this.pending += 1;
    const result = this.queue.then(task);
    const done = () => {
      this.pending -= 1;
      if (this.pending === 0 && this.conns.size === 0) this.onIdle(this);
    };
    this.queue = result.then(done, done);
    return result;
  }

  get state(): RoomSnapshot | null {
    return this.current;
  }

  /** Every state the room takes is remembered by version, for updates based on it. */
  set state(snapshot: RoomSnapshot | null) {
    this.current = snapshot;
    if (!snapshot) {
      this.history.clear();
      return;
    }
    this.history.set(snapshot.version, snapshot.data);
    if (this.history.size > HISTORY_VERSIONS) {
      this.history.delete(this.history.keys().next().value!);
    }
  }

  /** The room's card at `version`, while it is recent enough to be remembered. */
  cardAt(version: number): CollabCardData | undefined {
    return this.history.get(version);
  }

  /** Resolves once every task queued so far has run. */
  settled(): Promise<void> {
    return this.queue;
  }

  get busy(): boolean {
    return this.pending > 0;
  }

  hasRemoteMembers(): boolean {
    for (const count of this.remoteMembers.values()) if (count > 0) return true;
    return false;
  }

  countRemote(replicaId: string, delta: number): void {
    this.remoteMembers.set(
      replicaId,
      Math.max(0, (this.remoteMembers.get(replicaId) ?? 0) + delta),
    );
  }

  /** Sends one message, encoded once, to every local socket except `except`. */
  broadcast(text: string, except?: Connection): void {
    const data = Buffer.from(text);
    for (const conn of this.conns) if (conn !== except) conn.sendRaw(data);
  }

  broadcastVolatile(text: string, except?: Connection): void {
    const data = Buffer.from(text);
    for (const conn of this.conns) if (conn !== except) conn.sendVolatile(data);
  }

  /**
   * Applies a newer room state made elsewhere and relays it; older or repeated versions are
   * ignored, so a late pub/sub message can never roll clients back.
   */
  applyRemote(version: number, cardData: CollabCardData, clientId: string): void {
    if (!this.state || version <= this.state.version) return;
    this.state = { ...this.state, data: cardData, version };
    const data = Buffer.from(JSON.stringify({ type: 'update', clientId, cardData, version }));
    const now = Date.now();
    for (const conn of this.conns) {
      conn.sendRaw(data);
      conn.sent(cardData, now);
    }
  }
}
