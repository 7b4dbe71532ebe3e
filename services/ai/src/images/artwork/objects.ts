import type { Canvas } from './canvas.js';
import { SIZE } from './canvas.js';
import { ellipse, heart, type Pt } from './geometry.js';
import type { ScenePlan } from './scene.js';

const FLOWER_COLORS = ['#f25f8c', '#ffb703', '#fb8500', '#c77dff', '#ff5d5d', '#ffffff', '#ffd6e8'];
const BALLOON_COLORS = [
  '#ef476f',
  '#ffd166',
  '#06d6a0',
  '#118ab2',
  '#9b5de5',
  '#f15bb5',
  '#ff8c42',
];

export function drawFlowers(canvas: Canvas, plan: ScenePlan): void {
  const random = canvas.random;
  const count = plan.cake || plan.rings ? 16 : 34;
  const flowers = Array.from({ length: count }, () => ({
    x: random.between(10, SIZE - 10),
    y: random.between(800, 1010),
  })).sort((a, b) => a.y - b.y);
  for (const f of flowers) {
    const scale = 0.6 + ((f.y - 800) / 210) * 0.9;
    const r = 15 * scale;
    canvas.shape(
      [
        [f.x, f.y],
        [f.x + random.between(-6, 6), f.y + 70 * scale],
      ],
      '#3d7a35',
      { role: 'detail', closed: false },
    );
    const color = random.pick(FLOWER_COLORS);
    const petals = 5 + random.int(2);
    const turn = random.next() * Math.PI;
    for (let k = 0; k < petals; k++) {
      const a = turn + (k / petals) * Math.PI * 2;
      canvas.shape(
        ellipse(f.x + Math.cos(a) * r, f.y + Math.sin(a) * r, r * 0.85, r * 0.85, 12),
        color,
        {
          role: 'detail',
        },
      );
    }
    canvas.shape(ellipse(f.x, f.y, r * 0.55, r * 0.55, 12), '#f6c945', { role: 'detail' });
  }
}

export function drawPetals(canvas: Canvas): void {
  const random = canvas.random;
  for (let i = 0; i < 28; i++) {
    const x = random.between(0, SIZE);
    const y = random.between(120, SIZE);
    const s = random.between(10, 22);
    const a = random.next() * Math.PI;
    const petal: Pt[] = [
      [x, y],
      [x + Math.cos(a) * s + Math.sin(a) * s * 0.6, y + Math.sin(a) * s - Math.cos(a) * s * 0.6],
      [x + Math.cos(a) * s * 2, y + Math.sin(a) * s * 2],
      [x + Math.cos(a) * s - Math.sin(a) * s * 0.6, y + Math.sin(a) * s + Math.cos(a) * s * 0.6],
    ];
    canvas.shape(petal, random.pick(['#d62846', '#f25f8c', '#b5173a']), {
      role: 'detail',
      opacity: 0.9,
    });
  }
}

export function drawHearts(canvas: Canvas, plan: ScenePlan): void {
  const random = canvas.random;
  const centerpiece = plan.cake || plan.rings || plan.balloons;
  const count = centerpiece ? 7 : 11;
  for (let i = 0; i < count; i++) {
    const big = !centerpiece && i === 0;
    const size = big ? 300 : random.between(40, 120);
    const x = big ? 512 : random.between(70, 950);
    const y = big ? 470 : random.between(80, 720);
    const color = random.pick(['#e63946', '#ff4d6d', '#ff8fa3', '#c9184a']);
    canvas.shape(heart(x, y, size), color, {
      role: 'object',
      opacity: big ? 1 : random.between(0.7, 0.95),
    });
    canvas.shape(
      ellipse(x - size * 0.2, y - size * 0.12, size * 0.09, size * 0.06, 10),
      '#ffffff',
      {
        role: 'detail',
        opacity: 0.55,
      },
    );
  }
}

export function drawBalloons(canvas: Canvas, plan: ScenePlan): void {
  const random = canvas.random;
  const centerX = plan.cake ? random.pick([190, 830]) : 512;
  const count = plan.cake ? 4 : 7;
  const knot: Pt = [centerX, plan.cake ? 820 : 900];
  const balloons = Array.from({ length: count }, (_, i) => ({
    x: centerX + (i - (count - 1) / 2) * random.between(70, 95) + random.between(-25, 25),
    y: random.between(190, 430) - (plan.cake ? 0 : Math.abs(i - (count - 1) / 2) * -30),
    color: BALLOON_COLORS[(i + random.int(BALLOON_COLORS.length)) % BALLOON_COLORS.length]!,
  }));
  for (const b of balloons) {
    const mid: Pt = [(b.x + knot[0]) / 2 + random.between(-30, 30), (b.y + knot[1]) / 2];
    canvas.shape([[b.x, b.y + 92], mid, knot], '#6b6b6b', {
      role: 'detail',
      closed: false,
      opacity: 0.8,
    });
  }
  for (const b of balloons) {
    const shape = ellipse(b.x, b.y, 68, 86, 28).map(([x, y]): Pt => [
      x,
      y > b.y ? y + (y - b.y) * 0.12 : y,
    ]);
    canvas.shape(shape, b.color, { role: 'object' });
    canvas.shape(
      [
        [b.x - 9, b.y + 100],
        [b.x + 9, b.y + 100],
        [b.x, b.y + 88],
      ],
      b.color,
      { role: 'detail' },
    );
    canvas.shape(ellipse(b.x - 24, b.y - 32, 12, 22, 12), '#ffffff', {
      role: 'detail',
      opacity: 0.5,
    });
  }
}

export function drawConfetti(canvas: Canvas): void {
  const random = canvas.random;
  for (let i = 0; i < 70; i++) {
    const x = random.between(0, SIZE);
    const y = random.between(0, 760);
    const a = random.next() * Math.PI;
    const l = random.between(8, 16);
    const piece: Pt[] = [
      [x, y],
      [x + Math.cos(a) * l, y + Math.sin(a) * l],
      [x + Math.cos(a) * l - Math.sin(a) * 6, y + Math.sin(a) * l + Math.cos(a) * 6],
      [x - Math.sin(a) * 6, y + Math.cos(a) * 6],
    ];
    canvas.shape(piece, random.pick(BALLOON_COLORS), { role: 'detail' });
  }
}
