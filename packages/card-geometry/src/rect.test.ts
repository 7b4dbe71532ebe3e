import { describe, expect, it } from 'vitest';
import { boundsOf, centreOf, intersects, rectAround, rectBetween } from './rect.js';

describe('rects', () => {
  it('centres a box on a point and finds its centre again', () => {
    const rect = rectAround({ x: 100, y: 50 }, { width: 40, height: 20 });
    expect(rect).toEqual({ x: 80, y: 40, width: 40, height: 20 });
    expect(centreOf(rect)).toEqual({ x: 100, y: 50 });
  });
  it('bounds several boxes, and none', () => {
    expect(
      boundsOf([
        { x: 0, y: 10, width: 5, height: 5 },
        { x: 20, y: 0, width: 10, height: 5 },
      ]),
    ).toEqual({ x: 0, y: 0, width: 30, height: 15 });
    expect(boundsOf([])).toBeNull();
  });
  it('spans a marquee dragged in any direction', () => {
    expect(rectBetween({ x: 50, y: 10 }, { x: 20, y: 40 })).toEqual({
      x: 20,
      y: 10,
      width: 30,
      height: 30,
    });
  });
  it('counts overlap but not touching edges', () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(intersects(a, { x: 9, y: 9, width: 5, height: 5 })).toBe(true);
    expect(intersects(a, { x: 10, y: 0, width: 5, height: 5 })).toBe(false);
  });
});
