import { describe, expect, it } from 'vitest';
import { filterMatrix, filtersAreNeutral } from './filters.js';

/** The colour matrix applied to one RGBA colour (0…1), as feColorMatrix does before clamping. */
function apply(values: number[], rgba: number[]): number[] {
  return [0, 1, 2, 3].map((row) =>
    [...rgba, 1].reduce((sum, value, col) => sum + values[row * 5 + col]! * value, 0),
  );
}

describe('filters', () => {
  it('is the identity when nothing is set', () => {
    expect(filtersAreNeutral(undefined)).toBe(true);
    expect(filtersAreNeutral({ brightness: 0, sepia: 0 })).toBe(true);
    expect(filtersAreNeutral({ warmth: 5 })).toBe(false);
    expect(filterMatrix({})).toEqual([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]);
  });

  it('brightens and darkens as CSS brightness() does', () => {
    const [r, g, b] = apply(filterMatrix({ brightness: 50 }), [0.4, 0.2, 0.1, 1]);
    expect(r).toBeCloseTo(0.6);
    expect(g).toBeCloseTo(0.3);
    expect(b).toBeCloseTo(0.15);
    expect(apply(filterMatrix({ brightness: -100 }), [1, 1, 1, 1]).slice(0, 3)).toEqual([0, 0, 0]);
  });

  it('spreads or flattens around mid grey as CSS contrast() does', () => {
    const flat = apply(filterMatrix({ contrast: -100 }), [0.9, 0.1, 0.5, 1]);
    for (const channel of flat.slice(0, 3)) expect(channel).toBeCloseTo(0.5);
    expect(apply(filterMatrix({ contrast: 100 }), [0.75, 0.5, 0.25, 1])[0]).toBeCloseTo(1);
  });

  it('turns colours grey with CSS grayscale()’s weights and brown with sepia()’s', () => {
    const [r, g, b] = apply(filterMatrix({ greyscale: 100 }), [1, 0, 0, 1]);
    expect(r).toBeCloseTo(0.2126);
    expect(g).toBeCloseTo(0.2126);
    expect(b).toBeCloseTo(0.2126);
    const sepia = apply(filterMatrix({ sepia: 100 }), [1, 1, 1, 1]);
    expect(sepia[0]).toBeCloseTo(1.351);
    expect(sepia[2]).toBeCloseTo(0.937);
  });

  it('warms by adding red and taking blue, and cools the other way; alpha is kept', () => {
    const warm = apply(filterMatrix({ warmth: 100 }), [0.5, 0.5, 0.5, 0.7]);
    expect(warm[0]).toBeGreaterThan(0.5);
    expect(warm[2]).toBeLessThan(0.5);
    expect(warm[3]).toBeCloseTo(0.7);
    const cool = apply(filterMatrix({ warmth: -100 }), [0.5, 0.5, 0.5, 1]);
    expect(cool[0]).toBeLessThan(0.5);
    expect(cool[2]).toBeGreaterThan(0.5);
  });

  it('applies brightness before greyscale (one matrix, in a fixed order)', () => {
    const both = apply(filterMatrix({ brightness: 100, greyscale: 100 }), [0.25, 0.25, 0.25, 1]);
    expect(both[0]).toBeCloseTo(0.5);
  });
});
