import { describe, expect, it } from 'vitest';
import {
  normalizeRotation,
  rotatePoint,
  rotatedBounds,
  rotatedCorners,
  rotationTowards,
  snapRotation,
} from './rotation.js';

describe('rotation', () => {
  it('keeps rotations in (-180, 180]', () => {
    expect(normalizeRotation(190)).toBe(-170);
    expect(normalizeRotation(-180)).toBe(180);
    expect(normalizeRotation(360)).toBe(0);
    expect(normalizeRotation(-45)).toBe(-45);
    expect(normalizeRotation(Number.NaN)).toBe(0);
  });

  it('snaps to 15° steps (the handle with Shift held)', () => {
    expect(snapRotation(7.4)).toBe(0);
    expect(snapRotation(7.6)).toBe(15);
    expect(snapRotation(-52)).toBe(-45);
    expect(snapRotation(173)).toBe(180);
    expect(snapRotation(100, 45)).toBe(90);
  });

  it('points the element’s top at the pointer, clockwise from upright', () => {
    const centre = { x: 100, y: 100 };
    expect(rotationTowards(centre, { x: 100, y: 20 })).toBe(0);
    expect(rotationTowards(centre, { x: 180, y: 100 })).toBe(90);
    expect(rotationTowards(centre, { x: 100, y: 180 })).toBe(180);
    expect(rotationTowards(centre, { x: 20, y: 100 })).toBe(-90);
    expect(rotationTowards(centre, { x: 150, y: 50 })).toBeCloseTo(45);
  });

  it('turns points clockwise on screen (y down), as SVG rotate() does', () => {
    const turned = rotatePoint({ x: 10, y: 0 }, { x: 0, y: 0 }, 90);
    expect(turned.x).toBeCloseTo(0);
    expect(turned.y).toBeCloseTo(10);
    const [topLeft] = rotatedCorners({ x: 0, y: 0 }, { width: 20, height: 10 }, 180);
    expect(topLeft!.x).toBeCloseTo(10);
    expect(topLeft!.y).toBeCloseTo(5);
  });

  it('gives the upright bounds of a turned box', () => {
    expect(rotatedBounds({ width: 200, height: 100 }, 0)).toEqual({ width: 200, height: 100 });
    expect(rotatedBounds({ width: 200, height: 100 }, 90)).toEqual({ width: 100, height: 200 });
    const diagonal = rotatedBounds({ width: 100, height: 100 }, 45);
    expect(diagonal.width).toBeCloseTo(141.421, 2);
    expect(rotatedBounds({ width: 200, height: 100 }, -30)).toEqual(
      rotatedBounds({ width: 200, height: 100 }, 30),
    );
  });
});
