import { describe, expect, it } from 'vitest';
import { referenceChange, servicesNotBackfilled } from './reference-rules.js';

describe('referenceChange', () => {
  it('takes the whole set of a holder never heard of', () => {
    expect(referenceChange(null, { sequence: 3, blobIds: ['b', 'a', 'a'] })).toEqual({
      apply: true,
      add: ['a', 'b'],
      remove: [],
    });
  });

  it('replaces the kept set with a later one: adds the new blobs, removes the dropped ones', () => {
    expect(
      referenceChange({ sequence: 3, blobIds: ['a', 'b'] }, { sequence: 4, blobIds: ['b', 'c'] }),
    ).toEqual({ apply: true, add: ['c'], remove: ['a'] });
  });

  it('releases everything with an empty set', () => {
    expect(referenceChange({ sequence: 3, blobIds: ['a'] }, { sequence: 9, blobIds: [] })).toEqual({
      apply: true,
      add: [],
      remove: ['a'],
    });
  });

  it('ignores a replay and an event overtaken by a later one', () => {
    const applied = { sequence: 5, blobIds: ['a'] };
    expect(referenceChange(applied, { sequence: 5, blobIds: ['a', 'b'] })).toEqual({
      apply: false,
    });
    expect(referenceChange(applied, { sequence: 4, blobIds: ['z'] })).toEqual({ apply: false });
  });

  it('converges on the latest set whatever order the events arrive in', () => {
    const events = [
      { sequence: 1, blobIds: ['a'] },
      { sequence: 2, blobIds: ['a', 'b'] },
      { sequence: 3, blobIds: ['c'] },
      { sequence: 4, blobIds: [] },
      { sequence: 5, blobIds: ['d', 'a'] },
    ];
    const orders = [
      events,
      [...events].reverse(),
      [events[2]!, events[4]!, events[0]!, events[4]!],
    ];
    for (const order of orders) {
      let kept: { sequence: number; blobIds: string[] } | null = null;
      for (const event of order) {
        const change = referenceChange(kept, event);
        if (!change.apply) continue;
        const ids: string[] = (kept?.blobIds ?? []).filter((id) => !change.remove.includes(id));
        kept = { sequence: event.sequence, blobIds: [...ids, ...change.add].sort() };
      }
      expect(kept).toEqual({ sequence: 5, blobIds: ['a', 'd'] });
    }
  });
});

describe('servicesNotBackfilled', () => {
  it('names a service with no run, or only runs whose holders are not all applied yet', () => {
    expect(
      servicesNotBackfilled(
        ['cards', 'print'],
        [
          { service: 'cards', holders: 3, seen: 2, completed: false },
          { service: 'cards', holders: 2, seen: 2, completed: false },
        ],
      ),
    ).toEqual(['print']);
    expect(
      servicesNotBackfilled(
        ['cards'],
        [{ service: 'cards', holders: 3, seen: 2, completed: false }],
      ),
    ).toEqual(['cards']);
  });

  it('trusts a run once completed, and a service with no holders at all', () => {
    expect(
      servicesNotBackfilled(
        ['cards', 'print'],
        [
          { service: 'cards', holders: 3, seen: 0, completed: true },
          { service: 'print', holders: 0, seen: 0, completed: false },
        ],
      ),
    ).toEqual([]);
  });
});
