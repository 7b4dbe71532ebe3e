import type { CollabCardData, CollabRole, ServerMessage } from '@cardsmith/contracts';
import type { Cancel } from '@cardsmith/service-kit';
import type { MemberChannel } from './member-channel.js';
import type { RoomSnapshot } from './room.store.js';

export type CursorMessage = Extract<ServerMessage, { type: 'cursor_update' }>;

/** A member's place in a room: who it joined as. */
export interface Membership {
  room: LocalRoom;
  cardId: string;
  clientId: string;
  name: string;
  role: CollabRole;
  collaboratorId: string;
}

/** A member's last update the room took, and the room version it was edited from. */
export interface TakenUpdate {
  baseVersion: number;
  cardData: CollabCardData;
}

export interface PendingUpdate {
  member: Member;
  membership: Membership;
  cardData: CollabCardData;
  /** The room version the client says it edited from (the `baseVersion` addition). */
  baseVersion: number | undefined;
  /** How many cards the room had sent the member when the update arrived (Member.cardsSent). */
  cardsSentBefore: number;
}

/** States sent to a client within this window may still be in flight to it (see mergeCardData). */
const SEEN_WINDOW_MS = 3000;
const SEEN_MAX = 16;

/**
 * One client connected to this replica, as the rooms see it: who it is, what it joined, and what
 * it was last sent (the merge's view of what the client holds). It reaches the client through its
 * channel and knows nothing of sockets.
 */
export class Member {
  membership: Membership | null = null;
  /** Joins received and not yet answered: cursor moves sent meanwhile are dropped quietly. */
  joinsPending = 0;
  lastActivityAt: number;
  private seen: { at: number; data: CollabCardData }[] = [];
  lastTaken: TakenUpdate | null = null;
  /** Cards sent to this client so far (sync and update): tells whether it saw one since. */
  cardsSent = 0;

  constructor(
    readonly id: string,
    readonly visitorId: string,
    /** The edit token from `/ws?edit=…`, when the page was opened from an edit link. */
    readonly urlEditToken: string | null,
    private readonly channel: MemberChannel,
    now = Date.now(),
  ) {
    this.lastActivityAt = now;
  }

  /** The member's key in the room's presence in Redis. */
  get memberKey(): string {
    return this.id;
  }

  get open(): boolean {
    return this.channel.open;
  }

  send(message: ServerMessage): void {
    this.channel.send(message);
  }

  sendVolatile(message: ServerMessage): void {
    this.channel.sendVolatile(message);
  }

  error(message: string): void {
    this.send({ type: 'error', message });
  }

  close(code: number, reason: string): void {
    this.channel.close(code, reason);
  }

  /** A card was sent to this client. */
  sent(data: CollabCardData, now = Date.now()): void {
    this.cardsSent += 1;
    this.holds(data, now);
  }

  /** This client holds `data` (sent to it, or its own update the room took as it was). */
  holds(data: CollabCardData, now = Date.now()): void {
    this.seen = this.seen.filter((entry) => now - entry.at < SEEN_WINDOW_MS).slice(-(SEEN_MAX - 1));
    this.seen.push({ at: now, data });
  }

  /** A new membership: what the client held or sent in another room says nothing about this one. */
  resetEdits(): void {
    this.seen = [];
    this.lastTaken = null;
  }

  /** The states this client may currently hold, oldest first. */
  recentlySeen(): CollabCardData[] {
    return this.seen.map((entry) => entry.data);
  }
}

/** Room versions a client may still name as its base: the last few, about as many as in flight. */
const HISTORY_VERSIONS = 64;

/**
 * One room as this replica holds it: its sockets, a cache of the Redis state kept current by the
 * room's pub/sub events, and a queue that runs the room's joins, updates and leaves one at a time.
 */
export class LocalRoom {
  readonly members = new Set<Member>();
  private current: RoomSnapshot | null = null;
  /** Recent room cards by version: an update names the one it was edited from. */
  private readonly history = new Map<number, CollabCardData>();
  /** Clients present through other replicas, by replica; cursors are published only if any. */
  readonly remoteMembers = new Map<string, number>();
  saveTimer: Cancel | null = null;
  saving = false;
  cursorTimer: Cancel | null = null;
  cursorBatch: CursorMessage[] = [];
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
      if (this.pending === 0 && this.members.size === 0) this.onIdle(this);
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

  /** Sends one message (one object, so each channel can encode it once) to every member here but `except`. */
  broadcast(message: ServerMessage, except?: Member): void {
    for (const member of this.members) if (member !== except) member.send(message);
  }

  broadcastVolatile(message: ServerMessage, except?: Member): void {
    for (const member of this.members) if (member !== except) member.sendVolatile(message);
  }

  /**
   * Applies a newer room state made elsewhere and relays it; older or repeated versions are
   * ignored, so a late pub/sub message can never roll clients back.
   */
  applyRemote(version: number, cardData: CollabCardData, clientId: string): void {
    if (!this.state || version <= this.state.version) return;
    this.state = { ...this.state, data: cardData, version };
    const message: ServerMessage = { type: 'update', clientId, cardData, version };
    const now = Date.now();
    for (const member of this.members) {
      member.send(message);
      member.sent(cardData, now);
    }
  }
}
