import { describe, expect, it } from 'vitest';
import { twoFingerChange } from './gesture.js';

describe('twoFingerChange', () => {
  it('reads a pinch apart as growth about the midpoint', () => {
    const change = twoFingerChange(
      { x: 100, y: 100 },
      { x: 200, y: 100 },
      { x: 50, y: 100 },
      { x: 250, y: 100 },
    );
    expect(change).toEqual({ scale: 2, rotation: 0, translation: { x: 0, y: 0 } });
  });
  it('reads a twist as a clockwise turn in degrees', () => {
    const change = twoFingerChange(
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 100 },
    );
    expect(change.rotation).toBeCloseTo(90);
    expect(change.scale).toBeCloseTo(1);
  });
  it('takes the shorter way across the ±180° seam', () => {
    const change = twoFingerChange(
      { x: 0, y: 0 },
      { x: -100, y: 1 },
      { x: 0, y: 0 },
      { x: -100, y: -1 },
    );
    expect(change.rotation).toBeCloseTo(1.15, 1);
  });
  it('gives no turn for fingers on one spot', () => {
    const same = { x: 5, y: 5 };
    expect(twoFingerChange(same, same, same, { x: 10, y: 5 })).toMatchObject({
      scale: 1,
      rotation: 0,
    });
  });
});
