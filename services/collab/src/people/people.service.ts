import { randomUUID } from 'node:crypto';
import {
  COLLAB_ERRORS,
  INVITEE_LIMITS,
  INVITEE_MESSAGES,
  type CardAccess,
  type CardCollaborator,
  type CardPeople,
  type CollabInvitee,
  type CollaboratorRole,
} from '@cardsmith/contracts';
import { forbidden, HttpError, notFound } from '@cardsmith/service-kit';
import type { CardsPort } from '../adapters/cards-client.js';
import type { InviteeRow } from '../db/database.js';
import type { SessionsRepository } from '../sessions/sessions.repository.js';
import { toCollaborator } from '../sessions/sessions.service.js';
import { inviteEmail } from './invite-email.js';
import type { InviteesRepository } from './invitees.repository.js';

export interface Asker {
  visitorId: string;
  editToken: string | null;
}

export function toInvitee(row: InviteeRow): CollabInvitee {
  return {
    id: row.id,
    cardId: row.card_id,
    email: row.email,
    role: 'editor',
    status: 'pending',
    invitedAt: row.created_at.toISOString(),
  };
}

/**
 * What the collaboration page reads and changes without joining the live room: who is in the
 * card's session (from the session's collaborator rows, so opening the page announces nobody)
 * and whom the card invited. Only those who may edit the card may see or change either.
 */
export class PeopleService {
  constructor(
    private readonly cards: CardsPort,
    private readonly sessions: SessionsRepository,
    private readonly invitees: InviteesRepository,
    /** Where the invitation's edit link points. */
    private readonly publicOrigin: string,
  ) {}

  async people(cardId: string, asker: Asker): Promise<CardPeople> {
    const { role } = await this.editorAccess(cardId, asker);
    const [rows, invitees] = await Promise.all([
      this.sessions.liveCollaborators(cardId),
      this.invitees.list(cardId),
    ]);
    const now = Date.now();
    // One entry per visitor: several tabs of one person are one collaborator.
    const byVisitor = new Map<string, CardCollaborator>();
    for (const row of rows) {
      const seen = toCollaborator(row, now);
      const entry = byVisitor.get(row.visitor_id);
      if (!entry) {
        byVisitor.set(row.visitor_id, {
          id: seen.id,
          name: seen.name,
          role: seen.role,
          status: seen.status,
          joinedAt: seen.joinedAt,
          lastActive: seen.lastActive,
          you: row.visitor_id === asker.visitorId,
        });
        continue;
      }
      entry.name = seen.name;
      if (seen.role === 'owner') entry.role = 'owner';
      if (seen.lastActive > entry.lastActive) entry.lastActive = seen.lastActive;
      if (seen.status === 'active') entry.status = 'active';
    }
    return { role, collaborators: [...byVisitor.values()], invitees: invitees.map(toInvitee) };
  }

  async invite(cardId: string, email: string, asker: Asker): Promise<CollabInvitee> {
    const access = await this.editorAccess(cardId, asker);
    if ((await this.invitees.count(cardId)) >= INVITEE_LIMITS.perCard) {
      throw new HttpError(409, 'conflict', INVITEE_MESSAGES.tooMany);
    }
    const id = randomUUID();
    const row = await this.invitees.add(
      { id, card_id: cardId, email, invited_by: asker.visitorId },
      inviteEmail({
        inviteeId: id,
        to: email,
        cardId,
        cardTitle: access.card.title,
        editToken: access.editToken,
        publicOrigin: this.publicOrigin,
      }),
    );
    return toInvitee(row);
  }

  async removeInvitee(cardId: string, inviteeId: string, asker: Asker): Promise<void> {
    await this.editorAccess(cardId, asker);
    if (!(await this.invitees.remove(cardId, inviteeId))) {
      throw notFound(INVITEE_MESSAGES.notFound);
    }
  }

  /** The asker's access when they may edit the card (owner, or edit link); refused otherwise. */
  private async editorAccess(
    cardId: string,
    asker: Asker,
  ): Promise<{ role: CollaboratorRole; card: CardAccess['card']; editToken: string }> {
    let access;
    try {
      access = await this.cards.checkAccess(cardId, asker.visitorId, asker.editToken);
    } catch {
      throw new HttpError(503, 'service_unavailable', COLLAB_ERRORS.unavailable);
    }
    if (!access) throw notFound(COLLAB_ERRORS.cardNotFound);
    const { role, card, editToken } = access;
    if (role === 'viewer' || !editToken) throw forbidden(INVITEE_MESSAGES.forbidden);
    return { role, card, editToken };
  }
}
