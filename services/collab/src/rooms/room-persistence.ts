import type { CardInput } from '@cardsmith/contracts';
import type { Logger } from '@cardsmith/service-kit';
import type { CardsPort } from '../adapters/cards-client.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { LocalRoom } from './local-room.js';
import type { RoomSnapshot, RoomStore } from './room.store.js';

/** The card the cards service stores for a room: its saved fields under the room's live data. */
export function toCardInput(snapshot: Pick<RoomSnapshot, 'extras' | 'data'>): CardInput {
  return { ...snapshot.extras, ...snapshot.data };
}

/**
 * Writes rooms back to the cards service: at most `intervalMs` after an edit, so a crash loses at
 * most that, and when the last client of the room leaves (on any replica).
 */
export class RoomPersistence {
  constructor(
    private readonly store: RoomStore,
    private readonly cards: CardsPort,
    private readonly sessions: SessionsService,
    private readonly logger: Logger,
    private readonly intervalMs: number,
  ) {}

  schedule(room: LocalRoom): void {
    if (room.saveTimer || room.ended) return;
    room.saveTimer = setTimeout(() => {
      room.saveTimer = null;
      // One save per room at a time: a slow cards service must not collect a pile of them.
      if (room.saving) return this.schedule(room);
      room.saving = true;
      void this.save(room.cardId).then((saved) => {
        room.saving = false;
        if (!saved) this.schedule(room);
      });
    }, this.intervalMs);
  }

  cancel(room: LocalRoom): void {
    if (room.saveTimer) clearTimeout(room.saveTimer);
    room.saveTimer = null;
  }

  /** Saves the room's latest state if it changed since the last save; false when that failed. */
  async save(cardId: string): Promise<boolean> {
    try {
      const snapshot = await this.store.load(cardId);
      if (!snapshot || snapshot.version <= snapshot.savedVersion) return true;
      const card = await this.cards.saveContent(cardId, toCardInput(snapshot));
      await this.store.markSaved(cardId, snapshot.version);
      await this.sessions.retitle(snapshot.sessionId, card.title);
      return true;
    } catch (error) {
      this.logger.warn({ err: error, cardId }, 'saving the room to cards failed; retrying');
      return false;
    }
  }

  /**
   * The room emptied: save it, then drop it from Redis and finish its session unless somebody
   * joined meanwhile. A failed save keeps the room in Redis, where the next joiner finds it.
   */
  async close(room: LocalRoom): Promise<void> {
    this.cancel(room);
    const sessionId = room.state?.sessionId;
    if (!(await this.save(room.cardId))) return;
    if (await this.store.dropIfEmpty(room.cardId, Date.now())) {
      room.state = null;
      if (sessionId) await this.sessions.finish(sessionId);
    }
  }
}
