import { garlandScene, geometricScene } from '../compositions.js';
import { flower, leafSpray } from '../scenes.js';
import {
  circle,
  fmt,
  fullBleed,
  g,
  H,
  idScope,
  leafPath,
  linear,
  path,
  polar,
  polygon,
  radial,
  scatter,
  seededRandom,
  svgDoc,
  type TemplateArt,
  text,
} from '../svg.js';

const SCRIPT = { 'font-family': 'Dancing Script', 'font-weight': 700 };

function gratitudeWreath(): string {
  const { id, url } = idScope('thankful1');
  const rand = seededRandom('thankful1');
  const leaves: string[] = [];
  for (let a = 0; a < 360; a += 9) {
    const [x, y] = polar(250, 330, 165 + rand.range(-6, 6), a);
    const greens = ['#3f6212', '#4d7c0f', '#65a30d', '#166534'];
    leaves.push(
      path(leafPath(x, y, rand.range(34, 48), a + 90 + rand.range(-35, 10), 0.5), {
        fill: rand.pick(greens),
      }),
      path(leafPath(x, y, rand.range(26, 36), a - 70 + rand.range(-10, 25), 0.5), {
        fill: rand.pick(greens),
        'fill-opacity': 0.85,
      }),
    );
    if (a % 27 === 0) {
      const [bx, by] = polar(250, 330, 165 + rand.range(-14, 14), a + 4);
      leaves.push(circle(bx, by, 6, { fill: rand.pick(['#dc2626', '#ea580c', '#f59e0b']) }));
    }
  }
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#fff4eb'],
        [1, '#fcd9c2'],
      ]),
    ],
    fullBleed(url('bg')),
    circle(250, 330, 214, { fill: 'none', stroke: '#fdba74', 'stroke-width': 1 }),
    ...leaves,
    flower(250, 160, 26, '#fb923c', '#9a3412', 8),
    flower(214, 172, 16, '#fdba74', '#9a3412', 6, 15),
    flower(286, 172, 16, '#fdba74', '#9a3412', 6, 15),
    text(250, 605, 'thank you', { ...SCRIPT, 'font-size': 64, fill: '#9a3412' }),
    path('M170 628q80 14 160 0', { fill: 'none', stroke: '#ea580c', 'stroke-width': 2 }),
  );
}

function mapleLeaf(x: number, y: number, s: number, rotate: number, fill: string): string {
  const pts: [number, number][] = [];
  const radii = [1, 0.45, 0.8, 0.4, 0.95, 0.5, 0.55, 0.3, 0.55, 0.5, 0.95, 0.4, 0.8, 0.45];
  radii.forEach((r, i) => pts.push(polar(0, 0, r * s, -90 + (i * 360) / radii.length)));
  return g(
    { transform: `translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(rotate)})` },
    path(polygon(pts), { fill, 'stroke-linejoin': 'round', stroke: fill, 'stroke-width': 3 }),
    path(`M0 ${fmt(s * 0.2)}V${fmt(s * 0.9)}`, { stroke: '#78350f', 'stroke-width': 2 }),
  );
}

function autumnThanks(): string {
  const { id, url } = idScope('thankful2');
  const rand = seededRandom('thankful2');
  const colors = ['#dc2626', '#ea580c', '#f59e0b', '#b45309', '#ca8a04'];
  const clearOfTitle = ([x, y]: [number, number]) => !(y > 70 && y < 190 && x > 90 && x < 410);
  const leaves = scatter(rand, 34)
    .filter(clearOfTitle)
    .map(([x, y]) =>
      rand.next() < 0.6
        ? mapleLeaf(x, y, rand.range(18, 36), rand.range(-60, 60), rand.pick(colors))
        : path(leafPath(x, y, rand.range(26, 44), rand.range(0, 360), 0.4), {
            fill: rand.pick(colors),
          }),
    );
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#fffbeb'],
        [1, '#fde68a'],
      ]),
      radial(id('calm'), [
        [0, '#fffbeb', 1],
        [1, '#fffbeb', 0],
      ]),
    ],
    fullBleed(url('bg')),
    path('M0 40C120 90 200 20 320 70S460 40 500 80M0 640C110 600 220 680 330 630S470 660 500 620', {
      fill: 'none',
      stroke: '#d97706',
      'stroke-width': 1.5,
      'stroke-opacity': 0.4,
    }),
    ...leaves,
    text(250, 150, 'Thankful', { ...SCRIPT, 'font-size': 58, fill: '#9a3412' }),
  );
}

function thankYouBouquet(): string {
  const { id, url } = idScope('thankful3');
  const rand = seededRandom('thankful3');
  const heads: [number, number, number, string, string, number][] = [
    [190, 470, 34, '#f9a8d4', '#be185d', 8],
    [255, 440, 40, '#fde68a', '#b45309', 10],
    [318, 478, 32, '#c4b5fd', '#5b21b6', 6],
    [222, 520, 26, '#fdba74', '#9a3412', 7],
    [292, 530, 28, '#fbcfe8', '#9d174d', 8],
    [150, 530, 22, '#bfdbfe', '#1d4ed8', 6],
    [355, 535, 22, '#fde68a', '#b45309', 8],
  ];
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#e0f2fe'],
        [1, '#f0fdf4'],
      ]),
      linear(id('wrap'), [
        [0, '#fef3c7'],
        [1, '#fcd34d'],
      ]),
    ],
    fullBleed(url('bg')),
    g(
      { fill: '#ffffff', 'fill-opacity': 0.6 },
      ...scatter(rand, 30).map(([x, y]) => circle(x, y, rand.range(2, 5))),
    ),
    text(250, 140, 'Thank You', { ...SCRIPT, 'font-size': 72, fill: '#1e3a8a' }),
    path('M160 168c40 10 140 10 180 0', { fill: 'none', stroke: '#93c5fd', 'stroke-width': 2 }),
    leafSpray(250, 620, 235, 150, '#15803d'),
    leafSpray(250, 620, 300, 150, '#16a34a'),
    leafSpray(250, 620, 265, 120, '#166534', 4),
    ...heads.map(([x, y, r, petal, core, n]) => flower(x, y, r, petal, core, n, rand.range(0, 40))),
    path('M180 570L320 570L290 690L210 690Z', { fill: url('wrap') }),
    path('M180 570L250 690L210 690Z', { fill: '#f59e0b', 'fill-opacity': 0.35 }),
    path('M250 606L214 588L218 626ZM250 606L286 588L282 626Z', { fill: '#e11d48' }),
    path('M250 606L236 650M250 606L266 648', {
      stroke: '#e11d48',
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
    circle(250, 606, 8, { fill: '#be123c' }),
  );
}

function sunnyGratitude(): string {
  const { id, url } = idScope('thankful4');
  const rays: string[] = [];
  for (let i = 0; i < 24; i++) {
    const a = 180 + i * 7.5;
    const [x1, y1] = polar(250, 760, 900, a);
    const [x2, y2] = polar(250, 760, 900, a + 7.5);
    if (i % 2 === 0)
      rays.push(
        polygon([
          [250, 760],
          [x1, y1],
          [x2, y2],
        ]),
      );
  }
  const daisies: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = 20 + i * 58;
    const y = 650 - (i % 2) * 28;
    daisies.push(
      path(`M${x} ${y}V${H}`, { stroke: '#15803d', 'stroke-width': 4 }),
      flower(x, y, 30, '#ffffff', '#f59e0b', 12, i * 9),
    );
  }
  return svgDoc(
    [
      linear(id('bg'), [
        [0, '#fde047'],
        [1, '#fef9c3'],
      ]),
      radial(
        id('calm'),
        [
          [0, '#fffbeb', 0.85],
          [1, '#fffbeb', 0],
        ],
        0.5,
        0.5,
        0.5,
      ),
    ],
    fullBleed(url('bg')),
    path(rays.join(''), { fill: '#facc15', 'fill-opacity': 0.55 }),
    circle(250, 330, 230, { fill: url('calm') }),
    circle(250, 90, 44, { fill: '#f59e0b' }),
    circle(250, 90, 34, { fill: '#fbbf24' }),
    ...daisies,
  );
}

export const thankful: TemplateArt[] = [
  { title: 'Gratitude Wreath', categories: ['thank-you', 'holiday'], svg: gratitudeWreath() },
  { title: 'Autumn Thanks', categories: ['thank-you', 'holiday'], svg: autumnThanks() },
  { title: 'Thank You Bouquet', categories: ['thank-you'], svg: thankYouBouquet() },
  { title: 'Sunny Gratitude', categories: ['thank-you'], svg: sunnyGratitude() },
  {
    title: 'Thanks a Bunch',
    categories: ['thank-you'],
    svg: garlandScene('thankful5', {
      bg: ['#fefce8', '#fef3c7'],
      flags: ['#ea580c', '#65a30d', '#facc15', '#0d9488'],
      cord: '#78350f',
      balloons: ['#ea580c', '#facc15', '#65a30d'],
      confetti: ['#ea580c', '#65a30d', '#facc15'],
      headline: {
        text: 'Thanks a bunch!',
        font: 'Dancing Script',
        size: 56,
        color: '#78350f',
        y: 200,
      },
    }),
  },
  {
    title: 'Grateful Rings',
    categories: ['thank-you', 'congratulations'],
    svg: geometricScene('thankful6', {
      bg: '#fff7ed',
      inks: ['#9a3412', '#ea580c', '#fdba74', '#65a30d'],
      layout: 'rings',
      headline: { text: 'grateful', font: 'Playfair Display', size: 52, color: '#9a3412', y: 365 },
    }),
  },
];
