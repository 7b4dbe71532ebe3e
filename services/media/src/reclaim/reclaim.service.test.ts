import { describe, expect, it } from 'vitest';
import { ReclaimService, type MediaHolder, type ReclaimStore } from './reclaim.service.js';

const HOUR = 60 * 60 * 1000;
const NOW = new Date('2026-11-24T12:00:00Z');

/** Blobs by id with the hour they were stored, as the blob table would answer. */
function memoryStore(storedHoursAgo: Record<string, number>) {
  const blobs = new Map(
    Object.entries(storedHoursAgo).map(([id, hours]) => [id, NOW.getTime() - hours * HOUR]),
  );
  const pages: string[][] = [];
  const store: ReclaimStore = {
    async findStoredBefore(cutoff, afterId, limit) {
      const page = [...blobs.keys()]
        .filter((id) => blobs.get(id)! < cutoff.getTime() && id > afterId)
        .sort()
        .slice(0, limit);
      pages.push(page);
      return page;
    },
    async deleteStoredBefore(ids, cutoff) {
      let deleted = 0;
      for (const id of ids) {
        if (blobs.get(id)! < cutoff.getTime() && blobs.delete(id)) deleted += 1;
      }
      return deleted;
    },
  };
  return { store, remaining: () => [...blobs.keys()].sort(), pages };
}

const holder = (name: string, links: string[]): MediaHolder => ({
  name,
  referenced: async (ids) => ids.filter((id) => links.includes(id)),
});

describe('ReclaimService', () => {
  it('deletes old blobs no holder links to, and keeps young or linked ones', async () => {
    const { store, remaining } = memoryStore({ young: 1, linked: 200, printed: 200, orphan: 200 });
    const reclaim = new ReclaimService({
      store,
      holders: [holder('cards', ['linked']), holder('print', ['printed'])],
      graceMs: 24 * HOUR,
      now: () => NOW,
    });
    expect(await reclaim.sweep()).toEqual({ checked: 3, deleted: 1 });
    expect(remaining()).toEqual(['linked', 'printed', 'young']);
  });

  it('deletes nothing, and reads no candidate, while it is blocked (a backfill not complete)', async () => {
    const { store, remaining, pages } = memoryStore({ orphan: 200 });
    let blocked: string | null = 'the blob references of cards are not backfilled yet';
    const reclaim = new ReclaimService({
      store,
      holders: [holder('references', [])],
      blockedBy: async () => blocked,
      graceMs: 24 * HOUR,
      now: () => NOW,
    });
    expect(await reclaim.sweep()).toEqual({
      checked: 0,
      deleted: 0,
      stoppedBecause: 'the blob references of cards are not backfilled yet',
    });
    expect(pages).toEqual([]);
    expect(remaining()).toEqual(['orphan']);
    blocked = null;
    expect(await reclaim.sweep()).toEqual({ checked: 1, deleted: 1 });
  });

  it('walks every page of candidates', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => `blob-${i}`);
    const { store, remaining, pages } = memoryStore(Object.fromEntries(ids.map((id) => [id, 48])));
    const reclaim = new ReclaimService({
      store,
      holders: [holder('cards', ['blob-1', 'blob-5'])],
      graceMs: 24 * HOUR,
      now: () => NOW,
      batchSize: 3,
    });
    expect(await reclaim.sweep()).toEqual({ checked: 7, deleted: 5 });
    expect(remaining()).toEqual(['blob-1', 'blob-5']);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1, 0]);
  });

  it('deletes nothing it was not sure of when a holder does not answer', async () => {
    const { store, remaining } = memoryStore({ a: 48, b: 48 });
    const down: MediaHolder = {
      name: 'cards',
      referenced: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:4101');
      },
    };
    const reclaim = new ReclaimService({
      store,
      holders: [holder('print', []), down],
      graceMs: 24 * HOUR,
      now: () => NOW,
    });
    expect(await reclaim.sweep()).toEqual({
      checked: 2,
      deleted: 0,
      stoppedBecause: 'cards did not answer: connect ECONNREFUSED 127.0.0.1:4101',
    });
    expect(remaining()).toEqual(['a', 'b']);
  });

  it('runs one sweep at a time: a second call joins the running one', async () => {
    const { store } = memoryStore({ a: 48 });
    let questions = 0;
    const reclaim = new ReclaimService({
      store,
      holders: [
        {
          name: 'cards',
          referenced: async () => {
            questions += 1;
            return [];
          },
        },
      ],
      graceMs: HOUR,
      now: () => NOW,
    });
    const [first, second] = await Promise.all([reclaim.sweep(), reclaim.sweep()]);
    expect(first).toBe(second);
    expect(questions).toBe(1);
  });
});
