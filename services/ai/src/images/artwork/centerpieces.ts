import type { Canvas } from './canvas.js';
import { mix } from './color.js';
import { ellipse, star, type Pt } from './geometry.js';

export function drawCake(canvas: Canvas): void {
  const random = canvas.random;
  const cx = 512;
  const cream = '#fff4e6';
  const sponge = random.pick(['#f6a6b2', '#f7c59f', '#b8e0d2', '#d7b9f5']);
  canvas.shape(ellipse(cx, 912, 300, 46, 32), '#e9e3da', { role: 'object' });
  const tiers = [
    { w: 250, top: 730, h: 170 },
    { w: 175, top: 590, h: 140 },
  ];
  for (const t of tiers) {
    const body: Pt[] = [
      [cx - t.w, t.top],
      [cx + t.w, t.top],
      [cx + t.w, t.top + t.h],
      [cx - t.w, t.top + t.h],
    ];
    canvas.shape(body, sponge, { role: 'object', sharp: true });
    const drip: Pt[] = [[cx - t.w - 4, t.top - 12]];
    const drops = 9;
    for (let k = 0; k <= drops; k++) {
      const x = cx - t.w + (k / drops) * t.w * 2;
      drip.push([x, t.top + random.between(18, 52)], [x + (t.w / drops) * 0.9, t.top + 12]);
    }
    drip.push([cx + t.w + 4, t.top - 12]);
    canvas.shape(drip, cream, { role: 'object' });
    for (let k = 0; k < 7; k++) {
      const x = cx - t.w + ((k + 0.5) / 7) * t.w * 2;
      canvas.shape(ellipse(x, t.top + t.h * 0.62, 9, 9, 10), mix(sponge, '#c0395b', 0.55), {
        role: 'detail',
      });
    }
  }
  for (let k = 0; k < 5; k++) {
    const x = cx - 120 + k * 60;
    const candle: Pt[] = [
      [x - 8, 590],
      [x + 8, 590],
      [x + 8, 505],
      [x - 8, 505],
    ];
    canvas.shape(candle, random.pick(['#7bdff2', '#f7aef8', '#fcf6bd', '#b2f7ef']), {
      role: 'object',
      sharp: true,
    });
    const glow = canvas.radial([
      { offset: 0, color: '#ffe066', opacity: 0.8 },
      { offset: 1, color: '#ffe066', opacity: 0 },
    ]);
    canvas.shape(ellipse(x, 480, 46, 46, 20), '#ffe066', { role: 'backdrop', gradient: glow });
    canvas.shape(
      [
        [x, 455],
        [x + 10, 482],
        [x, 497],
        [x - 10, 482],
      ],
      '#ffb703',
      { role: 'detail' },
    );
  }
}

export function drawRings(canvas: Canvas): void {
  const random = canvas.random;
  const gold = canvas.linear(
    [
      { offset: 0, color: '#fff1b8' },
      { offset: 0.45, color: '#e0b44c' },
      { offset: 1, color: '#8a6414' },
    ],
    1,
    1,
  );
  const y = 560;
  for (const [cx, tilt] of [
    [440, -0.2],
    [590, 0.2],
  ] as const) {
    const band = ellipse(cx, y, 134, 103, 48).map(([x, yy]): Pt => [x + (yy - y) * tilt, yy]);
    canvas.shape([...band, band[0]!, band[1]!], '#e0b44c', {
      role: 'object',
      gradient: gold,
      closed: false,
      strokeWidth: 30,
    });
  }
  canvas.shape(star(438, 428, 34, 9, 4), '#ffffff', { role: 'detail' });
  canvas.shape(ellipse(438, 448, 20, 20, 6), '#dff6ff', { role: 'object' });
  for (let i = 0; i < 10; i++) {
    const s = random.between(8, 20);
    canvas.shape(
      star(random.between(200, 830), random.between(300, 760), s, s * 0.25, 4),
      '#fff8e1',
      {
        role: 'detail',
      },
    );
  }
}
