import {
  CARD_DEFAULTS,
  CARD_LIMITS,
  CardInputSchema,
  ELEMENT_DEFAULTS,
  type CardElement,
  type CardFields,
} from '@cardsmith/contracts';
import { elementBox, type Box } from './element-bounds.js';
import { fitImageBox, occupiedBoxes, placeBox } from './placement.js';
import { copiesOf, restacked, roomFor, type LayerMove, type Positions } from './arrange.js';

export interface EditorState {
  card: CardFields;
  past: CardFields[];
  future: CardFields[];
  /** The element the property panel shows: the last one chosen. */
  selectedId: string | null;
  /** Every selected element (shift-click, marquee, select all), `selectedId` among them. */
  selectedIds: string[];
  /** Edits with the same key in a row (typing, dragging) are undone as one step. */
  lastKey: string | null;
}

export type EditorAction =
  | { type: 'load'; card: CardFields }
  | { type: 'remote'; data: Partial<CardFields> }
  | { type: 'update'; patch: Partial<CardFields>; key?: string }
  | { type: 'addText'; id: string }
  /** `natural` is the picture's own size, when known, to keep its proportions. */
  | { type: 'addImage'; id: string; url: string; natural?: Box | null }
  | {
      type: 'updateElement';
      id: string;
      patch: Partial<Omit<CardElement, 'id' | 'type'>>;
      key?: string;
    }
  | { type: 'deleteElement'; id: string }
  /** Moves elements to these places (a drag of the selection, align, distribute, nudge). */
  | { type: 'placeElements'; positions: Positions; key?: string }
  | { type: 'deleteElements'; ids: string[] }
  /** Adds copies of these elements (duplicate, paste) and selects them. */
  | { type: 'addCopies'; originals: CardElement[]; ids: string[] }
  | { type: 'restack'; id: string; move: LayerMove }
  | { type: 'select'; id: string | null }
  /** Shift-click: adds the element to the selection, or takes it out. */
  | { type: 'toggleSelect'; id: string }
  | { type: 'selectMany'; ids: string[] }
  | { type: 'undo' }
  | { type: 'redo' };

const HISTORY_LIMIT = 100;

export function defaultCard(overrides: Partial<CardFields> = {}): CardFields {
  const { userId: _userId, ...fields } = CardInputSchema.parse({});
  return { ...fields, ...overrides };
}

/**
 * What applying a designed card (Surprise Me) changes: its look, occasion and elements. The
 * card's voice and video stay, as a design carries none. Its message stays when the visitor
 * wrote it, meaning anything but the default, empty, or what the previously applied design's
 * message (`previousMessage`) was; otherwise it follows the design. The title is never the
 * design's: a card still holding the default is named at its first Save and Share, with the
 * same suggestion as any card begun in the editor.
 */
export function designPatch(
  card: CardFields,
  design: CardFields,
  previousMessage: string | null,
): Partial<CardFields> {
  const written =
    card.cardMessage !== CARD_DEFAULTS.cardMessage && card.cardMessage !== previousMessage;
  return {
    category: design.category,
    templateId: design.templateId,
    frameId: design.frameId,
    backgroundColor: design.backgroundColor,
    textFont: design.textFont,
    textSize: design.textSize,
    elements: design.elements,
    ...(written ? {} : { cardMessage: design.cardMessage }),
  };
}

export function initialState(card: CardFields): EditorState {
  return { card, past: [], future: [], selectedId: null, selectedIds: [], lastKey: null };
}

function commit(state: EditorState, card: CardFields, key: string | null): EditorState {
  const coalesce = key !== null && key === state.lastKey;
  return {
    ...state,
    card,
    past: coalesce ? state.past : [...state.past, state.card].slice(-HISTORY_LIMIT),
    future: [],
    lastKey: key,
  };
}

function mapElement(
  card: CardFields,
  id: string,
  change: (element: CardElement) => CardElement,
): CardFields {
  return {
    ...card,
    elements: card.elements.map((element) => (element.id === id ? change(element) : element)),
  };
}

/** The selection kept to elements the card still holds; the last one is the one shown. */
function withSelection(state: EditorState, ids: readonly string[]): EditorState {
  const present = new Set(state.card.elements.map((element) => element.id));
  const selectedIds = [...new Set(ids)].filter((id) => present.has(id));
  return { ...state, selectedIds, selectedId: selectedIds.at(-1) ?? null };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialState(action.card);
    case 'remote': {
      // Someone else's change replaces the card but is no step of ours to undo. The history is
      // dropped: stepping back to a snapshot from before their edit would silently revert it.
      const card = { ...state.card, ...action.data };
      return {
        ...withSelection({ ...state, card }, state.selectedIds),
        past: [],
        future: [],
        lastKey: null,
      };
    }
    case 'update':
      return commit(state, { ...state.card, ...action.patch }, action.key ?? null);
    case 'addText':
    case 'addImage': {
      if (state.card.elements.length >= CARD_LIMITS.elementsMax) return state;
      // Laid out first, then placed where the card has room for its box.
      const unplaced: CardElement =
        action.type === 'addText'
          ? {
              id: action.id,
              type: 'text',
              content: 'Your text here',
              position: { x: 0, y: 0 },
              style: { ...ELEMENT_DEFAULTS, textAlign: 'center' },
            }
          : {
              id: action.id,
              type: 'image',
              content: action.url,
              position: { x: 0, y: 0 },
              size: fitImageBox(action.natural ?? null),
            };
      const position = placeBox(elementBox(unplaced), occupiedBoxes(state.card.elements));
      const element = { ...unplaced, position };
      const next = commit(
        state,
        { ...state.card, elements: [...state.card.elements, element] },
        null,
      );
      return withSelection(next, [action.id]);
    }
    case 'updateElement':
      return commit(
        state,
        mapElement(
          state.card,
          action.id,
          (element) => ({ ...element, ...action.patch }) as CardElement,
        ),
        action.key ?? null,
      );
    case 'deleteElement':
      return editorReducer(state, { type: 'deleteElements', ids: [action.id] });
    case 'deleteElements': {
      // Locked elements stay: unlocking comes first.
      const gone = new Set(
        state.card.elements.filter((e) => action.ids.includes(e.id) && !e.locked).map((e) => e.id),
      );
      if (gone.size === 0) return state;
      const next = commit(
        state,
        { ...state.card, elements: state.card.elements.filter((e) => !gone.has(e.id)) },
        null,
      );
      return withSelection(next, state.selectedIds);
    }
    case 'placeElements': {
      const { positions } = action;
      if (Object.keys(positions).length === 0) return state;
      return commit(
        state,
        {
          ...state.card,
          elements: state.card.elements.map((element) => {
            const position = positions[element.id];
            return position ? { ...element, position } : element;
          }),
        },
        action.key ?? null,
      );
    }
    case 'addCopies': {
      const copies = copiesOf(action.originals, action.ids, roomFor(state.card.elements.length));
      if (copies.length === 0) return state;
      const next = commit(
        state,
        { ...state.card, elements: [...state.card.elements, ...copies] },
        null,
      );
      return withSelection(
        next,
        copies.map((copy) => copy.id),
      );
    }
    case 'restack':
      return commit(
        state,
        { ...state.card, elements: restacked(state.card.elements, action.id, action.move) },
        null,
      );
    case 'select':
      return { ...withSelection(state, action.id ? [action.id] : []), lastKey: null };
    case 'toggleSelect': {
      const ids = state.selectedIds.includes(action.id)
        ? state.selectedIds.filter((id) => id !== action.id)
        : [...state.selectedIds, action.id];
      return { ...withSelection(state, ids), lastKey: null };
    }
    case 'selectMany':
      return { ...withSelection(state, action.ids), lastKey: null };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return withSelection(
        {
          ...state,
          card: previous,
          past: state.past.slice(0, -1),
          future: [state.card, ...state.future],
          lastKey: null,
        },
        state.selectedIds,
      );
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return withSelection(
        { ...state, card: next, past: [...state.past, state.card], future: rest, lastKey: null },
        state.selectedIds,
      );
    }
  }
}
