import type { Canvas } from './canvas.js';
import { SIZE } from './canvas.js';
import { mix } from './color.js';
import { ridge, type Pt } from './geometry.js';
import type { Palette, ScenePlan } from './scene.js';

export function drawMountains(
  canvas: Canvas,
  plan: ScenePlan,
  palette: Palette,
  horizon: number,
): Pt[][] {
  const drawn: Pt[][] = [];
  const random = canvas.random;
  const layers = [
    { color: mix(palette.far, palette.sky[palette.sky.length - 1]!, 0.35), height: 330, peaks: 3 },
    { color: palette.far, height: 250, peaks: 4 },
    { color: palette.near, height: 160, peaks: 5 },
  ];
  layers.forEach((layer, i) => {
    const base = horizon + i * 8;
    const points = ridge(random, base, layer.height, layer.peaks, horizon + 40, true);
    canvas.shape(points, layer.color, { role: 'land' });
    drawn.push(points);
    if (plan.winter || i === 0) {
      const caps = points
        .slice(1, -1)
        .filter(([, y]) => y < base - layer.height * 0.72)
        .map(([x, y]): Pt[] => [
          [x - 34, y + 46],
          [x, y],
          [x + 34, y + 46],
          [x + 10, y + 34],
          [x - 8, y + 44],
        ]);
      for (const cap of caps) canvas.shape(cap, '#f7f9fc', { role: 'detail', opacity: 0.92 });
    }
  });
  return drawn;
}

export function drawWater(
  canvas: Canvas,
  plan: ScenePlan,
  palette: Palette,
  horizon: number,
  ridges: Pt[][],
): void {
  const random = canvas.random;
  const water = canvas.linear([
    { offset: 0, color: mix(palette.water, palette.sky[palette.sky.length - 1]!, 0.45) },
    { offset: 0.5, color: palette.water },
    { offset: 1, color: mix(palette.water, '#000000', 0.35) },
  ]);
  const rect: Pt[] = [
    [0, horizon],
    [SIZE, horizon],
    [SIZE, SIZE],
    [0, SIZE],
  ];
  canvas.shape(rect, palette.water, { role: 'backdrop', gradient: water });
  if (plan.lake) {
    for (const points of ridges.slice(1)) {
      const mirrored = points.map(([x, y]): Pt => [x, horizon + (horizon - y) * 0.8]);
      canvas.shape(mirrored, points === ridges[1] ? palette.far : palette.near, {
        role: 'backdrop',
        opacity: 0.45,
      });
    }
  }
  const glint = plan.time === 'night' ? '#f6f1d0' : palette.light;
  const lines = plan.ocean ? 26 : 18;
  for (let i = 0; i < lines; i++) {
    const y = horizon + 14 + (i / lines) ** 1.4 * (SIZE - horizon - 20);
    const x = random.between(-40, 900);
    const w = random.between(60, 260) * (0.5 + i / lines);
    const wave: Pt[] = Array.from({ length: 7 }, (_, k) => [
      x + (k / 6) * w,
      y + Math.sin(k * 1.3 + i) * (plan.ocean ? 5 : 2),
    ]);
    canvas.shape(wave, glint, { role: 'detail', closed: false, opacity: 0.55 });
  }
  if (plan.beach) {
    const sand = ridge(random, 880, 70, 2, SIZE + 20, false);
    canvas.shape(sand, '#e8cf9a', { role: 'land' });
    canvas.shape(ridge(random, 870, 40, 2, 900, false), '#ffffff', {
      role: 'detail',
      opacity: 0.6,
    });
  }
}

export function drawGround(
  canvas: Canvas,
  plan: ScenePlan,
  palette: Palette,
  horizon: number,
): void {
  const random = canvas.random;
  if (plan.ocean) return;
  const top = plan.lake ? 820 : horizon;
  const back = ridge(random, top + 20, plan.lake ? 40 : 90, 2, SIZE + 20, false);
  canvas.shape(back, palette.groundDark, { role: 'land' });
  const front = ridge(random, top + (plan.lake ? 70 : 150), 70, 2, SIZE + 20, false);
  const fill = canvas.linear([
    { offset: 0, color: palette.ground },
    { offset: 1, color: palette.groundDark },
  ]);
  canvas.shape(front, palette.ground, { role: 'land', gradient: fill });
}

export function drawSnow(canvas: Canvas): void {
  const random = canvas.random;
  const flakes = Array.from({ length: 260 }, () => ({
    x: random.between(0, SIZE),
    y: random.between(0, SIZE),
    r: random.between(1.6, 5.5),
    opacity: random.between(0.7, 1),
  }));
  canvas.dots(flakes, '#ffffff');
}
