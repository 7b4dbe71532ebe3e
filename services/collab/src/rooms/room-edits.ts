import {
  CARD_LIMITS,
  COLLAB_ERRORS,
  differsFrom,
  mergeCardData,
  type CollabCardData,
  type CursorUpdateMessage,
  type UpdateMessage,
} from '@cardsmith/contracts';
import type { Logger, Scheduler } from '@cardsmith/service-kit';
import type { Connection, TakenUpdate } from '../socket/connection.js';
import type { LocalRoom, PendingUpdate } from './local-room.js';
import type { RoomBus } from './room.bus.js';
import type { RoomPersistence } from './room-persistence.js';
import type { RoomSnapshot, RoomStore } from './room.store.js';
import { updateBases } from './update-base.js';

export interface RoomEditsDeps {
  store: RoomStore;
  bus: RoomBus;
  persistence: RoomPersistence;
  logger: Logger;
  scheduler: Scheduler;
}

/** Other replicas get this replica's cursor messages in one pub/sub message per room per tick. */
const CURSOR_FLUSH_MS = 20;
const MAX_WRITE_ATTEMPTS = 5;
/** Updates whose sender is still in the room: only they hear about refusals. */
const stillIn = (updates: PendingUpdate[]) =>
  updates.filter((update) => update.conn.membership === update.membership);

/** What became of a batch's updates: merged into the room (changing it or not), or refused. */
interface BatchOutcome {
  taken: PendingUpdate[];
  refused: PendingUpdate[];
}

/** "Service restart": an ordinary close after which the client reconnects and joins again. */
const ROOM_GONE_CLOSE_CODE = 1012;

/** What `update` and `cursor_update` do to a joined room. */
export class RoomEdits {
  constructor(private readonly deps: RoomEditsDeps) {}

  private membershipFor(conn: Connection, message: { cardId: string; clientId: string }) {
    const membership = conn.membership;
    if (!membership) return conn.error(COLLAB_ERRORS.notJoined);
    if (membership.cardId !== message.cardId) return conn.error(COLLAB_ERRORS.otherCard);
    if (membership.clientId !== message.clientId) return conn.error(COLLAB_ERRORS.otherClient);
    return membership;
  }

  /** The room a cursor belongs to; none, quietly, while a join of this socket is in progress. */
  private cursorMembership(conn: Connection, message: { cardId: string; clientId: string }) {
    const membership = conn.membership;
    const matches =
      membership?.cardId === message.cardId && membership.clientId === message.clientId;
    // A pointer moving while the join is answered is no mistake, and stale a moment later.
    if (!matches && conn.joinsPending > 0) return undefined;
    return this.membershipFor(conn, message);
  }

  async update(conn: Connection, message: UpdateMessage): Promise<void> {
    const membership = this.membershipFor(conn, message);
    if (!membership) return;
    const { room } = membership;
    if (membership.role === 'viewer') return this.refuse(conn, COLLAB_ERRORS.viewOnly, room.state);
    room.pendingUpdates.push({
      conn,
      membership,
      cardData: message.cardData,
      baseVersion: message.baseVersion,
      cardsSentBefore: conn.cardsSent,
    });
    // One queued flush takes every update that arrives before it runs.
    if (room.pendingUpdates.length === 1) await room.run(() => this.flushBatch(room));
  }

  /** The batch's senders hear that it failed; the room's queue goes on with the next one. */
  private async flushBatch(room: LocalRoom): Promise<void> {
    const batch = room.pendingUpdates.splice(0);
    try {
      await this.flushUpdates(room, batch);
    } catch (error) {
      this.deps.logger.error({ err: error, cardId: room.cardId }, 'collab update failed');
      for (const update of batch) update.conn.error(COLLAB_ERRORS.unavailable);
    }
  }

  /** An edit the room did not take: the sender hears why and gets the room's card back. */
  private refuse(conn: Connection, message: string, state: RoomSnapshot | null): void {
    conn.error(message);
    if (state) this.resync(conn, state.data, state.version);
  }

  /**
   * Group commit: the updates that queued up while the room's previous write was in flight are
   * merged one after another and written with one compare-and-set, so a busy room needs one Redis
   * round trip per batch rather than per message. Everyone who does not hold the result yet gets
   * it: as an `update` relay, or as a `sync` for the last writer (its own view lost to the merge).
   */
  private async flushUpdates(room: LocalRoom, batch: PendingUpdate[]): Promise<void> {
    // An update sent before its socket left still counts; only an ended session takes none.
    if (room.ended) return;
    // What each update was edited from, fixed before the first attempt: a retry after another
    // replica's write must not mistake the newer room card for the client's base.
    const bases = this.basesFor(room, batch);
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const state = room.state;
      if (!state) return batch.forEach((u) => u.conn.error(COLLAB_ERRORS.unavailable));
      if (state.status === 'locked') {
        return stillIn(batch).forEach((u) => this.refuse(u.conn, COLLAB_ERRORS.locked, state));
      }
      let data = state.data;
      let last: PendingUpdate | null = null;
      const outcome: BatchOutcome = { taken: [], refused: [] };
      for (const update of batch) {
        const result = mergeCardData(bases.get(update)!, update.cardData, data);
        if (result.merged.elements.length > CARD_LIMITS.elementsMax) {
          outcome.refused.push(update);
          continue;
        }
        outcome.taken.push(update);
        if (result.changedRoom) {
          data = result.merged;
          last = update;
        }
      }
      if (!last) {
        this.took(room, outcome, { version: state.version, data, last: null });
        return;
      }
      const clientId = last.membership.clientId;
      const written = await this.deps.store.compareAndSet(
        room.cardId,
        state.version,
        data,
        clientId,
      );
      if (written === 'gone') return this.roomGone(room);
      if (written === 'stale') {
        if (!(await this.catchUp(room))) return this.roomGone(room);
        continue;
      }
      // Another replica's newer version (built on this one) may have been applied meanwhile:
      // it already reached this room's sockets, and must not be rolled back.
      const current = room.state ?? state;
      const superseded = current.version > written;
      // From the current snapshot, so a lock applied during the write is kept.
      if (!superseded) room.state = { ...current, data, version: written, updatedBy: clientId };
      this.took(room, outcome, { version: written, data, last, superseded });
      this.deps.persistence.schedule(room);
      // Not awaited: ioredis keeps publishes in order, and the next batch need not wait for it.
      this.deps.bus
        .publish(room.cardId, { kind: 'update', clientId, version: written, cardData: data })
        .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'update publish failed'));
      return;
    }
    batch.forEach((u) => u.conn.error(COLLAB_ERRORS.unavailable));
  }

  /** Each update's base cards, in arrival order: a socket's second update builds on its first. */
  private basesFor(
    room: LocalRoom,
    updates: PendingUpdate[],
  ): Map<PendingUpdate, CollabCardData[]> {
    const lastTaken = new Map<Connection, TakenUpdate | null>();
    const bases = new Map<PendingUpdate, CollabCardData[]>();
    for (const update of updates) {
      const { conn, baseVersion, cardData } = update;
      const previous = lastTaken.has(conn) ? lastTaken.get(conn)! : conn.lastTaken;
      bases.set(
        update,
        updateBases(
          baseVersion,
          previous,
          (v) => room.cardAt(v),
          () => conn.recentlySeen(),
        ),
      );
      if (baseVersion !== undefined) lastTaken.set(conn, { baseVersion, cardData });
    }
    return bases;
  }

  /**
   * The room took the batch and now holds `data` at `version`. Refused senders hear why. Each
   * socket that does not hold that card hears of it: the last writer, and a refused or stale
   * sender when nothing was written, by `sync`; everyone else by the relayed `update`. A sender
   * whose own card is the result still gets it if the room sent it another card since (it shows
   * that one now). Each sender's update is remembered as what it edits next.
   */
  private took(
    room: LocalRoom,
    { taken, refused }: BatchOutcome,
    result: {
      version: number;
      data: CollabCardData;
      last: PendingUpdate | null;
      superseded?: boolean;
    },
  ): void {
    const { version, data, last } = result;
    for (const update of stillIn(refused)) update.conn.error(COLLAB_ERRORS.tooManyElements);
    const lastOwn = new Map<Connection, PendingUpdate | null>();
    for (const update of refused) lastOwn.set(update.conn, null);
    for (const update of taken) {
      lastOwn.set(update.conn, update);
      if (update.baseVersion !== undefined) {
        update.conn.lastTaken = { baseVersion: update.baseVersion, cardData: update.cardData };
      }
    }
    if (result.superseded) return;
    const encoded =
      last &&
      Buffer.from(
        JSON.stringify({
          type: 'update',
          clientId: last.membership.clientId,
          cardData: data,
          version,
        }),
      );
    const now = Date.now();
    for (const conn of room.conns) {
      const own = lastOwn.get(conn);
      if (own && !differsFrom(data, own.cardData) && conn.cardsSent === own.cardsSentBefore) {
        conn.holds(data, now);
      } else if (own !== undefined && (!encoded || conn === last?.conn)) {
        this.resync(conn, data, version);
      } else if (encoded) {
        conn.sendRaw(encoded);
        conn.sent(data, now);
      }
    }
  }

  /** The sender's own view lost to the merge: it gets the merged card as a sync. */
  private resync(conn: Connection, cardData: CollabCardData, version: number): void {
    conn.send({ type: 'sync', cardData, version });
    conn.sent(cardData);
  }

  /**
   * The room vanished from Redis under this replica (its last member left elsewhere and it was
   * saved and dropped). Its sockets are told and closed: they reconnect, and the join loads the card.
   */
  private roomGone(room: LocalRoom): void {
    // Whatever this replica cached belongs to the room that vanished: the next join loads afresh.
    room.state = null;
    for (const conn of room.conns) {
      conn.error(COLLAB_ERRORS.unavailable);
      conn.close(ROOM_GONE_CLOSE_CODE, 'Room reloading');
    }
  }

  /**
   * Another replica wrote first: take its state (and relay it) before merging again. False when
   * Redis holds no continuation of this room (gone, or recreated as a new session).
   */
  private async catchUp(room: LocalRoom): Promise<boolean> {
    const fresh = await this.deps.store.load(room.cardId);
    const known = room.state;
    if (!fresh || !known || fresh.sessionId !== known.sessionId || fresh.version < known.version) {
      return false;
    }
    room.applyRemote(fresh.version, fresh.data, fresh.updatedBy);
    return true;
  }

  cursor(conn: Connection, message: CursorUpdateMessage): void {
    const membership = this.cursorMembership(conn, message);
    if (!membership) return;
    const { room } = membership;
    // The name the socket joined with: a cursor message cannot pass itself off as someone else.
    const text = JSON.stringify({
      type: 'cursor_update',
      clientId: membership.clientId,
      position: message.position,
      name: membership.name,
      color: message.color,
    });
    room.broadcastVolatile(text, conn);
    if (!room.hasRemoteMembers()) return;
    room.cursorBatch.push(text);
    room.cursorTimer ??= this.deps.scheduler.after(CURSOR_FLUSH_MS, () => {
      room.cursorTimer = null;
      const messages = room.cursorBatch;
      room.cursorBatch = [];
      return this.deps.bus
        .publish(room.cardId, { kind: 'cursors', messages })
        .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'cursor publish failed'));
    });
  }
}
