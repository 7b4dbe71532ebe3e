import { describe, expect, it } from 'vitest';
import { ownersActiveLast, recentOwnerActivity, type ActivityRow } from './ownership.js';

/** Rows newest first, served a page at a time after a position, as the repositories do. */
function pages(owners: string[]) {
  const rows: ActivityRow[] = owners.map((ownerId, i) => ({
    ownerId,
    at: new Date(Date.UTC(2026, 10, 28, 0, 0, owners.length - i)),
    position: { at: String(owners.length - i), id: String(i) },
  }));
  const read: number[] = [];
  const sizes: number[] = [];
  const page = async (after: ActivityRow['position'] | undefined, size: number) => {
    const start = after ? rows.findIndex((row) => row.position === after) + 1 : 0;
    read.push(start);
    sizes.push(size);
    return rows.slice(start, start + size);
  };
  return { page, read, sizes };
}

describe('ownersActiveLast', () => {
  it('reads pages until that many owners appear, each with its latest activity', async () => {
    const { page, read } = pages(['a', 'a', 'b', 'a', 'c', 'd', 'b']);
    const owners = await ownersActiveLast(page, 3, 2);
    expect(owners.map((o) => o.ownerId)).toEqual(['a', 'b', 'c']);
    expect(owners[1]!.lastActiveAt.getTime()).toBe(Date.UTC(2026, 10, 28, 0, 0, 5));
    expect(read).toEqual([0, 2, 4]);
  });

  it('reads twice as many rows as owners first, then whole pages', async () => {
    const { page, read, sizes } = pages(['a', 'a', 'a', 'a', 'b', 'c', 'a', 'd', 'e']);
    const owners = await ownersActiveLast(page, 2, 1000);
    expect(owners.map((o) => o.ownerId)).toEqual(['a', 'b']);
    expect(sizes).toEqual([4, 1000]);
    expect(read).toEqual([0, 4]);
    const { page: few, sizes: fewSizes } = pages(['a', 'b', 'a', 'c']);
    expect((await ownersActiveLast(few, 2, 1000)).map((o) => o.ownerId)).toEqual(['a', 'b']);
    expect(fewSizes).toEqual([4]);
  });

  it('stops at the last page when fewer owners exist', async () => {
    const { page } = pages(['a', 'b', 'a']);
    expect((await ownersActiveLast(page, 10, 2)).map((o) => o.ownerId)).toEqual(['a', 'b']);
  });
});

describe('recentOwnerActivity', () => {
  it('takes the counts the page read with its rows, and asks only for the others', async () => {
    const { page } = pages(['a', 'b', 'a', 'c']);
    const counted = async (after: ActivityRow['position'] | undefined, size: number) =>
      (await page(after, size)).map((row) => (row.ownerId === 'c' ? row : { ...row, count: 7 }));
    const asked: string[][] = [];
    const owners = await recentOwnerActivity(
      counted,
      async (ids) => {
        asked.push([...ids]);
        return { c: 2 };
      },
      3,
    );
    expect(owners.map((o) => [o.ownerId, o.count])).toEqual([
      ['a', 7],
      ['b', 7],
      ['c', 2],
    ]);
    expect(asked).toEqual([['c']]);
    expect(
      await recentOwnerActivity(
        async () => [],
        async () => ({}),
        3,
      ),
    ).toEqual([]);
  });
});
