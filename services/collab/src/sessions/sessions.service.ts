import { randomUUID } from 'node:crypto';
import type {
  CollabSession,
  CollabStats,
  Collaborator,
  CollaboratorRole,
} from '@cardsmith/contracts';
import { HttpError, notFound } from '@cardsmith/service-kit';
import type { CollaboratorRow, SessionRow } from '../db/database.js';
import type { SessionFilter, SessionsRepository } from './sessions.repository.js';

/** A collaborator without activity (edits, cursor moves) for this long shows as idle. */
export const IDLE_AFTER_MS = 60_000;

export const SESSION_MESSAGES = {
  notFound: 'We could not find that collaboration session.',
  ended: 'This session has already ended.',
  notSaved:
    'The card could not be saved, so the session was not ended. Please try again in a moment.',
} as const;

/** How admin actions reach the live room on every replica. */
export interface RoomControl {
  setStatus(cardId: string, status: 'active' | 'locked'): Promise<void>;
  /** Saves the room and closes it everywhere; false, with nothing changed, if the save failed. */
  end(cardId: string): Promise<boolean>;
}

const alreadyEnded = () => new HttpError(409, 'conflict', SESSION_MESSAGES.ended);

export function toSession(row: SessionRow): CollabSession {
  return {
    id: row.id,
    cardId: row.card_id,
    cardTitle: row.card_title,
    createdAt: row.created_at.toISOString(),
    lastActive: row.last_active.toISOString(),
    collaboratorCount: row.collaborator_count,
    status: row.status,
    peakCollaborators: row.peak_collaborators,
  };
}

export function toCollaborator(
  row: CollaboratorRow & { card_id: string },
  now: number,
): Collaborator {
  return {
    id: row.id,
    cardId: row.card_id,
    name: row.name,
    visitorId: row.visitor_id,
    joinedAt: row.joined_at.toISOString(),
    lastActive: row.last_active.toISOString(),
    status: now - row.last_active.getTime() > IDLE_AFTER_MS ? 'idle' : 'active',
    role: row.role,
  };
}

export class SessionsService {
  private rooms: RoomControl | null = null;

  constructor(private readonly sessions: SessionsRepository) {}

  attachRooms(rooms: RoomControl): void {
    this.rooms = rooms;
  }

  /** The card's live session (active or locked), started when the card has none. */
  async open(cardId: string, cardTitle: string): Promise<CollabSession> {
    return toSession(await this.sessions.openLive(randomUUID(), cardId, cardTitle));
  }

  /** An owner or editor joined the room (viewers only watch and are no collaborators). */
  async addCollaborator(input: {
    id: string;
    sessionId: string;
    clientId: string;
    visitorId: string;
    name: string;
    role: CollaboratorRole;
  }): Promise<void> {
    await this.sessions.addCollaborator({
      id: input.id,
      session_id: input.sessionId,
      client_id: input.clientId,
      visitor_id: input.visitorId,
      name: input.name,
      role: input.role,
    });
    await this.sessions.recount(input.sessionId);
  }

  async removeCollaborator(sessionId: string, collaboratorId: string) {
    if (await this.sessions.removeCollaborator(collaboratorId)) {
      await this.sessions.recount(sessionId);
    }
  }

  /** The saved card's title, which the room's edits may have changed. */
  retitle(sessionId: string, cardTitle: string): Promise<void> {
    return this.sessions.retitle(sessionId, cardTitle);
  }

  touch(sessionId: string, activeCollaboratorIds: string[]): Promise<void> {
    return this.sessions.touch(sessionId, activeCollaboratorIds);
  }

  finish(sessionId: string): Promise<void> {
    return this.sessions.finish(sessionId);
  }

  async list(filter: SessionFilter): Promise<CollabSession[]> {
    return (await this.sessions.list(filter)).map(toSession);
  }

  async detail(id: string): Promise<{ session: CollabSession; collaborators: Collaborator[] }> {
    const row = await this.sessions.find(id);
    if (!row) throw notFound(SESSION_MESSAGES.notFound);
    const now = Date.now();
    const collaborators = await this.sessions.collaborators(id);
    return {
      session: toSession(row),
      collaborators: collaborators.map((c) => toCollaborator(c, now)),
    };
  }

  async stats(): Promise<CollabStats> {
    const stats = await this.sessions.stats();
    return {
      totalActiveSessions: stats.live,
      totalCollaborators: stats.collaborators,
      averageSessionDuration: Math.round((stats.averageSeconds / 60) * 10) / 10,
      peakCollaboratorCount: stats.peak,
      totalCards: stats.cards,
    };
  }

  async lock(id: string): Promise<CollabSession> {
    return this.transition(id, ['active', 'locked'], 'locked');
  }

  async unlock(id: string): Promise<CollabSession> {
    return this.transition(id, ['active', 'locked'], 'active');
  }

  /**
   * The status changes only once the room is saved and closed, so an end that failed half-way
   * leaves a live session the admin can end again.
   */
  async end(id: string): Promise<CollabSession> {
    const live = await this.sessions.find(id);
    if (!live) throw notFound(SESSION_MESSAGES.notFound);
    if (live.status === 'inactive') throw alreadyEnded();
    if (this.rooms && !(await this.rooms.end(live.card_id))) {
      throw new HttpError(503, 'service_unavailable', SESSION_MESSAGES.notSaved);
    }
    const ended = await this.sessions.setStatus(id, ['active', 'locked'], 'inactive');
    // The room emptied and finished the session meanwhile.
    if (!ended) throw alreadyEnded();
    await this.sessions.removeCollaborators(id);
    return toSession(ended);
  }

  /**
   * Live sessions whose rooms are gone from Redis (every replica stopped at once) are finished,
   * so the admin list does not show ghosts after a restart.
   */
  async reconcile(isLive: (cardId: string) => Promise<boolean>, olderThan: Date): Promise<void> {
    for (const row of await this.sessions.staleLive(olderThan)) {
      if (!(await isLive(row.card_id))) await this.sessions.finish(row.id);
    }
  }

  private async transition(
    id: string,
    from: ('active' | 'locked')[],
    to: 'active' | 'locked',
  ): Promise<CollabSession> {
    const row = await this.sessions.setStatus(id, from, to);
    if (!row) {
      if (await this.sessions.find(id)) throw alreadyEnded();
      throw notFound(SESSION_MESSAGES.notFound);
    }
    await this.rooms?.setStatus(row.card_id, to);
    return toSession(row);
  }
}
