import { z } from 'zod';
import type { Alignment, Axis } from '@cardsmith/card-geometry';
import { CardElementSchema, type CardElement, type CardFields } from '@cardsmith/contracts';
import {
  alignedPositions,
  distributedPositions,
  nudgedPositions,
  type LayerMove,
} from './arrange.js';
import type { EditorAction } from './editor-state.js';

/** Copied elements, kept where every card's editor in this browser finds them (paste between cards). */
export const CLIPBOARD_KEY = 'cardsmith:editor:clipboard';

const ClipboardSchema = z.array(CardElementSchema);

function readClipboard(): CardElement[] {
  try {
    const parsed = ClipboardSchema.safeParse(
      JSON.parse(localStorage.getItem(CLIPBOARD_KEY) ?? '[]'),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function writeClipboard(elements: CardElement[]): void {
  try {
    localStorage.setItem(CLIPBOARD_KEY, JSON.stringify(elements));
  } catch {
    // Storage full or disabled: nothing to paste later, which Paste then says.
  }
}

const newId = () => `el-${crypto.randomUUID().slice(0, 13)}`;

/**
 * What can be done to the selection, for the arrange bar, the long-press menu and the keyboard
 * shortcuts alike. Locked elements are left where they are.
 */
export function useSelectionActions(
  card: CardFields,
  selectedIds: readonly string[],
  dispatch: (action: EditorAction) => void,
) {
  const selected = card.elements.filter((element) => selectedIds.includes(element.id));
  const ids = selected.map((element) => element.id);

  function addCopies(originals: CardElement[]) {
    if (originals.length === 0) return;
    dispatch({ type: 'addCopies', originals, ids: originals.map(newId) });
  }

  return {
    count: selected.length,
    selectAll: () =>
      dispatch({
        type: 'selectMany',
        ids: card.elements.filter((e) => !e.hidden && !e.locked).map((e) => e.id),
      }),
    clear: () => dispatch({ type: 'select', id: null }),
    remove: () => dispatch({ type: 'deleteElements', ids }),
    duplicate: () => addCopies(selected),
    copy: () => {
      if (selected.length > 0) writeClipboard(selected);
    },
    cut: () => {
      if (selected.length === 0) return;
      writeClipboard(selected);
      dispatch({ type: 'deleteElements', ids });
    },
    /** Whether anything was there to paste. */
    paste: (): boolean => {
      const copied = readClipboard();
      addCopies(copied);
      return copied.length > 0;
    },
    nudge: (dx: number, dy: number) =>
      dispatch({
        type: 'placeElements',
        positions: nudgedPositions(card.elements, ids, dx, dy),
        key: `nudge:${ids.join()}`,
      }),
    align: (alignment: Alignment) =>
      dispatch({
        type: 'placeElements',
        positions: alignedPositions(card.elements, ids, alignment),
      }),
    distribute: (axis: Axis) =>
      dispatch({
        type: 'placeElements',
        positions: distributedPositions(card.elements, ids, axis),
      }),
    restack: (move: LayerMove) => {
      // One element at a time keeps the others' order as it was.
      const order = move === 'forward' || move === 'front' ? [...ids].reverse() : ids;
      for (const id of order) dispatch({ type: 'restack', id, move });
    },
    toggleLock: () => {
      const lock = selected.some((element) => !element.locked);
      for (const id of ids) {
        dispatch({ type: 'updateElement', id, patch: { locked: lock ? true : undefined } });
      }
    },
  };
}

export type SelectionActions = ReturnType<typeof useSelectionActions>;
