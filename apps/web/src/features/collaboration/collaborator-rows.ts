import type { CardPeople } from '@cardsmith/contracts';
import { CURSOR_COLORS } from './collab-protocol.js';

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
  color: string;
}

/** A steady avatar colour per person, from the cursor palette (white initials read on each). */
export function avatarColor(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return CURSOR_COLORS[hash % CURSOR_COLORS.length] ?? CURSOR_COLORS[0];
}

/**
 * The page's list: 'You' first, with your role on the card and your live status (active or idle
 * while you are in the card's live session, say in the editor; offline otherwise), then the others
 * in the live session. People invited to sign are the group card's panel, not this list.
 */
export function collaboratorRows(people: CardPeople, since: string): CollaboratorRow[] {
  const yours = people.collaborators.filter((person) => person.you);
  const live = yours.find((person) => person.status === 'active') ?? yours[0];
  const you: CollaboratorRow = {
    id: 'you',
    name: 'You',
    email: null,
    role: people.role,
    status: live?.status ?? 'offline',
    joinedAt: live?.joinedAt ?? since,
    color: avatarColor('you'),
  };
  const others = people.collaborators
    .filter((person) => !person.you)
    .map<CollaboratorRow>((person) => ({
      id: person.id,
      name: person.name,
      email: null,
      role: person.role,
      status: person.status,
      joinedAt: person.joinedAt,
      color: avatarColor(person.id),
    }));
  return [you, ...others];
}
