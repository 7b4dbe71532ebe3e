import { describe, expect, it } from 'vitest';
import { CARD_LIMITS, type CardElement } from '@cardsmith/contracts';
import {
  alignedPositions,
  distributedPositions,
  draggedSelection,
  elementRect,
  nudgedPositions,
  pinchedElement,
  restacked,
} from './arrange.js';

const image = (id: string, x: number, y: number, extra: Partial<CardElement> = {}): CardElement =>
  ({
    id,
    type: 'image',
    content: '/api/media/abcdefghijklmnop',
    position: { x, y },
    size: { width: 100, height: 60 },
    ...extra,
  }) as CardElement;

describe('dragging a selection', () => {
  it('is the start plus the whole travel, rounded once, kept on the card', () => {
    const elements = [image('a', 100, 100)];
    const starts = { a: { x: 100, y: 100 } };
    expect(draggedSelection(elements, starts, { x: 50.4, y: -10.6 }, null).positions).toEqual({
      a: { x: 150, y: 89 },
    });
    expect(draggedSelection(elements, starts, { x: 900, y: -900 }, null).positions).toEqual({
      a: { x: 500, y: 0 },
    });
  });

  it('snaps the selection to the card centre and says so with a guide', () => {
    const elements = [image('a', 100, 100)];
    const { positions, guides } = draggedSelection(
      elements,
      { a: { x: 100, y: 100 } },
      { x: 147, y: 0 },
      6,
    );
    expect(positions.a).toEqual({ x: 250, y: 100 });
    expect(guides).toContainEqual(expect.objectContaining({ axis: 'x', kind: 'line', at: 250 }));
  });

  it('moves a group together, snapping its bounds to another element', () => {
    const elements = [image('a', 100, 100), image('b', 100, 200), image('c', 400, 400)];
    const { positions } = draggedSelection(
      elements,
      { a: { x: 100, y: 100 }, b: { x: 100, y: 200 } },
      { x: 296, y: 0 },
      6,
    );
    // The group's left edge (50 + 296 = 346) meets c's left edge at 350.
    expect(positions).toEqual({ a: { x: 400, y: 100 }, b: { x: 400, y: 200 } });
  });

  it('ignores hidden elements as snap targets', () => {
    const elements = [image('a', 100, 100), image('h', 400, 400, { hidden: true })];
    const { positions } = draggedSelection(
      elements,
      { a: { x: 100, y: 100 } },
      { x: 296, y: 0 },
      6,
    );
    expect(positions.a).toEqual({ x: 396, y: 100 });
  });
});

describe('arranging', () => {
  const elements = [image('a', 100, 100), image('b', 300, 150), image('c', 200, 400)];

  it('aligns one element to the card and several to their bounds', () => {
    expect(alignedPositions(elements, ['a'], 'centre')).toEqual({ a: { x: 250, y: 100 } });
    expect(alignedPositions(elements, ['a', 'b'], 'top')).toEqual({
      a: { x: 100, y: 100 },
      b: { x: 300, y: 100 },
    });
  });

  it('leaves locked elements where they are', () => {
    const locked = [image('a', 100, 100, { locked: true }), image('b', 300, 150)];
    expect(alignedPositions(locked, ['a', 'b'], 'left')).toEqual({ b: { x: 100, y: 150 } });
    expect(nudgedPositions(locked, ['a', 'b'], 1, 0)).toEqual({ b: { x: 301, y: 150 } });
  });

  it('distributes three elements evenly', () => {
    const spread = [image('a', 100, 100), image('b', 150, 200), image('c', 400, 300)];
    expect(distributedPositions(spread, ['a', 'b', 'c'], 'x').b).toEqual({ x: 250, y: 200 });
  });

  it('restacks within the ends', () => {
    const ids = (list: CardElement[]) => list.map((element) => element.id);
    expect(ids(restacked(elements, 'a', 'forward'))).toEqual(['b', 'a', 'c']);
    expect(ids(restacked(elements, 'c', 'forward'))).toEqual(['a', 'b', 'c']);
    expect(ids(restacked(elements, 'c', 'back'))).toEqual(['c', 'a', 'b']);
  });

  it('bounds a turned element by its turned corners', () => {
    const turned = elementRect(image('r', 250, 350, { rotation: 90 }));
    expect(turned.width).toBeCloseTo(60);
    expect(turned.height).toBeCloseTo(100);
  });
});

describe('pinching', () => {
  it('grows a picture and turns it with the fingers', () => {
    expect(pinchedElement(image('a', 100, 100), 1.5, 30)).toEqual({
      size: { width: 150, height: 90 },
      rotation: 30,
    });
  });

  it('scales a text by its font size, within the limits', () => {
    const text: CardElement = {
      id: 't',
      type: 'text',
      content: 'Hi',
      position: { x: 0, y: 0 },
      style: { fontSize: 20 },
    };
    expect(pinchedElement(text, 2, 0)).toEqual({ style: { fontSize: 40 }, rotation: undefined });
    expect(pinchedElement(text, 0.01, 0).style?.fontSize).toBe(CARD_LIMITS.fontSizeMin);
  });
});
