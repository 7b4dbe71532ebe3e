import type { CollaboratorRole, CollabSessionStatus } from '@cardsmith/contracts';
import type { OutboxTable } from '@cardsmith/service-kit';
import type { ColumnType, Selectable } from 'kysely';

/** A timestamp Postgres fills in with now() unless given. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DefaultedCount = ColumnType<number, number | undefined, number>;

export interface SessionTable {
  id: string;
  card_id: string;
  card_title: string;
  status: CollabSessionStatus;
  collaborator_count: DefaultedCount;
  peak_collaborators: DefaultedCount;
  created_at: DefaultedTimestamp;
  last_active: DefaultedTimestamp;
}

export interface CollaboratorTable {
  id: string;
  session_id: string;
  /** The spec's client id ('client-…'), unique per browser tab. */
  client_id: string;
  visitor_id: string;
  name: string;
  role: CollaboratorRole;
  joined_at: DefaultedTimestamp;
  last_active: DefaultedTimestamp;
}

export interface InviteeTable {
  id: string;
  card_id: string;
  email: string;
  /** The visitor who invited them. */
  invited_by: string;
  created_at: DefaultedTimestamp;
}

/** Per card and client id, the highest operation seq a saved room took (see its migration). */
export interface ClientAckTable {
  card_id: string;
  client_id: string;
  seq: number;
  acked_at: DefaultedTimestamp;
}

/** Sessions per card (migration create_session_totals): a card counts while it has one. */
export interface SessionCardCountTable {
  card_id: string;
  sessions: number;
}

/**
 * The one row kept by session's triggers: cards with a session, ended sessions and the sum of
 * their durations in seconds (numeric: Postgres hands it over as text).
 */
export interface SessionTotalsTable {
  id: number;
  cards: number;
  ended: number;
  ended_seconds: ColumnType<string, number, never>;
}

/** Tables of the `collab` schema; Kysely is bound to that schema by service-kit's createDb. */
export interface CollabDb {
  session: SessionTable;
  session_card_count: SessionCardCountTable;
  session_totals: SessionTotalsTable;
  collaborator: CollaboratorTable;
  invitee: InviteeTable;
  client_ack: ClientAckTable;
  /** Jobs for other services' queues, relayed after the transaction that wrote them. */
  outbox: OutboxTable;
}

export type SessionRow = Selectable<SessionTable>;
export type CollaboratorRow = Selectable<CollaboratorTable>;
export type InviteeRow = Selectable<InviteeTable>;
