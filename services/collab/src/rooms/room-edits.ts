import {
  applyOp,
  COLLAB_ERRORS,
  sameValue,
  type AppliedOp,
  type CollabCardData,
  type CursorUpdateMessage,
  type OpRefusal,
  type OpsMessage,
  type SequencedOp,
  type UpdateMessage,
} from '@cardsmith/contracts';
import type { Logger, Scheduler } from '@cardsmith/service-kit';
import type { CursorMessage, LocalRoom, Member, PendingEdit } from './local-room.js';
import type { RoomBus } from './room.bus.js';
import type { RoomPersistence } from './room-persistence.js';
import type { Acked, RoomStore } from './room.store.js';
import { specUpdateOps } from './spec-update.js';

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

const REFUSALS: Record<OpRefusal, string> = {
  tooManyElements: COLLAB_ERRORS.tooManyElements,
  invalid: COLLAB_ERRORS.invalidMessage,
};

/** "Service restart": an ordinary close after which the client reconnects and joins again. */
const ROOM_GONE_CLOSE_CODE = 1012;

/** Whether `card` shows a spec client something other than it sent (on the fields it sent). */
function differsFrom(card: CollabCardData, sent: CollabCardData): boolean {
  return Object.keys(sent).some((key) => {
    const field = key as keyof CollabCardData;
    return !sameValue(card[field], sent[field]);
  });
}

/** A batch's edits as operations, each with its sender. */
interface BatchOp {
  edit: PendingEdit;
  seq: number | undefined;
  op: SequencedOp['op'];
}

/** What `update`, `ops` and `cursor_update` do to a joined room. */
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

  /** The spec's whole-card update: applied as the operations that make it from what the client had. */
  async update(member: Member, message: UpdateMessage): Promise<void> {
    await this.enqueue(member, message, { cardData: message.cardData });
  }

  async ops(member: Member, message: OpsMessage): Promise<void> {
    await this.enqueue(member, message, { ops: message.ops, after: message.after });
  }

  private async enqueue(
    member: Member,
    message: { cardId: string; clientId: string },
    edit: { ops: SequencedOp[]; after?: number | undefined } | { cardData: CollabCardData },
  ): Promise<void> {
    const membership = this.membershipFor(member, message);
    if (!membership) return;
    const { room } = membership;
    if (membership.role === 'viewer') {
      return this.refuse({ member, membership, ...edit }, COLLAB_ERRORS.viewOnly, room);
    }
    room.pendingEdits.push({ member, membership, ...edit });
    // One queued flush takes every edit that arrives before it runs.
    if (room.pendingEdits.length === 1) await room.run(() => this.flushBatch(room));
  }

  /** The batch's senders hear that it failed; the room's queue goes on with the next one. */
  private async flushBatch(room: LocalRoom): Promise<void> {
    const batch = room.pendingEdits.splice(0);
    try {
      await this.flushEdits(room, batch);
    } catch (error) {
      this.deps.logger.error({ err: error, cardId: room.cardId }, 'collab update failed');
      for (const edit of batch) edit.member.error(COLLAB_ERRORS.unavailable);
    }
  }

  /**
   * An edit the room did not take: the sender hears why; an operation speaker has its operations
   * settled (it drops them and shows the room's card), a spec client gets the room's card back.
   */
  private refuse(edit: PendingEdit, message: string, room: LocalRoom): void {
    edit.member.error(message);
    if ('ops' in edit) {
      edit.member.send({ type: 'ack', seq: Math.max(...edit.ops.map((op) => op.seq)) });
    } else if (room.state) {
      edit.member.send({ type: 'sync', cardData: room.state.data, version: room.state.version });
      edit.member.acknowledged = room.state.data;
    }
  }

  /**
   * Group commit: the edits that queued up while the room's previous write was in flight are
   * applied one after another and written with one compare-and-set, so a busy room needs one Redis
   * round trip per batch rather than per message. Operations a client sent before (a resend after
   * a reconnect) are skipped by their seq; each applied one reaches every member here in the
   * room's order, and each sender gets `ack`.
   */
  private async flushEdits(room: LocalRoom, batch: PendingEdit[]): Promise<void> {
    // An edit sent before its socket left still counts; only an ended session takes none.
    if (room.ended) return;
    const initial = room.state;
    if (!initial) return batch.forEach((edit) => edit.member.error(COLLAB_ERRORS.unavailable));
    // A spec client's update becomes operations against what it had, fixed before the first
    // attempt: a retry after another replica's write must not mistake that write for its edit.
    const ops = this.operations(batch, initial.data);
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const state = room.state;
      if (!state) return batch.forEach((edit) => edit.member.error(COLLAB_ERRORS.unavailable));
      if (state.status === 'locked') {
        return batch
          .filter((edit) => edit.member.membership === edit.membership)
          .forEach((edit) => this.refuse(edit, COLLAB_ERRORS.locked, room));
      }
      let data = state.data;
      const applied: AppliedOp[] = [];
      const acked: Acked = {};
      const refusals = new Map<Member, string>();
      for (const { edit, seq, op } of ops) {
        const clientId = edit.membership.clientId;
        if (seq !== undefined) {
          const taken =
            acked[clientId] ?? state.acked[clientId] ?? ('ops' in edit ? edit.after : undefined);
          // Taken before (a resend); or one before it is missing (its batch failed, or the rate
          // limit dropped it): it waits for the client to send again from the missing one, so the
          // room takes each client's operations in order and `ack` never settles one it lacks.
          if (taken !== undefined && (seq <= taken || seq > taken + 1)) continue;
          acked[clientId] = seq;
        }
        const result = applyOp(data, op);
        if ('refused' in result) {
          refusals.set(edit.member, REFUSALS[result.refused]);
        } else if (result.applied) {
          data = result.card;
          applied.push(
            seq === undefined
              ? { clientId, op: result.applied }
              : { clientId, seq, op: result.applied },
          );
        }
      }
      if (applied.length === 0 && Object.keys(acked).length === 0) {
        return this.answer(room, batch, refusals, null);
      }
      const writer = applied.at(-1)?.clientId ?? state.updatedBy;
      const written = await this.deps.store.compareAndSet(
        room.cardId,
        state.version,
        data,
        writer,
        acked,
      );
      if (written === 'gone') return this.roomGone(room);
      if (written === 'stale') {
        if (!(await this.catchUp(room))) return this.roomGone(room);
        continue;
      }
      // From the current snapshot, so a lock applied during the write is kept.
      const current = room.state ?? state;
      room.state = {
        ...current,
        data,
        version: written,
        updatedBy: writer,
        acked: { ...current.acked, ...acked },
      };
      this.answer(
        room,
        batch,
        refusals,
        applied.length > 0 ? { version: written, applied, data } : null,
      );
      this.deps.persistence.schedule(room);
      // Not awaited: ioredis keeps publishes in order, and the next batch need not wait for it.
      this.deps.bus
        .publish(room.cardId, {
          kind: 'ops',
          version: written,
          ops: applied,
          cardData: data,
          acked,
        })
        .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'update publish failed'));
      return;
    }
    batch.forEach((edit) => edit.member.error(COLLAB_ERRORS.unavailable));
  }

  /** Every edit of the batch as operations, in arrival order. */
  private operations(batch: PendingEdit[], room: CollabCardData): BatchOp[] {
    return batch.flatMap((edit): BatchOp[] => {
      if ('ops' in edit) return edit.ops.map(({ seq, op }) => ({ edit, seq, op }));
      const { member, cardData } = edit;
      const ops = specUpdateOps(cardData, member.acknowledged ?? room, member.lastSent);
      // A second update in the same batch changes what the first one made.
      member.acknowledged = cardData;
      member.lastSent = cardData;
      return ops.map((op) => ({ edit, seq: undefined, op }));
    });
  }

  /**
   * Everyone here hears what the room took (operation speakers the operations, spec clients the
   * card), refused senders hear why, operation senders get `ack`, and a spec sender whose card is
   * not the result gets the result as `sync`.
   */
  private answer(
    room: LocalRoom,
    batch: PendingEdit[],
    refusals: Map<Member, string>,
    change: { version: number; applied: AppliedOp[]; data: CollabCardData } | null,
  ): void {
    const senders = new Set(
      batch.map((edit) => edit.member).filter((member) => room.members.has(member)),
    );
    for (const [member, message] of refusals) if (senders.has(member)) member.error(message);
    const legacySenders = new Set([...senders].filter((member) => !member.speaksOps));
    if (change) room.relay(change.version, change.applied, change.data, legacySenders);
    const state = room.state;
    if (!state) return;
    for (const edit of batch) {
      const { member } = edit;
      if (!senders.has(member)) continue;
      if ('ops' in edit) {
        member.send({ type: 'ack', seq: state.acked[edit.membership.clientId] ?? 0 });
      } else {
        if (member.acknowledged && differsFrom(state.data, member.acknowledged)) {
          member.send({ type: 'sync', cardData: state.data, version: state.version });
        }
        member.acknowledged = state.data;
      }
    }
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
    if (!fresh || !known || fresh.sessionId !== known.sessionId) return false;
    // This replica heard of that write (or a later one) while reading: it is already current.
    if (fresh.version <= known.version) return true;
    room.state = fresh;
    room.sendSnapshot();
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
