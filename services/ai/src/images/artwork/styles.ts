import type { ImageStyleId } from '@cardsmith/contracts';
import { contrast, hue, luminance, mix, saturate, sepia, toRgb } from './color.js';

/** How a style turns the same scene into a different picture: colour, edges, texture. */
export interface StyleTreatment {
  tint: (hex: string) => string;
  /** Curved outlines; abstract keeps the polygon corners. */
  smooth: boolean;
  /** Overlapping, offset washes of each shape (watercolor, oil). */
  passes: number;
  jitter: number;
  passOpacity: number;
  outline?: { color: string; width: number; opacity: number; passes: number; jitter: number };
  /** Neon rims on land and objects. */
  glow?: boolean;
  /** Out-of-focus light discs over the scene. */
  bokeh?: boolean;
  /** Offset duplicate behind objects, for a cut-paper look. */
  shadowOffset?: number;
  /** Sky drawn in hard bands instead of a smooth gradient. */
  bandedSky?: boolean;
  texture?: { tile: 'grain' | 'brush'; opacity: number };
  vignette?: { color: string; opacity: number };
  wash?: { color: string; opacity: number };
  hatch?: boolean;
}

const POP = ['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93', '#f15bb5', '#ff924c'];
/** Abstract art keeps only a handful of bold colours: each hue snaps to its nearest pop colour. */
const popColor = (hex: string) => {
  const [r, g, b] = toRgb(hex);
  if (Math.max(r, g, b) - Math.min(r, g, b) < 28)
    return luminance(hex) > 128 ? '#fdf6e3' : '#22223b';
  const h = hue(hex);
  const anchors = [0, 48, 95, 205, 265, 320, 25];
  const distance = (a: number) => Math.min(Math.abs(h - a), 360 - Math.abs(h - a));
  let best = 0;
  for (let i = 1; i < anchors.length; i++)
    if (distance(anchors[i]!) < distance(anchors[best]!)) best = i;
  return POP[best]!;
};

export const STYLE_TREATMENTS: Record<ImageStyleId, StyleTreatment> = {
  realistic: {
    tint: (c) => c,
    smooth: true,
    passes: 1,
    jitter: 0,
    passOpacity: 1,
    // Depth and texture rather than flat shapes: a fine grain and light falling off at the edges.
    texture: { tile: 'grain', opacity: 0.1 },
    vignette: { color: '#0b1020', opacity: 0.32 },
  },
  watercolor: {
    tint: (c) => mix(saturate(c, 0.9), '#ffffff', 0.15),
    smooth: true,
    passes: 2,
    jitter: 9,
    passOpacity: 0.72,
    outline: { color: '#000000', width: 2.2, opacity: 0.12, passes: 1, jitter: 5 },
    texture: { tile: 'grain', opacity: 0.22 },
    wash: { color: '#fffdf6', opacity: 0.1 },
  },
  sketch: {
    tint: (c) => mix(saturate(c, 0), '#ffffff', 0.7),
    smooth: true,
    passes: 1,
    jitter: 1.5,
    passOpacity: 0.9,
    outline: { color: '#2b2b2b', width: 1.7, opacity: 0.85, passes: 2, jitter: 2.6 },
    hatch: true,
    texture: { tile: 'grain', opacity: 0.35 },
  },
  'digital-art': {
    tint: (c) => contrast(saturate(c, 1.45), 1.12),
    smooth: true,
    passes: 1,
    jitter: 0,
    passOpacity: 1,
    glow: true,
    bokeh: true,
    vignette: { color: '#12002b', opacity: 0.45 },
  },
  'oil-painting': {
    tint: (c) => contrast(saturate(c, 1.2), 1.06),
    smooth: true,
    passes: 2,
    jitter: 4,
    passOpacity: 0.85,
    outline: { color: '#1d140c', width: 3, opacity: 0.22, passes: 1, jitter: 3 },
    texture: { tile: 'brush', opacity: 0.55 },
    vignette: { color: '#1a0f05', opacity: 0.3 },
  },
  anime: {
    tint: (c) => mix(saturate(c, 1.3), '#ffffff', 0.08),
    smooth: true,
    passes: 1,
    jitter: 0,
    passOpacity: 1,
    outline: { color: '#2a2238', width: 4.5, opacity: 1, passes: 1, jitter: 0 },
  },
  abstract: {
    tint: popColor,
    smooth: false,
    passes: 1,
    jitter: 0,
    passOpacity: 1,
    shadowOffset: 14,
    bandedSky: true,
  },
  vintage: {
    tint: (c) => contrast(mix(sepia(c), c, 0.2), 1.12),
    smooth: true,
    passes: 1,
    jitter: 0.8,
    passOpacity: 1,
    texture: { tile: 'grain', opacity: 0.55 },
    vignette: { color: '#2b1a08', opacity: 0.55 },
    wash: { color: '#8a5a2b', opacity: 0.08 },
  },
};
