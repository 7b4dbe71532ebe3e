import type { CollabCardData, CollabRole, ServerMessage } from '@cardsmith/contracts';
import { COLLAB_CLOSE_CODES, COLLAB_LIMITS } from '@cardsmith/contracts';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import type { LocalRoom } from '../rooms/local-room.js';
import type { OutputBatch } from './output-batch.js';
import { SOCKET_RATE_LIMIT, TokenBucket } from './rate-limit.js';

/** States sent to a client within this window may still be in flight to it (see mergeCardData). */
const SEEN_WINDOW_MS = 3000;
const SEEN_MAX = 16;

export interface TakenUpdate {
  baseVersion: number;
  cardData: CollabCardData;
}

export interface Membership {
  room: LocalRoom;
  cardId: string;
  clientId: string;
  name: string;
  role: CollabRole;
  collaboratorId: string;
}

/** One client socket on this replica: who it is, what it joined, what it was last sent. */
export class Connection {
  membership: Membership | null = null;
  /** Joins received and not yet answered: cursor moves sent meanwhile are dropped quietly. */
  joinsPending = 0;
  lastActivityAt = Date.now();
  readonly bucket = new TokenBucket(SOCKET_RATE_LIMIT, Date.now());
  private seen: { at: number; data: CollabCardData }[] = [];
  /** This client's last update the room took, and the room version it was edited from. */
  lastTaken: TakenUpdate | null = null;
  /** Cards sent to this client so far (sync and update): tells whether it saw one since. */
  cardsSent = 0;
  private lastRateError = 0;

  constructor(
    readonly id: string,
    readonly socket: WebSocket,
    /** The TCP socket under `socket`, corked by `batch` while a round of events is handled. */
    private readonly tcp: Socket,
    private readonly batch: OutputBatch,
    readonly visitorId: string,
    /** The edit token from `/ws?edit=…`, when the page was opened from an edit link. */
    readonly urlEditToken: string | null,
  ) {}

  get memberKey(): string {
    return this.id;
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  send(message: ServerMessage): void {
    this.sendRaw(Buffer.from(JSON.stringify(message)));
  }

  /** Sends an already encoded message, so a relay is serialised once for all recipients. */
  sendRaw(data: Buffer): void {
    if (!this.open) return;
    if (this.socket.bufferedAmount > COLLAB_LIMITS.slowConsumerBytes) {
      this.close(COLLAB_CLOSE_CODES.slowConsumer, 'Too far behind');
      return;
    }
    this.batch.hold(this.tcp);
    this.socket.send(data, { binary: false });
  }

  /** Cursor positions are stale as soon as a newer one exists: dropped under back-pressure. */
  sendVolatile(data: Buffer): void {
    if (!this.open || this.socket.bufferedAmount > COLLAB_LIMITS.volatileBufferBytes) return;
    this.batch.hold(this.tcp);
    this.socket.send(data, { binary: false });
  }

  error(message: string): void {
    this.send({ type: 'error', message });
  }

  /** Rate-limit errors go out at most once a second, or the errors themselves become a flood. */
  rateError(message: string, now: number): void {
    if (now - this.lastRateError < 1000) return;
    this.lastRateError = now;
    this.error(message);
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.CLOSED) return;
    this.socket.close(code, reason);
  }

  /** A card was sent to this client. */
  sent(data: CollabCardData, now = Date.now()): void {
    this.cardsSent += 1;
    this.holds(data, now);
  }

  /** This client holds `data` (sent to it, or its own update the room took as it was). */
  holds(data: CollabCardData, now = Date.now()): void {
    this.seen = this.seen.filter((entry) => now - entry.at < SEEN_WINDOW_MS).slice(-(SEEN_MAX - 1));
    this.seen.push({ at: now, data });
  }

  /** A new membership: what the client held or sent in another room says nothing about this one. */
  resetEdits(): void {
    this.seen = [];
    this.lastTaken = null;
  }

  /** The states this client may currently hold, oldest first. */
  recentlySeen(): CollabCardData[] {
    return this.seen.map((entry) => entry.data);
  }
}
