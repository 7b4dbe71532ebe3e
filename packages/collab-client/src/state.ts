import type { CollabRole } from '@cardsmith/contracts';

// What a session shows, apart from the client that keeps it: a surface imports these (and
// INITIAL_COLLAB_STATE) at once, and the client with its diffing only when a session starts.

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

export interface Position {
  x: number;
  y: number;
}

/** Another client's pointer over the card, in card coordinates (spec 000 §3). */
export interface CollaboratorCursor {
  id: string;
  position: Position;
  name: string;
  color: string;
}

/** Someone else in the room, as far as this client has heard from them. */
export interface Presence {
  id: string;
  name: string;
  color: string | null;
  /** Their role on the card, when the server said (sync members, client_joined). */
  role: CollabRole | null;
  /** ms since the epoch when this client first heard of them. */
  joinedAt: number;
  /** ms since the epoch of their last join, cursor or update. */
  lastActive: number;
}

/**
 * Why the server stopped this client's collaboration for good: an administrator ended the session,
 * or the room refused the join because the card no longer exists (its `error` already said why).
 */
export type CollaborationStop = 'ended' | 'cardMissing';

/** What a client shows of its session; replaced (never mutated) on every change. */
export interface CollabState {
  status: ConnectionStatus;
  /** The room answered the join: only then do edits reach it. */
  joined: boolean;
  stopped: CollaborationStop | null;
  /**
   * The sync answering a join carries the room's count; a server without that addition leaves
   * the joiner counting itself and whoever it has already seen.
   */
  collaboratorCount: number;
  cursors: Record<string, CollaboratorCursor>;
  collaborators: Record<string, Presence>;
  /** This client's role on the card, once the room told it. */
  role: CollabRole | null;
  /** An administrator locked the session: the card is shown but cannot be edited. */
  locked: boolean;
}

export const INITIAL_COLLAB_STATE: CollabState = {
  status: 'disconnected',
  joined: false,
  stopped: null,
  collaboratorCount: 0,
  cursors: {},
  collaborators: {},
  role: null,
  locked: false,
};
