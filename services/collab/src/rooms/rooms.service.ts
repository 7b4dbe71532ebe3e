import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_COLLABORATOR,
  COLLAB_ERRORS,
  type CardAccess,
  type ClientMessage,
  type CollabCardData,
  type CollabMember,
  type JoinMessage,
  type PresenceMessage,
} from '@cardsmith/contracts';
import type { Logger, Scheduler } from '@cardsmith/service-kit';
import type { CardsPort } from '../adapters/cards-client.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { ClientAcksRepository } from './client-acks.repository.js';
import { RoomEdits } from './room-edits.js';
import type { Member } from './local-room.js';
import type { RoomBus } from './room.bus.js';
import type { RoomPersistence } from './room-persistence.js';
import type { RoomRegistry } from './room-registry.js';
import type { RoomSnapshot, RoomStore } from './room.store.js';

export interface RoomsDeps {
  registry: RoomRegistry;
  store: RoomStore;
  /** The seqs saved rooms took, for a room created after Redis forgot them. */
  acks: ClientAcksRepository;
  bus: RoomBus;
  cards: CardsPort;
  sessions: SessionsService;
  persistence: RoomPersistence;
  logger: Logger;
  presenceTtlMs: number;
  scheduler: Scheduler;
}

/** The edit token a join presents: its own, or the one in the socket's URL. */
const editTokenFor = (member: Member, message: JoinMessage) =>
  message.editToken ?? member.urlEditToken;

export const displayName = (name: string | null | undefined) =>
  name?.trim() ? name.trim() : ANONYMOUS_COLLABORATOR;

/** The spec's card data out of a saved card. */
export function collabData(card: CardAccess['card']): CollabCardData {
  return {
    title: card.title,
    category: card.category,
    templateId: card.templateId,
    frameId: card.frameId,
    backgroundColor: card.backgroundColor,
    textFont: card.textFont,
    textSize: card.textSize,
    cardMessage: card.cardMessage,
    elements: card.elements,
  };
}

/** The protocol: what join, leave, update and cursor_update do to a room. */
export class RoomsService {
  private readonly edits: RoomEdits;

  constructor(private readonly deps: RoomsDeps) {
    this.edits = new RoomEdits(deps);
  }

  async handle(member: Member, message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'join':
        return this.join(member, message);
      case 'leave': {
        // Nothing to leave: the join failed or was never sent.
        const membership = member.membership;
        if (!membership) return;
        if (membership.cardId !== message.cardId) return member.error(COLLAB_ERRORS.otherCard);
        if (membership.clientId !== message.clientId)
          return member.error(COLLAB_ERRORS.otherClient);
        return this.leave(member);
      }
      case 'update':
        return this.edits.update(member, message);
      case 'ops':
        return this.edits.ops(member, message);
      case 'cursor_update':
        return this.edits.cursor(member, message);
      case 'presence':
        return this.rename(member, message);
    }
  }

  /**
   * A member's new name: the room hears it at once (here and on other replicas), later joiners
   * find it among the members, and the member's cursor carries it from now on.
   */
  private async rename(member: Member, message: PresenceMessage): Promise<void> {
    const membership = member.membership;
    if (!membership) return member.error(COLLAB_ERRORS.notJoined);
    if (membership.cardId !== message.cardId) return member.error(COLLAB_ERRORS.otherCard);
    if (membership.clientId !== message.clientId) return member.error(COLLAB_ERRORS.otherClient);
    const name = displayName(message.name);
    if (name === membership.name) return;
    membership.name = name;
    const { room } = membership;
    const { clientId } = membership;
    room.broadcast({ type: 'presence', clientId, name }, member);
    await this.deps.store.renameMember(room.cardId, member.memberKey, name);
    await this.deps.bus.publish(room.cardId, { kind: 'renamed', clientId, name });
  }

  private async join(member: Member, message: JoinMessage): Promise<void> {
    const current = member.membership;
    if (current?.cardId === message.cardId && current.clientId === message.clientId) {
      const state = this.deps.registry.get(message.cardId)?.state;
      if (state) {
        const { data: cardData, version, acked } = state;
        member.send({ type: 'sync', cardData, version, acked });
        member.acknowledged = cardData;
      }
      return;
    }
    if (current) await this.leave(member);

    const access = await this.access(member, message);
    if (!access || !member.open) return;
    const name = displayName(message.name);
    const { role } = access;
    const room = this.deps.registry.obtain(message.cardId);
    await room.run(async () => {
      if (!member.open || member.membership) return;
      const { store, bus, sessions, registry, logger } = this.deps;
      // Subscribed before reading the state, so no update falls between the read and the first
      // relayed event (events older than the read are dropped by version).
      await bus.subscribe(room.cardId);
      if (!room.state) {
        room.state = await this.loadOrCreate(room.cardId, () => this.savedCard(member, message));
        await registry.refreshRemoteMembers(room, Date.now());
      }
      const state = room.state;
      const collaboratorId = randomUUID();
      const now = Date.now();
      const info = { clientId: message.clientId, name, role, replicaId: registry.replicaId };
      const count = await store.addMember(
        room.cardId,
        member.memberKey,
        { ...info, collaboratorId },
        now + this.deps.presenceTtlMs,
        now,
      );
      let members: CollabMember[];
      try {
        // Viewers watch the room but are not the session's collaborators (owner or editor).
        if (role !== 'viewer') {
          await sessions.addCollaborator({
            id: collaboratorId,
            sessionId: state.sessionId,
            clientId: message.clientId,
            visitorId: member.visitorId,
            name,
            role,
          });
        }
        members = (await store.members(room.cardId, Date.now())).map((member) => ({
          clientId: member.clientId,
          name: member.name,
          role: member.role,
        }));
      } catch (error) {
        // The client hears `error` and is not in the room: nobody may see it as present.
        await store
          .removeMember(room.cardId, member.memberKey, Date.now())
          .catch((undo: unknown) => logger.warn({ err: undo }, 'undoing a failed join failed'));
        throw error;
      }
      member.speaksOps = message.ops === true;
      member.membership = {
        room,
        cardId: room.cardId,
        clientId: message.clientId,
        name,
        role,
        collaboratorId,
      };
      room.members.add(member);
      // The room as it is now: another replica's change relayed while this join awaited Redis and
      // Postgres did not reach this member, which was not in the room yet.
      const { data: cardData, version, acked, status } = room.state ?? state;
      const locked = status === 'locked';
      member.send({ type: 'sync', cardData, version, count, members, acked, locked });
      member.acknowledged = cardData;
      member.lastSent = cardData;
      const joined = { clientId: message.clientId, name, count, role };
      room.broadcast({ type: 'client_joined', ...joined }, member);
      // The joiner is in: other replicas also learn of it from presence, so a lost publish is
      // not worth failing the join over.
      bus
        .publish(room.cardId, { kind: 'joined', ...joined })
        .catch((error: unknown) => logger.warn({ err: error }, 'join publish failed'));
    });
  }

  /** The visitor's role on the card; a card that does not exist yet is created from the join. */
  private async access(member: Member, message: JoinMessage): Promise<CardAccess | null> {
    const { cards } = this.deps;
    const editToken = editTokenFor(member, message);
    try {
      const access = await cards.checkAccess(message.cardId, member.visitorId, editToken);
      if (access) return access;
      if (message.initialCardData) {
        const created = await cards.createCard(
          message.cardId,
          member.visitorId,
          message.initialCardData,
        );
        if (created) return { role: 'owner', card: created };
        // Another tab created it a moment ago: ask again for this visitor's role.
        const retry = await cards.checkAccess(message.cardId, member.visitorId, editToken);
        if (retry) return retry;
      }
      member.error(COLLAB_ERRORS.cardNotFound);
      return null;
    } catch (error) {
      this.deps.logger.warn({ err: error, cardId: message.cardId }, 'card access check failed');
      member.error(COLLAB_ERRORS.unavailable);
      return null;
    }
  }

  /**
   * The card as the cards service holds it now. The one read for the join's access check may
   * predate the room's final save, which ran in the room's queue while the join waited: the seqs
   * that save recorded would settle edits such a card lacks, and they would be lost.
   */
  private async savedCard(member: Member, message: JoinMessage): Promise<CardAccess['card']> {
    const access = await this.deps.cards.checkAccess(
      message.cardId,
      member.visitorId,
      editTokenFor(member, message),
    );
    if (!access) throw new Error(`card ${message.cardId} vanished while its room was created`);
    return access.card;
  }

  /** The room from Redis, or a new session from the saved card and the seqs saved with it. */
  private async loadOrCreate(
    cardId: string,
    readSavedCard: () => Promise<CardAccess['card']>,
  ): Promise<RoomSnapshot> {
    const { store, sessions } = this.deps;
    const existing = await store.load(cardId);
    if (existing) return existing;
    // Read after Redis showed no room: every save of the last session reached cards by then.
    const card = await readSavedCard();
    const session = await sessions.open(cardId, card.title);
    const fresh = {
      data: collabData(card),
      extras: {
        title: card.title,
        category: card.category,
        templateId: card.templateId,
        frameId: card.frameId,
        audioUrl: card.audioUrl,
        videoUrl: card.videoUrl,
        voiceMessage: card.voiceMessage,
      },
      sessionId: session.id,
      status: session.status === 'locked' ? ('locked' as const) : ('active' as const),
    };
    if (await store.create(cardId, fresh, await this.deps.acks.forCard(cardId))) {
      const acked = await store.acked(cardId);
      return { ...fresh, version: 1, savedVersion: 1, updatedBy: '', acked };
    }
    const raced = await store.load(cardId);
    if (!raced) throw new Error(`room ${cardId} vanished while being created`);
    return raced;
  }

  async leave(member: Member): Promise<void> {
    const membership = member.membership;
    if (!membership) return;
    member.membership = null;
    const { room } = membership;
    await room.run(async () => {
      room.members.delete(member);
      if (room.ended) return;
      const { store, bus, sessions, persistence } = this.deps;
      const count = await store.removeMember(room.cardId, member.memberKey, Date.now());
      const left = { clientId: membership.clientId, name: membership.name, count };
      room.broadcast({ type: 'client_left', ...left });
      await bus.publish(room.cardId, {
        kind: 'left',
        ...left,
        memberReplicaId: this.deps.registry.replicaId,
      });
      if (room.state) {
        // A session row that could not be updated must not keep the room's edits from being saved.
        await sessions
          .removeCollaborator(room.state.sessionId, membership.collaboratorId)
          .catch((error: unknown) => {
            this.deps.logger.warn(
              { err: error, cardId: room.cardId },
              'removing a collaborator failed',
            );
          });
      }
      if (count === 0) await persistence.close(room);
      else if (room.members.size === 0 && room.saveTimer) {
        persistence.cancel(room);
        await persistence.save(room.cardId);
      }
    });
  }

  /** Every local client leaves (its room saved if it was the last): the replica is stopping. */
  async shutdown(members: Iterable<Member>): Promise<void> {
    await Promise.all(
      [...members].map((member) =>
        this.leave(member).catch((error: unknown) => {
          this.deps.logger.warn({ err: error }, 'leave while shutting down failed');
        }),
      ),
    );
  }
}
