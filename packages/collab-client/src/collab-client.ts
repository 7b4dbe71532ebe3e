import {
  COLLAB_CLOSE_CODES,
  COLLAB_ERRORS,
  sameValue,
  TIMINGS,
  type ClientMessage,
  type CollabCardData,
  type CollabMember,
  type CollabRole,
  type ServerMessage,
} from '@cardsmith/contracts';
import { LocalEdits } from './local-edits.js';
import { encode, parseServerMessage } from './protocol.js';
import type { CollabSocket, OpenSocket } from './socket.js';
import {
  INITIAL_COLLAB_STATE,
  type CollabState,
  type CollaborationStop,
  type Position,
  type Presence,
} from './state.js';
import { systemTimers, type TimerHandle, type Timers } from './timers.js';

const STOPS: Partial<Record<number, CollaborationStop>> = {
  [COLLAB_CLOSE_CODES.sessionEnded]: 'ended',
};

/** Whether `card` holds every field `shown` has as `shown` has it (a surface may omit some). */
export function showsAll(card: CollabCardData, shown: CollabCardData): boolean {
  return Object.keys(shown).every((key) => {
    const field = key as keyof CollabCardData;
    return sameValue(card[field], shown[field]);
  });
}

/** Local operations made within this window go out in one `ops` message. */
export const UPDATE_DEBOUNCE_MS = 40;
/** After a close for flooding the client waits this long, doubling each time in a row. */
export const RATE_LIMIT_BACKOFF_MS = 5_000;
const RATE_LIMIT_BACKOFF_MAX_MS = 60_000;
/** Errors after which the room may lack operations this client sent. */
const RESEND_AFTER = new Set<string>([COLLAB_ERRORS.unavailable, COLLAB_ERRORS.rateLimited]);
/** Operations per `ops` message at most (the schema's limit). */
const OPS_PER_MESSAGE = 500;

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
 * {@link TIMINGS.reconnectMs} after a close (a refused join too; longer after a rate limit), keeps
 * others' cursors and presence in its state.
 *
 * Edits travel as operations and the client owns the card (`LocalEdits`): a person's edits
 * (`setLocalCard`, `edit`) stay pending until the room acknowledges them and are re-applied on top
 * of every change from the room, so the surface never shows less than the person did. They go out
 * {@link UPDATE_DEBOUNCE_MS} after an edit and again after a reconnect or an error saying the room
 * may lack them; the room skips the ones it already has.
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
  /** Closes for flooding in a row: each doubles the wait before reconnecting. */
  private rateLimits = 0;
  /** The room's card and this person's unacknowledged operations on top (see LocalEdits). */
  private readonly edits: LocalEdits;
  private pendingSend: TimerHandle | null = null;
  private lastCursorAt = 0;
  private pendingCursor: TimerHandle | null = null;
  private nextCursor: Position | null = null;

  constructor(private readonly options: CollabClientOptions) {
    this.timers = options.timers ?? systemTimers;
    this.edits = new LocalEdits(options.clientId);
  }

  get state(): CollabState {
    return this.stateNow;
  }

  get cardId(): string {
    return this.options.cardId;
  }

  /** Local operations the room has not acknowledged yet (sent or waiting to be). */
  get unacknowledged(): number {
    return this.edits.unacknowledged;
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
    this.edits.leaveRoom();
    this.setState(INITIAL_COLLAB_STATE);
  }

  /**
   * The card as the surface shows it now (null while it has none). The first one is where this
   * client starts (and what a join creates a missing card from); after that, what changed since
   * the card the surface last showed (set here or handed to it by `onRemoteCard`) is this
   * person's edit.
   */
  setLocalCard(card: CollabCardData | null): void {
    if (!card || this.edits.start(card)) return;
    this.edit(this.edits.view!, card);
  }

  /**
   * A person's edit: what turns `from` into `to`. It is applied on top of what the client holds
   * (which may be newer than `from`), shown if that differs from `to`, and sent.
   */
  edit(from: CollabCardData, to: CollabCardData): void {
    if (!this.edits.record(from, to)) return;
    // The room changed what `from` showed meanwhile: the surface needs the card with both.
    const view = this.edits.view;
    if (view && !showsAll(view, to)) this.options.onRemoteCard(view);
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
    this.setState({ ...this.stateNow, ...patch });
  }

  private notify(notice: CollabNotice): void {
    this.options.onNotice?.(notice);
  }

  private clearTimer(name: 'reconnect' | 'pendingSend' | 'pendingCursor'): void {
    const handle = this[name];
    if (handle !== null) this.timers.clearTimeout(handle);
    this[name] = null;
  }

  /** Sends the operations not yet sent on this socket, once local edits pause briefly. */
  private scheduleSend(): void {
    if (this.pendingSend !== null || !this.joinedRoom) return;
    if (this.edits.unsent().length === 0) return;
    this.pendingSend = this.timers.setTimeout(() => {
      this.pendingSend = null;
      if (!this.joinedRoom) return;
      const unsent = this.edits.unsent();
      for (let from = 0; from < unsent.length; from += OPS_PER_MESSAGE) {
        const ops = unsent.slice(from, from + OPS_PER_MESSAGE);
        const message = { cardId: this.cardId, clientId: this.id, ops, after: this.edits.after };
        if (!this.send({ type: 'ops', ...message })) return;
        this.edits.sent(ops.at(-1)!.seq);
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
      this.edits.resendAll();
      const initialCardData = this.edits.joinCard;
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
          ops: true,
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
      // Ended by an administrator or the card is gone: the server's error says why, and
      // collaboration stays off rather than promising a reconnect.
      const stop =
        STOPS[event.code] ?? (this.joinError === COLLAB_ERRORS.cardNotFound ? 'cardMissing' : null);
      if (stop) {
        this.update({ stopped: stop, collaboratorCount: 0 });
        return;
      }
      // Cut off for flooding: the edits are kept, and the client comes back after a pause that
      // grows while it keeps being cut off.
      const flooded = event.code === COLLAB_CLOSE_CODES.rateLimited;
      if (flooded) this.rateLimits += 1;
      const delay = flooded
        ? Math.min(RATE_LIMIT_BACKOFF_MS * 2 ** (this.rateLimits - 1), RATE_LIMIT_BACKOFF_MAX_MS)
        : TIMINGS.reconnectMs;
      if (opened && !joinRefused) this.notify({ type: 'connectionLost' });
      this.reconnect = this.timers.setTimeout(() => {
        this.reconnect = null;
        this.connect();
      }, delay);
    });
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case 'sync': {
        this.joinedRoom = true;
        this.joinError = null;
        const patch: Partial<CollabState> = { joined: true };
        if (message.count !== undefined) {
          this.rateLimits = 0;
          patch.collaboratorCount = message.count;
        }
        if (message.members) Object.assign(patch, this.present(message.members));
        if (message.locked !== undefined) patch.locked = message.locked;
        this.update(patch);
        this.takeRoomCard(message.cardData, message.acked);
        this.scheduleSend();
        return;
      }
      case 'update':
        // Only from a room that does not speak operations: its whole card after someone's edit.
        if (message.clientId !== this.id) this.seen(message.clientId);
        this.takeRoomCard(message.cardData, message.acked);
        return;
      case 'ops': {
        const before = this.edits.view;
        if (!this.edits.applyRoomOps(message.ops)) return;
        const others = new Set(message.ops.map((entry) => entry.clientId));
        others.delete(this.id);
        for (const id of others) this.seen(id);
        this.showIfChanged(before);
        return;
      }
      case 'ack': {
        const before = this.edits.view;
        this.edits.settle(message.seq);
        this.showIfChanged(before);
        return;
      }
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
      case 'session_status':
        this.update({ locked: message.locked });
        return;
      case 'error':
        if (RESEND_AFTER.has(message.message)) {
          // The room failed to take a batch, or dropped a message: it takes operations only in
          // order, so every unacknowledged one goes out again (it skips those it has).
          this.edits.resendAll();
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

  /** A whole card from the room: it replaces the room's card, and settles what it holds. */
  private takeRoomCard(cardData: CollabCardData, acked: Record<string, number> | undefined): void {
    const before = this.edits.view;
    this.edits.takeRoomCard(cardData, acked?.[this.id]);
    this.showIfChanged(before);
  }

  /** The surface is handed the card when the room's change (or a settle) changed it. */
  private showIfChanged(before: CollabCardData | null): void {
    const view = this.edits.view;
    if (view && !sameValue(before, view)) this.options.onRemoteCard(view);
  }
}
