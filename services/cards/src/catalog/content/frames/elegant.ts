import {
  circle,
  fmt,
  g,
  H,
  heartPath,
  idScope,
  leafPath,
  linear,
  path,
  polar,
  polygon,
  rect,
  seededRandom,
  svgDoc,
  W,
} from '../svg.js';
import { band, fourCorners } from './shared.js';

export function artDeco(): string {
  const { id, url } = idScope('art-deco');
  const gold = linear(
    id('gold'),
    [
      [0, '#b8862b'],
      [0.5, '#f5dc93'],
      [1, '#a8781f'],
    ],
    [0, 0, 1, 0],
  );
  const steps = polygon([
    [0, 0],
    [120, 0],
    [120, 26],
    [60, 26],
    [60, 50],
    [26, 50],
    [26, 120],
    [0, 120],
  ]);
  const corner = g(
    {},
    path(steps, { fill: '#111418' }),
    path('M34 130V58H68V34H130', { fill: 'none', stroke: url('gold'), 'stroke-width': 2 }),
    path('M42 140V66H76V42H140', { fill: 'none', stroke: url('gold'), 'stroke-width': 1 }),
    path(
      polygon([
        [13, 13],
        [22, 22],
        [13, 31],
        [4, 22],
      ]),
      { fill: url('gold') },
    ),
  );
  const fan = (y: number, flip: number) => {
    const rays: string[] = [];
    for (let a = 200; a <= 340; a += 14) {
      const [x2, y2] = polar(0, 0, 54, a);
      rays.push(`M0 0L${fmt(x2)} ${fmt(y2)}`);
    }
    return g(
      { transform: `translate(${W / 2} ${y}) scale(1 ${flip})` },
      path('M-62 0A62 62 0 0 1 62 0Z', { fill: '#111418' }),
      path(rays.join(''), { stroke: url('gold'), 'stroke-width': 1.5 }),
      path('M-62 0A62 62 0 0 1 62 0M-40 0A40 40 0 0 1 40 0', {
        fill: 'none',
        stroke: url('gold'),
        'stroke-width': 2,
      }),
    );
  };
  return svgDoc(
    [gold],
    path(band(0, 16), { fill: '#111418', 'fill-rule': 'evenodd' }),
    rect(6, 6, W - 12, H - 12, { fill: 'none', stroke: url('gold'), 'stroke-width': 1.5 }),
    rect(20, 20, W - 40, H - 40, { fill: 'none', stroke: url('gold'), 'stroke-width': 1 }),
    fourCorners(corner),
    fan(16, -1),
    fan(H - 16, 1),
  );
}

export function silverLeaf(): string {
  const { id, url } = idScope('silver-leaf');
  const silver = linear(
    id('silver'),
    [
      [0, '#5f6b78'],
      [0.35, '#e3e8ed'],
      [0.65, '#7f8b97'],
      [1, '#c5cdd5'],
    ],
    [0, 0, 1, 1],
  );
  const rand = seededRandom('silver-leaf');
  const leaves: string[] = [];
  const vine = (from: [number, number], to: [number, number], count: number) => {
    for (let i = 0; i <= count; i++) {
      const t = i / count;
      const x = from[0] + (to[0] - from[0]) * t;
      const y = from[1] + (to[1] - from[1]) * t;
      const along = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
      const side = i % 2 === 0 ? -1 : 1;
      leaves.push(
        path(leafPath(x, y, rand.range(16, 22), along + side * rand.range(40, 60), 0.45), {
          fill: url('silver'),
          stroke: '#56616d',
          'stroke-width': 0.8,
        }),
      );
    }
  };
  vine([60, 28], [W - 60, 28], 16);
  vine([60, H - 28], [W - 60, H - 28], 16);
  vine([28, 60], [28, H - 60], 24);
  vine([W - 28, 60], [W - 28, H - 60], 24);
  return svgDoc(
    [silver],
    path(band(8, 14), { fill: url('silver'), 'fill-rule': 'evenodd' }),
    rect(28, 28, W - 56, H - 56, { fill: 'none', stroke: '#6f7b87', 'stroke-width': 1.5 }),
    rect(46, 46, W - 92, H - 92, { fill: 'none', stroke: url('silver'), 'stroke-width': 2 }),
    ...leaves,
    fourCorners(
      g(
        {},
        circle(28, 28, 13, { fill: url('silver'), stroke: '#7d8994', 'stroke-width': 1 }),
        circle(28, 28, 5, { fill: '#ffffff' }),
      ),
    ),
  );
}

export function heartBorder(): string {
  const colors = ['#e11d48', '#fb7185', '#f43f5e', '#f9a8d4'];
  const hearts: string[] = [];
  const place = (x: number, y: number, i: number) => {
    const size = i % 2 === 0 ? 26 : 17;
    const tilt = ((i * 37) % 30) - 15;
    hearts.push(
      path(heartPath(x, y, size), {
        fill: colors[i % colors.length],
        transform: `rotate(${tilt} ${fmt(x)} ${fmt(y)})`,
      }),
    );
  };
  let i = 0;
  for (let x = 26; x <= W - 26; x += 28.5) place(x, 26, i++);
  for (let y = 56; y <= H - 56; y += 29.5) place(W - 26, y, i++);
  for (let x = W - 26; x >= 26; x -= 28.5) place(x, H - 26, i++);
  for (let y = H - 56; y >= 56; y -= 29.5) place(26, y, i++);
  return svgDoc(
    [],
    path(band(4, 48, 18, 10), { fill: '#fff1f2', 'fill-opacity': 0.85, 'fill-rule': 'evenodd' }),
    ...hearts,
    rect(54, 54, W - 108, H - 108, {
      rx: 8,
      fill: 'none',
      stroke: '#fb7185',
      'stroke-width': 1.5,
      'stroke-dasharray': '6 6',
    }),
  );
}
