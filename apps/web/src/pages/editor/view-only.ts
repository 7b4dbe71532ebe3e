import type { EditorAction } from './editor-state.js';

/** What a collaborator may still do in a locked session: take the room's card and select. */
const VIEWING: ReadonlySet<EditorAction['type']> = new Set([
  'load',
  'remote',
  'select',
  'toggleSelect',
  'selectMany',
]);

/**
 * Whether an editor action leaves the card as it is. A locked session is view-only: every other
 * action, from any control, key or drag, is dropped before it changes the card, so nothing is
 * sent for the room to refuse.
 */
export function isViewing(action: EditorAction): boolean {
  return VIEWING.has(action.type);
}
