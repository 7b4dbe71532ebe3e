import { COLLAB_CLOSE_CODES, COLLAB_ERRORS } from '@cardsmith/contracts';
import type { Cancel, Logger, Scheduler } from '@cardsmith/service-kit';
import type { RoomControl, SessionsService } from '../sessions/sessions.service.js';
import { LocalRoom } from './local-room.js';
import type { RoomBus, RoomEvent } from './room.bus.js';
import type { RoomPersistence } from './room-persistence.js';
import type { RoomStore } from './room.store.js';

export interface RegistryDeps {
  store: RoomStore;
  bus: RoomBus;
  persistence: RoomPersistence;
  sessions: SessionsService;
  logger: Logger;
  presenceTtlMs: number;
  scheduler: Scheduler;
}

/**
 * The rooms this replica serves: relays other replicas' events to local sockets, applies admin
 * lock and end on every replica, and keeps presence alive (and expires crashed replicas' clients).
 */
export class RoomRegistry implements RoomControl {
  private readonly rooms = new Map<string, LocalRoom>();
  private stopHeartbeats: Cancel | null = null;
  private lastBeat = Date.now();

  constructor(private readonly deps: RegistryDeps) {
    deps.bus.onEvent((cardId, event) => this.onEvent(cardId, event));
  }

  get replicaId(): string {
    return this.deps.bus.replicaId;
  }

  get(cardId: string): LocalRoom | undefined {
    return this.rooms.get(cardId);
  }

  obtain(cardId: string): LocalRoom {
    let room = this.rooms.get(cardId);
    if (!room) {
      room = new LocalRoom(cardId, (idle) => this.release(idle));
      this.rooms.set(cardId, room);
    }
    return room;
  }

  /** Waits for every room's queued work (heartbeats included), before the pools close. */
  async drain(): Promise<void> {
    await Promise.all([...this.rooms.values()].map((room) => room.settled()));
  }

  async setStatus(cardId: string, status: 'active' | 'locked'): Promise<void> {
    await this.deps.store.setStatus(cardId, status);
    const room = this.rooms.get(cardId);
    if (room) announceStatus(room, status);
    await this.deps.bus.publish(cardId, { kind: 'status', status });
  }

  /** Saves the room, then closes it on every replica; false, changing nothing, if saving failed. */
  async end(cardId: string): Promise<boolean> {
    if (!(await this.deps.persistence.save(cardId))) return false;
    await this.deps.store.forceDrop(cardId);
    await this.deps.bus.publish(cardId, { kind: 'ended' });
    const room = this.rooms.get(cardId);
    if (room) this.terminate(room);
    return true;
  }

  startHeartbeat(): void {
    const every = Math.max(250, Math.floor(this.deps.presenceTtlMs / 3));
    this.stopHeartbeats = this.deps.scheduler.every(every, () => this.heartbeat());
  }

  stopHeartbeat(): void {
    this.stopHeartbeats?.();
    this.stopHeartbeats = null;
  }

  /** Refreshes this replica's presence and removes clients of replicas that stopped doing so. */
  async heartbeat(): Promise<void> {
    const since = this.lastBeat;
    const now = Date.now();
    this.lastBeat = now;
    const { store, bus, sessions, persistence } = this.deps;
    for (const room of this.rooms.values()) {
      void room
        .run(async () => {
          const state = room.state;
          if (!state || room.ended) return;
          const local = [...room.members];
          await store.heartbeat(
            room.cardId,
            local.map((member) => member.memberKey),
            now + this.deps.presenceTtlMs,
          );
          const { count, gone } = await store.sweep(room.cardId, now);
          for (const member of gone) {
            const left = { clientId: member.clientId, name: member.name, count };
            room.countRemote(member.replicaId, -1);
            room.broadcast({ type: 'client_left', ...left });
            await bus.publish(room.cardId, {
              kind: 'left',
              ...left,
              memberReplicaId: member.replicaId,
            });
            await sessions.removeCollaborator(state.sessionId, member.collaboratorId);
          }
          const active = local.filter((member) => member.lastActivityAt > since);
          if (active.length > 0) {
            await sessions.touch(
              state.sessionId,
              active.flatMap((member) =>
                member.membership ? [member.membership.collaboratorId] : [],
              ),
            );
          }
          await this.refreshRemoteMembers(room, now);
          if (count === 0 && room.members.size === 0) await persistence.close(room);
        })
        .catch((error: unknown) => {
          this.deps.logger.warn({ err: error, cardId: room.cardId }, 'room heartbeat failed');
        });
    }
    await sessions
      .reconcile(
        (cardId) => store.hasMembers(cardId, Date.now()),
        new Date(now - 2 * this.deps.presenceTtlMs),
      )
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'reconcile failed'));
  }

  async refreshRemoteMembers(room: LocalRoom, now: number): Promise<void> {
    const members = await this.deps.store.members(room.cardId, now);
    room.remoteMembers.clear();
    for (const member of members) {
      if (member.replicaId !== this.replicaId) room.countRemote(member.replicaId, 1);
    }
  }

  private onEvent(cardId: string, event: RoomEvent & { from: string }): void {
    const room = this.rooms.get(cardId);
    if (!room) return;
    switch (event.kind) {
      case 'ops':
        if (!room.applyRemote(event)) this.reload(room);
        break;
      case 'cursors':
        for (const message of event.messages) room.broadcastVolatile(message);
        break;
      case 'joined':
        room.countRemote(event.from, 1);
        room.broadcast({
          type: 'client_joined',
          clientId: event.clientId,
          name: event.name,
          count: event.count,
          role: event.role,
        });
        break;
      case 'left':
        room.countRemote(event.memberReplicaId, -1);
        room.broadcast({
          type: 'client_left',
          clientId: event.clientId,
          name: event.name,
          count: event.count,
        });
        break;
      case 'renamed':
        room.broadcast({ type: 'presence', clientId: event.clientId, name: event.name });
        break;
      case 'status':
        announceStatus(room, event.status);
        break;
      case 'ended':
        this.terminate(room);
        break;
    }
  }

  /**
   * An event overtook another replica's earlier one: the room is read again from Redis (in the
   * room's queue, after any write in flight) and its members here get it whole.
   */
  private reload(room: LocalRoom): void {
    room
      .run(async () => {
        const fresh = await this.deps.store.load(room.cardId);
        // Compared after the read: events keep arriving meanwhile, and the room never goes back.
        const known = room.state;
        if (!known || !fresh || fresh.sessionId !== known.sessionId) return;
        if (fresh.version <= known.version) return;
        room.state = fresh;
        room.sendSnapshot();
      })
      .catch((error: unknown) => {
        this.deps.logger.warn({ err: error, cardId: room.cardId }, 'room reload failed');
      });
  }

  /**
   * Closes an ended room's sockets here, with the reason first. The room is detached at once, so
   * a client reconnecting meanwhile starts a new session instead of joining the ended one.
   */
  private terminate(room: LocalRoom): void {
    room.ended = true;
    this.deps.persistence.forget(room);
    if (this.rooms.get(room.cardId) === room) this.rooms.delete(room.cardId);
    for (const member of room.members) {
      member.membership = null;
      member.error(COLLAB_ERRORS.ended);
      member.close(COLLAB_CLOSE_CODES.sessionEnded, 'Session ended');
    }
    room.members.clear();
    this.release(room);
  }

  /**
   * Lets go of a room nobody here uses any more. A room whose final save failed is kept until a
   * retry saves it, so the retries stay in the room's queue, ordered with joins.
   */
  private release(room: LocalRoom): void {
    if (room.members.size > 0 || room.busy || this.deps.persistence.awaitsFinalSave(room)) return;
    this.deps.persistence.cancel(room);
    room.cursorTimer?.();
    room.cursorTimer = null;
    if (this.rooms.get(room.cardId) === room) this.rooms.delete(room.cardId);
    if (!this.rooms.has(room.cardId)) {
      void this.deps.bus
        .unsubscribe(room.cardId)
        .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'unsubscribe failed'));
    }
  }
}

/** The room takes the session's new status and tells its members here, whose editors follow it. */
function announceStatus(room: LocalRoom, status: 'active' | 'locked'): void {
  if (room.state) room.state = { ...room.state, status };
  room.broadcast({ type: 'session_status', locked: status === 'locked' });
}
