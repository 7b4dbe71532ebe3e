import type { Canvas } from './canvas.js';
import { SIZE } from './canvas.js';
import { mix } from './color.js';
import { ellipse, star } from './geometry.js';
import type { Palette, ScenePlan } from './scene.js';

/** Where land meets sky; water and far mountains sit on it. */
export function horizonOf(plan: ScenePlan): number {
  if (plan.ocean || plan.lake) return 610;
  return plan.mountains ? 640 : 700;
}

export function drawSky(canvas: Canvas, palette: Palette): void {
  const stops = palette.sky.map((color, i) => ({ offset: i / (palette.sky.length - 1), color }));
  const sky = canvas.linear(stops);
  canvas.shape(
    [
      [0, 0],
      [SIZE, 0],
      [SIZE, SIZE],
      [0, SIZE],
    ],
    palette.sky[0]!,
    { role: 'backdrop', gradient: sky },
  );
}

export function drawLight(
  canvas: Canvas,
  plan: ScenePlan,
  palette: Palette,
  horizon: number,
): void {
  const random = canvas.random;
  if (plan.time === 'night') {
    const x = random.between(640, 860);
    const y = random.between(150, 260);
    const halo = canvas.radial([
      { offset: 0, color: palette.sun, opacity: 0.45 },
      { offset: 1, color: palette.sun, opacity: 0 },
    ]);
    canvas.shape(ellipse(x, y, 190, 190), palette.sun, { role: 'backdrop', gradient: halo });
    canvas.shape(ellipse(x, y, 62, 62, 36), palette.sun, { role: 'detail' });
    for (const [dx, dy, r] of [
      [-18, -12, 13],
      [16, 14, 9],
      [8, -26, 6],
    ] as const) {
      canvas.shape(ellipse(x + dx, y + dy, r, r, 14), '#d9d3b0', { role: 'detail', opacity: 0.6 });
    }
    return;
  }
  const low = plan.time !== 'day';
  const x = low ? random.between(380, 640) : random.between(680, 860);
  const y = plan.mountains
    ? random.between(170, 260)
    : low
      ? horizon - random.between(40, 110)
      : random.between(140, 230);
  const r = low ? 92 : 68;
  const glow = canvas.radial([
    { offset: 0, color: palette.sun, opacity: 0.85 },
    { offset: 0.35, color: palette.light, opacity: 0.35 },
    { offset: 1, color: palette.light, opacity: 0 },
  ]);
  canvas.shape(ellipse(x, y, r * 3.2, r * 3.2, 36), palette.sun, {
    role: 'backdrop',
    gradient: glow,
  });
  canvas.shape(ellipse(x, y, r, r, 40), palette.sun, { role: 'detail' });
}

export function drawClouds(canvas: Canvas, plan: ScenePlan, palette: Palette): void {
  if (plan.time === 'night') return;
  const random = canvas.random;
  const color = plan.time === 'day' ? '#ffffff' : mix(palette.light, palette.sky[2]!, 0.35);
  const count = 2 + random.int(3);
  for (let i = 0; i < count; i++) {
    const cx = random.between(60, 960);
    const cy = random.between(90, 380);
    const w = random.between(90, 170);
    const puffs = 4 + random.int(3);
    for (let k = 0; k < puffs; k++) {
      const t = k / (puffs - 1);
      const r = w * (0.32 + Math.sin(t * Math.PI) * 0.3) * random.between(0.85, 1.15);
      const px = cx - w + t * 2 * w;
      canvas.shape(ellipse(px, cy - r * 0.45, r, r * 0.85, 18), color, { role: 'detail' });
    }
    canvas.shape(ellipse(cx, cy + 4, w * 1.15, w * 0.18, 18), color, { role: 'detail' });
  }
}

export function drawStars(canvas: Canvas, plan: ScenePlan): void {
  const random = canvas.random;
  const limit = plan.ocean || plan.lake ? 560 : 620;
  const dots = Array.from({ length: 160 }, () => ({
    x: random.between(0, SIZE),
    y: random.between(0, limit) ** 1.08 / 1.6,
    r: random.between(0.8, 2.6),
    opacity: random.between(0.45, 1),
  }));
  canvas.dots(dots, '#fffbe8');
  for (let i = 0; i < 7; i++) {
    const x = random.between(60, 960);
    const y = random.between(40, 380);
    const s = random.between(10, 22);
    canvas.shape(star(x, y, s, s * 0.28, 4), '#fff6d0', { role: 'detail' });
  }
}
