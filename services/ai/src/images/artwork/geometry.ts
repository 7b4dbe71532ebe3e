import type { Random } from '@cardsmith/service-kit';

export type Pt = [number, number];

const f = (n: number) => Math.round(n * 10) / 10;

/** A closed or open outline through the points; `smooth` draws Catmull-Rom curves through them. */
export function pathData(points: readonly Pt[], closed: boolean, smooth: boolean): string {
  if (points.length === 0) return '';
  const [first] = points as [Pt];
  if (!smooth || points.length < 3) {
    return `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}${closed ? 'Z' : ''}`;
  }
  const n = points.length;
  const at = (i: number): Pt =>
    closed ? points[(i + n) % n]! : points[Math.min(n - 1, Math.max(0, i))]!;
  let d = `M${f(first[0])} ${f(first[1])}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, steps = 24): Pt[] {
  return Array.from({ length: steps }, (_, i) => {
    const a = (i / steps) * Math.PI * 2;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry] as Pt;
  });
}

export function heart(cx: number, cy: number, size: number): Pt[] {
  return Array.from({ length: 28 }, (_, i) => {
    const t = (i / 28) * Math.PI * 2;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    return [cx + (x * size) / 32, cy - (y * size) / 32] as Pt;
  });
}

export function star(cx: number, cy: number, outer: number, inner: number, spikes = 5): Pt[] {
  return Array.from({ length: spikes * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (i / (spikes * 2)) * Math.PI * 2 - Math.PI / 2;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as Pt;
  });
}

/** A mountain or hill ridge across the canvas, closed down to `bottom`. */
export function ridge(
  random: Random,
  baseY: number,
  amplitude: number,
  peaks: number,
  bottom: number,
  sharp: boolean,
): Pt[] {
  const points: Pt[] = [[-20, bottom]];
  const steps = peaks * (sharp ? 4 : 3);
  const phase = random.next() * Math.PI * 2;
  for (let i = 0; i <= steps; i++) {
    const x = -20 + (i / steps) * 1064;
    const wave = Math.sin((i / steps) * Math.PI * peaks + phase);
    const noise = sharp ? random.between(-0.35, 0.35) : random.between(-0.1, 0.1);
    const lift = sharp ? Math.abs(wave) ** 1.4 : (wave + 1) / 2;
    points.push([x, baseY - amplitude * Math.max(0, lift + noise)]);
  }
  points.push([1044, bottom]);
  return points;
}

export function jitter(points: readonly Pt[], random: Random, amount: number): Pt[] {
  return points.map(([x, y]) => [
    x + random.between(-amount, amount),
    y + random.between(-amount, amount),
  ]);
}
