import {
  CARD_LIMITS,
  COLLAB_ERRORS,
  differsFrom,
  mergeCardData,
  type CollabCardData,
  type CursorUpdateMessage,
  type UpdateMessage,
} from '@cardsmith/contracts';
import type { Logger } from '@cardsmith/service-kit';
import type { Connection } from '../socket/connection.js';
import type { LocalRoom, PendingUpdate } from './local-room.js';
import type { RoomBus } from './room.bus.js';
import type { RoomPersistence } from './room-persistence.js';
import type { RoomStore } from './room.store.js';

export interface RoomEditsDeps {
  store: RoomStore;
  bus: RoomBus;
  persistence: RoomPersistence;
  logger: Logger;
}

/** Other replicas get this replica's cursor messages in one pub/sub message per room per tick. */
const CURSOR_FLUSH_MS = 20;
const MAX_WRITE_ATTEMPTS = 5;

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
    room.pendingUpdates.push({ conn, membership, cardData: message.cardData });
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
  private refuse(conn: Connection, message: string, state: { data: CollabCardData } | null): void {
    conn.error(message);
    if (state) this.resync(conn, state.data);
  }

  /**
   * Group commit: the updates that queued up while the room's previous write was in flight are
   * merged one after another and written with one compare-and-set, so a busy room needs one Redis
   * round trip per batch rather than per message. Everyone but the last writer gets the result as
   * an `update`; the last writer gets a `sync` only if the result differs from what it sent.
   */
  private async flushUpdates(room: LocalRoom, batch: PendingUpdate[]): Promise<void> {
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const state = room.state;
      const live = batch.filter((u) => u.conn.membership === u.membership);
      if (!state) return live.forEach((u) => u.conn.error(COLLAB_ERRORS.unavailable));
      if (state.status === 'locked') {
        return live.forEach((u) => this.refuse(u.conn, COLLAB_ERRORS.locked, state));
      }
      let data = state.data;
      let last: PendingUpdate | null = null;
      const stale: PendingUpdate[] = [];
      for (const update of live) {
        const result = mergeCardData(update.conn.recentlySeen(), update.cardData, data);
        if (result.merged.elements.length > CARD_LIMITS.elementsMax) {
          update.conn.error(COLLAB_ERRORS.tooManyElements);
        } else if (result.changedRoom) {
          data = result.merged;
          last = update;
        } else if (result.differsFromSender) stale.push(update);
      }
      if (!last) return stale.forEach((u) => this.resync(u.conn, data));
      const clientId = last.membership.clientId;
      const written = await this.deps.store.compareAndSet(
        room.cardId,
        state.version,
        data,
        clientId,
      );
      if (written === 'gone') return live.forEach((u) => u.conn.error(COLLAB_ERRORS.unavailable));
      if (written === 'stale') {
        await this.catchUp(room);
        continue;
      }
      room.state = { ...state, data, version: written, updatedBy: clientId };
      const relay = Buffer.from(JSON.stringify({ type: 'update', clientId, cardData: data }));
      const now = Date.now();
      for (const conn of room.conns) {
        if (conn === last.conn) continue;
        conn.sendRaw(relay);
        conn.sent(data, now);
      }
      if (differsFrom(data, last.cardData)) this.resync(last.conn, data);
      else last.conn.sent(data, now);
      this.deps.persistence.schedule(room);
      // Not awaited: ioredis keeps publishes in order, and the next batch need not wait for it.
      this.deps.bus
        .publish(room.cardId, { kind: 'update', clientId, version: written, cardData: data })
        .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'update publish failed'));
      return;
    }
    batch.forEach((u) => u.conn.error(COLLAB_ERRORS.unavailable));
  }

  /** The sender's own view lost to the merge: it gets the merged card as a sync. */
  private resync(conn: Connection, cardData: CollabCardData): void {
    conn.send({ type: 'sync', cardData });
    conn.sent(cardData);
  }

  /** Another replica wrote first: take its state (and relay it) before merging again. */
  private async catchUp(room: LocalRoom): Promise<void> {
    const fresh = await this.deps.store.load(room.cardId);
    if (fresh) room.applyRemote(fresh.version, fresh.data, fresh.updatedBy);
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
    room.cursorTimer ??= setTimeout(() => {
      room.cursorTimer = null;
      const messages = room.cursorBatch;
      room.cursorBatch = [];
      void this.deps.bus
        .publish(room.cardId, { kind: 'cursors', messages })
        .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'cursor publish failed'));
    }, CURSOR_FLUSH_MS);
  }
}
