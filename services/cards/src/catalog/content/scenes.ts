/** Reusable motifs for cover art, built on the primitives in svg.ts. */
import {
  type Calm,
  circle,
  ellipse,
  fmt,
  g,
  leafPath,
  path,
  polar,
  radial,
  type Random,
  scatter,
  sparklePath,
} from './svg.js';

export function starField(
  rand: Random,
  count: number,
  colors: readonly string[] = ['#ffffff'],
  calm?: Calm,
  bounds?: readonly [number, number, number, number],
): string {
  return scatter(rand, count, calm, bounds)
    .map(([x, y]) =>
      rand.next() < 0.12
        ? path(sparklePath(x, y, rand.range(5, 10)), { fill: rand.pick(colors) })
        : circle(x, y, rand.range(0.6, 2), {
            fill: rand.pick(colors),
            'fill-opacity': rand.range(0.45, 1),
          }),
    )
    .join('');
}

export function cloud(cx: number, cy: number, scale: number, fill: string, opacity = 1): string {
  const s = scale;
  return g(
    { fill, 'fill-opacity': opacity },
    ellipse(cx, cy, 60 * s, 22 * s),
    circle(cx - 28 * s, cy - 10 * s, 24 * s),
    circle(cx + 6 * s, cy - 22 * s, 32 * s),
    circle(cx + 36 * s, cy - 6 * s, 20 * s),
  );
}

/** Crescent opening to the right: a full disc minus an offset inner ellipse. */
export function crescent(cx: number, cy: number, r: number, fill: string): string {
  const top = `${fmt(cx)} ${fmt(cy - r)}`;
  const bottom = `${fmt(cx)} ${fmt(cy + r)}`;
  return path(
    `M${top}A${fmt(r)} ${fmt(r)} 0 1 0 ${bottom}A${fmt(r * 0.72)} ${fmt(r)} 0 1 1 ${top}Z`,
    {
      fill,
    },
  );
}

/** Soft round glow, e.g. behind a moon, a firefly or a sun. */
export function glow(id: string, color: string, strength = 0.7): string {
  return radial(id, [
    [0, color, strength],
    [0.45, color, strength * 0.35],
    [1, color, 0],
  ]);
}

export type Expression = 'happy' | 'surprised' | 'smug';

/** A kawaii face: two eyes with highlights, blush and a mouth. */
export function face(cx: number, cy: number, s: number, expression: Expression = 'happy'): string {
  const eye = (x: number) =>
    expression === 'smug'
      ? path(`M${fmt(x - 7 * s)} ${fmt(cy)}q${fmt(7 * s)} ${fmt(5 * s)} ${fmt(14 * s)} 0`, {
          fill: 'none',
          stroke: '#2b2118',
          'stroke-width': 3 * s,
          'stroke-linecap': 'round',
        })
      : g(
          {},
          circle(x, cy, 6.5 * s, { fill: '#2b2118' }),
          circle(x + 2 * s, cy - 2.5 * s, 2.2 * s, { fill: '#ffffff' }),
        );
  const mouth =
    expression === 'surprised'
      ? ellipse(cx, cy + 16 * s, 6 * s, 8 * s, { fill: '#2b2118' })
      : path(
          `M${fmt(cx - 9 * s)} ${fmt(cy + 11 * s)}q${fmt(9 * s)} ${fmt(10 * s)} ${fmt(18 * s)} 0`,
          {
            fill: 'none',
            stroke: '#2b2118',
            'stroke-width': 3 * s,
            'stroke-linecap': 'round',
          },
        );
  return g(
    {},
    eye(cx - 18 * s),
    eye(cx + 18 * s),
    ellipse(cx - 30 * s, cy + 10 * s, 7 * s, 4.5 * s, { fill: '#ff7a9a', 'fill-opacity': 0.55 }),
    ellipse(cx + 30 * s, cy + 10 * s, 7 * s, 4.5 * s, { fill: '#ff7a9a', 'fill-opacity': 0.55 }),
    mouth,
  );
}

/** Simple five-to-eight-petal flower seen from above. */
export function flower(
  cx: number,
  cy: number,
  r: number,
  petal: string,
  heart: string,
  petals = 6,
  turn = 0,
): string {
  const shapes: string[] = [];
  for (let i = 0; i < petals; i++) {
    const [px, py] = polar(cx, cy, r * 0.55, turn + (i * 360) / petals);
    shapes.push(
      ellipse(px, py, r * 0.5, r * 0.28, {
        fill: petal,
        transform: `rotate(${fmt(turn + (i * 360) / petals)} ${fmt(px)} ${fmt(py)})`,
      }),
    );
  }
  return g({}, ...shapes, circle(cx, cy, r * 0.26, { fill: heart }));
}

/** A rose: a disc with a darker spiral of petal edges. */
export function rose(cx: number, cy: number, r: number, base: string, edge: string): string {
  let d = '';
  for (let k = 0; k < 5; k++) {
    const rr = r * (0.85 - k * 0.16);
    const a0 = k * 70;
    const [x0, y0] = polar(cx, cy, rr, a0);
    const [x1, y1] = polar(cx, cy, rr, a0 + 200);
    d += `M${fmt(x0)} ${fmt(y0)}A${fmt(rr)} ${fmt(rr)} 0 0 1 ${fmt(x1)} ${fmt(y1)}`;
  }
  return g(
    {},
    circle(cx, cy, r, { fill: base }),
    path(d, { fill: 'none', stroke: edge, 'stroke-width': r * 0.09, 'stroke-linecap': 'round' }),
  );
}

export function leafSpray(
  x: number,
  y: number,
  angle: number,
  length: number,
  fill: string,
  leaves = 5,
): string {
  const [ex, ey] = polar(x, y, length, angle);
  const parts = [
    path(`M${fmt(x)} ${fmt(y)}L${fmt(ex)} ${fmt(ey)}`, {
      stroke: fill,
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
    }),
  ];
  for (let i = 1; i <= leaves; i++) {
    const [lx, ly] = polar(x, y, (length * i) / (leaves + 0.5), angle);
    const side = i % 2 === 0 ? 1 : -1;
    parts.push(path(leafPath(lx, ly, length * 0.32, angle + side * 45), { fill }));
  }
  return g({}, ...parts);
}
