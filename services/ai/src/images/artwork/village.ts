import type { Canvas } from './canvas.js';
import { mix } from './color.js';
import { ellipse } from './geometry.js';
import type { Palette, ScenePlan } from './scene.js';

export function drawTrees(
  canvas: Canvas,
  plan: ScenePlan,
  palette: Palette,
  horizon: number,
): void {
  const random = canvas.random;
  const count = plan.trees === 'pine' ? 14 : 6;
  const base = plan.lake ? 830 : plan.ocean ? 880 : horizon + 60;
  const dark = mix(palette.groundDark, '#0b2a1a', plan.time === 'night' ? 0.2 : 0.45);
  const trees = Array.from({ length: count }, () => ({
    x: random.next() < 0.5 ? random.between(-20, 360) : random.between(660, 1044),
    y: base + random.between(-10, 60),
    h: random.between(120, 260),
  })).sort((a, b) => a.y - b.y);
  for (const t of trees) {
    if (plan.trees === 'pine') {
      const w = t.h * 0.36;
      const tiers = 3;
      for (let k = 0; k < tiers; k++) {
        const top = t.y - t.h + (k * t.h) / (tiers + 0.6);
        const bottom = top + t.h * 0.5;
        const spread = w * (0.55 + k * 0.25);
        canvas.shape(
          [
            [t.x, top],
            [t.x + spread, bottom],
            [t.x - spread, bottom],
          ],
          dark,
          { role: 'object' },
        );
        if (plan.winter) {
          canvas.shape(
            [
              [t.x, top],
              [t.x + spread * 0.35, top + t.h * 0.18],
              [t.x - spread * 0.35, top + t.h * 0.18],
            ],
            '#f4f8fc',
            { role: 'detail' },
          );
        }
      }
    } else {
      canvas.shape(
        [
          [t.x - 8, t.y],
          [t.x + 8, t.y],
          [t.x + 6, t.y - t.h * 0.45],
          [t.x - 6, t.y - t.h * 0.45],
        ],
        '#5b3b24',
        { role: 'object' },
      );
      canvas.shape(
        ellipse(t.x, t.y - t.h * 0.68, t.h * 0.3, t.h * 0.32, 18),
        mix(palette.ground, '#1d5a2a', 0.35),
        {
          role: 'object',
        },
      );
    }
  }
}

export function drawHouses(canvas: Canvas, plan: ScenePlan, palette: Palette): void {
  const random = canvas.random;
  const base = plan.lake ? 850 : 830;
  const walls = ['#b5523b', '#d9a55b', '#8c6d5a', '#c97b63', '#6d8ea0'];
  const lit = plan.time === 'night' || plan.time === 'sunset';
  for (let i = 0; i < 6; i++) {
    const w = random.between(80, 120);
    const h = w * random.between(0.6, 0.8);
    const x = 150 + i * 130 + random.between(-20, 20);
    const y = base + random.between(-15, 25);
    canvas.shape(
      [
        [x - w / 2, y],
        [x + w / 2, y],
        [x + w / 2, y - h],
        [x - w / 2, y - h],
      ],
      random.pick(walls),
      { role: 'object', sharp: true },
    );
    canvas.shape(
      [
        [x - w / 2 - 12, y - h + 2],
        [x, y - h - w * 0.5],
        [x + w / 2 + 12, y - h + 2],
      ],
      plan.winter ? '#f4f7fb' : mix(palette.groundDark, '#5a2e22', 0.6),
      { role: 'object', sharp: true },
    );
    const window = lit ? '#ffd56b' : '#dcecf5';
    for (const dx of [-w / 4, w / 4]) {
      canvas.shape(ellipse(x + dx, y - h * 0.55, 10, 12, 4), window, { role: 'detail' });
    }
  }
}
