import { text } from './text.js';

export const PAGE_CURSOR_MESSAGES = {
  invalid: 'That is not a page cursor: start again from the first page.',
} as const;

/**
 * Where the next page of a long admin list starts (keyset pagination): opaque to clients, which
 * send back the `nextCursor` of the page they have. A page found by its position in the list
 * (OFFSET) makes Postgres read every row before it; a cursor lets it start at the page.
 */
export const PageCursorSchema = text()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, PAGE_CURSOR_MESSAGES.invalid);
