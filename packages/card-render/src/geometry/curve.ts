import { ELEMENT_LIMITS } from '@cardsmith/contracts';
import type { Point, Size } from './rotation.js';

/**
 * Curved text: a single line set on a circular arc (an SVG text path). The bend sets how much of
 * a circle the text covers: ±100 is MAX_SWEEP_DEGREES; the radius follows so the arc is exactly
 * as long as the text, which keeps the letters' spacing whatever the bend.
 */
export const MAX_SWEEP_DEGREES = 330;

export interface CurveInput {
  /** The element's centre: the arc's box is centred on it. */
  centre: Point;
  /** The line's advance width at its font size (text-layout's measureText). */
  textWidth: number;
  /** Ascent of the font at its size, in px: the letters stand this far off the arc. */
  ascent: number;
  /** -100…100: positive arches (letters outside a circle's top), negative smiles. */
  bend: number;
}

export interface CurvedPath {
  /** The SVG path data of the arc, drawn left to right: the text path. */
  d: string;
  /** The box of the arc with its letters, centred on the element's centre. */
  size: Size;
  radius: number;
  sweepDegrees: number;
}

const RADIANS = Math.PI / 180;
const round = (value: number) => Math.round(value * 100) / 100;

/** The arc for curved text, or null when the bend is 0 (straight text needs no path). */
export function curvedTextPath(input: CurveInput): CurvedPath | null {
  const bend = Math.max(-ELEMENT_LIMITS.bendAbs, Math.min(ELEMENT_LIMITS.bendAbs, input.bend));
  if (!Number.isFinite(bend) || bend === 0) return null;
  const sweepDegrees = (Math.abs(bend) / ELEMENT_LIMITS.bendAbs) * MAX_SWEEP_DEGREES;
  const sweep = sweepDegrees * RADIANS;
  const textWidth = Math.max(1, input.textWidth);
  const radius = textWidth / sweep;
  const half = sweep / 2;
  // How far the arc's ends sit from its middle, across the bend.
  const sag = radius * (1 - Math.cos(half));
  const height = input.ascent + sag;
  const chord = half >= Math.PI / 2 ? 2 * radius : 2 * radius * Math.sin(half);
  const width = chord + 2 * input.ascent * Math.sin(Math.min(half, Math.PI / 2));
  const { x, y } = input.centre;
  const largeArc = sweep > Math.PI ? 1 : 0;
  const dx = radius * Math.sin(half);
  let d: string;
  if (bend > 0) {
    // The arc's top (its middle) lies `ascent` below the box's top; the circle's centre below it.
    const top = y - height / 2 + input.ascent;
    const endY = top + sag;
    d = `M${round(x - dx)} ${round(endY)}A${round(radius)} ${round(radius)} 0 ${largeArc} 1 ${round(x + dx)} ${round(endY)}`;
  } else {
    const bottom = y + height / 2;
    const endY = bottom - sag;
    d = `M${round(x - dx)} ${round(endY)}A${round(radius)} ${round(radius)} 0 ${largeArc} 0 ${round(x + dx)} ${round(endY)}`;
  }
  return { d, size: { width: round(width), height: round(height) }, radius, sweepDegrees };
}
