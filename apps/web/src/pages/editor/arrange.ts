import { normalizeRotation, rotatedBounds } from '@cardsmith/card-render';
import {
  alignRects,
  boundsOf,
  centreOf,
  distributeRects,
  rectAround,
  snapMove,
  translate,
  type Alignment,
  type Axis,
  type Guide,
  type Point,
  type Rect,
} from '@cardsmith/card-geometry';
import { CARD_LIMITS, CARD_SIZE, ELEMENT_DEFAULTS, type CardElement } from '@cardsmith/contracts';
import { elementBox } from './element-bounds.js';

/** The card itself, as a box to snap and align to. */
export const CARD_RECT: Rect = { x: 0, y: 0, width: CARD_SIZE.width, height: CARD_SIZE.height };

/** New positions of elements, by id. */
export type Positions = Record<string, Point>;

/** The box an element covers on the card: its own box, turned with it. */
export function elementRect(element: CardElement): Rect {
  const box = elementBox(element);
  const turned = element.rotation ? rotatedBounds(box, element.rotation) : box;
  return rectAround(element.position, turned);
}

const clamp = (value: number, max: number) => Math.round(Math.min(Math.max(value, 0), max));

const onCard = (point: Point): Point => ({
  x: clamp(point.x, CARD_SIZE.width),
  y: clamp(point.y, CARD_SIZE.height),
});

/** Elements the visitor may move: selected, and not locked. */
export function movable(elements: readonly CardElement[], ids: readonly string[]): CardElement[] {
  return elements.filter((element) => ids.includes(element.id) && !element.locked);
}

/**
 * Where a dragged selection lands: each element's place when the drag began plus the pointer's
 * travel (card px). With `snapWithin` (card px) the selection's bounds snap to the card and to the
 * other visible elements; the guides say to what.
 */
export function draggedSelection(
  elements: readonly CardElement[],
  starts: Positions,
  travel: Point,
  snapWithin: number | null,
): { positions: Positions; guides: Guide[] } {
  const moving = elements.filter((element) => starts[element.id]);
  const startBounds = boundsOf(
    moving.map((element) => elementRect({ ...element, position: starts[element.id]! })),
  );
  let offset = travel;
  let guides: Guide[] = [];
  if (startBounds && snapWithin !== null) {
    const others = elements
      .filter((element) => !starts[element.id] && !element.hidden)
      .map(elementRect);
    const snapped = snapMove(
      translate(startBounds, travel.x, travel.y),
      others,
      CARD_RECT,
      snapWithin,
    );
    offset = { x: travel.x + snapped.dx, y: travel.y + snapped.dy };
    guides = snapped.guides;
  }
  const positions: Positions = {};
  for (const element of moving) {
    const start = starts[element.id]!;
    positions[element.id] = onCard({ x: start.x + offset.x, y: start.y + offset.y });
  }
  return { positions, guides };
}

/** Each element moved by (dx, dy), kept on the card. */
export function nudgedPositions(
  elements: readonly CardElement[],
  ids: readonly string[],
  dx: number,
  dy: number,
): Positions {
  return Object.fromEntries(
    movable(elements, ids).map((element) => [
      element.id,
      onCard({ x: element.position.x + dx, y: element.position.y + dy }),
    ]),
  );
}

function positionsOf(elements: CardElement[], rects: Rect[]): Positions {
  return Object.fromEntries(
    elements.map((element, index) => {
      // The element's position is its centre, which moves as its box does.
      const before = elementRect(element);
      const after = rects[index]!;
      return [
        element.id,
        onCard({
          x: element.position.x + centreOf(after).x - centreOf(before).x,
          y: element.position.y + centreOf(after).y - centreOf(before).y,
        }),
      ];
    }),
  );
}

/** A selection lined up: one element with the card, several with their own bounds. */
export function alignedPositions(
  elements: readonly CardElement[],
  ids: readonly string[],
  alignment: Alignment,
): Positions {
  const chosen = movable(elements, ids);
  // Locked elements of the selection do not move but still count as what the others align to.
  const selection = elements.filter((element) => ids.includes(element.id));
  const reference = selection.length === 1 ? CARD_RECT : boundsOf(selection.map(elementRect));
  if (!reference) return {};
  return positionsOf(chosen, alignRects(chosen.map(elementRect), alignment, reference));
}

/** Three or more elements spaced evenly along `axis` between the outermost two. */
export function distributedPositions(
  elements: readonly CardElement[],
  ids: readonly string[],
  axis: Axis,
): Positions {
  const chosen = movable(elements, ids);
  return positionsOf(chosen, distributeRects(chosen.map(elementRect), axis));
}

/** How far a pasted or duplicated copy sits from its original, so both stay visible. */
export const COPY_OFFSET = 20;

/**
 * Copies of `originals` with the given ids, offset so they do not hide the originals (kept on
 * the card), unlocked, and as many as the card still has room for.
 */
export function copiesOf(
  originals: readonly CardElement[],
  ids: readonly string[],
  room: number,
): CardElement[] {
  return originals.slice(0, Math.max(0, Math.min(room, ids.length))).map((element, index) => {
    const { locked: _locked, ...rest } = element;
    return {
      ...rest,
      id: ids[index]!,
      position: onCard({
        x: element.position.x + COPY_OFFSET,
        y: element.position.y + COPY_OFFSET,
      }),
    } as CardElement;
  });
}

/** Room left on a card holding `count` elements. */
export const roomFor = (count: number) => CARD_LIMITS.elementsMax - count;

export type LayerMove = 'forward' | 'backward' | 'front' | 'back';

/** The elements with one moved in the stacking order (the first element is drawn at the bottom). */
export function restacked(
  elements: readonly CardElement[],
  id: string,
  move: LayerMove,
): CardElement[] {
  const from = elements.findIndex((element) => element.id === id);
  if (from < 0) return [...elements];
  const last = elements.length - 1;
  const to = {
    forward: Math.min(from + 1, last),
    backward: Math.max(from - 1, 0),
    front: last,
    back: 0,
  }[move];
  const result = elements.filter((element) => element.id !== id);
  result.splice(to, 0, elements[from]!);
  return result;
}

/**
 * What a pinch and twist on an element change: an image's box (or a text's font size) grows
 * with the fingers' distance, and the element turns with them. Sizes stay within the card's
 * limits.
 */
export function pinchedElement(
  start: CardElement,
  scale: number,
  rotation: number,
): Partial<Omit<CardElement, 'id' | 'type'>> {
  const turned = normalizeRotation((start.rotation ?? 0) + rotation);
  const turn = turned === 0 ? undefined : Math.round(turned);
  if (start.type === 'image') {
    const box = elementBox(start);
    const grown = Math.min(
      Math.max(scale, 16 / Math.min(box.width, box.height)),
      CARD_LIMITS.sizeMax / Math.max(box.width, box.height),
    );
    return {
      size: { width: Math.round(box.width * grown), height: Math.round(box.height * grown) },
      rotation: turn,
    };
  }
  const fontSize = start.style?.fontSize ?? ELEMENT_DEFAULTS.fontSize;
  return {
    style: {
      ...start.style,
      fontSize: Math.round(
        Math.min(Math.max(fontSize * scale, CARD_LIMITS.fontSizeMin), CARD_LIMITS.fontSizeMax),
      ),
    },
    rotation: turn,
  };
}
