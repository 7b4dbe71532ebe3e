import type { CardInput } from '@cardsmith/contracts';
import type { Cancel, Logger, Scheduler } from '@cardsmith/service-kit';
import type { CardsPort } from '../adapters/cards-client.js';
import type { ClientAcksRepository } from './client-acks.repository.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { LocalRoom } from './local-room.js';
import type { RoomSnapshot, RoomStore } from './room.store.js';

/** The card the cards service stores for a room: its saved fields under the room's live data. */
export function toCardInput(snapshot: Pick<RoomSnapshot, 'extras' | 'data'>): CardInput {
  return { ...snapshot.extras, ...snapshot.data };
}

/** The longest wait between attempts to save an emptied room while the cards service fails. */
export const FINAL_SAVE_RETRY_MAX_MS = 60_000;

/**
 * Writes rooms back to the cards service: at most `intervalMs` after an edit, so a crash loses at
 * most that, and when the last client of the room leaves (on any replica). An emptied room whose
 * save fails is saved again with growing delays until it works: meanwhile its Redis keys are kept
 * from expiring and the registry keeps the room, so the retries stay in the room's queue.
 */
export class RoomPersistence {
  /** Emptied rooms whose final save failed: attempts so far, their session, the next attempt. */
  private readonly finalSaveRetries = new Map<
    LocalRoom,
    { attempts: number; sessionId: string | undefined; cancel: Cancel }
  >();

  constructor(
    private readonly store: RoomStore,
    private readonly acks: ClientAcksRepository,
    private readonly cards: CardsPort,
    private readonly sessions: SessionsService,
    private readonly logger: Logger,
    private readonly intervalMs: number,
    private readonly scheduler: Scheduler,
  ) {}

  schedule(room: LocalRoom): void {
    if (room.saveTimer || room.ended) return;
    room.saveTimer = this.scheduler.after(this.intervalMs, () => {
      room.saveTimer = null;
      // One save per room at a time: a slow cards service must not collect a pile of them.
      if (room.saving) return this.schedule(room);
      room.saving = true;
      return this.save(room.cardId).then((saved) => {
        room.saving = false;
        // Once the room emptied here, saving it is close()'s job, with its own retries.
        if (!saved && room.members.size > 0) this.schedule(room);
      });
    });
  }

  cancel(room: LocalRoom): void {
    room.saveTimer?.();
    room.saveTimer = null;
  }

  /** True while the room emptied but is not saved yet: it must stay until it is. */
  awaitsFinalSave(room: LocalRoom): boolean {
    return this.finalSaveRetries.has(room);
  }

  /** No more saves for the room: an admin ended it (its Redis state is gone). */
  forget(room: LocalRoom): void {
    this.cancel(room);
    this.stopRetrying(room);
  }

  /**
   * The replica is stopping: rooms still unsaved stay in Redis (for at most the keys' lifetime),
   * where the next joiner finds them.
   */
  stop(): void {
    for (const room of [...this.finalSaveRetries.keys()]) {
      this.logger.warn({ cardId: room.cardId }, 'stopping with a room not saved to cards');
      this.stopRetrying(room);
    }
  }

  /** Saves the room's latest state if it changed since the last save; false when that failed. */
  async save(cardId: string): Promise<boolean> {
    try {
      const snapshot = await this.store.load(cardId);
      if (!snapshot || snapshot.version <= snapshot.savedVersion) return true;
      const card = await this.cards.saveContent(cardId, toCardInput(snapshot));
      await this.store.markSaved(cardId, snapshot.version);
      // After the card: a seq recorded for an edit that never reached cards would drop its resend.
      await this.acks.record(cardId, snapshot.acked);
      await this.sessions.retitle(snapshot.sessionId, card.title);
      return true;
    } catch (error) {
      this.logger.warn({ err: error, cardId }, 'saving the room to cards failed; retrying');
      return false;
    }
  }

  /**
   * The room emptied: save it, then drop it from Redis and finish its session unless somebody
   * joined meanwhile. Runs in the room's queue, so it never overlaps a join. A failed save is tried
   * again later, with the room kept in Redis until it works.
   */
  async close(room: LocalRoom): Promise<void> {
    this.cancel(room);
    const retry = this.finalSaveRetries.get(room);
    this.stopRetrying(room);
    const sessionId = room.state?.sessionId ?? retry?.sessionId;
    if (!(await this.save(room.cardId))) {
      // Until then a joiner here reloads the room from Redis, where another replica may change it.
      room.state = null;
      await this.keepInRedis(room.cardId);
      return this.retryClose(room, sessionId, (retry?.attempts ?? 0) + 1);
    }
    if (await this.store.dropIfEmpty(room.cardId, Date.now())) {
      room.state = null;
      if (sessionId) await this.sessions.finish(sessionId);
    }
  }

  /** Restarts the lifetime of the room's keys, which is far longer than any retry delay. */
  private async keepInRedis(cardId: string): Promise<void> {
    try {
      await this.store.heartbeat(cardId, [], Date.now());
    } catch (error) {
      this.logger.warn({ err: error, cardId }, 'refreshing the unsaved room in Redis failed');
    }
  }

  /** Closes the room again after a delay that doubles with each failure, up to a cap. */
  private retryClose(room: LocalRoom, sessionId: string | undefined, attempts: number): void {
    const delayMs = Math.min(this.intervalMs * 2 ** (attempts - 1), FINAL_SAVE_RETRY_MAX_MS);
    this.logger.warn(
      { cardId: room.cardId, attempts, retryInMs: delayMs },
      'the emptied room is not saved to cards yet; it stays in Redis until it is',
    );
    const cancel = this.scheduler.after(delayMs, () =>
      room
        .run(async () => {
          // Somebody joined here meanwhile: the room's regular saves and its next close take over.
          if (room.members.size > 0) return this.stopRetrying(room);
          await this.close(room);
        })
        .catch((error: unknown) => {
          this.logger.warn({ err: error, cardId: room.cardId }, 'closing the room again failed');
        }),
    );
    this.finalSaveRetries.set(room, { attempts, sessionId, cancel });
  }

  private stopRetrying(room: LocalRoom): void {
    const retry = this.finalSaveRetries.get(room);
    retry?.cancel();
    this.finalSaveRetries.delete(room);
  }
}
