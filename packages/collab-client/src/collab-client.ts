import {
  COLLAB_CLOSE_CODES,
  COLLAB_ERRORS,
  mergeCardData,
  TIMINGS,
  type ClientMessage,
  type CollabCardData,
  type CollabMember,
  type CollabRole,
  type ServerMessage,
} from '@cardsmith/contracts';
import { encode, normalised, parseServerMessage, sameCard } from './protocol.js';
import type { CollabSocket, OpenSocket } from './socket.js';
import { systemTimers, type TimerHandle, type Timers } from './timers.js';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

export interface Position {
  x: number;
  y: number;
}

/** Another client's pointer over the card, in card coordinates (spec 000 §3). */
export interface CollaboratorCursor {
  id: string;
  position: Position;
  name: string;
  color: string;
}

/** Someone else in the room, as far as this client has heard from them. */
export interface Presence {
  id: string;
  name: string;
  color: string | null;
  /** Their role on the card, when the server said (sync members, client_joined). */
  role: CollabRole | null;
  /** ms since the epoch when this client first heard of them. */
  joinedAt: number;
  /** ms since the epoch of their last join, cursor or update. */
  lastActive: number;
}

/**
 * Why the server stopped this client's collaboration for good: it closed with a code after which
 * the client must not reconnect, or refused the join because the card no longer exists (its
 * `error` message already said why).
 */
export type CollaborationStop = 'ended' | 'rateLimited' | 'cardMissing';

const STOPS: Partial<Record<number, CollaborationStop>> = {
  [COLLAB_CLOSE_CODES.sessionEnded]: 'ended',
  [COLLAB_CLOSE_CODES.rateLimited]: 'rateLimited',
};

/** Local edits within this window go out as one update (the protocol always carries the whole card). */
export const UPDATE_DEBOUNCE_MS = 80;

/** What a client shows of its session; replaced (never mutated) on every change. */
export interface CollabState {
  status: ConnectionStatus;
  /** The room answered the join: only then do edits reach it. */
  joined: boolean;
  stopped: CollaborationStop | null;
  /**
   * The sync answering a join carries the room's count; a server without that addition leaves
   * the joiner counting itself and whoever it has already seen.
   */
  collaboratorCount: number;
  cursors: Record<string, CollaboratorCursor>;
  collaborators: Record<string, Presence>;
  /** This client's role on the card, once the room told it. */
  role: CollabRole | null;
}

export const INITIAL_COLLAB_STATE: CollabState = {
  status: 'disconnected',
  joined: false,
  stopped: null,
  collaboratorCount: 0,
  cursors: {},
  collaborators: {},
  role: null,
};

/** Something a person should be told about; how (a toast, a log line) is the surface's choice. */
export type CollabNotice =
  | { type: 'collaboratorJoined'; name: string }
  | { type: 'collaboratorLeft'; name: string }
  /** The server's own sentence: a refused join or update, a lock, a rate limit. */
  | { type: 'serverError'; message: string }
  /** The socket failed before it ever opened. */
  | { type: 'connectionFailed' }
  /** An open session dropped; the client reconnects on its own. */
  | { type: 'connectionLost' }
  /** A frame that is not a server message: worth logging, not showing. */
  | { type: 'unreadableMessage'; data: unknown };

export interface CollabClientOptions {
  cardId: string;
  clientId: string;
  /** This client's cursor colour, sent with its cursor. */
  color: string;
  editToken?: string | null;
  /** The channel's address (with the edit token in its query when there is one). */
  url: string;
  openSocket: OpenSocket;
  timers?: Timers;
  /** The collaborator's name as typed now; read when joining and with each cursor. */
  name: () => string;
  /** A card arrived from the room (merged with unsent local edits): show it. */
  onRemoteCard: (card: CollabCardData) => void;
  onStateChange?: (state: CollabState) => void;
  onNotice?: (notice: CollabNotice) => void;
}

/**
 * Live editing of one card over the collaboration channel (spec 000 §4, §7, §8), without any UI
 * framework. After `start()` it keeps a socket to the card's room: joins on open, reconnects
 * {@link TIMINGS.reconnectMs} after a close (a refused join too), applies others' cards through
 * `onRemoteCard`, sends the local card (`setLocalCard`) when it changes and keeps others' cursors
 * and presence in its state.
 *
 * Local edits wait {@link UPDATE_DEBOUNCE_MS} before they go out. A card arriving from the room
 * meanwhile is merged with them (per field and element, against the last room state this client
 * knew), shown, and the merge is sent at once, so neither side's edit is lost.
 */
export class CollabClient {
  private readonly timers: Timers;
  private stateNow: CollabState = INITIAL_COLLAB_STATE;
  private socket: CollabSocket | null = null;
  /** The socket in `socket` has opened and not closed since. */
  private socketOpen = false;
  private stopping = false;
  private reconnect: TimerHandle | null = null;
  /** Joined: set by the sync answering the join, not by the open. */
  private joinedRoom = false;
  /** The last refused join's sentence: a retry refused the same way is not announced again. */
  private joinError: string | null = null;
  private localCard: CollabCardData | null = null;
  /**
   * The card as the room last had it to this client's knowledge (received, or sent by it): an
   * applied remote card is not sent back, and unsent local edits are what differs from it.
   */
  private roomCard: CollabCardData | null = null;
  /** The card as last received from the room: the base again when a sent edit did not land. */
  private lastReceived: CollabCardData | null = null;
  /**
   * The version of the latest room card received (a server addition): each update names it as its
   * base, so the room merges exactly what this client changed (an undo included).
   */
  private roomVersion: number | undefined = undefined;
  private pendingSend: TimerHandle | null = null;
  private lastCursorAt = 0;
  private pendingCursor: TimerHandle | null = null;
  private nextCursor: Position | null = null;

  constructor(private readonly options: CollabClientOptions) {
    this.timers = options.timers ?? systemTimers;
  }

  get state(): CollabState {
    return this.stateNow;
  }

  get cardId(): string {
    return this.options.cardId;
  }

  start(): void {
    this.stopping = false;
    this.connect();
  }

  /** Leaves the room for good: says so when the socket is open, closes it, forgets the room. */
  stop(): void {
    this.stopping = true;
    this.clearTimer('reconnect');
    this.clearTimer('pendingSend');
    this.clearTimer('pendingCursor');
    const socket = this.socket;
    const open = this.socketOpen;
    this.socket = null;
    this.socketOpen = false;
    if (socket) {
      if (open) socket.send(encode({ type: 'leave', cardId: this.cardId, clientId: this.id }));
      socket.close();
    }
    this.joinedRoom = false;
    this.roomCard = null;
    this.lastReceived = null;
    this.roomVersion = undefined;
    this.setState(INITIAL_COLLAB_STATE);
  }

  /**
   * The card as the surface shows it now (null while it has none). Sent once edits pause, unless
   * the room already has it; before the join is answered it waits, and the sync's merge carries it.
   */
  setLocalCard(card: CollabCardData | null): void {
    this.localCard = card;
    this.scheduleSend();
  }

  /**
   * Shares the pointer position once the room has answered the join; at most one message per
   * {@link TIMINGS.cursorThrottleMs}, the last position always sent.
   */
  sendCursor(position: Position): void {
    if (!this.joinedRoom) return;
    this.nextCursor = position;
    if (this.pendingCursor !== null) return;
    const wait = this.lastCursorAt + TIMINGS.cursorThrottleMs - this.timers.now();
    if (wait <= 0) this.flushCursor();
    else this.pendingCursor = this.timers.setTimeout(() => this.flushCursor(), wait);
  }

  private get id(): string {
    return this.options.clientId;
  }

  /**
   * Tells the room this client's name as typed now (the name it joined with is what the others
   * saw so far). Before the join is answered there is nothing to tell: the join carries the name.
   */
  announceName(): void {
    if (!this.joinedRoom) return;
    this.send({
      type: 'presence',
      cardId: this.cardId,
      clientId: this.id,
      name: this.options.name().trim(),
    });
  }

  private flushCursor(): void {
    this.pendingCursor = null;
    const at = this.nextCursor;
    if (!at || !this.joinedRoom) return;
    this.lastCursorAt = this.timers.now();
    this.send({
      type: 'cursor_update',
      cardId: this.cardId,
      clientId: this.id,
      position: { x: Math.round(at.x), y: Math.round(at.y) },
      name: this.options.name().trim(),
      color: this.options.color,
    });
  }

  /** False when the socket is not open: the message went nowhere. */
  private send(message: ClientMessage): boolean {
    if (!this.socket || !this.socketOpen) return false;
    this.socket.send(encode(message));
    return true;
  }

  private setState(next: CollabState): void {
    const { status, collaboratorCount, collaborators } = next;
    const counted =
      status === 'connected'
        ? Math.max(collaboratorCount, 1 + Object.keys(collaborators).length)
        : collaboratorCount;
    this.stateNow = { ...next, collaboratorCount: counted };
    this.options.onStateChange?.(this.stateNow);
  }

  private update(patch: Partial<CollabState>): void {
    const statusChanged = patch.status !== undefined && patch.status !== this.stateNow.status;
    this.setState({ ...this.stateNow, ...patch });
    if (statusChanged) this.scheduleSend();
  }

  private notify(notice: CollabNotice): void {
    this.options.onNotice?.(notice);
  }

  private clearTimer(name: 'reconnect' | 'pendingSend' | 'pendingCursor'): void {
    const handle = this[name];
    if (handle !== null) this.timers.clearTimeout(handle);
    this[name] = null;
  }

  /** Re-plans the send of the local card: any earlier plan is dropped first. */
  private scheduleSend(): void {
    this.clearTimer('pendingSend');
    const cardData = this.localCard;
    if (this.stateNow.status !== 'connected' || !cardData) return;
    if (sameCard(cardData, this.roomCard)) return;
    this.pendingSend = this.timers.setTimeout(() => {
      this.pendingSend = null;
      if (!this.joinedRoom) return;
      const update = { cardData, baseVersion: this.roomVersion };
      if (this.send({ type: 'update', cardId: this.cardId, clientId: this.id, ...update })) {
        this.roomCard = normalised(cardData);
      }
    }, UPDATE_DEBOUNCE_MS);
  }

  private connect(): void {
    this.update({ status: 'connecting' });
    let opened = false;
    let joinRefused = false;
    const socket = this.options.openSocket(this.options.url);
    this.socket = socket;
    this.socketOpen = false;
    socket.addEventListener('open', () => {
      if (this.socket !== socket || this.stopping) return;
      opened = true;
      this.socketOpen = true;
      const initialCardData = this.localCard;
      // After a reconnect the room state known before the drop stays the base, so edits made
      // while offline merge into the room's card instead of being replaced by it.
      this.roomCard ??= initialCardData && normalised(initialCardData);
      this.update({
        status: 'connected',
        collaboratorCount: Math.max(this.stateNow.collaboratorCount, 1),
      });
      socket.send(
        encode({
          type: 'join',
          cardId: this.cardId,
          clientId: this.id,
          name: this.options.name().trim(),
          initialCardData,
          editToken: this.options.editToken ?? null,
        }),
      );
    });
    socket.addEventListener('message', (event) => {
      if (this.stopping) return;
      const message = parseServerMessage(event.data);
      if (!message) return this.notify({ type: 'unreadableMessage', data: event.data });
      if (message.type === 'error' && !this.joinedRoom) {
        // The room refused the join (the card is gone, or the server could not answer): nothing
        // would reach it, so the socket is closed and the join tried again later.
        const repeated = message.message === this.joinError;
        this.joinError = message.message;
        joinRefused = true;
        socket.close();
        if (!repeated) this.notify({ type: 'serverError', message: message.message });
        return;
      }
      this.receive(message);
    });
    socket.addEventListener('error', () => {
      if (this.socket !== socket) return;
      this.update({ status: 'disconnected' });
      if (!opened && !this.stopping) this.notify({ type: 'connectionFailed' });
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.socketOpen = false;
      this.joinedRoom = false;
      if (this.stopping) return;
      this.update({ status: 'disconnected', joined: false, cursors: {}, collaborators: {} });
      // Ended by an administrator, cut off for flooding or the card is gone: the server's error
      // says why, and collaboration stays off rather than promising a reconnect.
      const stop =
        STOPS[event.code] ?? (this.joinError === COLLAB_ERRORS.cardNotFound ? 'cardMissing' : null);
      if (stop) {
        this.update({ stopped: stop, collaboratorCount: 0 });
        return;
      }
      if (opened && !joinRefused) this.notify({ type: 'connectionLost' });
      this.reconnect = this.timers.setTimeout(() => {
        this.reconnect = null;
        this.connect();
      }, TIMINGS.reconnectMs);
    });
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case 'sync': {
        if (!this.joinedRoom && this.lastReceived) {
          // Rejoining a room still at the version this client last received: nothing it sent
          // since landed (else the version would have moved), so those edits are unsent.
          const unchanged = message.version !== undefined && message.version === this.roomVersion;
          if (unchanged) this.roomCard = this.lastReceived;
        }
        this.joinedRoom = true;
        this.joinError = null;
        this.roomVersion = message.version;
        const patch: Partial<CollabState> = { joined: true };
        if (message.count !== undefined) patch.collaboratorCount = message.count;
        if (message.members) Object.assign(patch, this.present(message.members));
        this.update(patch);
        this.applyRemote(message.cardData);
        return;
      }
      case 'update':
        if (message.clientId === this.id) return;
        this.seen(message.clientId);
        this.roomVersion = message.version;
        this.applyRemote(message.cardData);
        return;
      case 'cursor_update': {
        const { clientId: id, position, name, color } = message;
        this.update({ cursors: { ...this.stateNow.cursors, [id]: { id, position, name, color } } });
        this.seen(id, { name, color });
        return;
      }
      case 'client_joined':
        this.update({ collaboratorCount: message.count });
        this.seen(message.clientId, { name: message.name, role: message.role });
        this.notify({ type: 'collaboratorJoined', name: message.name });
        return;
      case 'presence': {
        const { clientId: id, name } = message;
        const cursor = this.stateNow.cursors[id];
        if (cursor)
          this.update({ cursors: { ...this.stateNow.cursors, [id]: { ...cursor, name } } });
        this.seen(id, { name });
        return;
      }
      case 'client_left': {
        const { [message.clientId]: _gone, ...collaborators } = this.stateNow.collaborators;
        const { [message.clientId]: _cursor, ...cursors } = this.stateNow.cursors;
        this.update({ collaboratorCount: message.count, collaborators, cursors });
        this.notify({ type: 'collaboratorLeft', name: message.name });
        return;
      }
      case 'error':
        if (message.message === COLLAB_ERRORS.unavailable) {
          // The room failed to take an update: its edits are unsent again, and go out again.
          this.roomCard = this.lastReceived;
          this.scheduleSend();
        }
        this.notify({ type: 'serverError', message: message.message });
        return;
    }
  }

  /** An update names nobody: keep the name, colour and role heard earlier. */
  private seen(
    id: string,
    who: { name?: string; color?: string; role?: CollabRole | undefined } = {},
  ): void {
    const known = this.stateNow.collaborators[id];
    const now = this.timers.now();
    const presence: Presence = {
      id,
      name: who.name ?? known?.name ?? '',
      color: who.color ?? known?.color ?? null,
      role: who.role ?? known?.role ?? null,
      joinedAt: known?.joinedAt ?? now,
      lastActive: now,
    };
    this.update({ collaborators: { ...this.stateNow.collaborators, [id]: presence } });
  }

  /** The room's member list: this client's role, and everyone else as they are now. */
  private present(members: CollabMember[]): Pick<CollabState, 'role' | 'collaborators'> {
    const now = this.timers.now();
    const all = this.stateNow.collaborators;
    const others = members.filter((member) => member.clientId !== this.id);
    return {
      role: members.find((member) => member.clientId === this.id)?.role ?? null,
      collaborators: Object.fromEntries(
        others.map((member) => {
          const known = all[member.clientId];
          const presence: Presence = {
            id: member.clientId,
            name: member.name,
            color: known?.color ?? null,
            role: member.role,
            joinedAt: known?.joinedAt ?? now,
            lastActive: known?.lastActive ?? now,
          };
          return [member.clientId, presence];
        }),
      ),
    };
  }

  /** A card from the room: merged with unsent local edits, shown, and the merge sent back. */
  private applyRemote(remote: CollabCardData): void {
    this.clearTimer('pendingSend');
    const base = this.roomCard;
    const current = this.localCard;
    this.roomCard = remote;
    this.lastReceived = remote;
    if (!base || !current) return this.options.onRemoteCard(remote);
    const { merged, changedRoom } = mergeCardData([base], normalised(current), remote);
    if (changedRoom && this.joinedRoom) {
      const update = { cardData: merged, baseVersion: this.roomVersion };
      if (this.send({ type: 'update', cardId: this.cardId, clientId: this.id, ...update })) {
        this.roomCard = merged;
      }
    }
    this.options.onRemoteCard(merged);
  }
}
