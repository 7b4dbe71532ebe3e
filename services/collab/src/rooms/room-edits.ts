import {
  CARD_LIMITS,
  COLLAB_ERRORS,
  differsFrom,
  mergeCardData,
  type CollabCardData,
  type CursorUpdateMessage,
  type ServerMessage,
  type UpdateMessage,
} from '@cardsmith/contracts';
import type { Logger, Scheduler } from '@cardsmith/service-kit';
import type { CursorMessage, LocalRoom, Member, PendingUpdate, TakenUpdate } from './local-room.js';
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
  updates.filter((update) => update.member.membership === update.membership);

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

  private membershipFor(member: Member, message: { cardId: string; clientId: string }) {
    const membership = member.membership;
    if (!membership) return member.error(COLLAB_ERRORS.notJoined);
    if (membership.cardId !== message.cardId) return member.error(COLLAB_ERRORS.otherCard);
    if (membership.clientId !== message.clientId) return member.error(COLLAB_ERRORS.otherClient);
    return membership;
  }

  /** The room a cursor belongs to; none, quietly, while a join of this socket is in progress. */
  private cursorMembership(member: Member, message: { cardId: string; clientId: string }) {
    const membership = member.membership;
    const matches =
      membership?.cardId === message.cardId && membership.clientId === message.clientId;
    // A pointer moving while the join is answered is no mistake, and stale a moment later.
    if (!matches && member.joinsPending > 0) return undefined;
    return this.membershipFor(member, message);
  }

  async update(member: Member, message: UpdateMessage): Promise<void> {
    const membership = this.membershipFor(member, message);
    if (!membership) return;
    const { room } = membership;
    if (membership.role === 'viewer')
      return this.refuse(member, COLLAB_ERRORS.viewOnly, room.state);
    room.pendingUpdates.push({
      member,
      membership,
      cardData: message.cardData,
      baseVersion: message.baseVersion,
      cardsSentBefore: member.cardsSent,
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
      for (const update of batch) update.member.error(COLLAB_ERRORS.unavailable);
    }
  }

  /** An edit the room did not take: the sender hears why and gets the room's card back. */
  private refuse(member: Member, message: string, state: RoomSnapshot | null): void {
    member.error(message);
    if (state) this.resync(member, state.data, state.version);
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
      if (!state) return batch.forEach((u) => u.member.error(COLLAB_ERRORS.unavailable));
      if (state.status === 'locked') {
        return stillIn(batch).forEach((u) => this.refuse(u.member, COLLAB_ERRORS.locked, state));
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
    batch.forEach((u) => u.member.error(COLLAB_ERRORS.unavailable));
  }

  /** Each update's base cards, in arrival order: a socket's second update builds on its first. */
  private basesFor(
    room: LocalRoom,
    updates: PendingUpdate[],
  ): Map<PendingUpdate, CollabCardData[]> {
    const lastTaken = new Map<Member, TakenUpdate | null>();
    const bases = new Map<PendingUpdate, CollabCardData[]>();
    for (const update of updates) {
      const { member, baseVersion, cardData } = update;
      const previous = lastTaken.has(member) ? lastTaken.get(member)! : member.lastTaken;
      bases.set(
        update,
        updateBases(
          baseVersion,
          previous,
          (v) => room.cardAt(v),
          () => member.recentlySeen(),
        ),
      );
      if (baseVersion !== undefined) lastTaken.set(member, { baseVersion, cardData });
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
    for (const update of stillIn(refused)) update.member.error(COLLAB_ERRORS.tooManyElements);
    const lastOwn = new Map<Member, PendingUpdate | null>();
    for (const update of refused) lastOwn.set(update.member, null);
    for (const update of taken) {
      lastOwn.set(update.member, update);
      if (update.baseVersion !== undefined) {
        update.member.lastTaken = { baseVersion: update.baseVersion, cardData: update.cardData };
      }
    }
    if (result.superseded) return;
    // One object for every recipient: each channel encodes it once.
    const relay: ServerMessage | null = last && {
      type: 'update',
      clientId: last.membership.clientId,
      cardData: data,
      version,
    };
    const now = Date.now();
    for (const member of room.members) {
      const own = lastOwn.get(member);
      if (own && !differsFrom(data, own.cardData) && member.cardsSent === own.cardsSentBefore) {
        member.holds(data, now);
      } else if (own !== undefined && (!relay || member === last?.member)) {
        this.resync(member, data, version);
      } else if (relay) {
        member.send(relay);
        member.sent(data, now);
      }
    }
  }

  /** The sender's own view lost to the merge: it gets the merged card as a sync. */
  private resync(member: Member, cardData: CollabCardData, version: number): void {
    member.send({ type: 'sync', cardData, version });
    member.sent(cardData);
  }

  /**
   * The room vanished from Redis under this replica (its last member left elsewhere and it was
   * saved and dropped). Its sockets are told and closed: they reconnect, and the join loads the card.
   */
  private roomGone(room: LocalRoom): void {
    // Whatever this replica cached belongs to the room that vanished: the next join loads afresh.
    room.state = null;
    for (const member of room.members) {
      member.error(COLLAB_ERRORS.unavailable);
      member.close(ROOM_GONE_CLOSE_CODE, 'Room reloading');
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

  cursor(member: Member, message: CursorUpdateMessage): void {
    const membership = this.cursorMembership(member, message);
    if (!membership) return;
    const { room } = membership;
    // The name the socket joined with: a cursor message cannot pass itself off as someone else.
    const relay: CursorMessage = {
      type: 'cursor_update',
      clientId: membership.clientId,
      position: message.position,
      name: membership.name,
      color: message.color,
    };
    room.broadcastVolatile(relay, member);
    if (!room.hasRemoteMembers()) return;
    room.cursorBatch.push(relay);
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
