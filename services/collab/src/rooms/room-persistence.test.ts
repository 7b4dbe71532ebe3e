import type { Card } from '@cardsmith/contracts';
import { realScheduler, type Logger } from '@cardsmith/service-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardsPort } from '../adapters/cards-client.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { ClientAcksRepository } from './client-acks.repository.js';
import type { LocalRoom, Member } from './local-room.js';
import type { RoomBus } from './room.bus.js';
import { FINAL_SAVE_RETRY_MAX_MS, RoomPersistence } from './room-persistence.js';
import { RoomRegistry } from './room-registry.js';
import type { RoomSnapshot, RoomStore } from './room.store.js';

const CARD_ID = 'card-1';
const INTERVAL_MS = 1000;

const unsaved: RoomSnapshot = {
  data: {
    backgroundColor: '#ffffff',
    cardMessage: 'Happy birthday!',
    textFont: 'Poppins',
    textSize: 'medium',
    elements: [],
  },
  extras: {},
  version: 2,
  savedVersion: 1,
  sessionId: 'session-1',
  status: 'active',
  updatedBy: 'client-1',
  acked: { 'client-ann': 4 },
};

/** A cards service that refuses saves while `failing`, and the times it was asked to save. */
function fakeCards() {
  const cards = {
    failing: true,
    saveTimes: [] as number[],
    async saveContent() {
      cards.saveTimes.push(Date.now());
      if (cards.failing) throw new Error('cards is down');
      return { title: 'Saved' } as Card;
    },
  };
  return cards;
}

function setup() {
  let snapshot: RoomSnapshot | null = { ...unsaved };
  const store = {
    load: async () => snapshot,
    markSaved: async (_cardId: string, version: number) => {
      if (snapshot) snapshot = { ...snapshot, savedVersion: version };
    },
    heartbeat: vi.fn(async () => {}),
    dropIfEmpty: vi.fn(async () => {
      snapshot = null;
      return true;
    }),
  };
  const cards = fakeCards();
  const acks = { record: vi.fn(async () => {}) };
  const sessions = { retitle: async () => {}, finish: vi.fn(async () => {}) };
  const logger = { warn: vi.fn(), info: vi.fn(), error: vi.fn() };
  const persistence = new RoomPersistence(
    store as unknown as RoomStore,
    acks as unknown as ClientAcksRepository,
    cards as unknown as CardsPort,
    sessions as unknown as SessionsService,
    logger as unknown as Logger,
    INTERVAL_MS,
    realScheduler,
  );
  const bus = {
    replicaId: 'replica-1',
    onEvent: () => {},
    unsubscribe: async () => {},
  } as unknown as RoomBus;
  const registry = new RoomRegistry({
    store: store as unknown as RoomStore,
    bus,
    persistence,
    sessions: sessions as unknown as SessionsService,
    logger: logger as unknown as Logger,
    presenceTtlMs: 30_000,
    scheduler: realScheduler,
  });
  const room = registry.obtain(CARD_ID);
  room.state = { ...unsaved };
  /** The last client left: the room is closed in its queue, as a leave does. */
  const emptied = async () => {
    await room.run(() => persistence.close(room));
    await room.settled();
  };
  return { store, acks, cards, sessions, logger, persistence, registry, room, emptied };
}

const gaps = (times: number[]) => times.slice(1).map((time, i) => time - times[i]!);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('an emptied room whose save fails', () => {
  it('stays in the registry and in Redis, retrying with backoff until saved, then is dropped', async () => {
    const { store, acks, cards, sessions, logger, persistence, registry, room, emptied } = setup();
    await emptied();

    expect(cards.saveTimes).toHaveLength(1);
    expect(registry.get(CARD_ID)).toBe(room);
    expect(persistence.awaitsFinalSave(room)).toBe(true);
    expect(store.dropIfEmpty).not.toHaveBeenCalled();
    expect(store.heartbeat).toHaveBeenCalledWith(CARD_ID, [], expect.any(Number));
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ cardId: CARD_ID, attempts: 1, retryInMs: INTERVAL_MS }),
      expect.any(String),
    );
    // A joiner here meanwhile reloads the room from Redis instead of trusting an old copy.
    expect(room.state).toBeNull();

    await vi.advanceTimersByTimeAsync(INTERVAL_MS + 2 * INTERVAL_MS);
    expect(gaps(cards.saveTimes)).toEqual([INTERVAL_MS, 2 * INTERVAL_MS]);
    expect(store.heartbeat).toHaveBeenCalledTimes(3);

    cards.failing = false;
    await vi.advanceTimersByTimeAsync(4 * INTERVAL_MS);
    await room.settled();
    expect(cards.saveTimes).toHaveLength(4);
    expect(store.dropIfEmpty).toHaveBeenCalledTimes(1);
    expect(sessions.finish).toHaveBeenCalledWith(unsaved.sessionId);
    // The seqs are kept only once the card holds the edits they settle, and only then.
    expect(acks.record).toHaveBeenCalledTimes(1);
    expect(acks.record).toHaveBeenCalledWith(CARD_ID, unsaved.acked);
    expect(persistence.awaitsFinalSave(room)).toBe(false);
    expect(registry.get(CARD_ID)).toBeUndefined();

    await vi.advanceTimersByTimeAsync(FINAL_SAVE_RETRY_MAX_MS);
    expect(cards.saveTimes).toHaveLength(4);
  });

  it('waits at most FINAL_SAVE_RETRY_MAX_MS between attempts', async () => {
    const { cards, emptied } = setup();
    await emptied();
    await vi.advanceTimersByTimeAsync(63 * INTERVAL_MS + 2 * FINAL_SAVE_RETRY_MAX_MS);
    expect(gaps(cards.saveTimes)).toEqual([
      1000,
      2000,
      4000,
      8000,
      16_000,
      32_000,
      FINAL_SAVE_RETRY_MAX_MS,
      FINAL_SAVE_RETRY_MAX_MS,
    ]);
  });

  it('stops retrying when somebody joins the room here: its regular saves take over', async () => {
    const { cards, persistence, registry, room, emptied } = setup();
    await emptied();
    room.members.add({} as Member);
    await vi.advanceTimersByTimeAsync(10 * INTERVAL_MS);
    expect(cards.saveTimes).toHaveLength(1);
    expect(persistence.awaitsFinalSave(room)).toBe(false);
    expect(registry.get(CARD_ID)).toBe(room);
  });

  it('stops retrying when the replica stops or the session is ended', async () => {
    for (const giveUp of [
      (persistence: RoomPersistence) => persistence.stop(),
      (persistence: RoomPersistence, room: LocalRoom) => persistence.forget(room),
    ]) {
      const { cards, persistence, room, emptied } = setup();
      await emptied();
      giveUp(persistence, room);
      await vi.advanceTimersByTimeAsync(10 * INTERVAL_MS);
      expect(cards.saveTimes).toHaveLength(1);
      expect(persistence.awaitsFinalSave(room)).toBe(false);
    }
  });
});

describe('saves while edits happen', () => {
  it('retry while the room has clients here, and leave it to close() once it emptied', async () => {
    const { cards, persistence, room } = setup();
    const conn = {} as Member;
    room.members.add(conn);
    persistence.schedule(room);
    await vi.advanceTimersByTimeAsync(2 * INTERVAL_MS);
    expect(cards.saveTimes).toHaveLength(2);

    room.members.delete(conn);
    await vi.advanceTimersByTimeAsync(10 * INTERVAL_MS);
    expect(cards.saveTimes).toHaveLength(3);
  });
});
