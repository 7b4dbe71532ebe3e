import { useCallback } from 'react';
import { useStoredState } from '../../lib/use-stored-state.js';
import type { Presence } from './use-collaboration.js';

export type CollaboratorRole = 'owner' | 'editor' | 'viewer';
export type CollaboratorStatus = 'active' | 'idle' | 'offline';

/** One row of the collaboration page's list (spec 001 §3). */
export interface CollaboratorRow {
  id: string;
  name: string;
  email: string | null;
  role: CollaboratorRole;
  status: CollaboratorStatus;
  joinedAt: string;
  color: string | null;
  /** Invited by email but not sent yet: email delivery is not part of the platform yet. */
  pending: boolean;
}

export interface Invitee {
  id: string;
  email: string;
  invitedAt: string;
}

/** Someone quiet for this long shows as idle (matches the collab service's admin view). */
export const IDLE_AFTER_MS = 60_000;

const isInviteeList = (value: unknown): value is Invitee[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Invitee).id === 'string' &&
      typeof (item as Invitee).email === 'string' &&
      typeof (item as Invitee).invitedAt === 'string',
  );

/** People invited to a card, kept in this browser per card. */
export function useInvitees(cardId: string | null) {
  const [invitees, setInvitees] = useStoredState<Invitee[]>(
    `cardsmith:collab:invitees:${cardId ?? 'none'}`,
    [],
    isInviteeList,
  );
  const invite = useCallback(
    (email: string) => {
      const trimmed = email.trim();
      if (!trimmed) return;
      setInvitees((all) =>
        all.some((item) => item.email.toLowerCase() === trimmed.toLowerCase())
          ? all
          : [
              ...all,
              { id: crypto.randomUUID(), email: trimmed, invitedAt: new Date().toISOString() },
            ],
      );
    },
    [setInvitees],
  );
  const remove = useCallback(
    (id: string) => setInvitees((all) => all.filter((item) => item.id !== id)),
    [setInvitees],
  );
  return { invitees, invite, remove };
}

/**
 * The list the page shows: 'You' (the owner) first, then whoever is in the live room (active, or
 * idle after a minute without a cursor or edit), then invitees, who are offline editors.
 */
export function collaboratorRows(
  you: { live: boolean; color: string },
  presence: Presence[],
  invitees: Invitee[],
  now: number,
  since: string,
): CollaboratorRow[] {
  const owner: CollaboratorRow = {
    id: 'you',
    name: 'You',
    email: null,
    role: 'owner',
    status: you.live ? 'active' : 'offline',
    joinedAt: since,
    color: you.color,
    pending: false,
  };
  const live = presence.map<CollaboratorRow>((person) => ({
    id: person.id,
    name: person.name || 'Anonymous User',
    email: null,
    role: 'editor',
    status: now - person.lastActive >= IDLE_AFTER_MS ? 'idle' : 'active',
    joinedAt: new Date(person.joinedAt).toISOString(),
    color: person.color,
    pending: false,
  }));
  const invited = invitees.map<CollaboratorRow>((invitee) => ({
    id: invitee.id,
    name: invitee.email,
    email: invitee.email,
    role: 'editor',
    status: 'offline',
    joinedAt: invitee.invitedAt,
    color: null,
    pending: true,
  }));
  return [owner, ...live, ...invited];
}
