import type {
  AppliedOp,
  CollabCardData,
  CollabRole,
  SequencedOp,
  ServerMessage,
} from '@cardsmith/contracts';
import type { Cancel } from '@cardsmith/service-kit';
import type { MemberChannel } from './member-channel.js';
import type { Acked, RoomSnapshot } from './room.store.js';

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

/** Edits waiting for the room's queue: a client's operations, or a spec client's whole card. */
export type PendingEdit = { member: Member; membership: Membership } & (
  { ops: SequencedOp[]; after?: number | undefined } | { cardData: CollabCardData }
);

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
  /** The client joined with `ops`: it gets the room's operations instead of whole cards. */
  speaksOps = false;
  /**
   * The room card this client last got (sync or update) or sent: a spec client's next whole-card
   * update is what it changed from this one.
   */
  acknowledged: CollabCardData | null = null;
  /** The card of this client's last whole-card update (its sync before the first one). */
  lastSent: CollabCardData | null = null;

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
}

/**
 * One room as this replica holds it: its sockets, a cache of the Redis state kept current by the
 * room's pub/sub events, and a queue that runs the room's joins, updates and leaves one at a time.
 */
export class LocalRoom {
  readonly members = new Set<Member>();
  /** A cache of the Redis state, kept current by this replica's writes and the room's events. */
  state: RoomSnapshot | null = null;
  /** Clients present through other replicas, by replica; cursors are published only if any. */
  readonly remoteMembers = new Map<string, number>();
  saveTimer: Cancel | null = null;
  saving = false;
  cursorTimer: Cancel | null = null;
  cursorBatch: CursorMessage[] = [];
  /** Edits waiting for the room's queue; they are applied and written together. */
  pendingEdits: PendingEdit[] = [];
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
   * Applies the next room state made elsewhere and relays its operations: operation speakers get
   * them as they are, spec clients the whole card. False when the event does not follow this
   * replica's version (an event overtook another): the caller reloads the room instead.
   */
  applyRemote(event: {
    version: number;
    ops: AppliedOp[];
    cardData: CollabCardData;
    acked: Acked;
  }): boolean {
    const state = this.state;
    if (!state || event.version <= state.version) return true;
    if (event.version !== state.version + 1) return false;
    const last = event.ops.at(-1);
    this.state = {
      ...state,
      data: event.cardData,
      version: event.version,
      acked: { ...state.acked, ...event.acked },
      updatedBy: last?.clientId ?? state.updatedBy,
    };
    if (last) this.relay(event.version, event.ops, event.cardData);
    return true;
  }

  /** Tells every member here of operations the room applied (senders' own included). */
  relay(version: number, ops: AppliedOp[], cardData: CollabCardData, except?: Set<Member>): void {
    const opsMessage: ServerMessage = { type: 'ops', version, ops };
    const clientId = ops.at(-1)!.clientId;
    const update: ServerMessage = { type: 'update', clientId, cardData, version };
    for (const member of this.members) {
      if (member.speaksOps) {
        member.send(opsMessage);
      } else if (!except?.has(member)) {
        member.send(update);
        member.acknowledged = cardData;
      }
    }
  }

  /** The room jumped to a state loaded from Redis: every member here gets it whole. */
  sendSnapshot(): void {
    const state = this.state;
    if (!state) return;
    const { data: cardData, version, acked } = state;
    const message: ServerMessage = { type: 'sync', cardData, version, acked };
    for (const member of this.members) {
      member.send(message);
      member.acknowledged = state.data;
    }
  }
}
