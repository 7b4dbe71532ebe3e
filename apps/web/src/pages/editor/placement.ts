import { CARD_SIZE, type CardElement } from '@cardsmith/contracts';
import { DEFAULT_IMAGE, elementBox, type Box } from './element-bounds.js';

type Point = CardElement['position'];

/** A box centred on its position, in card px. */
export interface PlacedBox extends Box {
  x: number;
  y: number;
}

/** Kept clear along the card's edges, and between a new element and the ones already there. */
export const PLACEMENT = { margin: 24, gap: 12, step: 10 } as const;

/** The largest an added picture starts at (card-render's default size); it can be resized. */
export const MAX_NEW_IMAGE: Box = DEFAULT_IMAGE;

/**
 * An added picture's size: its own proportions scaled to fit `limit` and the card less its
 * margins, so a wide photo stays wide and no picture starts larger than the card.
 */
export function fitImageBox(natural: Box | null, limit: Box = MAX_NEW_IMAGE): Box {
  const maxWidth = Math.min(limit.width, CARD_SIZE.width - 2 * PLACEMENT.margin);
  const maxHeight = Math.min(limit.height, CARD_SIZE.height - 2 * PLACEMENT.margin);
  if (!natural || !(natural.width > 0 && natural.height > 0)) {
    const side = Math.min(maxWidth, maxHeight);
    return { width: side, height: side };
  }
  const scale = Math.min(maxWidth / natural.width, maxHeight / natural.height);
  return {
    width: Math.max(1, Math.round(natural.width * scale)),
    height: Math.max(1, Math.round(natural.height * scale)),
  };
}

function overlap(a: PlacedBox, b: PlacedBox): number {
  const dx =
    Math.min(a.x + a.width / 2, b.x + b.width / 2) - Math.max(a.x - a.width / 2, b.x - b.width / 2);
  const dy =
    Math.min(a.y + a.height / 2, b.y + b.height / 2) -
    Math.max(a.y - a.height / 2, b.y - b.height / 2);
  return dx > 0 && dy > 0 ? dx * dy : 0;
}

/**
 * The centres a box of this extent can take along one side with the margins kept: the middle,
 * then outwards a step at a time, and the two extremes (just the middle when it does not fit).
 */
function centres(extent: number, side: number): number[] {
  const low = PLACEMENT.margin + extent / 2;
  const high = side - PLACEMENT.margin - extent / 2;
  const middle = side / 2;
  if (high <= low) return [middle];
  const values = [middle, low, high];
  for (let offset = PLACEMENT.step; middle - offset > low; offset += PLACEMENT.step) {
    values.push(middle - offset, middle + offset);
  }
  return values.map(Math.round);
}

/**
 * Where a new element of this size goes: the place on the card, within its margins, that covers
 * the least of what is already there (each kept a small gap around), and among equally free
 * places the one nearest the card's middle. A card with room never gets an element on top of
 * another, whoever added the other: a collaborator's elements are on the card they place over.
 */
export function placeBox(size: Box, occupied: readonly PlacedBox[]): Point {
  const padded = occupied.map((box) => ({
    ...box,
    width: box.width + 2 * PLACEMENT.gap,
    height: box.height + 2 * PLACEMENT.gap,
  }));
  const middle = { x: CARD_SIZE.width / 2, y: CARD_SIZE.height / 2 };
  let best = { x: middle.x, y: middle.y, covered: Number.POSITIVE_INFINITY, distance: 0 };
  for (const y of centres(size.height, CARD_SIZE.height)) {
    for (const x of centres(size.width, CARD_SIZE.width)) {
      const candidate = { x, y, ...size };
      const covered = padded.reduce((sum, box) => sum + overlap(candidate, box), 0);
      const distance = Math.hypot(x - middle.x, y - middle.y);
      if (covered < best.covered || (covered === best.covered && distance < best.distance)) {
        best = { x, y, covered, distance };
      }
    }
  }
  return { x: best.x, y: best.y };
}

/** The boxes the card's elements take up, as card-render draws them. */
export function occupiedBoxes(elements: readonly CardElement[]): PlacedBox[] {
  return elements.map((element) => ({ ...element.position, ...elementBox(element) }));
}
