import type { ImageFilters } from '@cardsmith/contracts';

/**
 * Photo filters as one 4×5 colour matrix (SVG feColorMatrix `values`, rows R, G, B, A), applied in
 * sRGB. card-render draws it as an SVG filter, which is also what the editor shows (its preview is
 * card-render's SVG), so the browser and the server apply the same numbers.
 */

type Matrix = number[][]; // 5×5, homogeneous, acting on [r, g, b, a, 1]

const identity = (): Matrix =>
  Array.from({ length: 5 }, (_, row) =>
    Array.from({ length: 5 }, (_, col) => (row === col ? 1 : 0)),
  );

function multiply(a: Matrix, b: Matrix): Matrix {
  return a.map((row) =>
    b[0]!.map((_, col) => row.reduce((sum, value, k) => sum + value * b[k]![col]!, 0)),
  );
}

function colour(rows: number[][]): Matrix {
  const matrix = identity();
  rows.forEach((row, r) => row.forEach((value, c) => (matrix[r]![c] = value)));
  return matrix;
}

/** brightness(k) of CSS Filter Effects: every channel scaled. */
function brightness(k: number): Matrix {
  return colour([
    [k, 0, 0],
    [0, k, 0],
    [0, 0, k],
  ]);
}

/** contrast(k): channels pushed from (or pulled to) the middle grey. */
function contrast(k: number): Matrix {
  const offset = 0.5 - 0.5 * k;
  return colour([
    [k, 0, 0, 0, offset],
    [0, k, 0, 0, offset],
    [0, 0, k, 0, offset],
  ]);
}

/** grayscale(amount), CSS Filter Effects' matrix. */
function greyscale(amount: number): Matrix {
  const a = 1 - amount;
  return colour([
    [0.2126 + 0.7874 * a, 0.7152 - 0.7152 * a, 0.0722 - 0.0722 * a],
    [0.2126 - 0.2126 * a, 0.7152 + 0.2848 * a, 0.0722 - 0.0722 * a],
    [0.2126 - 0.2126 * a, 0.7152 - 0.7152 * a, 0.0722 + 0.9278 * a],
  ]);
}

/** sepia(amount), CSS Filter Effects' matrix. */
function sepia(amount: number): Matrix {
  const a = 1 - amount;
  return colour([
    [0.393 + 0.607 * a, 0.769 - 0.769 * a, 0.189 - 0.189 * a],
    [0.349 - 0.349 * a, 0.686 + 0.314 * a, 0.168 - 0.168 * a],
    [0.272 - 0.272 * a, 0.534 - 0.534 * a, 0.131 + 0.869 * a],
  ]);
}

/** How far full warmth moves red up and blue down. */
const WARMTH_SHIFT = 0.15;

/** Warmer: more red, less blue; cooler: the reverse. `t` is -1…1. */
function warmth(t: number): Matrix {
  return colour([
    [1 + WARMTH_SHIFT * t, 0, 0],
    [0, 1, 0],
    [0, 0, 1 - WARMTH_SHIFT * t],
  ]);
}

const amount = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** True when the filters change nothing (all absent or 0): no filter is drawn. */
export function filtersAreNeutral(filters: ImageFilters | undefined): boolean {
  if (!filters) return true;
  return Object.values(filters).every((value) => amount(value) === 0);
}

/**
 * The 20 feColorMatrix values for the filters, applied in this order: brightness, contrast,
 * warmth, sepia, greyscale (one matrix, so no clamping between them).
 */
export function filterMatrix(filters: ImageFilters): number[] {
  const clampPercent = (value: number | undefined, low: number) =>
    Math.min(100, Math.max(low, amount(value))) / 100;
  const steps = [
    brightness(1 + clampPercent(filters.brightness, -100)),
    contrast(1 + clampPercent(filters.contrast, -100)),
    warmth(clampPercent(filters.warmth, -100)),
    sepia(clampPercent(filters.sepia, 0)),
    greyscale(clampPercent(filters.greyscale, 0)),
  ];
  // Later steps act on earlier results: the product is last × … × first.
  const combined = steps.reduce((result, step) => multiply(step, result), identity());
  return combined.slice(0, 4).flatMap((row) => row.map((value) => Math.round(value * 1e4) / 1e4));
}
