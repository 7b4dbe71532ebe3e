import { PAGE_CURSOR_MESSAGES } from '@cardsmith/contracts';
import { sql, type RawBuilder } from 'kysely';
import { badRequest } from './errors.js';

/**
 * The sort key of a list's last row, newest first by a timestamp then by id: `at` as Postgres
 * prints the timestamptz (microseconds and offset), so the next page compares exactly.
 */
export interface KeysetPosition {
  at: string;
  id: string;
}

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

/** The position a client's cursor names; a cursor this service did not make is a 400. */
export function decodeCursor(cursor: string): KeysetPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      !Number.isNaN(Date.parse(value[0]))
    ) {
      return { at: value[0], id: value[1] };
    }
  } catch {
    // Not base64url JSON: the same answer as any other cursor not made here.
  }
  throw badRequest(PAGE_CURSOR_MESSAGES.invalid);
}

/**
 * The rows after `position` in `(at desc, id desc)` order, as one row comparison: Postgres
 * starts an index on `(at desc, id desc)` at the position instead of reading the rows before it.
 */
export function after(atColumn: string, idColumn: string, position: KeysetPosition) {
  return sql<boolean>`(${sql.ref(atColumn)}, ${sql.ref(idColumn)}) < (${position.at}::timestamptz, ${position.id})`;
}

/**
 * A page from `pageSize + 1` rows read: the first `pageSize`, and the cursor of the last one when
 * the extra row shows that more follow.
 */
export function keysetPage<Row>(
  rows: Row[],
  pageSize: number,
  positionOf: (row: Row) => KeysetPosition,
): { rows: Row[]; nextCursor: string | null } {
  if (rows.length <= pageSize) return { rows, nextCursor: null };
  const page = rows.slice(0, pageSize);
  return { rows: page, nextCursor: encodeCursor(positionOf(page[page.length - 1]!)) };
}

/** `created_at` as Postgres prints it, the `at` of a cursor. */
export const timestampKey = (column: string): RawBuilder<string> =>
  sql<string>`${sql.ref(column)}::text`;
