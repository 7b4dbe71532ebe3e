import { circle, fmt, g, path, sparklePath } from '../svg.js';

/** Simplified real asterisms (star patterns) for the zodiac covers. */

export const GOLD = '#fcd34d';

/** Stars as [x, y] in a unit box, plus the index pairs drawn as lines. */
interface Asterism {
  stars: [number, number][];
  lines: [number, number][];
}

export const BIG_DIPPER: Asterism = {
  stars: [
    [0, 0.3],
    [0.22, 0.2],
    [0.42, 0.28],
    [0.58, 0.42],
    [0.62, 0.72],
    [0.95, 0.78],
    [1, 0.45],
  ],
  lines: [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 6],
    [6, 3],
  ],
};
export const CASSIOPEIA: Asterism = {
  stars: [
    [0, 0.2],
    [0.25, 0.75],
    [0.5, 0.4],
    [0.75, 0.85],
    [1, 0.3],
  ],
  lines: [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
  ],
};
export const ORION: Asterism = {
  stars: [
    [0.15, 0],
    [0.85, 0.1],
    [0.42, 0.48],
    [0.5, 0.5],
    [0.58, 0.52],
    [0.1, 1],
    [0.9, 0.95],
    [0.5, -0.12],
  ],
  lines: [
    [0, 2],
    [1, 4],
    [2, 3],
    [3, 4],
    [2, 5],
    [4, 6],
    [0, 7],
    [1, 7],
  ],
};
export const LEO: Asterism = {
  stars: [
    [0, 0.55],
    [0.3, 0.5],
    [0.45, 0.2],
    [0.35, 0],
    [0.15, 0.05],
    [0.75, 0.55],
    [1, 0.7],
  ],
  lines: [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [1, 5],
    [5, 6],
    [2, 5],
  ],
};
export const SCORPIUS: Asterism = {
  stars: [
    [0, 0],
    [0.12, 0.2],
    [0.2, 0.42],
    [0.3, 0.62],
    [0.5, 0.8],
    [0.72, 0.85],
    [0.88, 0.7],
    [1, 0.78],
  ],
  lines: [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 6],
    [6, 7],
  ],
};

export function drawAsterism(
  a: Asterism,
  x: number,
  y: number,
  size: number,
  color = GOLD,
): string {
  const at = (i: number) => {
    const [sx, sy] = a.stars[i] as [number, number];
    return [x + sx * size, y + sy * size] as const;
  };
  const lines = a.lines
    .map(([p, q]) => {
      const [x1, y1] = at(p);
      const [x2, y2] = at(q);
      return `M${fmt(x1)} ${fmt(y1)}L${fmt(x2)} ${fmt(y2)}`;
    })
    .join('');
  return g(
    {},
    path(lines, { stroke: color, 'stroke-width': 1.2, 'stroke-opacity': 0.7 }),
    ...a.stars.map((_, i) => {
      const [sx, sy] = at(i);
      return i % 3 === 0
        ? path(sparklePath(sx, sy, 7), { fill: '#ffffff' })
        : circle(sx, sy, 3, { fill: '#ffffff' });
    }),
  );
}
