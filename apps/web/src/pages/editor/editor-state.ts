import {
  CARD_DEFAULTS,
  CARD_LIMITS,
  CARD_SIZE,
  CardInputSchema,
  ELEMENT_DEFAULTS,
  type CardElement,
  type CardFields,
} from '@cardsmith/contracts';
import { elementBox, type Box } from './element-bounds.js';
import { fitImageBox, occupiedBoxes, placeBox } from './placement.js';

export interface EditorState {
  card: CardFields;
  past: CardFields[];
  future: CardFields[];
  selectedId: string | null;
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
  | { type: 'moveElement'; id: string; dx: number; dy: number; key?: string }
  | { type: 'deleteElement'; id: string }
  | { type: 'select'; id: string | null }
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
  return { card, past: [], future: [], selectedId: null, lastKey: null };
}

function clampCoordinate(value: number, max: number): number {
  return Math.round(Math.min(Math.max(value, 0), max));
}

type Point = CardElement['position'];

/**
 * Where a dragged element belongs: its place when the drag began plus the pointer's whole
 * travel turned into card px, rounded once and kept on the card. Rounding each pointer move's
 * small step instead drifts from the pointer whenever the preview is scaled.
 */
export function draggedPosition(
  start: Point,
  pointerTravel: Point,
  cardPxPerScreenPx: number,
): Point {
  return {
    x: clampCoordinate(start.x + pointerTravel.x * cardPxPerScreenPx, CARD_SIZE.width),
    y: clampCoordinate(start.y + pointerTravel.y * cardPxPerScreenPx, CARD_SIZE.height),
  };
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

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialState(action.card);
    case 'remote': {
      // Someone else's change replaces the card but is no step of ours to undo. The history is
      // dropped: stepping back to a snapshot from before their edit would silently revert it.
      const card = { ...state.card, ...action.data };
      const keepSelection = card.elements.some((element) => element.id === state.selectedId);
      return {
        card,
        past: [],
        future: [],
        selectedId: keepSelection ? state.selectedId : null,
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
      return { ...next, selectedId: action.id };
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
    case 'moveElement':
      return commit(
        state,
        mapElement(state.card, action.id, (element) => ({
          ...element,
          position: {
            x: clampCoordinate(element.position.x + action.dx, CARD_SIZE.width),
            y: clampCoordinate(element.position.y + action.dy, CARD_SIZE.height),
          },
        })),
        action.key ?? null,
      );
    case 'deleteElement': {
      const next = commit(
        state,
        { ...state.card, elements: state.card.elements.filter((e) => e.id !== action.id) },
        null,
      );
      return { ...next, selectedId: state.selectedId === action.id ? null : state.selectedId };
    }
    case 'select':
      return { ...state, selectedId: action.id, lastKey: null };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        card: previous,
        past: state.past.slice(0, -1),
        future: [state.card, ...state.future],
        lastKey: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        ...state,
        card: next,
        past: [...state.past, state.card],
        future: rest,
        lastKey: null,
      };
    }
  }
}
