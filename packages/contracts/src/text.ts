import { z } from 'zod';

export const NUL_MESSAGE = 'Text cannot contain NUL characters.';

/**
 * The one way a contract declares text a client sends (bodies, params, queries, socket
 * messages): Postgres text cannot hold NUL and no person types one, so it is refused here once
 * instead of reaching a database as a 500. Responses keep plain `z.string()`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), NUL_MESSAGE);

/**
 * Control characters (C0 apart from NUL, which `text` refuses, DEL, C1) and the Unicode line and
 * paragraph separators: a single-line field that keeps them lets a client put a line break into
 * an email subject, an outbox row or an admin table.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_RUN = /[\u0001-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** A single-line value with each run of control characters made one space. */
export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL_RUN, ' ');
}

/**
 * Text a person types on one line (names, titles, subjects): control characters, CR and LF
 * included, become a space before any further check, so they are never stored. Chain `.trim()`
 * and limits after it as on `text()`.
 */
export const singleLine = (params?: Parameters<typeof z.string>[0]) =>
  text(params).overwrite(stripControlCharacters);
