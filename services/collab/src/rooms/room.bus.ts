import type { AppliedOp, CollabCardData, CollabRole } from '@cardsmith/contracts';
import type { Redis } from '@cardsmith/service-kit';
import type { CursorMessage } from './local-room.js';
import type { Acked } from './room.store.js';

/** What replicas tell each other about a room; each relays it to its own sockets. */
export type RoomEvent =
  /** A write: the operations it applied, the card and the seqs it took, at `version`. */
  | { kind: 'ops'; version: number; ops: AppliedOp[]; cardData: CollabCardData; acked: Acked }
  /** cursor_update messages, batched per tick. */
  | { kind: 'cursors'; messages: CursorMessage[] }
  | { kind: 'joined'; clientId: string; name: string; role: CollabRole; count: number }
  | { kind: 'left'; clientId: string; name: string; count: number; memberReplicaId: string }
  | { kind: 'renamed'; clientId: string; name: string }
  | { kind: 'status'; status: 'active' | 'locked' }
  | { kind: 'ended' };

type Envelope = RoomEvent & { from: string; cardId: string };

/**
 * Redis pub/sub fan-out, one channel per room; a message is `<replica id>|<json>`. It owns its own subscriber connection (a
 * subscribed connection cannot run commands). A replica ignores its own messages: it has already
 * delivered them to its sockets, so no sender ever gets its message twice.
 */
export class RoomBus {
  private readonly subscribed = new Set<string>();
  private closed = false;
  private readonly ownPrefix: string;
  private handler: (cardId: string, event: RoomEvent & { from: string }) => void = () => {};

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channelPrefix: string,
    readonly replicaId: string,
  ) {
    this.ownPrefix = `${replicaId}|`;
    subscriber.on('message', (_channel: string, raw: string) => {
      // Checked before parsing: under load most of a replica's traffic is its own echo.
      if (raw.startsWith(this.ownPrefix)) return;
      let envelope: Envelope;
      try {
        envelope = JSON.parse(raw.slice(raw.indexOf('|') + 1)) as Envelope;
      } catch {
        return;
      }
      if (!this.subscribed.has(envelope.cardId)) return;
      this.handler(envelope.cardId, envelope);
    });
  }

  onEvent(handler: (cardId: string, event: RoomEvent & { from: string }) => void): void {
    this.handler = handler;
  }

  async subscribe(cardId: string): Promise<void> {
    if (this.subscribed.has(cardId)) return;
    this.subscribed.add(cardId);
    await this.subscriber.subscribe(this.channel(cardId));
  }

  async unsubscribe(cardId: string): Promise<void> {
    if (!this.subscribed.delete(cardId) || this.closed) return;
    await this.subscriber.unsubscribe(this.channel(cardId));
  }

  async publish(cardId: string, event: RoomEvent): Promise<void> {
    const envelope: Envelope = { ...event, from: this.replicaId, cardId };
    await this.publisher.publish(this.channel(cardId), this.ownPrefix + JSON.stringify(envelope));
  }

  /** Drops every subscription at once: rooms released while stopping need no unsubscribe. */
  close(): void {
    this.closed = true;
    this.subscriber.disconnect();
  }

  private channel(cardId: string): string {
    return `${this.channelPrefix}collab:room:${cardId}`;
  }
}
