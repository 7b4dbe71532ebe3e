import {
  applyOp,
  applyOps,
  diffCards,
  type AppliedOp,
  type CollabCardData,
  type SequencedOp,
} from '@cardsmith/contracts';
import { normalised } from './protocol.js';

/**
 * The card as one client holds it. `confirmed` is the room's card as the room's messages built it,
 * in the room's order; a person's edits become operations, numbered per client, that stay pending
 * until the room settles them (its `ops` carry them back in their place, or an `ack` or a sync's
 * `acked` says it took them). `view`, what the surface shows, is always `confirmed` with every
 * pending operation re-applied on top, so a change from the room never hides an edit it has not
 * taken. No sockets or timers here: the client decides when to send.
 */
export class LocalEdits {
  private confirmed: CollabCardData | null = null;
  private pending: SequencedOp[] = [];
  private nextSeq = 1;
  /** The highest seq the room has settled, to this client's knowledge. */
  private settledSeq = 0;
  /** The highest seq sent on the current connection. */
  private sentSeq = 0;
  private current: CollabCardData | null = null;
  /**
   * The first card the surface showed, before any pending operation: a join creates a missing
   * card from it (the pending operations then apply to it like to any room card).
   */
  private startCard: CollabCardData | null = null;

  constructor(private readonly clientId: string) {}

  /** What the surface should show; null before it had any card. */
  get view(): CollabCardData | null {
    return this.current;
  }

  get unacknowledged(): number {
    return this.pending.length;
  }

  /** The card a join creates the card from if the room has none. */
  get joinCard(): CollabCardData | null {
    return this.confirmed ?? this.startCard;
  }

  /** Where this client's numbering stands for the room (an ops message's `after`). */
  get after(): number {
    return this.settledSeq;
  }

  /** The surface's first card; false (nothing done) when there already is one. */
  start(card: CollabCardData): boolean {
    if (this.current) return false;
    this.current = normalised(card);
    this.startCard = this.current;
    return true;
  }

  /** A person's edit, from `from` to `to`: false when it changes nothing. */
  record(from: CollabCardData, to: CollabCardData): boolean {
    const ops = diffCards(normalised(from), normalised(to));
    if (ops.length === 0) return false;
    for (const op of ops) this.pending.push({ seq: this.nextSeq++, op });
    // Before the room sent a card, the edits go on top of the surface's own card.
    if (this.confirmed) this.refresh();
    else this.current = applyOps(this.current ?? normalised(from), ops);
    return true;
  }

  /** The pending operations not yet sent on this connection, oldest first. */
  unsent(): SequencedOp[] {
    return this.pending.filter((entry) => entry.seq > this.sentSeq);
  }

  sent(seq: number): void {
    this.sentSeq = seq;
  }

  /** A new connection, or the room may lack some: every pending operation goes out again. */
  resendAll(): void {
    this.sentSeq = 0;
  }

  /** A whole card from the room: it replaces `confirmed`; `acked` is this client's settled seq. */
  takeRoomCard(card: CollabCardData, acked: number | undefined): void {
    this.confirmed = card;
    this.settle(acked);
  }

  /** Operations the room applied, in its order; false before the room sent a card. */
  applyRoomOps(ops: AppliedOp[]): boolean {
    let confirmed = this.confirmed;
    if (!confirmed) return false;
    for (const { clientId, seq, op } of ops) {
      const result = applyOp(confirmed, op);
      if ('card' in result) confirmed = result.card;
      if (clientId === this.clientId) this.settle(seq);
    }
    this.confirmed = confirmed;
    this.refresh();
    return true;
  }

  /** The room took (or refused) this client's operations up to `seq`. */
  settle(seq: number | undefined): void {
    if (seq !== undefined) {
      this.settledSeq = Math.max(this.settledSeq, seq);
      this.pending = this.pending.filter((entry) => entry.seq > seq);
    }
    this.refresh();
  }

  /** Collaboration stopped: the room's card is forgotten (the surface keeps what it shows). */
  leaveRoom(): void {
    this.confirmed = null;
    this.pending = [];
  }

  private refresh(): void {
    if (this.confirmed) {
      this.current = applyOps(
        this.confirmed,
        this.pending.map((entry) => entry.op),
      );
    }
  }
}
