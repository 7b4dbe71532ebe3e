import { PAGE_CURSOR_MESSAGES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, keysetPage } from './keyset.js';

describe('keyset pages', () => {
  const position = { at: '2026-11-28 06:19:44.123456+00', id: 'b0c2' };

  it('reads back the position a cursor was made from, microseconds included', () => {
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it('refuses a cursor it did not make', () => {
    for (const cursor of ['', 'bm90LWEtY3Vyc29y', encodeCursor({ at: 'yesterday', id: 'x' })]) {
      expect(() => decodeCursor(cursor)).toThrow(PAGE_CURSOR_MESSAGES.invalid);
    }
  });

  it('gives the next cursor only when the extra row shows more follow', () => {
    const rows = [1, 2, 3].map((n) => ({ at: `2026-11-2${n} 00:00:00+00`, id: String(n) }));
    expect(keysetPage(rows.slice(0, 2), 2, (row) => row)).toEqual({
      rows: rows.slice(0, 2),
      nextCursor: null,
    });
    const page = keysetPage(rows, 2, (row) => row);
    expect(page.rows).toEqual(rows.slice(0, 2));
    expect(decodeCursor(page.nextCursor!)).toEqual(rows[1]);
  });
});
