/**
 * Small builders for the catalog's SVG artwork. Everything here is deterministic: every replica
 * writes the same bytes at start-up, so an unchanged catalog is never rewritten.
 */
import type { CardCategoryId } from '@cardsmith/contracts';

export const W = 500;
export const H = 700;

type AttrValue = string | number | undefined;
export type Attrs = Record<string, AttrValue>;

/** Two decimals keep curves smooth while keeping the stored markup compact. */
export function fmt(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const attrText = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? fmt(value) : value}"`)
    .join('');
  return children.length === 0
    ? `<${tag}${attrText}/>`
    : `<${tag}${attrText}>${children.join('')}</${tag}>`;
}

export function g(attrs: Attrs, ...children: string[]): string {
  return el('g', attrs, ...children);
}

/**
 * Ids are prefixed per artwork because the web app inlines several SVGs on one page (a frame
 * over a template), and duplicate gradient ids there make the browser pick the wrong one.
 */
export function idScope(prefix: string) {
  const id = (name: string) => `${prefix}-${name}`;
  return { id, url: (name: string) => `url(#${id(name)})` };
}

export function svgDoc(defs: string[], ...body: string[]): string {
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${W} ${H}`, width: W, height: H },
    defs.length > 0 ? el('defs', {}, ...defs) : '',
    ...body,
  );
}

/** [offset 0..1, colour, opacity] */
export type Stop = readonly [number, string, number?];

function stops(list: readonly Stop[]): string[] {
  return list.map(([offset, color, opacity]) =>
    el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
  );
}

export function linear(
  id: string,
  list: readonly Stop[],
  [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1],
): string {
  return el('linearGradient', { id, x1, y1, x2, y2 }, ...stops(list));
}

export function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return el('radialGradient', { id, cx, cy, r }, ...stops(list));
}

export function rect(x: number, y: number, width: number, height: number, attrs: Attrs = {}) {
  return el('rect', { x, y, width, height, ...attrs });
}

export function circle(cx: number, cy: number, r: number, attrs: Attrs = {}) {
  return el('circle', { cx, cy, r, ...attrs });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}) {
  return el('ellipse', { cx, cy, rx, ry, ...attrs });
}

export function path(d: string, attrs: Attrs = {}) {
  return el('path', { d, ...attrs });
}

export function text(x: number, y: number, content: string, attrs: Attrs) {
  return el('text', { x, y, 'text-anchor': 'middle', ...attrs }, content);
}

export function fullBleed(fill: string): string {
  return rect(0, 0, W, H, { fill });
}

export function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

export function polygon(points: readonly (readonly [number, number])[]): string {
  return `M${points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L')}Z`;
}

export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5) {
  const pts: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    pts.push(polar(cx, cy, i % 2 === 0 ? outer : inner, -90 + (i * 180) / points));
  }
  return polygon(pts);
}

/** Four-point twinkle with concave sides, the classic "sparkle" glyph. */
export function sparklePath(cx: number, cy: number, r: number): string {
  const k = r * 0.18;
  return (
    `M${fmt(cx)} ${fmt(cy - r)}Q${fmt(cx + k)} ${fmt(cy - k)} ${fmt(cx + r)} ${fmt(cy)}` +
    `Q${fmt(cx + k)} ${fmt(cy + k)} ${fmt(cx)} ${fmt(cy + r)}` +
    `Q${fmt(cx - k)} ${fmt(cy + k)} ${fmt(cx - r)} ${fmt(cy)}` +
    `Q${fmt(cx - k)} ${fmt(cy - k)} ${fmt(cx)} ${fmt(cy - r)}Z`
  );
}

export function heartPath(cx: number, cy: number, size: number): string {
  const s = size / 2;
  return (
    `M${fmt(cx)} ${fmt(cy + s * 0.9)}` +
    `C${fmt(cx - s * 0.15)} ${fmt(cy + s * 0.7)} ${fmt(cx - s)} ${fmt(cy + s * 0.2)} ${fmt(cx - s)} ${fmt(cy - s * 0.3)}` +
    `C${fmt(cx - s)} ${fmt(cy - s * 0.85)} ${fmt(cx - s * 0.35)} ${fmt(cy - s * 1.05)} ${fmt(cx)} ${fmt(cy - s * 0.5)}` +
    `C${fmt(cx + s * 0.35)} ${fmt(cy - s * 1.05)} ${fmt(cx + s)} ${fmt(cy - s * 0.85)} ${fmt(cx + s)} ${fmt(cy - s * 0.3)}` +
    `C${fmt(cx + s)} ${fmt(cy + s * 0.2)} ${fmt(cx + s * 0.15)} ${fmt(cy + s * 0.7)} ${fmt(cx)} ${fmt(cy + s * 0.9)}Z`
  );
}

/** Almond leaf from (x, y) pointing at `angle` degrees. */
export function leafPath(x: number, y: number, length: number, angle: number, width = 0.35) {
  const [tx, ty] = polar(x, y, length, angle);
  const [ax, ay] = polar(x, y, length * 0.5, angle - width * 90);
  const [bx, by] = polar(x, y, length * 0.5, angle + width * 90);
  return `M${fmt(x)} ${fmt(y)}Q${fmt(ax)} ${fmt(ay)} ${fmt(tx)} ${fmt(ty)}Q${fmt(bx)} ${fmt(by)} ${fmt(x)} ${fmt(y)}Z`;
}

/**
 * A horizon line (hills, mountains, tree lines, waves) closed down to the bottom edge.
 * `jag` 0 gives rolling curves, 1 gives sharp peaks.
 */
export function ridge(rand: Random, baseY: number, amplitude: number, steps: number, jag = 0) {
  const step = W / steps;
  let d = `M0 ${H}L0 ${fmt(baseY + rand.range(-amplitude, amplitude))}`;
  for (let i = 1; i <= steps; i++) {
    const x = i * step;
    const y = baseY + rand.range(-amplitude, amplitude);
    d +=
      jag > 0.5
        ? `L${fmt(x - step / 2)} ${fmt(y - amplitude * jag)}L${fmt(x)} ${fmt(y)}`
        : `Q${fmt(x - step / 2)} ${fmt(y - amplitude * rand.range(0.2, 1.2))} ${fmt(x)} ${fmt(y)}`;
  }
  return `${d}L${W} ${H}Z`;
}

export interface Random {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32 seeded from a string hash: tiny, fast and stable across Node versions. */
export function seededRandom(seed: string): Random {
  let state = 0x9e3779b9;
  for (let i = 0; i < seed.length; i++) {
    state = Math.imul(state ^ seed.charCodeAt(i), 0x85ebca6b);
    state = (state << 13) | (state >>> 19);
  }
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number) => min + next() * (max - min);
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

export interface Calm {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** The oval around the card's centre where the message sits; scattered decoration avoids it. */
export const MESSAGE_AREA: Calm = { cx: W / 2, cy: H / 2, rx: 170, ry: 150 };

export function scatter(
  rand: Random,
  count: number,
  calm: Calm = MESSAGE_AREA,
  bounds: readonly [number, number, number, number] = [0, 0, W, H],
): [number, number][] {
  const [x0, y0, x1, y1] = bounds;
  const points: [number, number][] = [];
  for (let tries = 0; points.length < count && tries < count * 50; tries++) {
    const x = rand.range(x0, x1);
    const y = rand.range(y0, y1);
    if (((x - calm.cx) / calm.rx) ** 2 + ((y - calm.cy) / calm.ry) ** 2 > 1) points.push([x, y]);
  }
  return points;
}

/** Soft glow behind the message area so text stays legible on busy art. */
export function messageGlow(id: string, color: string, opacity: number, calm = MESSAGE_AREA) {
  return {
    def: radial(id, [
      [0, color, opacity],
      [0.6, color, opacity * 0.6],
      [1, color, 0],
    ]),
    shape: ellipse(calm.cx, calm.cy, calm.rx * 1.25, calm.ry * 1.25, { fill: `url(#${id})` }),
  };
}

export function confetti(rand: Random, count: number, colors: readonly string[], calm?: Calm) {
  return scatter(rand, count, calm)
    .map(([x, y]) => {
      const fill = rand.pick(colors);
      const rotate = `rotate(${fmt(rand.range(0, 180))} ${fmt(x)} ${fmt(y)})`;
      const kind = rand.int(0, 2);
      if (kind === 0) return circle(x, y, rand.range(3, 6), { fill });
      if (kind === 1) return rect(x - 7, y - 3, 14, 6, { fill, rx: 2, transform: rotate });
      return path(`M${fmt(x - 8)} ${fmt(y)}q4 -7 8 0t8 0`, {
        fill: 'none',
        stroke: fill,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        transform: rotate,
      });
    })
    .join('');
}

/** One cover artwork; templates.ts assigns its id, group and position. */
export interface TemplateArt {
  title: string;
  /** The card categories (occasions) the design suits; the editor suggests it for them. */
  categories: readonly CardCategoryId[];
  svg: string;
}

/** Closed smooth curve through the midpoints of a polygon (organic blobs, splashes, glazes). */
export function smoothClosedPath(points: readonly (readonly [number, number])[]): string {
  const at = (i: number) => points[i % points.length] as readonly [number, number];
  const mid = (i: number) => {
    const [ax, ay] = at(i);
    const [bx, by] = at(i + 1);
    return `${fmt((ax + bx) / 2)} ${fmt((ay + by) / 2)}`;
  };
  let d = `M${mid(0)}`;
  for (let i = 1; i <= points.length; i++) {
    const [px, py] = at(i);
    d += `Q${fmt(px)} ${fmt(py)} ${mid(i)}`;
  }
  return `${d}Z`;
}
