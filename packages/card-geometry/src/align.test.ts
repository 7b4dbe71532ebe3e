import { describe, expect, it } from 'vitest';
import { alignRects, distributeRects } from './align.js';
import { boundsOf } from './rect.js';

const rects = [
  { x: 10, y: 10, width: 20, height: 20 },
  { x: 50, y: 40, width: 40, height: 10 },
];

describe('alignRects', () => {
  const reference = boundsOf(rects)!;
  it('lines up left, centre and right edges with the reference', () => {
    expect(alignRects(rects, 'left', reference).map((r) => r.x)).toEqual([10, 10]);
    expect(alignRects(rects, 'right', reference).map((r) => r.x + r.width)).toEqual([90, 90]);
    expect(alignRects(rects, 'centre', reference).map((r) => r.x + r.width / 2)).toEqual([50, 50]);
  });
  it('lines up top, middle and bottom', () => {
    expect(alignRects(rects, 'top', reference).map((r) => r.y)).toEqual([10, 10]);
    expect(alignRects(rects, 'bottom', reference).map((r) => r.y + r.height)).toEqual([50, 50]);
    expect(alignRects(rects, 'middle', reference).map((r) => r.y + r.height / 2)).toEqual([30, 30]);
  });
  it('keeps the other axis', () => {
    expect(alignRects(rects, 'left', reference).map((r) => r.y)).toEqual([10, 40]);
  });
});

describe('distributeRects', () => {
  it('makes the gaps equal between the outermost boxes, keeping the given order', () => {
    const boxes = [
      { x: 200, y: 0, width: 20, height: 10 },
      { x: 0, y: 0, width: 20, height: 10 },
      { x: 30, y: 5, width: 40, height: 10 },
    ];
    const result = distributeRects(boxes, 'x');
    // 220 wide in all, 80 of boxes: two gaps of 70.
    expect(result.map((r) => r.x)).toEqual([200, 0, 90]);
    expect(result[2]!.y).toBe(5);
  });
  it('distributes vertically', () => {
    const boxes = [
      { x: 0, y: 0, width: 10, height: 10 },
      { x: 0, y: 15, width: 10, height: 10 },
      { x: 0, y: 100, width: 10, height: 10 },
    ];
    expect(distributeRects(boxes, 'y').map((r) => r.y)).toEqual([0, 50, 100]);
  });
  it('leaves two boxes as they are', () => {
    expect(distributeRects(rects, 'x')).toEqual(rects);
  });
});
